import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";

type FieldProps = {
  label: string;
  name: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  className?: string;
};

const idOf = (name: string) => `f-${name.replaceAll(".", "-")}`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={fieldErrorClass}>
      {error}
    </p>
  ) : null;
}

/** A native text input with its label and error, for forms that post without JavaScript. */
export function TextField(
  props: FieldProps & {
    type?: "text" | "email" | "tel";
    autoComplete?: string;
    inputMode?: "text" | "numeric" | "tel" | "email";
    maxLength?: number;
    placeholder?: string;
  },
) {
  const id = idOf(props.name);
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ""}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        required
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={controlClass}
      />
      <FieldError id={id} error={props.error} />
    </div>
  );
}

/** A native select with its label and error. */
export function SelectField(props: FieldProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = idOf(props.name);
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ""}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={controlClass}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={props.error} />
    </div>
  );
}
