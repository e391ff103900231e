/**
 * The flight search as a URL (docs/decisions/011-search-result-urls.md). Pure: shared by the home and destination
 * search forms, the offers, and the results page that reads the URL back.
 *
 *   /resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=2026-05-10&vuelta=2026-05-17&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES
 *   /resultados/vuelos?tipo=2&tramo=LIM.CUZ.2026-05-10&tramo=CUZ.AQP.2026-05-14&adultos=2&ninos=0&infantes=0&clase=0&idioma=ES
 */
import { addDays } from "#app/utils/dates.ts";

export const FLIGHT_RESULTS_PATH = "/resultados/vuelos";

/** SPEC 3 flight type: 0 round trip, 1 one way, 2 multi-city. */
export type TripType = 0 | 1 | 2;
export const ROUND_TRIP: TripType = 0;
export const ONE_WAY: TripType = 1;
export const MULTI_CITY: TripType = 2;

/** Cabin: 0 economy (the default search's class 0), 1 premium economy, 2 business, 3 first. */
export type CabinClass = 0 | 1 | 2 | 3;
export const CABIN_CLASSES: ReadonlyArray<{ id: CabinClass; label: string }> = [
  { id: 0, label: "Económica" },
  { id: 1, label: "Económica premium" },
  { id: 2, label: "Ejecutiva" },
  { id: 3, label: "Primera clase" },
];

export type FlightLeg = { origin: string; destination: string; date: string };

export type FlightSearch = {
  tripType: TripType;
  /** One leg for round trip and one way; 2 to 6 for multi-city. */
  legs: FlightLeg[];
  /** Round trip only. */
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  cabinClass: CabinClass;
  language: "ES";
};

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;

/** The results URL of a search (validate it first with the flight search schema). */
export function buildFlightResultsUrl(search: FlightSearch): string {
  const params = new URLSearchParams({ tipo: String(search.tripType) });
  if (search.tripType === MULTI_CITY) {
    for (const leg of search.legs) params.append("tramo", `${leg.origin}.${leg.destination}.${leg.date}`);
  } else {
    const [leg] = search.legs;
    params.set("origen", leg?.origin ?? "");
    params.set("destino", leg?.destination ?? "");
    params.set("ida", leg?.date ?? "");
    if (search.tripType === ROUND_TRIP) params.set("vuelta", search.returnDate ?? "");
  }
  params.set("adultos", String(search.adults));
  params.set("ninos", String(search.children));
  params.set("infantes", String(search.infants));
  params.set("clase", String(search.cabinClass));
  params.set("idioma", search.language);
  return `${FLIGHT_RESULTS_PATH}?${params.toString()}`;
}

function toInt(value: string | null): number | null {
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/**
 * Reads a search back from a results URL's query; null when its shape is wrong. Business rules (dates, passengers)
 * are the schema's job: run the result through it.
 */
export function parseFlightResultsQuery(query: URLSearchParams | string): FlightSearch | null {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const tripType = toInt(params.get("tipo"));
  if (tripType !== ROUND_TRIP && tripType !== ONE_WAY && tripType !== MULTI_CITY) return null;
  let legs: FlightLeg[];
  if (tripType === MULTI_CITY) {
    legs = params.getAll("tramo").map((raw) => {
      const [origin = "", destination = "", date = ""] = raw.split(".");
      return { origin, destination, date };
    });
  } else {
    legs = [
      { origin: params.get("origen") ?? "", destination: params.get("destino") ?? "", date: params.get("ida") ?? "" },
    ];
  }
  const adults = toInt(params.get("adultos"));
  const children = toInt(params.get("ninos"));
  const infants = toInt(params.get("infantes"));
  const cabinClass = toInt(params.get("clase"));
  if (adults === null || children === null || infants === null) return null;
  if (cabinClass === null || cabinClass > 3 || params.get("idioma") !== "ES") return null;
  return {
    tripType,
    legs,
    returnDate: tripType === ROUND_TRIP ? (params.get("vuelta") ?? "") : null,
    adults,
    children,
    infants,
    cabinClass: cabinClass as CabinClass,
    language: "ES",
  };
}

/** Lead time and stay of the default search when an offer carries no future travel dates. */
export const OFFER_DEFAULT_LEAD_DAYS = 14;
export const OFFER_DEFAULT_STAY_DAYS = 7;

export type OfferRoute = {
  originCode: string;
  destinationCode: string;
  departureDate?: string | null;
  returnDate?: string | null;
};

/**
 * SPEC 3 / 9: the search an offer click runs: round trip (type 0), 1 adult, 0 children, 0 infants, class 0,
 * language ES. Dates: the offer's own while they are ahead, otherwise in two weeks for a week.
 */
export function defaultSearchFromOffer(offer: OfferRoute, today: string): FlightSearch {
  const ownDates =
    offer.departureDate && offer.returnDate && offer.departureDate >= today && offer.returnDate >= offer.departureDate;
  const departure = ownDates && offer.departureDate ? offer.departureDate : addDays(today, OFFER_DEFAULT_LEAD_DAYS);
  const returnDate = ownDates && offer.returnDate ? offer.returnDate : addDays(departure, OFFER_DEFAULT_STAY_DAYS);
  return {
    tripType: ROUND_TRIP,
    legs: [{ origin: offer.originCode, destination: offer.destinationCode, date: departure }],
    returnDate,
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: 0,
    language: "ES",
  };
}
