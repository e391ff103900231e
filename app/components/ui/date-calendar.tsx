import { parseDate } from "@internationalized/date";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from "react-aria-components";

export type DateCalendarProps = {
  label: string;
  /** yyyy-mm-dd or "" */
  value: string;
  minValue: string;
  maxValue?: string | undefined;
  onSelect: (isoDate: string) => void;
};

const navButton =
  "flex size-10 cursor-pointer items-center justify-center rounded-full text-brand-700 outline-none data-[hovered]:bg-brand-50 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400 data-[disabled]:opacity-40";

/**
 * The month grid of the date picker (React Aria: arrow keys move by day, Page Up/Down by month, Enter picks),
 * in es-PE. Loaded only when a date picker opens, so the home's first load does not pay for it.
 */
export default function DateCalendar({ label, value, minValue, maxValue, onSelect }: DateCalendarProps) {
  return (
    <I18nProvider locale="es-PE">
      <Calendar
        aria-label={label}
        // The date picker pattern: opening the calendar puts the focus on the chosen (or first available) day.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={value ? parseDate(value) : null}
        minValue={parseDate(minValue)}
        {...(maxValue ? { maxValue: parseDate(maxValue) } : {})}
        onChange={(date) => onSelect(date.toString())}
        // Seven columns of 40 px (36 px cells on a phone) plus the padding: nothing is cut at 360 px or on a desktop.
        className="w-[18.5rem] p-2 sm:w-[21.5rem] sm:p-3"
      >
        <header className="mb-2 flex items-center justify-between gap-2">
          <Button slot="previous" aria-label="Mes anterior" className={navButton}>
            <Chevron direction="left" />
          </Button>
          <Heading className="text-base font-bold text-ink first-letter:uppercase" />
          <Button slot="next" aria-label="Mes siguiente" className={navButton}>
            <Chevron direction="right" />
          </Button>
        </header>
        <CalendarGrid className="w-full border-collapse">
          <CalendarGridHeader>
            {(day) => (
              <CalendarHeaderCell className="pb-1 text-xs font-semibold text-muted uppercase">{day}</CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                className="m-0.5 flex size-9 cursor-pointer items-center justify-center rounded-full text-sm text-ink outline-none sm:size-10 data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400 data-[hovered]:bg-brand-50 data-[outside-month]:hidden data-[selected]:bg-brand-600 data-[selected]:font-bold data-[selected]:text-white data-[unavailable]:text-slate-400"
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === "left" ? "M12.5 4.5L7 10l5.5 5.5" : "M7.5 4.5L13 10l-5.5 5.5"} />
    </svg>
  );
}
