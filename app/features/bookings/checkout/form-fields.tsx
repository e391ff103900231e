import type { ReactNode } from "react";
import { cx } from "../../../components/ui/cx.ts";
import { useFieldState } from "../../../components/ui/field-state.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "../../../components/ui/field-styles.ts";

// Native select and date inputs of the checkout forms (they post without JavaScript), wired like TextField.

export function SelectField(props: {
  label: ReactNode;
  name: string;
  id: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  defaultValue?: string | undefined;
  placeholder?: string;
  errorMessage?: string | undefined;
  onChange?: (value: string) => void;
  className?: string;
}) {
  const { invalid, errorId, inputProps } = useFieldState({
    id: props.id,
    errorMessage: props.errorMessage,
    isRequired: true,
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
      {errorId ? (
        <p id={errorId} className={fieldErrorClass}>
          {props.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

export function DateField(props: {
  label: ReactNode;
  name: string;
  id: string;
  defaultValue?: string | undefined;
  max?: string;
  errorMessage?: string | undefined;
}) {
  const { invalid, errorId, inputProps } = useFieldState({
    id: props.id,
    errorMessage: props.errorMessage,
    isRequired: true,
  });
  return (
    <div className="flex flex-col gap-1" data-invalid={invalid || undefined}>
      <label htmlFor={props.id} className={fieldLabelClass}>
        {props.label}
      </label>
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
      {errorId ? (
        <p id={errorId} className={fieldErrorClass}>
          {props.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
