/**
 * Travel-insurance pricing rules (issue 20, SPEC 9), pure: the results page, the purchase and the tests price alike.
 * - Ages come from birth dates, on the trip's start date; bands 0-64, 65-74, 75-85; nobody above 85 is insured.
 * - Days: start and end dates both count.
 * - A national (Peru) quote's total is the subtotal x 1.18 (IGV); any other total is shown with 2 decimals.
 * - Medical assistance: the Valor of coverage code "C.{ip}", else "0".
 * - Up to 5 plans, the median-priced first ("El mejor plan").
 */
import { daysBetween } from "#app/utils/dates.ts";
import { INSURANCE_REGIONS } from "./insurance-search-url.ts";
import type { AgeBand, CoverageItem, InsurancePlan, InsuranceZone } from "./insurance-types.ts";

export const MAX_INSURABLE_AGE = 85;
export const MAX_PLANS_SHOWN = 5;
export const MEDICAL_ASSISTANCE_CODE = "C.{ip}";
/** IGV on national cover: 18 %, applied as x 118 / 100 on integer cents. */
export const NATIONAL_TAX_PERCENT = 18;
/** Schengen visas need medical cover of at least EUR 30,000. */
export const SCHENGEN_MIN_EUR = 30_000;

export const IMPOSSIBLE_TRIP_MESSAGES = {
  tooOld: "No podemos asegurar a viajeros mayores de 85 años.",
  tooLong: (maxDays: number) => `La cobertura máxima de nuestros planes para este destino es de ${maxDays} días.`,
  tooShort: (minDays: number) => `Los planes para este destino cubren viajes de ${minDays} días o más.`,
  noPlan: "Ningún plan cubre este viaje para todos los viajeros. Prueba con otras fechas o con otro destino.",
} as const;

/** Full years on `onDate` (yyyy-mm-dd) of someone born on `birthDate`. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = onDate.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** 1: 0-64, 2: 65-74, 3: 75-85; null: not insurable. */
export function ageBand(age: number): AgeBand | null {
  if (!Number.isInteger(age) || age < 0 || age > MAX_INSURABLE_AGE) return null;
  if (age <= 64) return 1;
  return age <= 74 ? 2 : 3;
}

/** Days covered: both the start and the end date count (a same-day trip is 1 day). */
export function coverDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** The plan zone a search region needs. */
export function zoneOfRegion(region: string): InsuranceZone {
  if (region === "PE") return "peru";
  if (region === "SA" || region === "CA") return "latam";
  if (region === "EU") return "europe";
  return "world";
}

export function isNationalRegion(region: string): boolean {
  return INSURANCE_REGIONS.some((item) => item.code === region && item.national);
}

export function regionLabel(region: string): string {
  return INSURANCE_REGIONS.find((item) => item.code === region)?.label ?? region;
}

/** The trip's total with the national tax (x 1.18, rounded half up to the cent) or as it is. */
export function totalWithTax(subtotalMinor: number, national: boolean): { taxMinor: number; totalMinor: number } {
  if (!national) return { taxMinor: 0, totalMinor: subtotalMinor };
  const totalMinor = Math.round((subtotalMinor * (100 + NATIONAL_TAX_PERCENT)) / 100);
  return { taxMinor: totalMinor - subtotalMinor, totalMinor };
}

/** "1234.50": every total with 2 decimals (SPEC 9). */
export function twoDecimals(amountMinor: number): string {
  return `${String(Math.floor(amountMinor / 100))}.${String(amountMinor % 100).padStart(2, "0")}`;
}

export function medicalAssistance(coverage: CoverageItem[]): string {
  return coverage.find((item) => item.Codigo === MEDICAL_ASSISTANCE_CODE)?.Valor ?? "0";
}

/** An amount written "EUR 30,000" / "USD 60,000" as { currency, units }, or null. */
export function parseCoverAmount(valor: string): { currency: string; units: number } | null {
  const match = /^(USD|EUR|US\$)\s?([\d,.]+)$/.exec(valor.trim());
  if (!match) return null;
  return { currency: match[1] === "EUR" ? "EUR" : "USD", units: Number((match[2] ?? "").replace(/[,.]/g, "")) };
}

