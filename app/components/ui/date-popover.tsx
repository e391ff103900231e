import type { RefObject } from "react";
import { AnchoredPopover } from "./anchored-popover.tsx";
import DateCalendar from "./date-calendar.tsx";

export type DatePopoverProps = {
  triggerRef: RefObject<HTMLElement | null>;
  label: string;
  value: string;
  minValue: string;
  maxValue?: string | undefined;
  onSelect: (isoDate: string) => void;
  onClose: () => void;
};

/** The calendar popover of the date picker: loaded on first use, with the calendar. */
export default function DatePopover({
  triggerRef,
  label,
  value,
  minValue,
  maxValue,
  onSelect,
  onClose,
}: DatePopoverProps) {
  return (
    <AnchoredPopover triggerRef={triggerRef} onClose={onClose} label={label} className="max-w-[calc(100vw-1rem)]">
      <DateCalendar
        label={label}
        value={value}
        minValue={minValue}
        maxValue={maxValue}
        onSelect={(isoDate) => {
          onSelect(isoDate);
          onClose();
          requestAnimationFrame(() => triggerRef.current?.focus());
        }}
      />
    </AnchoredPopover>
  );
}
