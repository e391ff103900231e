import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { STAY_AREA_DESTINATIONS } from "./stay-areas.ts";
import {
  citiesOf,
  cityLabel,
  destinationLabel,
  destinationSearchText,
  matchesDestination,
  normalizeSearchText,
  type Destination,
} from "./airport-list.ts";
import { useDestinations } from "./use-destinations.ts";

/** Most options listed at once: typing narrows the list. */
const MAX_OPTIONS = 50;

export type DestinationComboBoxProps = {
  label: string;
  /** IATA code, or "" when none is chosen. */
  value: string;
  onChange: (iata: string) => void;
  errorMessage?: string | undefined;
  placeholder?: string;
  icon?: "departure" | "arrival" | "place";
  /** Airports (flights) or cities (hotels and packages: a place to stay, named without its airport). */
  places?: "airports" | "cities";
  className?: string;
  /** The input's name in a form that also submits natively: without JavaScript the typed text is sent. */
  name?: string;
};

/**
 * Combobox over the destinations list (WAI-ARIA 1.2 combobox with list autocomplete): typing filters by city,
 * code, country or airport name (accents and case ignored), arrows move, Enter chooses, Escape closes. A plain
 * input and list, so the home's search form hydrates cheaply.
 */
export function DestinationComboBox({
  label,
  value,
  onChange,
  errorMessage,
  places = "airports",
  placeholder = places === "cities" ? "Ciudad de destino" : "Ciudad o aeropuerto",
  icon = "place",
  className,
  name,
}: DestinationComboBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const { status, destinations: airports, retry } = useDestinations();
  const destinations = useMemo(
    () => (places === "cities" ? [...citiesOf(airports), ...STAY_AREA_DESTINATIONS] : airports),
    [airports, places],
  );
  const labelOf = places === "cities" ? cityLabel : destinationLabel;
  const selected = destinations.find((destination) => destination.iata === value);
  const selectedText = selected ? labelOf(selected) : value;
  const [text, setText] = useState(selectedText);
  const [shownText, setShownText] = useState(selectedText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The choice changed from outside (a swap, the list arriving): show its text, unless the visitor is typing another.
  if (shownText !== selectedText) {
    setShownText(selectedText);
    if (text === shownText) setText(selectedText);
  }

  const searchable = useMemo(
    () =>
      destinations.map((destination) => ({
        destination,
        searchText:
          places === "cities"
            ? normalizeSearchText(`${destination.city} ${destination.country}`)
            : destinationSearchText(destination),
      })),
    [destinations, places],
  );
  const query = text === selectedText ? "" : text;
  const options = useMemo(
    () =>
      searchable
        .filter((entry) => matchesDestination(entry.searchText, query))
        .slice(0, MAX_OPTIONS)
        .map((entry) => entry.destination),
    [searchable, query],
  );

  const choose = (destination: Destination) => {
    const label = labelOf(destination);
    setText(label);
    setShownText(label);
    setOpen(false);
    setActive(-1);
    onChange(destination.iata);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && open) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape") {
      if (open) close();
      else setText(selectedText);
    }
  };

  const errorId = `${id}-error`;
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);
  return (
    <div className={cx("relative flex flex-col gap-1", className)}>
      <label htmlFor={`${id}-input`} className={fieldLabelClass}>
        {label}
      </label>
      <div className="relative">
        <FieldIcon kind={icon} />
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          {...(activeId ? { "aria-activedescendant": activeId } : {})}
          {...(errorMessage ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(document.activeElement === event.target);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => status === "error" && retry()}
          onBlur={() => {
            close();
            // Leaving without choosing puts back the airport already chosen.
            setText(selectedText);
          }}
          className={cx(controlClass, "pl-10 text-ellipsis", errorMessage ? "border-danger" : undefined)}
        />
      </div>
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
      <div
        hidden={!open}
        className="absolute top-full right-0 left-0 z-40 mt-1 min-w-72 rounded-control border border-slate-300 bg-white shadow-lg"
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={options.length === 0}
          className="max-h-80 overflow-auto p-1"
        >
          {open
            ? options.map((destination, index) => (
                // The keyboard works through the input (aria-activedescendant); the pointer picks here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={destination.iata}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={destination.iata === value}
                  // Keep the focus in the input: the choice happens on click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(destination)}
                  className={cx(
                    "flex cursor-pointer flex-col rounded px-3 py-2 text-ink",
                    index === active ? "bg-brand-50" : undefined,
                    destination.iata === value ? "font-semibold" : undefined,
                  )}
                >
                  {places === "cities" ? (
                    <span className="font-semibold">{cityLabel(destination)}</span>
                  ) : (
                    <>
                      <span className="font-semibold">
                        {destination.city} ({destination.iata}), {destination.country}
                      </span>
                      <span className="text-sm text-muted">{destination.airportName}</span>
                    </>
                  )}
                </li>
              ))
            : null}
        </ul>
        {open && options.length === 0 ? (
          <p role="status" className="px-3 py-2 text-muted">
            {status === "loading"
              ? "Cargando destinos…"
              : status === "error"
                ? "No pudimos cargar los destinos. Vuelve a intentarlo."
                : "No encontramos ese destino."}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function FieldIcon({ kind }: { kind: "departure" | "arrival" | "place" }) {
  const paths = {
    departure: "M2 17h16M3.5 11.5l3 1.5 9-4.5a1.6 1.6 0 0 0-1.4-2.8L11 7.2 5.5 4.5 4 5.3l3.8 3.4-2.6 1.3-1.7-1-1 .6z",
    arrival: "M2 17h16M4 6.5l1.2-.6 1 3.2 9.6 2.6a1.6 1.6 0 0 1-.8 3.1L3.8 11.6 3 6.9z",
    place: "M10 18s-5.5-5.2-5.5-9.5a5.5 5.5 0 0 1 11 0C15.5 12.8 10 18 10 18zm0-7.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  } as const;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d={paths[kind]} />
    </svg>
  );
}
