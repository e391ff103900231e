import { formatDateField } from "#app/utils/dates.ts";
import { CABIN_CLASSES, MULTI_CITY, ONE_WAY } from "#app/features/flights/flight-search-url.ts";
import type { SearchFormValues } from "./flight-results.server.ts";

/**
 * The folded search box's two lines on a phone: the route ("Lima → Cusco", or the number of flights of a multi-city
 * search) and the dates, travellers and class. `cityOf` names an airport by its code.
 */
export function searchSummary(
  form: SearchFormValues,
  cityOf: (iata: string) => string,
): { route: string; details: string } {
  const [first] = form.legs;
  const place = (iata: string) => (iata ? cityOf(iata) : "?");
  const route =
    form.tripType === MULTI_CITY
      ? `Multidestino: ${String(form.legs.length)} ${form.legs.length === 1 ? "vuelo" : "vuelos"}`
      : `${place(first?.origin ?? "")} → ${place(first?.destination ?? "")}`;
  const date = (iso: string) => (iso ? formatDateField(iso) : "sin fecha");
  const dates =
    form.tripType === MULTI_CITY
      ? form.legs.map((leg) => date(leg.date)).join(", ")
      : form.tripType === ONE_WAY
        ? date(first?.date ?? "")
        : `${date(first?.date ?? "")} – ${date(form.returnDate)}`;
  const travellers = form.adults + form.children + form.infants;
  const cabin = CABIN_CLASSES.find((item) => item.id === form.cabinClass)?.label ?? "";
  return {
    route,
    details: [dates, `${String(travellers)} ${travellers === 1 ? "pasajero" : "pasajeros"}`, cabin]
      .filter(Boolean)
      .join(" · "),
  };
}
