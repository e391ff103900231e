import { lazy, Suspense, useId, useRef, useState } from "react";
import { formatDateCompact, formatDateLong } from "../../utils/dates.ts";
import { cx } from "./cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./field-styles.ts";

const loadPopover = () => import("./date-popover.tsx");
const DatePopover = lazy(loadPopover);

export type DatePickerProps = {
  label: string;
  /** yyyy-mm-dd, or "" when none is chosen. */
  value: string;
  onChange: (isoDate: string) => void;
  /** Earliest date that can be picked (yyyy-mm-dd): today for travel dates. */
  minValue: string;
  maxValue?: string | undefined;
  errorMessage?: string | undefined;
  placeholder?: string;
  className?: string;
};

/**
 * A date field that opens a calendar (es-PE, keyboard operable) in a popover. The button's accessible name is the
 * label and the full date. The calendar and its popover load on first use (prefetched on hover or focus), so the
 * field itself is a plain button.
 */
export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  errorMessage,
  placeholder = "Elige una fecha",
  className,
}: DatePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPopover();
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...(errorMessage ? { "aria-describedby": `${id}-error`, "data-invalid": "true" } : {})}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
        className={cx(
          controlClass,
          "flex cursor-pointer items-center gap-2 text-left focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200",
          errorMessage ? "border-danger" : undefined,
        )}
      >
        <CalendarIcon />
        <span aria-hidden="true" className={cx("truncate", value ? undefined : "text-slate-600")}>
          {value ? formatDateCompact(value) : placeholder}
        </span>
        <span id={`${id}-value`} className="sr-only">
          {value ? formatDateLong(value) : placeholder}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DatePopover
            triggerRef={triggerRef}
            label={label}
            value={value}
            minValue={minValue}
            maxValue={maxValue}
            onSelect={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
      {errorMessage ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </svg>
  );
}
