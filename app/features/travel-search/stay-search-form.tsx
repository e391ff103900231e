import { useNavigate } from "react-router";
import { useValidatedForm } from "#app/components/forms/use-validated-form.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { DatePicker } from "#app/components/ui/date-picker.tsx";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { DestinationComboBox } from "#app/features/places/places-ui.tsx";
import { RoomsField } from "./rooms-field.tsx";
import { makeStaySearchSchema, MAX_NIGHTS, MAX_TRAVELLERS_WITH_FLIGHT } from "./stay-search-schemas.ts";
import {
  buildStayResultsUrl,
  STAY_DATE_PARAMS,
  stayResultsPath,
  type StayProduct,
  type StaySearch,
} from "./stay-search-url.ts";

const COPY: Record<StayProduct, { form: string; start: string; end: string; submit: string }> = {
  paquetes: { form: "Buscar paquetes", start: "Salida", end: "Regreso", submit: "Buscar paquetes" },
  hoteles: { form: "Buscar hoteles", start: "Entrada", end: "Salida", submit: "Buscar hoteles" },
  vuelohotel: { form: "Buscar vuelo + hotel", start: "Ida", end: "Vuelta", submit: "Buscar vuelo + hotel" },
};

export function validateStaySearch(search: StaySearch): Record<string, string> {
  const result = makeStaySearchSchema(todayInLima()).safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * Packages, hotels or flight+hotel (SPEC 2.3): a valid search goes to that product's results URL. Before hydration
 * and without JavaScript it is a plain GET form to the same URL (decision 011's names); the results page resolves a
 * destination sent as typed. `initial`: the search a results page shows.
 */
export function StaySearchForm({
  product,
  className,
  initial,
}: {
  product: StayProduct;
  className?: string;
  initial?: StaySearch | undefined;
}) {
  const navigate = useNavigate();
  const copy = COPY[product];
  const withFlight = product === "vuelohotel";
  const {
    value: search,
    setValue,
    errors,
    onSubmit,
    formRef,
  } = useValidatedForm<StaySearch>({
    initial: () =>
      initial ?? {
        product,
        origin: withFlight ? "LIM" : "",
        destination: "",
        startDate: "",
        endDate: "",
        rooms: [{ adults: 2, childrenAges: [] }],
      },
    validate: validateStaySearch,
    onValid: (search) => void navigate(buildStayResultsUrl(search)),
  });
  const today = todayInLima();
  // A search sent with an impossible date is shown as sent, with its message; the calendars' bounds ignore it.
  const start = isDateWithin(search.startDate) ? search.startDate : "";
  const firstEnd = start && start >= today ? addDays(start, 1) : addDays(today, 1);

  return (
    <form
      ref={formRef}
      method="get"
      action={stayResultsPath(product)}
      onSubmit={onSubmit}
      noValidate
      aria-label={copy.form}
      className={cx("flex flex-col gap-4", className)}
    >
      <div
        className={cx(
          "grid gap-3 md:grid-cols-2",
          withFlight ? "xl:grid-cols-[1fr_1fr_11rem_11rem]" : "xl:grid-cols-[2fr_11rem_11rem]",
        )}
      >
        {withFlight ? (
          <DestinationComboBox
            label="Origen"
            name="origen"
            icon="departure"
            value={search.origin}
            onChange={(origin) => setValue({ ...search, origin })}
            errorMessage={errors.origin}
          />
        ) : null}
        <DestinationComboBox
          label="Destino"
          name="destino"
          icon={withFlight ? "arrival" : "place"}
          places={withFlight ? "airports" : "cities"}
          value={search.destination}
          onChange={(destination) => setValue({ ...search, destination })}
          errorMessage={errors.destination}
        />
        <DatePicker
          label={copy.start}
          name={STAY_DATE_PARAMS[product].start}
          value={search.startDate}
          minValue={today}
          onChange={(startDate) => setValue({ ...search, startDate })}
          errorMessage={errors.startDate}
        />
        <DatePicker
          label={copy.end}
          name={STAY_DATE_PARAMS[product].end}
          value={search.endDate}
          minValue={firstEnd}
          maxValue={start ? addDays(start, MAX_NIGHTS) : undefined}
          onChange={(endDate) => setValue({ ...search, endDate })}
          errorMessage={errors.endDate}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-[minmax(0,20rem)_auto] md:items-end md:justify-between">
        <RoomsField
          name="habitacion"
          rooms={search.rooms}
          onChange={(rooms) => setValue({ ...search, rooms })}
          errors={errors}
          maxTravellers={product === "hoteles" ? Number.POSITIVE_INFINITY : MAX_TRAVELLERS_WITH_FLIGHT}
        />
        <button type="submit" className={buttonClasses("accent", "lg")}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
