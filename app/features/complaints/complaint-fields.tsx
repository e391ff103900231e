import type { ReactNode } from "react";
import { cx } from "../../components/ui/cx.ts";
import { useFieldState } from "../../components/ui/field-state.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "../../components/ui/field-styles.ts";

// Native controls of the complaints form (they post without JavaScript), with the design system's look and the
// same label, description and error wiring as TextField.

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return id ? (
    <p id={id} className={fieldErrorClass}>
      {message}
    </p>
  ) : null;
}

export function SelectField(props: {
  label: ReactNode;
  name: string;
  id: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  defaultValue?: string;
  placeholder?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  onChange?: (value: string) => void;
  className?: string;
}) {
  const { invalid, errorId, inputProps } = useFieldState({
    id: props.id,
    errorMessage: props.errorMessage,
    isRequired: props.isRequired,
  });
  return (
    <div className={cx("flex flex-col gap-1", props.className)} data-invalid={invalid || undefined}>
      <label htmlFor={props.id} className={fieldLabelClass}>
        {props.label}
      </label>
      <select
        {...inputProps}
        name={props.name}
        defaultValue={props.defaultValue ?? ""}
        onChange={props.onChange ? (event) => props.onChange?.(event.target.value) : undefined}
        data-invalid={invalid || undefined}
        className={controlClass}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={props.errorMessage} />
    </div>
  );
}

export function TextAreaField(props: {
  label: ReactNode;
  name: string;
  id: string;
  maxLength: number;
  defaultValue?: string;
  description?: ReactNode;
  errorMessage?: string | undefined;
  onChange?: (value: string) => void;
}) {
  const { invalid, errorId, descriptionId, inputProps } = useFieldState({
    id: props.id,
    errorMessage: props.errorMessage,
    isRequired: true,
    hasDescription: Boolean(props.description),
  });
  return (
    <div className="flex flex-col gap-1" data-invalid={invalid || undefined}>
      <label htmlFor={props.id} className={fieldLabelClass}>
        {props.label}
      </label>
      <textarea
        {...inputProps}
        name={props.name}
        rows={5}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        onChange={props.onChange ? (event) => props.onChange?.(event.target.value) : undefined}
        data-invalid={invalid || undefined}
        className={cx(controlClass, "py-2")}
      />
      {props.description ? (
        <p id={descriptionId} className="text-sm text-muted">
          {props.description}
        </p>
      ) : null}
      <FieldError id={errorId} message={props.errorMessage} />
    </div>
  );
}

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
