import { useRef } from "react";
import { MAX_ADULTS, MAX_CHILDREN } from "#app/features/flights/flight-search-limits.ts";
import { CABIN_CLASSES, FLIGHT_RESULTS_PATH, MAX_LEGS, MULTI_CITY } from "#app/features/flights/flight-search-url.ts";
import type { AirportOption, SearchFormValues } from "./flight-results.server.ts";
import {
  AirportSelect,
  CountSelect,
  DateInput,
  FIELD,
  LABEL,
  optionsHtml,
  StaticSelect,
} from "./search-box-fields.tsx";
import { useFieldsFollowPage } from "./use-fields-follow-page.ts";

type Issue = { path: string; message: string };

const counts = (min: number, max: number) =>
  optionsHtml(Array.from({ length: max - min + 1 }, (_, index) => [String(min + index), String(min + index)]));
const ADULT_OPTIONS = counts(1, MAX_ADULTS);
const CHILD_OPTIONS = counts(0, MAX_CHILDREN);
const INFANT_OPTIONS = counts(0, MAX_ADULTS);
const CABIN_OPTIONS = optionsHtml(CABIN_CLASSES.map((cabin) => [String(cabin.id), cabin.label]));

/**
 * The compact search box of the results page: a plain GET form to /resultados/vuelos (works without JavaScript),
 * showing the search as read from the URL and the schema's messages beside each field.
 */
export function ResultsSearchBox({
  form,
  airportOptions,
  issues,
  today,
  currency,
}: {
  form: SearchFormValues;
  airportOptions: AirportOption[];
  issues: Issue[];
  today: string;
  currency: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsFollowPage(formRef, JSON.stringify(form));
  const errorAt = (path: string) => issues.find((issue) => issue.path === path)?.message;
  const multi = form.tripType === MULTI_CITY;
  const legs = multi
    ? [...form.legs, ...(form.legs.length < MAX_LEGS ? [{ origin: "", destination: "", date: "" }] : [])]
    : form.legs.slice(0, 1);
  return (
    <form
      ref={formRef}
      method="get"
      action={FLIGHT_RESULTS_PATH}
      aria-label="Modificar búsqueda de vuelos"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm"
    >
      {issues.length > 0 ? (
        <div role="alert" className="mb-4 rounded-control border border-danger bg-red-50 p-3 text-sm text-danger">
          <p className="font-semibold">Revisa los datos de tu búsqueda:</p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="idioma" value="ES" />
      {currency === "PEN" ? <input type="hidden" name="moneda" value="PEN" /> : null}
      {multi ? (
        <input type="hidden" name="tipo" value="2" />
      ) : (
        <fieldset className="mb-3 flex flex-wrap gap-4">
          <legend className="sr-only">Tipo de viaje</legend>
          {[
            { value: 0, label: "Ida y vuelta" },
            { value: 1, label: "Solo ida" },
          ].map((option) => (
            <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
              <input
                type="radio"
                name="tipo"
                value={option.value}
                defaultChecked={form.tripType === option.value}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          ))}
          <a href="/vuelos" className="flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
            Multidestino
          </a>
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {legs.map((leg, index) => {
          const prefix = multi ? "tramo_" : "";
          const names = multi
            ? { origin: `${prefix}origen`, destination: `${prefix}destino`, date: `${prefix}fecha` }
            : { origin: "origen", destination: "destino", date: "ida" };
          const legLabel = multi ? ` del vuelo ${index + 1}` : "";
          return (
            <div key={index} className="contents">
              <AirportSelect
                id={`busqueda-origen-${index}`}
                name={names.origin}
                label={`Origen${legLabel}`}
                value={leg.origin}
                options={airportOptions}
                error={errorAt(`legs.${index}.origin`)}
              />
              <AirportSelect
                id={`busqueda-destino-${index}`}
                name={names.destination}
                label={`Destino${legLabel}`}
                value={leg.destination}
                options={airportOptions}
                error={errorAt(`legs.${index}.destination`)}
              />
              <DateInput
                id={`busqueda-fecha-${index}`}
                name={names.date}
                label={multi ? `Fecha${legLabel}` : "Ida"}
                value={leg.date}
                today={today}
                error={errorAt(`legs.${index}.date`)}
              />
              {!multi ? (
                <DateInput
                  id="busqueda-vuelta"
                  name="vuelta"
                  label="Vuelta (solo ida y vuelta)"
                  value={form.returnDate}
                  today={today}
                  error={errorAt("returnDate")}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        <CountSelect
          id="busqueda-adultos"
          name="adultos"
          label="Adultos (12+)"
          value={form.adults}
          options={ADULT_OPTIONS}
        />
        <CountSelect
          id="busqueda-ninos"
          name="ninos"
          label="Niños (2-11)"
          value={form.children}
          options={CHILD_OPTIONS}
        />
        <CountSelect
          id="busqueda-infantes"
          name="infantes"
          label="Infantes (0-1)"
          value={form.infants}
          options={INFANT_OPTIONS}
        />
        <div>
          <label htmlFor="busqueda-clase" className={LABEL}>
            Clase
          </label>
          <StaticSelect
            id="busqueda-clase"
            name="clase"
            html={CABIN_OPTIONS}
            value={String(form.cabinClass)}
            className={FIELD}
          />
        </div>
        <div className="col-span-2 flex items-end sm:col-span-4 lg:col-span-1">
          <button
            type="submit"
            className="min-h-11 w-full rounded-control bg-brand-600 px-4 font-bold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none"
          >
            Buscar vuelos
          </button>
        </div>
      </div>
    </form>
  );
}