/** A plan covering Europe must carry medical assistance of at least EUR 30,000. */
export function meetsSchengen(plan: Pick<InsurancePlan, "zones" | "coverage">): boolean {
  if (!plan.zones.includes("europe")) return true;
  const amount = parseCoverAmount(medicalAssistance(plan.coverage));
  return amount !== null && amount.currency === "EUR" && amount.units >= SCHENGEN_MIN_EUR;
}

export type PlanQuote = {
  plan: InsurancePlan;
  travellers: Array<{ age: number; band: AgeBand; priceMinor: number }>;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  best: boolean;
};

export type TripRequest = { region: string; startDate: string; endDate: string; ages: number[] };

/** A plan's price for this trip, or null when the plan does not cover it (zone, days, an age band). */
export function quotePlan(plan: InsurancePlan, trip: TripRequest): PlanQuote | null {
  const days = coverDays(trip.startDate, trip.endDate);
  if (days < plan.minDays || days > plan.maxDays) return null;
  if (!plan.zones.includes(zoneOfRegion(trip.region)) || !meetsSchengen(plan)) return null;
  const travellers: PlanQuote["travellers"] = [];
  for (const age of trip.ages) {
    const band = ageBand(age);
    const perDay = band ? plan.pricePerDayMinor[band] : null;
    if (!band || perDay === null) return null;
    travellers.push({ age, band, priceMinor: perDay * days });
  }
  const subtotalMinor = travellers.reduce((sum, traveller) => sum + traveller.priceMinor, 0);
  return {
    plan,
    travellers,
    subtotalMinor,
    ...totalWithTax(subtotalMinor, isNationalRegion(trip.region)),
    best: false,
  };
}

/** Up to 5 cheapest covering plans, the median-priced one first and marked best; the rest by price. */
export function rankQuotes(quotes: PlanQuote[]): PlanQuote[] {
  const sorted = [...quotes]
    .sort((a, b) => a.totalMinor - b.totalMinor || a.plan.id.localeCompare(b.plan.id))
    .slice(0, MAX_PLANS_SHOWN);
  if (sorted.length === 0) return [];
  const medianIndex = Math.floor((sorted.length - 1) / 2);
  const median = sorted[medianIndex];
  if (!median) return [];
  return [{ ...median, best: true }, ...sorted.filter((_, index) => index !== medianIndex)];
}

export type QuoteOutcome =
  { ok: true; days: number; quotes: PlanQuote[] } | { ok: false; days: number; reason: string };

/** Every plan that covers the trip, ranked; or why nothing can be sold. */
export function quoteTrip(plans: InsurancePlan[], trip: TripRequest): QuoteOutcome {
  const days = coverDays(trip.startDate, trip.endDate);
  if (trip.ages.some((age) => ageBand(age) === null)) {
    return { ok: false, days, reason: IMPOSSIBLE_TRIP_MESSAGES.tooOld };
  }
  const quotes = rankQuotes(plans.map((plan) => quotePlan(plan, trip)).filter((quote) => quote !== null));
  if (quotes.length > 0) return { ok: true, days, quotes };
  const zone = zoneOfRegion(trip.region);
  const forZone = plans.filter((plan) => plan.zones.includes(zone));
  const maxDays = Math.max(0, ...forZone.map((plan) => plan.maxDays));
  const minDays = Math.min(...forZone.map((plan) => plan.minDays));
  if (forZone.length > 0 && days > maxDays)
    return { ok: false, days, reason: IMPOSSIBLE_TRIP_MESSAGES.tooLong(maxDays) };
  if (forZone.length > 0 && days < minDays)
    return { ok: false, days, reason: IMPOSSIBLE_TRIP_MESSAGES.tooShort(minDays) };
  return { ok: false, days, reason: IMPOSSIBLE_TRIP_MESSAGES.noPlan };
}
