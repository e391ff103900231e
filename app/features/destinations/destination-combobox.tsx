import { useMemo, useState } from "react";
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { cx } from "../../components/ui/cx.ts";
import { controlClass, fieldErrorClass, fieldLabelClass } from "../../components/ui/text-field.tsx";
import {
  type Destination,
  destinationLabel,
  destinationSearchText,
  matchesDestination,
  normalizeSearchText,
} from "./airport-list.ts";
import { useDestinations } from "./use-destinations.ts";

export type DestinationComboBoxProps = {
  label: string;
  /** IATA code, or "" when none is chosen. */
  value: string;
  onChange: (iata: string) => void;
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Name of a hidden input carrying the IATA code in a native form submission. */
  name?: string;
  icon?: "departure" | "arrival" | "place";
  className?: string;
};

/**
 * Combobox over the destinations list (airport code, city and country in Spanish, airport name): type to filter,
 * arrows to move, Enter to choose. Accents and case are ignored.
 */
export function DestinationComboBox({
  label,
  value,
  onChange,
  errorMessage,
  placeholder = "Ciudad o aeropuerto",
  name,
  icon = "place",
  className,
}: DestinationComboBoxProps) {
  const { status, destinations, retry } = useDestinations();
  const searchIndex = useMemo(
    () =>
      new Map(destinations.map((destination) => [destinationLabel(destination), destinationSearchText(destination)])),
    [destinations],
  );
  const selected = destinations.find((destination) => destination.iata === value);
  const selectedText = selected ? destinationLabel(selected) : value;
  const [inputValue, setInputValue] = useState(selectedText);
  const [shownText, setShownText] = useState(selectedText);
  // The choice changed from outside (swap, list loaded): show its text.
  if (shownText !== selectedText) {
    setShownText(selectedText);
    setInputValue(selectedText);
  }

  return (
    <ComboBox<Destination>
      defaultItems={destinations}
      defaultFilter={(textValue, query) =>
        matchesDestination(searchIndex.get(textValue) ?? normalizeSearchText(textValue), query)
      }
      value={value || null}
      onChange={(key) => onChange(key === null ? "" : String(key))}
      inputValue={inputValue}
      onInputChange={setInputValue}
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      className={cx("flex flex-col gap-1", className)}
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <div className="relative">
        <FieldIcon kind={icon} />
        <Input
          placeholder={placeholder}
          onFocus={() => status === "error" && retry()}
          className={cx(controlClass, "pl-10 text-ellipsis")}
        />
      </div>
      <FieldError className={fieldErrorClass}>{errorMessage}</FieldError>
      <Popover className="w-[var(--trigger-width)] min-w-72 rounded-control border border-slate-300 bg-white shadow-lg">
        <ListBox<Destination>
          className="max-h-80 overflow-auto p-1 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-muted">
              {status === "loading"
                ? "Cargando destinos…"
                : status === "error"
                  ? "No pudimos cargar los destinos. Vuelve a intentarlo."
                  : "No encontramos ese destino."}
            </p>
          )}
        >
          {(destination) => (
            <ListBoxItem
              id={destination.iata}
              textValue={destinationLabel(destination)}
              className="flex cursor-pointer flex-col rounded px-3 py-2 text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:bg-brand-100"
            >
              <span className="font-semibold">
                {destination.city} ({destination.iata}), {destination.country}
              </span>
              <span className="text-sm text-muted">{destination.airportName}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </ComboBox>
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
