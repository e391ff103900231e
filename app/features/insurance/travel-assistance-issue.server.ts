/**
 * Flight orders made before the add-on was quoted as an insurance item kept it priced per traveller per day
 * ({ kind: "travel-assistance" }); such an item is issued as an insurance policy when its order is paid: it becomes a
 * full insurance item: the best plan that covers the trip, the amount charged, the order's
 * travellers. The issued details replace the item's, so the certificate, describe and cancellation read one shape.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Order, OrderItem } from "#app/features/orders/order-contract.ts";
import {
  flightAssistanceSelection,
  insuredAges,
  type InsuranceItem,
  type InsuranceItemDetails,
} from "./insurance-order-item.ts";
import { listActivePlans } from "./insurance-queries.server.ts";
import { destinationName } from "./insurance-quote.server.ts";
import { ageBand, coverDays, isNationalRegion, quoteTrip } from "./insurance-rules.ts";

/** The add-on as flight orders stored it before it was quoted as an insurance item (per traveller per day). */
export type TravelAssistanceDetails = {
  kind: "travel-assistance";
  assistance: { scope: "domestic" | "international"; days: number; travellers: number; totalMinor: number };
  /** The itinerary (absent on orders made before it was recorded): every airport's country, first and last times. */
  trip?: { countries: string[]; firstDepartureLocal: string; lastArrivalLocal: string };
};

export function isTravelAssistance(details: unknown): details is TravelAssistanceDetails {
  return (
    typeof details === "object" && details !== null && (details as { kind?: unknown }).kind === "travel-assistance"
  );
}

/** The add-on's trip: the recorded itinerary, else its scope and days from today. */
function tripOf(details: TravelAssistanceDetails, now: Date) {
  if (details.trip) {
    return flightAssistanceSelection({ ...details.trip, ages: [] });
  }
  const startDate = todayInLima(now);
  const region = details.assistance.scope === "domestic" ? "PE" : "AS";
  return {
    planId: null,
    region,
    startDate,
    endDate: addDays(startDate, Math.max(0, details.assistance.days - 1)),
    ages: [],
  };
}

/** Split `total` over `count` travellers: equal shares, the cents left to the first ones. */
function shares(total: number, count: number): number[] {
  const each = Math.floor(total / Math.max(1, count));
  return Array.from({ length: count }, (_, index) => each + (index < total - each * count ? 1 : 0));
}

/**
 * The add-on's insurance details at issue: the best-ranked plan covering the trip and the insured ages, priced at
 * what the order charged for the item. Null when no plan covers it (the policy is then issued by staff).
 */
export async function issueTravelAssistance(
  tx: Tx,
  item: OrderItem<TravelAssistanceDetails>,
  order: Pick<Order, "travellers">,
  now: Date,
): Promise<InsuranceItem | null> {
  const selection = tripOf(item.details, now);
  const travellers = item.travellerIndexes
    .map((index) => order.travellers[index])
    .filter((traveller) => traveller !== undefined);
  const ages = insuredAges({ startDate: selection.startDate, ages: [] }, travellers);
  const ranked = quoteTrip(await listActivePlans(tx), { ...selection, ages });
  const best = ranked.ok ? ranked.quotes[0] : undefined;
  if (!best) return null;
  const { zones: _zones, minDays: _min, maxDays: _max, ...plan } = best.plan;
  const prices = shares(item.subtotalMinor, ages.length);
  const details: InsuranceItemDetails = {
    plan,
    region: selection.region,
    destination: destinationName(selection.region),
    national: isNationalRegion(selection.region),
    startDate: selection.startDate,
    endDate: selection.endDate,
    days: coverDays(selection.startDate, selection.endDate),
    insured: ages.map((age, index) => ({ age, band: ageBand(age) ?? 1, priceMinor: prices[index] ?? 0 })),
    subtotalMinor: item.subtotalMinor,
    taxMinor: 0,
    totalMinor: item.subtotalMinor,
    quoteId: `ADD-${item.id.slice(0, 8).toUpperCase()}`,
  };
  await tx.update(orderItems).set({ details }).where(eq(orderItems.id, item.id));
  return { ...item, details };
}
