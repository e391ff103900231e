import type { ReactNode } from "react";
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components";
import { cx } from "./cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

export { controlClass, fieldErrorClass, fieldLabelClass };

export type TextFieldProps = Omit<AriaTextFieldProps, "className" | "children"> & {
  label: ReactNode;
  description?: ReactNode;
  /** The error to show (from the shared zod schema); marks the field invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "email" | "tel" | "search" | "decimal" | "url";
  className?: string;
  inputClassName?: string;
};

/** Labelled text input with description and error text, wired for screen readers. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={cx("flex flex-col gap-1", className)}
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <Input
        className={cx(controlClass, inputClassName)}
        {...(placeholder ? { placeholder } : {})}
        {...(inputMode ? { inputMode } : {})}
      />
      {description ? (
        <Text slot="description" className="text-sm text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldErrorClass}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
