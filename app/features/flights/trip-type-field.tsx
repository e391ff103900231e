import { cx } from "#app/components/ui/cx.ts";
import { MULTI_CITY, ONE_WAY, ROUND_TRIP, type TripType } from "./flight-search-url.ts";

const OPTIONS: ReadonlyArray<{ id: TripType; label: string }> = [
  { id: ROUND_TRIP, label: "Ida y vuelta" },
  { id: ONE_WAY, label: "Solo ida" },
  { id: MULTI_CITY, label: "Multidestino" },
];

/** Round trip, one way or multi-city: native radio buttons (arrow keys move between them). */
export function TripTypeField({
  value,
  onChange,
  name,
}: {
  value: TripType;
  onChange: (value: TripType) => void;
  name: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Tipo de viaje</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.id}
          className={cx(
            "flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-400",
            value === option.id ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-ink",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="size-4 accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
