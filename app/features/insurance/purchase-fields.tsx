import { fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";

/** The input id of a dotted form name ("travellers.0.names" -> "compra-travellers-0-names"): errors focus it. */
export const fieldId = (name: string) => `compra-${name.replace(/\./g, "-")}`;

type NativeFieldProps = { name: string; label: string; error?: string | undefined; defaultValue?: string | undefined };

function ErrorText({ name, error }: { name: string; error?: string | undefined }) {
  return error ? (
    <p id={`${fieldId(name)}-error`} className={fieldErrorClass}>
      {error}
    </p>
  ) : null;
}

const described = (name: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(name)}-error` } : {};

export function RadioField({
  name,
  label,
  error,
  defaultValue,
  options,
}: NativeFieldProps & { options: ReadonlyArray<{ id: string; label: string }> }) {
  return (
    <fieldset className="flex flex-col gap-1" {...described(name, error)}>
      <legend className={fieldLabelClass}>{label}</legend>
      <div className="flex flex-wrap gap-4 pt-1">
        {options.map((option, index) => (
          <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              id={index === 0 ? fieldId(name) : undefined}
              name={name}
              value={option.id}
              defaultChecked={defaultValue === option.id}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText name={name} error={error} />
    </fieldset>
  );
}
