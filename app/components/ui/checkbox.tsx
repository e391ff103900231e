import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import { useFieldState } from "./field-state.ts";
import { fieldErrorClass } from "./field-styles.ts";

export type CheckboxProps = {
  children: ReactNode;
  /** The error to show (from the shared zod schema); marks the checkbox invalid and describes it. */
  errorMessage?: string | undefined;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
};

/**
 * Checkbox with its label and, when invalid, an error message linked to it. A native input (visually replaced by
 * the drawn box, still the focused and announced element): nothing to download or hydrate beyond React.
 */
export function Checkbox({
  children,
  errorMessage,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  isInvalid,
  isRequired,
  id,
  className,
  ...input
}: CheckboxProps) {
  const { inputId, invalid, errorId, inputProps } = useFieldState({ id, errorMessage, isInvalid, isRequired });
  return (
    <div className={cx("flex flex-col gap-1", className)} data-invalid={invalid || undefined}>
      <label
        htmlFor={inputId}
        className={cx("flex items-start gap-2 text-sm text-ink", isDisabled ? "cursor-not-allowed" : "cursor-pointer")}
      >
        <input
          {...input}
          {...inputProps}
          type="checkbox"
          checked={isSelected}
          defaultChecked={defaultSelected}
          disabled={isDisabled}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={cx(
            "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 bg-white text-white",
            "peer-focus-visible:ring-4 peer-focus-visible:ring-accent-400",
            "peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-disabled:opacity-60",
            invalid ? "border-danger" : "border-slate-500",
          )}
        >
          <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        </span>
        <span>{children}</span>
      </label>
      {errorId ? (
        <p id={errorId} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
