import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DatePicker } from "#app/components/ui/date-picker.tsx";
import { DestinationComboBox } from "#app/features/places/places-ui.tsx";
import { MAX_LEGS, MIN_LEGS, type FlightLeg } from "./flight-search-url.ts";

type FlightLegsProps = {
  legs: FlightLeg[];
  errors: Record<string, string>;
  today: string;
  onChange: (legs: FlightLeg[]) => void;
};

/** A new leg starts where the previous one lands. */
export function nextLeg(previous: FlightLeg | undefined): FlightLeg {
  return { origin: previous?.destination ?? "", destination: "", date: "" };
}

/** Multi-city: 2 to 6 flights, each with origin, destination and date; legs after the second can be removed. */
export function FlightLegs({ legs, errors, today, onChange }: FlightLegsProps) {
  const addId = useId();
  const update = (index: number, patch: Partial<FlightLeg>) =>
    onChange(legs.map((leg, position) => (position === index ? { ...leg, ...patch } : leg)));
  return (
    <div className="flex flex-col gap-4">
      {legs.map((leg, index) => {
        const previousDate = legs[index - 1]?.date;
        return (
          <fieldset
            key={index}
            className="grid gap-3 rounded-card border border-slate-200 p-3 md:grid-cols-[1fr_1fr_12rem_auto] md:items-start"
          >
            <legend className="px-1 text-sm font-bold text-brand-700">Vuelo {index + 1}</legend>
            <DestinationComboBox
              label="Origen"
              icon="departure"
              value={leg.origin}
              onChange={(origin) => update(index, { origin })}
              errorMessage={errors[`legs.${index}.origin`]}
            />
            <DestinationComboBox
              label="Destino"
              icon="arrival"
              value={leg.destination}
              onChange={(destination) => update(index, { destination })}
              errorMessage={errors[`legs.${index}.destination`]}
            />
            <DatePicker
              label="Fecha"
              value={leg.date}
              minValue={previousDate && previousDate > today ? previousDate : today}
              onChange={(date) => update(index, { date })}
              errorMessage={errors[`legs.${index}.date`]}
            />
            {index >= MIN_LEGS ? (
              <Button
                variant="ghost"
                aria-label={`Quitar vuelo ${index + 1}`}
                onPress={() => {
                  onChange(legs.filter((_, position) => position !== index));
                  // The pressed button disappears: keep the keyboard focus in the form.
                  requestAnimationFrame(() => document.getElementById(addId)?.focus());
                }}
                className="md:mt-6"
              >
                Quitar
              </Button>
            ) : (
              <span aria-hidden="true" className="hidden md:block md:w-20" />
            )}
          </fieldset>
        );
      })}
      {errors.legs ? <p className="text-sm text-danger">{errors.legs}</p> : null}
      <Button
        id={addId}
        variant="secondary"
        isDisabled={legs.length >= MAX_LEGS}
        onPress={() => onChange([...legs, nextLeg(legs.at(-1))])}
        className="self-start"
      >
        Agregar vuelo
      </Button>
    </div>
  );
}
