/**
 * Test code only: a database with the flight network, a real offer from the inventory, and hold inputs for it.
 * Used by the database tests, the e2e scale-out spec and the orders benchmark.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db";
import { configureFlightSearch, searchFlights } from "#flights";
import { flightInventory } from "#server/db/schema/flights.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { createInventorySupplier } from "#app/features/flights/inventory/inventory-supplier.server.ts";
import type { HoldBookingInput, PassengerInput } from "#app/features/flights/booking/booking-contract.ts";
import { holdBooking } from "#app/features/flights/booking/booking-hold.server.ts";
import { fictionalAdult } from "#app/features/flights/booking/dev-booking-fixture.server.ts";

/** Points the flight service at this database's inventory (no Redis, no test suppliers). */
export function useInventory(db: Db): void {
  configureFlightSearch({ suppliers: [createInventorySupplier(db)], offerKey: "bookings-test-offer-key" });
}

/** The cheapest direct one-way offer LIM -> CUZ `daysOut` days ahead for these travellers. */
export async function directOffer(
  passengers: { adults: number; children?: number; infants?: number } = { adults: 1 },
  daysOut = 30,
  destination = "CUZ",
): Promise<FlightOffer> {
  const result = await searchFlights({
    tripType: 1,
    legs: [{ origin: "LIM", destination, date: addDays(todayInLima(), daysOut) }],
    returnDate: null,
    adults: passengers.adults,
    children: passengers.children ?? 0,
    infants: passengers.infants ?? 0,
    cabinClass: 0,
    language: "ES",
  });
  const offer = result.offers.find((candidate) => candidate.slices[0]?.options[0]?.segments.length === 1);
  if (!offer) throw new Error("no direct offer in the seeded network");
  return offer;
}

/** The offer's (first option's) single flight-date. */
export function flightOf(offer: FlightOffer): { scheduleId: number; departureDate: string } {
  const [scheduleId = "0", departureDate = ""] = offer.slices[0]?.options[0]?.segments[0]?.id.split("@") ?? [];
  return { scheduleId: Number(scheduleId), departureDate };
}

/** Sets the economy row of a flight-date so that exactly `seatsLeft` seats remain in the cabin. */
export async function leaveSeats(db: Db, offer: FlightOffer, capacity: number, seatsLeft: number): Promise<void> {
  const flight = flightOf(offer);
  const row = { ...flight, cabin: 0, capacity, sold: capacity - seatsLeft, held: 0 };
  await db
    .insert(flightInventory)
    .values(row)
    .onConflictDoUpdate({
      target: [flightInventory.scheduleId, flightInventory.departureDate, flightInventory.cabin],
      set: { capacity, sold: row.sold, held: 0 },
    });
}

export async function inventoryRow(db: Db, offer: FlightOffer) {
  const flight = flightOf(offer);
  const [row] = await db
    .select()
    .from(flightInventory)
    .where(
      and(
        eq(flightInventory.scheduleId, flight.scheduleId),
        eq(flightInventory.departureDate, flight.departureDate),
        eq(flightInventory.cabin, 0),
      ),
    );
  return row;
}

/** An adult with a DNI derived from `n` (distinct n: distinct people), as the /dev fixture makes them. */
export function adult(n: number, overrides: Partial<PassengerInput> = {}): PassengerInput {
  return { ...fictionalAdult(n), ...overrides };
}

export function holdInput(offer: FlightOffer, overrides: Partial<HoldBookingInput> = {}): HoldBookingInput {
  return {
    checkoutId: randomUUID(),
    userId: null,
    offerId: offer.id,
    optionIds: offer.slices.map((slice) => slice.options[0]?.id ?? ""),
    fareFamilyCode: offer.fareFamily.code,
    withAssistance: false,
    passengers: [adult(1)],
    contact: {
      firstName: "Rosa",
      lastName: "Quispe",
      phoneCountryCode: "51",
      phoneNumber: "987654321",
      email: "rosa.quispe@example.com",
    },
    invoice: null,
    consents: { dataProcessing: true, marketing: false },
    idempotencyKey: randomUUID(),
    replaceBookingCode: null,
    ...overrides,
  };
}

/**
 * A fresh test database made ready for bookings (the flight network seeded, the flight service on its inventory),
 * with one booking held for adult `n` on a direct LIM-CUZ flight `daysOut` days ahead.
 */
export async function seedHeldBooking(
  db: Db,
  n: number,
  daysOut: number,
): Promise<{ code: string; bookingId: string }> {
  await seedGeography(db);
  await seedFlightNetwork(db);
  useInventory(db);
  const offer = await directOffer({ adults: 1 }, daysOut);
  await leaveSeats(db, offer, 150, 50);
  const outcome = await holdBooking(db, holdInput(offer, { passengers: [adult(n)] }));
  if (outcome.status !== "held") throw new Error(`the test booking was not held: ${outcome.status}`);
  return { code: outcome.code, bookingId: outcome.bookingId };
}
