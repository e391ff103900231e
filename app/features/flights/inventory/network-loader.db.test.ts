import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { flightSchedules } from "#server/db/schema/flights.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { findItineraries } from "./itineraries.ts";
import { loadFlightNetwork } from "./network-loader.server.ts";

describe("the seeded flight network", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("loads airports with their zones and finds direct, one-stop and interline itineraries", async () => {
    const network = await loadFlightNetwork(handle.db);
    expect(network.airports.get("MAD")?.timeZone).toBe("Europe/Madrid");
    expect(network.airports.get("CUZ")?.timeZone).toBe("America/Lima");
    const date = addDays(todayInLima(), 10);

    const limCuz = findItineraries(network, "LIM", "CUZ", date);
    // Seven direct flights a day; on Mondays, Wednesdays, Fridays and Sundays a connection through Arequipa too.
    expect(limCuz.filter((itinerary) => itinerary.flights.length === 1).length).toBeGreaterThanOrEqual(6);
    expect(limCuz.every((itinerary) => itinerary.flights.at(-1)?.flight.destination === "CUZ")).toBe(true);

    // Arequipa to Madrid: through Lima, on LATAM then Iberia or LATAM all the way.
    const aqpMad = findItineraries(network, "AQP", "MAD", date);
    expect(aqpMad.length).toBeGreaterThan(0);
    expect(
      aqpMad.every((itinerary) => itinerary.flights.map((dated) => dated.flight.destination).join() === "LIM,MAD"),
    ).toBe(true);
    expect(new Set(aqpMad.map((itinerary) => itinerary.flights[1]?.flight.marketingCarrier))).toEqual(
      new Set(["IB", "LA"]),
    );

    // Cusco to Barcelona: two stops, since nothing with fewer flies.
    const cuzBcn = findItineraries(network, "CUZ", "BCN", date);
    expect(cuzBcn.length).toBeGreaterThan(0);
    expect(cuzBcn.every((itinerary) => itinerary.flights.length === 3)).toBe(true);
  });

  it("is idempotent: a second run adds no schedule and keeps the periods at least a year ahead", async () => {
    const before = (await handle.db.select({ n: count() }).from(flightSchedules))[0]?.n;
    await seedFlightNetwork(handle.db);
    const rows = await handle.db.select({ validTo: flightSchedules.validTo }).from(flightSchedules);
    expect(rows.length).toBe(before);
    expect(rows.every((row) => row.validTo >= addDays(todayInLima(), 365))).toBe(true);
  });
});
