import { useId } from "react";
import { AnchoredPopover } from "#app/components/ui/anchored-popover.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { PopoverField, SERVER_RENDERED } from "#app/components/ui/popover-field.tsx";
import { Stepper } from "#app/components/ui/stepper.tsx";
import { controlClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { MAX_ADULTS, MAX_CHILDREN, MAX_PASSENGERS } from "./flight-search-schemas.ts";
import { CABIN_CLASSES, type CabinClass } from "./flight-search-url.ts";

export type Passengers = { adults: number; children: number; infants: number };

/** Limits of each counter given the others (SPEC 2.3: adults 1-9, children 0-8, infants <= adults, total <= 9). */
export function passengerLimits({ adults, children, infants }: Passengers) {
  return {
    adults: { min: 1, max: Math.min(MAX_ADULTS, MAX_PASSENGERS - children - infants) },
    children: { min: 0, max: Math.min(MAX_CHILDREN, MAX_PASSENGERS - adults - infants) },
    infants: { min: 0, max: Math.max(0, Math.min(adults, MAX_PASSENGERS - adults - children)) },
  };
}

/** Fewer adults than infants is not allowed: infants follow the adults down. */
export function withAdults(passengers: Passengers, adults: number): Passengers {
  return { ...passengers, adults, infants: Math.min(passengers.infants, adults) };
}

export function passengersSummary({ adults, children, infants }: Passengers): string {
  const total = adults + children + infants;
  return `${total} ${total === 1 ? "pasajero" : "pasajeros"}`;
}

type PassengersFieldProps = {
  value: Passengers;
  cabinClass: CabinClass;
  onChange: (value: Passengers) => void;
  onCabinClassChange: (value: CabinClass) => void;
  errorMessage?: string | undefined;
  /** In a form that also submits natively: without JavaScript, native selects named as the results URL's fields. */
  native?: boolean;
};

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** The native stand-in: adultos, ninos, infantes and clase, as decision 011's URL names them. */
function NativePassengers({ value, cabinClass }: { value: Passengers; cabinClass: CabinClass }) {
  const fields = [
    { name: "adultos", label: "Adultos", options: range(1, MAX_ADULTS), current: value.adults },
    { name: "ninos", label: "Niños", options: range(0, MAX_CHILDREN), current: value.children },
    { name: "infantes", label: "Infantes", options: range(0, MAX_ADULTS), current: value.infants },
  ];
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {fields.map((field) => (
        <label key={field.name} className="flex flex-col gap-1 text-sm">
          {field.label}
          <select name={field.name} defaultValue={field.current} className={controlClass}>
            {field.options.map((count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm">
        Clase
        <select name="clase" defaultValue={cabinClass} className={controlClass}>
          {CABIN_CLASSES.map((cabin) => (
            <option key={cabin.id} value={cabin.id}>
              {cabin.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Passengers and cabin: a button showing the summary opens counters and the class picker. */
export function PassengersField({
  value,
  cabinClass,
  onChange,
  onCabinClassChange,
  errorMessage,
  native = false,
}: PassengersFieldProps) {
  const id = useId();
  const limits = passengerLimits(value);
  const cabinLabel = CABIN_CLASSES.find((cabin) => cabin.id === cabinClass)?.label ?? "";
  const summary = `${passengersSummary(value)}, ${cabinLabel}`;
  return (
    <PopoverField
      label="Pasajeros y clase"
      icon={<PersonIcon />}
      summary={summary}
      errorMessage={errorMessage}
      preload={AnchoredPopover.preload}
      noScript={
        native
          ? import.meta.env.SSR
            ? () => <NativePassengers value={value} cabinClass={cabinClass} />
            : SERVER_RENDERED
          : undefined
      }
    >
      {({ triggerRef, dismiss, close }) => (
        <AnchoredPopover
          triggerRef={triggerRef}
          onClose={dismiss}
          label="Pasajeros y clase"
          placement="bottom end"
          className="w-80 max-w-[calc(100vw-1rem)]"
        >
          <div className="flex flex-col p-4">
            <Stepper
              label="Adultos"
              description="12 años o más"
              unit="adulto"
              value={value.adults}
              {...limits.adults}
              onChange={(adults) => onChange(withAdults(value, adults))}
            />
            <Stepper
              label="Niños"
              description="De 2 a 11 años"
              unit="niño"
              value={value.children}
              {...limits.children}
              onChange={(children) => onChange({ ...value, children })}
            />
            <Stepper
              label="Infantes"
              description="Menores de 2 años, en brazos"
              unit="infante"
              value={value.infants}
              {...limits.infants}
              onChange={(infants) => onChange({ ...value, infants })}
            />
            <p className="mt-1 text-sm text-muted">Hasta 9 pasajeros por reserva y un infante por adulto.</p>
            <label htmlFor={`${id}-cabin`} className={cx(fieldLabelClass, "mt-4")}>
              Clase
            </label>
            <select
              id={`${id}-cabin`}
              value={cabinClass}
              onChange={(event) => onCabinClassChange(Number(event.target.value) as CabinClass)}
              className={cx(controlClass, "mt-1 cursor-pointer")}
            >
              {CABIN_CLASSES.map((cabin) => (
                <option key={cabin.id} value={cabin.id}>
                  {cabin.label}
                </option>
              ))}
            </select>
            <button type="button" onClick={close} className={buttonClasses("primary", "md", "mt-4")}>
              Listo
            </button>
          </div>
        </AnchoredPopover>
      )}
    </PopoverField>
  );
}

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="10" cy="6.5" r="3.5" />
      <path d="M3.5 17.5c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    </svg>
  );
}
