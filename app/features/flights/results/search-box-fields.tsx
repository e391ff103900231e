import { addDays } from "#app/utils/dates.ts";
import { BOOKING_WINDOW_DAYS } from "#app/features/flights/flight-search-limits.ts";
import type { AirportOption } from "./flight-results.server.ts";

// The results search box's fields: native controls whose long option lists are rendered as one HTML string.

export const FIELD =
  "min-h-11 w-full rounded-control border border-slate-300 bg-white px-3 text-base text-ink focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none aria-[invalid=true]:border-danger";
export const LABEL = "mb-1 block text-sm font-semibold text-ink";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `<option>` elements as HTML, from [value, label] pairs. */
export const optionsHtml = (options: Array<[string, string]>) =>
  options.map(([value, label]) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`).join("");

/**
 * A select whose options are one HTML string: the airport lists alone are a hundred elements, the same on every
 * results page, and React renders each element at a cost (docs/benchmarks.md, session 7). `value` marks the chosen
 * option (none chosen: the first).
 */
export function StaticSelect({
  html,
  value,
  ...props
}: {
  id: string;
  name: string;
  html: string;
  value: string;
  className: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
}) {
  const chosen = `<option value="${escapeHtml(value)}">`;
  return (
    <select
      {...props}
      dangerouslySetInnerHTML={{ __html: html.replace(chosen, `${chosen.slice(0, -1)} selected="">`) }}
    />
  );
}

/** The airport list's HTML, built once per list (the loader keeps the same list for a minute). */
const airportListHtml = new WeakMap<AirportOption[], string>();

export function AirportSelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: AirportOption[];
  error: string | undefined;
}) {
  let html = airportListHtml.get(props.options);
  if (html === undefined) {
    html = optionsHtml([
      ["", "Selecciona"],
      ...props.options.map((option): [string, string] => [option.iata, `${option.city} (${option.iata})`]),
    ]);
    airportListHtml.set(props.options, html);
  }
  return (
    <div>
      <label htmlFor={props.id} className={LABEL}>
        {props.label}
      </label>
      <StaticSelect
        id={props.id}
        name={props.name}
        html={html}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        className={FIELD}
      />
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

export function DateInput(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  today: string;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={LABEL}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        name={props.name}
        defaultValue={props.value}
        min={props.today}
        max={addDays(props.today, BOOKING_WINDOW_DAYS)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        className={FIELD}
      />
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

export function CountSelect(props: { id: string; name: string; label: string; value: number; options: string }) {
  return (
    <div>
      <label htmlFor={props.id} className={LABEL}>
        {props.label}
      </label>
      <StaticSelect
        id={props.id}
        name={props.name}
        html={props.options}
        value={String(props.value)}
        className={FIELD}
      />
    </div>
  );
}
