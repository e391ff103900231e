import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db";
import { aircraftTypes, airlines, fareFamilies, flightInventory, flightTaxRules } from "#server/db/schema/flights.ts";
import type { CabinClass } from "#app/features/flights/flight-search-url.ts";
import type { CabinCounts } from "./fares.ts";
import { loadFlightNetwork } from "./network-loader.server.ts";
import type { TaxRule } from "./pricing.ts";
import type { CountsLookup, FamilyData, FareData } from "./fare-quotes.ts";

/** The agency's service charge per ticketed traveller (US$ 15), shown as 'Cargo por servicio'. */
export const SERVICE_CHARGE_MINOR = 1_500;

/** Reads the network and every fare table into the engine's values (a few hundred rows). */
export async function loadFareData(db: Db): Promise<FareData> {
  const [network, airlineRows, aircraftRows, familyRows, taxRows] = await Promise.all([
    loadFlightNetwork(db),
    db.select().from(airlines),
    db.select().from(aircraftTypes),
    db.select().from(fareFamilies).orderBy(fareFamilies.carrier, fareFamilies.rank),
    db.select().from(flightTaxRules),
  ]);
  const families = new Map<string, FamilyData[]>();
  for (const row of familyRows) {
    const family: FamilyData = {
      code: row.code,
      name: row.name,
      carrier: row.carrier,
      rank: row.rank,
      pricePercent: row.pricePercent,
      personalItem: row.personalItem,
      cabinBag: row.cabinBag,
      checkedBags: row.checkedBags,
      checkedBagKg: row.checkedBagKg,
      seatChoice: row.seatChoice as FamilyData["seatChoice"],
      changes:
        row.changePenaltyMinor === null ? { allowed: false } : { allowed: true, penaltyMinor: row.changePenaltyMinor },
      refund:
        row.refundPenaltyMinor === null ? { allowed: false } : { allowed: true, penaltyMinor: row.refundPenaltyMinor },
    };
    families.set(row.carrier, [...(families.get(row.carrier) ?? []), family]);
  }
  const taxes: TaxRule[] = taxRows.flatMap((row): TaxRule[] => {
    if (row.kind === "domestic-percent" && row.country && row.percent !== null) {
      return [{ kind: "domestic-percent", code: row.code, name: row.name, country: row.country, percent: row.percent }];
    }
    if (row.kind === "departure-fixed" && row.airport) {
      return [
        {
          kind: "departure-fixed",
          code: row.code,
          name: row.name,
          airport: row.airport,
          domesticMinor: row.domesticMinor,
          internationalMinor: row.internationalMinor,
          exemptInfants: row.exemptInfants,
        },
      ];
    }
    return [];
  });
  return {
    network,
    airlines: new Map(airlineRows.map((row) => [row.code, row])),
    aircraft: new Map(
      aircraftRows.map((row) => [
        row.code,
        {
          code: row.code,
          name: row.name,
          seats: { 0: row.seatsEconomy, 1: row.seatsPremiumEconomy, 2: row.seatsBusiness, 3: row.seatsFirst },
        },
      ]),
    ),
    families,
    taxes,
    serviceChargeMinor: SERVICE_CHARGE_MINOR,
  };
}

/** The stored seat counts of these flight-dates in one cabin (one query), as the engine's look-up. */
export async function loadCounts(
  db: Db,
  keys: Array<{ scheduleId: string; date: string }>,
  cabin: CabinClass,
): Promise<CountsLookup> {
  const stored = new Map<string, CabinCounts>();
  if (keys.length > 0) {
    const rows = await db
      .select({
        scheduleId: flightInventory.scheduleId,
        departureDate: flightInventory.departureDate,
        capacity: flightInventory.capacity,
        sold: flightInventory.sold,
        held: flightInventory.held,
      })
      .from(flightInventory)
      .where(
        and(
          eq(flightInventory.cabin, cabin),
          inArray(flightInventory.scheduleId, [...new Set(keys.map((key) => Number(key.scheduleId)))]),
          inArray(flightInventory.departureDate, [...new Set(keys.map((key) => key.date))]),
        ),
      );
    for (const row of rows) stored.set(`${row.scheduleId}@${row.departureDate}`, row);
  }
  return (scheduleId, date) => stored.get(`${scheduleId}@${date}`);
}
