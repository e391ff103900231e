import type { ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { FieldError } from "#app/components/ui/native-fields.tsx";

// The complaints form's field ids and its choice between 'Reclamo' and 'Queja', each with its legal definition (the
// other native controls are the design system's: components/ui/native-fields.tsx).

/** A form field's element id; the form focuses the first invalid field by it. */
export const fieldId = (field: string) => `reclamo-${field.replace(/\./g, "-")}`;

export function RadioGroupField(props: {
  legend: ReactNode;
  name: string;
  id: string;
  options: ReadonlyArray<{ id: string; label: string; definition?: string }>;
  defaultValue?: string;
  errorMessage?: string | undefined;
}) {
  const errorId = props.errorMessage ? `${props.id}-error` : undefined;
  return (
    <fieldset
      id={props.id}
      tabIndex={-1}
      aria-describedby={errorId}
      aria-invalid={props.errorMessage ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className={cx(fieldLabelClass, "mb-1")}>{props.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {props.options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-start gap-3 rounded-control border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={props.name}
              value={option.id}
              defaultChecked={props.defaultValue === option.id}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{option.label}</span>
              {option.definition ? <span className="text-sm text-muted">{option.definition}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={props.errorMessage} />
    </fieldset>
  );
}
