import type { ReactNode } from "react";
import { CheckboxButton, CheckboxField, FieldError, type CheckboxFieldProps } from "react-aria-components";
import { cx } from "./cx.ts";

export type CheckboxProps = Omit<CheckboxFieldProps, "className" | "children"> & {
  children: ReactNode;
  /** The error to show (from the shared zod schema); marks the checkbox invalid and describes it. */
  errorMessage?: string | undefined;
  className?: string;
};

/** Checkbox with its label and, when invalid, an error message linked to it. */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      className={cx("flex flex-col gap-1", className)}
    >
      <CheckboxButton className="group flex cursor-pointer items-start gap-2 text-sm text-ink">
        {({ isSelected, isInvalid }) => (
          <>
            <span
              aria-hidden="true"
              className={cx(
                "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2",
                "group-data-[focus-visible]:ring-4 group-data-[focus-visible]:ring-accent-400",
                isSelected
                  ? "border-brand-600 bg-brand-600 text-white"
                  : isInvalid
                    ? "border-danger bg-white"
                    : "border-slate-500 bg-white",
              )}
            >
              {isSelected ? (
                <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M3 8.5l3 3 7-7" />
                </svg>
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldError className="text-sm text-danger">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
