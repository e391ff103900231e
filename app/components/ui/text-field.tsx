import type { FocusEvent, ReactNode } from "react";
import { cx } from "./cx.ts";
import { useFieldState } from "./field-state.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

export type TextFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  /** The error to show (from the shared zod schema); marks the field invalid. */
  errorMessage?: string | undefined;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  id?: string;
  type?: "text" | "email" | "password" | "tel" | "search" | "url";
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "email" | "tel" | "search" | "decimal" | "url";
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
  className?: string;
  inputClassName?: string;
};

/**
 * Labelled text input with description and error text, wired for screen readers (label, aria-describedby,
 * aria-invalid). A native input: nothing to download or hydrate beyond React itself.
 */
export function TextField({
  label,
  description,
  errorMessage,
  onChange,
  id,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  const { inputId, invalid, descriptionId, errorId, inputProps } = useFieldState({
    id,
    errorMessage,
    isInvalid,
    isRequired,
    hasDescription: Boolean(description),
  });
  return (
    <div className={cx("flex flex-col gap-1", className)} data-invalid={invalid || undefined}>
      <label htmlFor={inputId} className={fieldLabelClass}>
        {label}
      </label>
      <input
        {...input}
        {...inputProps}
        disabled={isDisabled}
        readOnly={isReadOnly}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        className={cx(controlClass, inputClassName)}
      />
      {description ? (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
