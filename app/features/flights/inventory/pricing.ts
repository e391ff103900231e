/**
 * Prices of an itinerary for every traveller (issue 16), from data the inventory stores: each segment's fare for
 * an adult in its booking class, the share of it a child or an infant pays, tax rules and the agency's service
 * charge. Integer minor units of USD throughout; rounding happens once per amount, half up.
 */
import type { PassengerType, PriceBreakdown, TaxLine } from "#app/features/flights/flight-offer-types.ts";

/** What a segment costs an adult in the chosen class, and where it flies (for the taxes). */
export type PricedSegment = {
  adultBaseMinor: number;
  origin: string;
  originCountry: string;
  destinationCountry: string;
};

/** Share of the adult fare by passenger type, in percent (an infant on a lap usually pays 10%). */
export type PassengerShares = Record<PassengerType, number>;

export type TaxRule =
  /** A percentage of the base of segments flown within one country ("IGV", 18% in PE). */
  | { kind: "domestic-percent"; code: string; name: string; country: string; percent: number }
  /** A fixed amount per passenger departing from an airport ("TUUA"), domestic or international flight. */
  | {
      kind: "departure-fixed";
      code: string;
      name: string;
      airport: string;
      domesticMinor: number;
      internationalMinor: number;
      /** Infants on a lap do not pay it. */
      exemptInfants: boolean;
    };

export type PricingRules = {
  shares: PassengerShares;
  taxes: TaxRule[];
  /** The agency's charge per ticketed passenger (infants on a lap excluded). */
  serviceChargeMinor: number;
};

export type PassengerCounts = Record<PassengerType, number>;

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

function taxesForOnePassenger(type: PassengerType, segments: PricedSegment[], rules: PricingRules): TaxLine[] {
  const lines: TaxLine[] = [];
  for (const rule of rules.taxes) {
    let amount = 0;
    for (const segment of segments) {
      const base = percentOf(segment.adultBaseMinor, rules.shares[type]);
      const domestic = segment.originCountry === segment.destinationCountry;
      if (rule.kind === "domestic-percent") {
        if (domestic && segment.originCountry === rule.country) amount += percentOf(base, rule.percent);
      } else if (segment.origin === rule.airport && !(type === "INF" && rule.exemptInfants)) {
        amount += domestic ? rule.domesticMinor : rule.internationalMinor;
      }
    }
    if (amount > 0) lines.push({ code: rule.code, name: rule.name, amountMinor: amount });
  }
  return lines;
}

/** The whole trip's price for every traveller: per type, taxes by name, the service charge, the total. */
export function priceTrip(segments: PricedSegment[], passengers: PassengerCounts, rules: PricingRules): PriceBreakdown {
  const perPassenger: PriceBreakdown["perPassenger"] = [];
  const taxes = new Map<string, TaxLine>();
  let baseMinor = 0;
  let taxesMinor = 0;
  let ticketed = 0;
  for (const type of ["ADT", "CHD", "INF"] as const) {
    const count = passengers[type];
    if (count === 0) continue;
    const base = segments.reduce((sum, segment) => sum + percentOf(segment.adultBaseMinor, rules.shares[type]), 0);
    const lines = taxesForOnePassenger(type, segments, rules);
    const tax = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    perPassenger.push({ type, count, baseMinor: base, taxesMinor: tax, totalMinor: base + tax });
    for (const line of lines) {
      const total = taxes.get(line.code);
      taxes.set(line.code, { ...line, amountMinor: (total?.amountMinor ?? 0) + line.amountMinor * count });
    }
    baseMinor += base * count;
    taxesMinor += tax * count;
    if (type !== "INF") ticketed += count;
  }
  const serviceChargeMinor = rules.serviceChargeMinor * ticketed;
  return {
    currency: "USD",
    perPassenger,
    taxes: [...taxes.values()],
    serviceChargeMinor,
    baseMinor,
    taxesMinor,
    totalMinor: baseMinor + taxesMinor + serviceChargeMinor,
  };
}
