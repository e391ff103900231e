import { formatDateField, formatDateLong } from "#app/utils/dates.ts";
import { controlClass } from "./field-styles.ts";
import { lazyComponent } from "./lazy.tsx";
import { PopoverField, SERVER_RENDERED } from "./popover-field.tsx";

// The calendar and its popover load on first use (prefetched on hover or focus of the field).
const DatePopover = lazyComponent(
  () => import("./date-popover.tsx"),
  (module) => module.default,
);

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
  /** Given in a form that also submits natively: a native date input of this name stands in without JavaScript. */
  name?: string;
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
  name,
}: DatePickerProps) {
  return (
    <PopoverField
      label={label}
      className={className}
      icon={<CalendarIcon />}
      summary={
        <span className={value ? undefined : "text-slate-600"}>{value ? formatDateField(value) : placeholder}</span>
      }
      valueText={value ? formatDateLong(value) : placeholder}
      errorMessage={errorMessage}
      preload={DatePopover.preload}
      noScript={
        name
          ? import.meta.env.SSR
            ? (labelId) => (
                <input
                  type="date"
                  name={name}
                  aria-labelledby={labelId}
                  defaultValue={value}
                  min={minValue}
                  max={maxValue}
                  className={controlClass}
                />
              )
            : SERVER_RENDERED
          : undefined
      }
    >
      {({ triggerRef, dismiss }) => (
        <DatePopover
          triggerRef={triggerRef}
          label={label}
          value={value}
          minValue={minValue}
          maxValue={maxValue}
          onSelect={onChange}
          onClose={dismiss}
        />
      )}
    </PopoverField>
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
