import { lazy, Suspense, useId, useState } from "react";
import { Button, DialogTrigger } from "react-aria-components";
import { formatDateCompact, formatDateLong } from "../../utils/dates.ts";
import { cx } from "./cx.ts";
import { Popover } from "./popover.tsx";
import { controlClass, fieldErrorClass, fieldLabelClass } from "./text-field.tsx";

const loadCalendar = () => import("./date-calendar.tsx");
const DateCalendar = lazy(loadCalendar);

export type DatePickerProps = {
  label: string;
  /** yyyy-mm-dd, or "" when none is chosen. */
  value: string;
  onChange: (isoDate: string) => void;
  /** Earliest date that can be picked (yyyy-mm-dd): today for travel dates. */
  minValue: string;
  maxValue?: string;
  errorMessage?: string | undefined;
  /** Name of a hidden input carrying the value in a native form submission. */
  name?: string;
  placeholder?: string;
  className?: string;
};

/**
 * A date field that opens a calendar (es-PE, keyboard operable) in a popover. The button's accessible name is
 * the label and the full date; the calendar code loads on first use (and is prefetched on hover or focus).
 */
export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  errorMessage,
  name,
  placeholder = "Elige una fecha",
  className,
}: DatePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadCalendar();
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          aria-labelledby={`${id}-label ${id}-value`}
          {...(errorMessage ? { "aria-describedby": `${id}-error`, "data-invalid": "true" } : {})}
          onHoverStart={prefetch}
          onFocus={prefetch}
          className={cx(
            controlClass,
            "flex cursor-pointer items-center gap-2 text-left",
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
        </Button>
        <Popover label={label} placement="bottom start" className="max-w-[calc(100vw-1rem)]">
          <Suspense fallback={<p className="w-[19rem] p-6 text-center text-muted">Cargando calendario…</p>}>
            <DateCalendar
              label={label}
              value={value}
              minValue={minValue}
              maxValue={maxValue}
              onSelect={(isoDate) => {
                onChange(isoDate);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover>
      </DialogTrigger>
      {errorMessage ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={value} /> : null}
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
