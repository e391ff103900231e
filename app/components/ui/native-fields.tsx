import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import { useFieldState } from "./field-state.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

// Native select, date and text-area fields for forms that post without JavaScript (checkout, complaints book,
// insurance purchase), with the design system's look and the same label, description and error wiring as TextField.

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return id ? (
    <p id={id} className={fieldErrorClass}>
      {message}
    </p>
  ) : null;
}

/** A field's column: its label, the control, an optional description and the error text. */
function FieldFrame({
  field,
  state,
  children,
}: {
  field: NativeFieldProps;
  state: ReturnType<typeof useFieldState>;
  children: ReactNode;
}) {
  return (
    <div className={cx("flex flex-col gap-1", field.className)} data-invalid={state.invalid || undefined}>
      <label htmlFor={state.inputProps.id} className={fieldLabelClass}>
        {field.label}
      </label>
      {children}
      <FieldError id={state.errorId} message={field.errorMessage} />
    </div>
  );
}

type NativeFieldProps = {
  label: ReactNode;
  name: string;
  /** The control's id (the error text gets `${id}-error`); generated when not given. */
  id?: string | undefined;
  defaultValue?: string | undefined;
  errorMessage?: string | undefined;
  isRequired?: boolean | undefined;
  className?: string | undefined;
};

export function SelectField(
  props: NativeFieldProps & {
    options: ReadonlyArray<{ id: string; label: string }>;
    /** An empty first option with this text. */
    placeholder?: string | undefined;
    onChange?: ((value: string) => void) | undefined;
  },
) {
  const state = useFieldState(props);
  const { invalid, inputProps } = state;
  return (
    <FieldFrame field={props} state={state}>
      <select
        {...inputProps}
        name={props.name}
        defaultValue={props.defaultValue ?? ""}
        onChange={props.onChange ? (event) => props.onChange?.(event.target.value) : undefined}
        data-invalid={invalid || undefined}
        className={cx(controlClass, "cursor-pointer")}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function DateField(props: NativeFieldProps & { max?: string | undefined }) {
  const state = useFieldState(props);
  const { invalid, inputProps } = state;
  return (
    <FieldFrame field={props} state={state}>
      <input
        {...inputProps}
        type="date"
        name={props.name}
        min="1900-01-01"
        max={props.max}
        defaultValue={props.defaultValue ?? ""}
        data-invalid={invalid || undefined}
        className={controlClass}
      />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: NativeFieldProps & {
    maxLength: number;
    description?: ReactNode;
    onChange?: ((value: string) => void) | undefined;
  },
) {
  const state = useFieldState({ ...props, hasDescription: Boolean(props.description) });
  const { invalid, descriptionId, inputProps } = state;
  return (
    <FieldFrame field={props} state={state}>
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
    </FieldFrame>
  );
}
