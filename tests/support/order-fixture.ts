/**
 * Test code only: the one set-up of the order tests on a database. A migrated test database with the seeds a test
 * names, the sandbox payment provider (cards redirect, cash codes are paid only when a test says so), and builders
 * for flight and hotel orders held or paid (a flight's travel assistance is its insurance item).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { hotelRatePlans, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { seedDiscounts } from "#server/db/seed/discounts.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import { loadOrder, orderPayable, startOrderPayment } from "#app/features/orders/index.server.ts";
import { applyProviderState, configurePayments, registerPayable } from "#app/features/payments/index.server.ts";
import type { BookingOwner } from "#app/features/flights/booking/booking-contract.ts";
import {
  startBookingPayment,
  type StartBookingPaymentInput,
} from "#app/features/flights/booking/booking-payments.server.ts";
import { holdBooking } from "#app/features/flights/booking/booking-service.server.ts";
import { adult, holdInput, useInventory } from "./flight-fixture.ts";
import type { HotelSelection } from "#app/features/hotels/hotel-order-item.ts";
import { placeHotelOrder } from "#app/features/hotels/hotel-order-place.server.ts";
import { registerHotelOrderProduct } from "#app/features/hotels/hotel-product.server.ts";
import { approved, fakePaymentProvider } from "./fake-payment-provider.ts";

export { approved, providerSays, TEST_BANK } from "./fake-payment-provider.ts";

export const SITE = "https://kuntur.test";

export type OrderSeed = "flights" | "hotels" | "discounts" | "insurance";

/**
 * A fresh test database (the process's handle) with the seeds named, and payments through the sandbox provider.
 * With "flights" the flight engine reads its inventory; with "hotels" the hotel product is registered.
 */
export async function orderTestDb(seeds: readonly OrderSeed[]): Promise<DbHandle> {
  const handle = await createTestDb();
  setDbHandle(handle);
  if (seeds.includes("flights")) {
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
  }
  if (seeds.includes("hotels")) await seedHotels(handle.db, new Date());
  if (seeds.includes("discounts")) await seedDiscounts(handle.db);
  if (seeds.includes("insurance")) await seedInsurance(handle.db);
  if (seeds.includes("flights")) useInventory(handle.db);
  configurePayments({
    providers: { sandbox: fakePaymentProvider() },
    cardProvider: "sandbox",
    cashProvider: "sandbox",
    cashCodeHours: 2,
    providerTimeoutMs: 30_000,
  });
  if (seeds.includes("hotels")) {
    registerPayable(ORDER_PAYABLE, orderPayable);
    registerHotelOrderProduct({ siteUrl: SITE });
  }
  return handle;
}

/**
 * Flight orders of one offer: held as the 'Pasajeros' step holds them (adults n and n + 1), and paid. The database
 * and the offer are read at each call (a test's beforeAll makes them).
 */
export function flightOrders(database: () => Db, offer: () => FlightOffer) {
  async function held(n: number, overrides: Parameters<typeof holdInput>[1] = {}) {
    const input = holdInput(offer(), { passengers: [adult(n), adult(n + 1)], ...overrides });
    const outcome = await holdBooking(database(), input);
    if (outcome.status !== "held") throw new Error(`not held: ${outcome.status}`);
    const owner: BookingOwner = { kind: "checkout", checkoutId: input.checkoutId };
    return { id: outcome.bookingId, owner, input };
  }
  /** Starts a payment (by card unless `input` says otherwise). */
  const pay = (id: string, owner: BookingOwner, input: Partial<StartBookingPaymentInput> = {}) =>
    startBookingPayment(database(), id, owner, { method: "card", idempotencyKey: randomUUID(), ...input });
  /** Pays by card, the provider approving it. */
  async function paid(id: string, owner: BookingOwner, input: Partial<StartBookingPaymentInput> = {}) {
    const started = await pay(id, owner, input);
    if (started.status !== "redirect") throw new Error(started.status);
    await applyProviderState(database(), started.paymentId, approved(started.paymentId), "notification");
    return started;
  }
  return { held, pay, paid };
}

/** The seeded plan the hotel tests book: Miraflores Malecón Suites, standard room, bed and breakfast. */
export async function seededHotelPlan(db: Db): Promise<{ ratePlanId: number; roomTypeId: number }> {
  const [plan] = await db
    .select({ ratePlanId: hotelRatePlans.id, roomTypeId: hotelRoomTypes.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(
      and(eq(hotels.slug, "miraflores-malecon-suites"), eq(hotelRoomTypes.code, "STD"), eq(hotelRatePlans.code, "BB")),
    );
  if (!plan) throw new Error("seeded plan missing");
  return plan;
}

export type HotelContact = Parameters<typeof placeHotelOrder>[1]["contact"];

/** A stay of the seeded plan for two adults, `offset` days from today in Lima, `nights` long. */
export function hotelStay(
  ratePlanId: number,
  guest: HotelSelection["guests"][number],
  offset: number,
  nights = 3,
  overrides: Partial<HotelSelection> = {},
): HotelSelection {
  const today = todayInLima();
  return {
    slug: "miraflores-malecon-suites",
    offerId: String(ratePlanId),
    checkIn: addDays(today, offset),
    checkOut: addDays(today, offset + nights),
    rooms: [{ adults: 2, childrenAges: [] }],
    igvExempt: false,
    guests: [guest],
    holdKey: randomUUID(),
    ...overrides,
  };
}

/** Places (holds) a hotel order for a guest; answers its id. */
export async function heldHotelOrder(
  db: Db,
  selection: HotelSelection,
  contact: HotelContact,
  browserKey = "hotel:test",
): Promise<string> {
  const placed = await placeHotelOrder(db, { selection, contact, userId: null, browserKey });
  if (placed.status !== "placed") throw new Error(placed.reason);
  return placed.orderId;
}

/** Pays a held hotel order by card, the provider approving it. */
export async function payHotelOrderByCard(db: Db, order: Order): Promise<void> {
  const started = await startOrderPayment(db, order, { method: "card" });
  if (started.status !== "redirect") throw new Error(started.status);
  await applyProviderState(db, started.paymentId, approved(started.paymentId), "notification");
}

/** Places a hotel order and pays it by card; answers its id. */
export async function paidHotelOrder(db: Db, selection: HotelSelection, contact: HotelContact): Promise<string> {
  const id = await heldHotelOrder(db, selection, contact);
  const order = await loadOrder(db, id);
  if (!order) throw new Error("order missing");
  await payHotelOrderByCard(db, order);
  return id;
}
