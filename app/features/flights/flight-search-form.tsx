import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { DatePicker } from "#app/components/ui/date-picker.tsx";
import { useValidatedForm } from "#app/components/forms/use-validated-form.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { DestinationComboBox } from "#app/features/places/places-ui.tsx";
import { STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import { FlightLegs, nextLeg } from "./flight-legs.tsx";
import { makeFlightSearchSchema } from "./flight-search-schemas.ts";
import {
  buildFlightResultsUrl,
  FLIGHT_RESULTS_PATH,
  MULTI_CITY,
  ROUND_TRIP,
  type FlightSearch,
  type TripType,
} from "./flight-search-url.ts";
import { PassengersField } from "./passengers-field.tsx";
import { TripTypeField } from "./trip-type-field.tsx";

export type FlightSearchFormProps = {
  /** IATA code of the origin to start with; Lima when not given. */
  initialOrigin?: string;
  /** IATA code of the destination to start with. */
  initialDestination?: string;
  /** Added to the results URL ("&aerolinea=LA"); `children` are the fields that send it without JavaScript. */
  extraQuery?: string;
  children?: ReactNode;
  className?: string;
};

export function initialFlightSearch(origin = "LIM", destination = ""): FlightSearch {
  return {
    tripType: ROUND_TRIP,
    legs: [{ origin: origin.toUpperCase(), destination: destination.toUpperCase(), date: "" }],
    returnDate: "",
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: 0,
    language: "ES",
  };
}

/** Switching the trip type keeps the first flight; multi-city adds a second one from its destination. */
export function withTripType(search: FlightSearch, tripType: TripType): FlightSearch {
  const [first = nextLeg(undefined)] = search.legs;
  if (tripType === MULTI_CITY) {
    const legs = search.legs.length >= 2 ? search.legs : [first, nextLeg(first)];
    return { ...search, tripType, legs, returnDate: null };
  }
  return { ...search, tripType, legs: [first], returnDate: tripType === ROUND_TRIP ? (search.returnDate ?? "") : null };
}

export function validateFlightSearch(search: FlightSearch): Record<string, string> {
  const result = makeFlightSearchSchema(todayInLima()).safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * The flight search (SPEC 2.3): round trip, one way or multi-city, passengers and class. A valid search goes to
 * the results page with the search in the URL, which is also kept as the last flight search (SPEC 3).
 */
export function FlightSearchForm({
  initialOrigin,
  initialDestination,
  extraQuery = "",
  children,
  className,
}: FlightSearchFormProps) {
  const navigate = useNavigate();
  const {
    value: search,
    setValue,
    errors,
    onSubmit,
    formRef,
  } = useValidatedForm<FlightSearch>({
    initial: () => initialFlightSearch(initialOrigin, initialDestination),
    validate: validateFlightSearch,
    onValid: (search) => {
      const url = buildFlightResultsUrl(search) + extraQuery;
      writeStored(STORAGE_KEYS.lastFlightSearch, url);
      void navigate(url);
    },
  });
  const today = todayInLima();
  const [leg = nextLeg(undefined)] = search.legs;
  const setLeg = (patch: Partial<typeof leg>) => setValue({ ...search, legs: [{ ...leg, ...patch }] });
  const passengersError = errors.passengers ?? errors.infants ?? errors.adults ?? errors.children;

  return (
    // Before hydration and without JavaScript it is a plain GET form to the results page (decision 011's names), which
    // resolves the airports as typed.
    <form
      ref={formRef}
      method="get"
      action={FLIGHT_RESULTS_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-label="Buscar vuelos"
      className={cx("flex flex-col gap-4", className)}
    >
      <input type="hidden" name="idioma" value="ES" />
      <TripTypeField name="tipo" value={search.tripType} onChange={(type) => setValue(withTripType(search, type))} />
      {search.tripType === MULTI_CITY ? (
        <FlightLegs
          legs={search.legs}
          errors={errors}
          today={today}
          onChange={(legs) => setValue({ ...search, legs })}
        />
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[1fr_auto_1fr_11rem_11rem] xl:items-start">
          <DestinationComboBox
            label="Origen"
            name="origen"
            icon="departure"
            value={leg.origin}
            onChange={(origin) => setLeg({ origin })}
            errorMessage={errors["legs.0.origin"]}
          />
          <button
            type="button"
            data-needs-js
            aria-label="Intercambiar origen y destino"
            onClick={() => setLeg({ origin: leg.destination, destination: leg.origin })}
            className="hidden size-11 cursor-pointer items-center justify-center self-start rounded-full border border-slate-300 text-brand-700 hover:bg-brand-50 xl:mt-6 xl:flex"
          >
            <SwapIcon />
          </button>
          <DestinationComboBox
            label="Destino"
            name="destino"
            icon="arrival"
            value={leg.destination}
            onChange={(destination) => setLeg({ destination })}
            errorMessage={errors["legs.0.destination"]}
          />
          <DatePicker
            label="Ida"
            name="ida"
            value={leg.date}
            minValue={today}
            onChange={(date) => setLeg({ date })}
            errorMessage={errors["legs.0.date"]}
          />
          {search.tripType === ROUND_TRIP ? (
            <DatePicker
              label="Vuelta"
              name="vuelta"
              value={search.returnDate ?? ""}
              minValue={leg.date && leg.date > today ? leg.date : today}
              onChange={(returnDate) => setValue({ ...search, returnDate })}
              errorMessage={errors.returnDate}
            />
          ) : null}
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-[minmax(0,20rem)_auto] md:items-end md:justify-between">
        <PassengersField
          native
          value={search}
          cabinClass={search.cabinClass}
          onChange={(passengers) => setValue({ ...search, ...passengers })}
          onCabinClassChange={(cabinClass) => setValue({ ...search, cabinClass })}
          errorMessage={passengersError}
        />
        {children}
        <button type="submit" className={buttonClasses("accent", "lg", passengersError ? "md:mb-6" : undefined)}>
          Buscar vuelos
        </button>
      </div>
    </form>
  );
}

function SwapIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 7h12l-3-3M16 13H4l3 3" />
    </svg>
  );
}
