import type { Db } from "#db";
import { todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { listActivePlans } from "./insurance-queries.server.ts";
import {
  isNationalRegion,
  medicalAssistance,
  quotePlan,
  quoteTrip,
  regionLabel,
  type PlanQuote,
  type TripRequest,
} from "./insurance-rules.ts";
import { makeInsuranceSearchSchema } from "./insurance-search-schemas.ts";
import { parseInsuranceResultsQuery, type InsuranceSearch } from "./insurance-search-url.ts";
import type { CoverageItem } from "./insurance-types.ts";

/** A plan card of the results page (and the purchase page's summary). Money: US$ cents, total with taxes. */
export type PlanOffer = {
  id: string;
  name: string;
  company: string;
  mainCover: string;
  medicalAssistance: string;
  coverage: CoverageItem[];
  best: boolean;
  travellers: Array<{ age: number; band: number; priceMinor: number }>;
  perTravellerMinor: number;
  samePricePerTraveller: boolean;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
};

export type ExchangeRate = { amount: string; date: string } | null;

export type InsuranceQuotePage =
  | { kind: "invalid"; errors: Record<string, string> }
  | {
      kind: "impossible";
      search: TripRequest;
      days: number;
      destination: string;
      reason: string;
    }
  | {
      kind: "results";
      search: TripRequest;
      days: number;
      destination: string;
      national: boolean;
      plans: PlanOffer[];
      exchangeRate: ExchangeRate;
    };

/** "Europa", "Perú": the region's name without its note. */
export function destinationName(region: string): string {
  return regionLabel(region).replace(/\s*\(.*\)$/, "");
}

function withTax(priceMinor: number, quote: PlanQuote): number {
  return quote.taxMinor === 0 ? priceMinor : Math.round((priceMinor * quote.totalMinor) / quote.subtotalMinor);
}

export function toOffer(quote: PlanQuote): PlanOffer {
  const travellers = quote.travellers.map((traveller) => ({
    ...traveller,
    priceMinor: withTax(traveller.priceMinor, quote),
  }));
  const same = travellers.every((traveller) => traveller.priceMinor === travellers[0]?.priceMinor);
  return {
    id: quote.plan.id,
    name: quote.plan.name,
    company: quote.plan.company,
    mainCover: quote.plan.mainCover,
    medicalAssistance: medicalAssistance(quote.plan.coverage),
    coverage: quote.plan.coverage,
    best: quote.best,
    travellers,
    perTravellerMinor: Math.round(quote.totalMinor / Math.max(1, travellers.length)),
    samePricePerTraveller: same,
    subtotalMinor: quote.subtotalMinor,
    taxMinor: quote.taxMinor,
    totalMinor: quote.totalMinor,
  };
}

/** Validates a search (the home tab's schema) into a trip, or the field errors. */
export function parseTrip(
  query: URLSearchParams | string,
  today = todayInLima(),
): { ok: true; search: InsuranceSearch; trip: TripRequest } | { ok: false; errors: Record<string, string> } {
  const search = parseInsuranceResultsQuery(query);
  if (!search) return { ok: false, errors: { ages: "Ingresa una edad de 0 a 99 años" } };
  const parsed = makeInsuranceSearchSchema(today).safeParse(search);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const ages = parsed.data.ages.map((age) => age ?? 0);
  return {
    ok: true,
    search,
    trip: { region: parsed.data.region, startDate: parsed.data.departureDate, endDate: parsed.data.returnDate, ages },
  };
}

/** The results page: the plans that cover this trip for these ages (up to 5, the median first), or why none. */
export async function loadInsuranceQuote(db: Db, query: URLSearchParams | string): Promise<InsuranceQuotePage> {
  const parsed = parseTrip(query);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { trip } = parsed;
  const [plans, rate] = await Promise.all([listActivePlans(db), getCurrentExchangeRate()]);
  const outcome = quoteTrip(plans, trip);
  const destination = destinationName(trip.region);
  if (!outcome.ok) return { kind: "impossible", search: trip, days: outcome.days, destination, reason: outcome.reason };
  return {
    kind: "results",
    search: trip,
    days: outcome.days,
    destination,
    national: isNationalRegion(trip.region),
    plans: outcome.quotes.map(toOffer),
    exchangeRate: rate ? { amount: rate.amount, date: rate.date } : null,
  };
}

export type PurchaseQuotePage =
  | { kind: "unavailable"; message: string }
  | {
      kind: "ready";
      trip: TripRequest;
      days: number;
      destination: string;
      national: boolean;
      plan: PlanOffer;
      exchangeRate: ExchangeRate;
    };

/** The purchase page's quote: one plan for the trip in the URL, re-priced from the catalogue. */
export async function loadPurchaseQuote(db: Db, query: URLSearchParams): Promise<PurchaseQuotePage> {
  const parsed = parseTrip(query);
  const planId = query.get("plan") ?? "";
  if (!parsed.ok || !planId)
    return { kind: "unavailable", message: "La cotización no es válida. Vuelve a cotizar tu seguro." };
  const [plans, rate] = await Promise.all([listActivePlans(db), getCurrentExchangeRate()]);
  const outcome = quoteTrip(plans, parsed.trip);
  const quote = outcome.ok ? outcome.quotes.find((item) => item.plan.id === planId) : undefined;
  const plan = plans.find((item) => item.id === planId);
  const fallback = plan ? quotePlan(plan, parsed.trip) : null;
  const chosen = quote ?? fallback;
  if (!chosen) {
    return { kind: "unavailable", message: outcome.ok ? "Este plan no cubre tu viaje." : outcome.reason };
  }
  return {
    kind: "ready",
    trip: parsed.trip,
    days: outcome.days,
    destination: destinationName(parsed.trip.region),
    national: isNationalRegion(parsed.trip.region),
    plan: toOffer(chosen),
    exchangeRate: rate ? { amount: rate.amount, date: rate.date } : null,
  };
}
