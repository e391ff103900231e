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

export const fieldLabelClass = "text-sm font-semibold text-ink";
export const fieldErrorClass = "text-sm text-danger";
export const controlClass =
  "w-full min-h-11 rounded-control border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 outline-none data-[focused]:border-brand-600 data-[focused]:ring-2 data-[focused]:ring-brand-200 data-[invalid]:border-danger data-[disabled]:bg-slate-100";

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
