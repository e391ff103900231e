/**
 * Holding a booking (issues 18, 31): the 'Pasajeros' submit. Re-prices the selection, then in ONE transaction, under
 * the form's idempotency key: duplicate detection (and the replacement the visitor chose), the booking with its
 * travellers and first event (one statement; the seat records point at it), then its order placed with the order
 * core, which holds the flight item through the flight product and its supplier's port, writes the order (same id
 * and code) and schedules the core's expiry job, which ends the booking too. Bookings never write the flight
 * inventory nor read its row ids. Any refusal rolls the whole transaction back, the idempotency key included: a
 * retry may then succeed.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { airports } from "#server/db/schema/geography.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { AppError } from "#server/errors.ts";
import { priceOffer } from "#flights";
import { todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer, PassengerType } from "#app/features/flights/flight-offer-types.ts";
import type { ExchangeRate } from "#app/features/orders/order-contract.ts";
import {
  orderExchangeRate,
  orderProduct,
  placeOrder,
  registerOrderProduct,
  type NewOrder,
} from "#app/features/orders/index.server.ts";
import type { BookingPrice, HoldBookingInput, HoldOutcome } from "./booking-contract.ts";
import { bookingsConfig } from "./booking-config.server.ts";
import { documentKeyOf, nameKeyOf, newBookingCode } from "./booking-keys.server.ts";
import { flightOrderProduct } from "./flight-order-product.server.ts";
import { HoldRefused, resolveDuplicates, type Refusal } from "./booking-duplicates.server.ts";
import { assistanceTripOf, offerAirports, quoteAssistance } from "./travel-assistance.server.ts";
import { flightOrderItems, orderTravellersOf } from "./flight-order-lines.ts";

export const HOLD_SCOPE = "bookings.hold";

type Priced = { offer: FlightOffer; price: BookingPrice; rate: ExchangeRate };
/** A selection priced by the supplier (with its add-on), ready to be held: priceFlightSelection. */
export type PricedFlight = Priced;

/** Creates a held booking, or says why not. Same key and body: the same answer; same key, other body: 409. */
export async function holdBooking(db: Db, input: HoldBookingInput): Promise<HoldOutcome> {
  const { idempotencyKey, ...request } = input;
  // Priced before the transaction: the supplier reads on its own connection (with PGlite's single connection a
  // read inside our transaction would wait for it to end).
  const priced = await priceFlightSelection(db, input);
  try {
    const { value } = await runIdempotent(db, { scope: HOLD_SCOPE, key: idempotencyKey, request }, (tx) => {
      if ("refused" in priced) throw new HoldRefused(priced.refused);
      return holdInTransaction(tx, input, priced);
    });
    return value;
  } catch (error) {
    if (error instanceof HoldRefused) return error.outcome;
    throw error;
  }
}

/**
 * Prices the selection at the supplier (outside any transaction: the supplier reads on its own connection), with the
 * travel-assistance add-on quoted for the travellers' ages; or says why it cannot be held.
 */
export async function priceFlightSelection(
  db: Db,
  input: Omit<HoldBookingInput, "idempotencyKey">,
): Promise<Priced | { refused: Refusal }> {
  const quote = await priceOffer(input.offerId, { optionIds: input.optionIds, fareFamilyCode: input.fareFamilyCode });
  if (quote.status === "sold_out") return { refused: { status: "sold_out" } };
  if (quote.status !== "available") return { refused: { status: "gone" } };
  const counts: Record<PassengerType, number> = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of input.passengers) counts[passenger.type] += 1;
  const quoted = Object.fromEntries(quote.price.perPassenger.map((row) => [row.type, row.count]));
  if ((["ADT", "CHD", "INF"] as const).some((type) => (quoted[type] ?? 0) !== counts[type])) {
    throw new AppError("INVALID_DATA", "Los pasajeros no coinciden con la búsqueda.");
  }
  const codes = offerAirports(quote.offer);
  const rows = input.withAssistance
    ? await db
        .select({ iata: airports.iata, countryCode: airports.countryCode })
        .from(airports)
        .where(inArray(airports.iata, codes))
    : [];
  const countries = new Map(rows.map((row) => [row.iata, row.countryCode]));
  const trip = input.withAssistance ? assistanceTripOf(quote.offer, (code) => countries.get(code)) : null;
  // Quoted again with the travellers' birth dates: the price /seguros gives for their ages.
  const travellers = orderTravellersOf(input.passengers);
  const assistance = trip ? await quoteAssistance(trip, { ages: [], travellers }) : null;
  const price: BookingPrice = {
    currency: "USD",
    flight: quote.price,
    assistance,
    totalMinor: quote.price.totalMinor + (assistance?.totalMinor ?? 0),
  };
  return { offer: quote.offer, price, rate: await orderExchangeRate(db) };
}

async function holdInTransaction(tx: Tx, input: HoldBookingInput, priced: Priced): Promise<HoldOutcome> {
  const part = await prepareFlightOrder(tx, input, priced);
  const placed = await placeOrder(tx, part.order, part.now);
  if (placed.status !== "held") throw new HoldRefused({ status: placed.status });
  return part.settle(tx, placed.holdExpiresAt);
}

/**
 * A flight's part of an order, before placement: duplicates resolved, its booking written (same id and code as the
 * order), the order to place (the flight and the add-on as its items). A basket (flight+hotel) adds its other items
 * to `order.items` and places it; `settle` then aligns the booking with the hold's end placement gave. A refusal is
 * thrown (flightHoldRefusal tells it from an error).
 */
export async function prepareFlightOrder(
  tx: Tx,
  input: HoldBookingInput,
  priced: PricedFlight,
): Promise<{
  order: NewOrder & { id: string; code: string };
  now: Date;
  settle: (tx: Tx, placedHoldEnd: Date | null) => Promise<Extract<HoldOutcome, { status: "held" }>>;
}> {
  await resolveDuplicates(tx, input, priced.offer);
  const now = new Date();
  const holdExpiresAt = new Date(now.getTime() + bookingsConfig().holdMinutes * 60_000);
  const booking = await insertBookingRecord(tx, input, priced, now, holdExpiresAt);
  // The order of this booking, placed with the core, which holds the flight item through the flight product.
  ensureFlightProduct();
  const order = {
    id: booking.id,
    code: booking.code,
    userId: input.userId,
    contact: { ...input.contact, email: input.contact.email.toLowerCase() },
    invoice: input.invoice,
    travellers: orderTravellersOf(input.passengers),
    checkoutId: input.checkoutId,
    chargeCurrency: "USD" as const,
    exchangeRate: priced.rate,
    holdExpiresAt,
    items: flightOrderItems(booking.id, priced.offer, priced.price, input.passengers.length, holdExpiresAt),
    actor: "customer" as const,
  };
  const settle = async (settleTx: Tx, placedHoldEnd: Date | null) => {
    // A supplier's deadline sooner than our hold minutes ends the order's hold: the booking says the same.
    const holdEnd = placedHoldEnd ?? holdExpiresAt;
    if (holdEnd < holdExpiresAt) {
      await settleTx.update(bookings).set({ holdExpiresAt: holdEnd }).where(eq(bookings.id, booking.id));
    }
    return {
      status: "held" as const,
      bookingId: booking.id,
      code: booking.code,
      holdExpiresAt: holdEnd.toISOString(),
    };
  };
  return { order, now, settle };
}

/** Flights as an order product (start-up registers it too; scripts and tests that only hold get it here). */
function ensureFlightProduct(): void {
  if (!orderProduct("flight")) registerOrderProduct(flightOrderProduct);
}

const json = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The flight item's own record in ONE statement: the booking, its travellers and its first event (placement then
 * holds the seats at the supplier, writes the order and schedules the core's expiry job, which ends both). A code
 * already taken inserts nothing (31^6 codes: rare) and is tried again with another.
 */
async function insertBookingRecord(
  tx: Tx,
  input: HoldBookingInput,
  priced: Priced,
  now: Date,
  holdExpiresAt: Date,
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const count = (type: PassengerType) => input.passengers.filter((passenger) => passenger.type === type).length;
  const email = input.contact.email.trim().toLowerCase();
  const firstSegment = priced.offer.slices[0]?.options[0]?.segments[0];
  const travelDate = firstSegment?.departureLocal.slice(0, 10) ?? todayInLima(now);
  const passengers = input.passengers.map((passenger, index) => ({
    index,
    type: passenger.type,
    document_type: passenger.documentType,
    document_number: passenger.documentNumber.toUpperCase(),
    first_name: passenger.firstName,
    last_name: passenger.lastName,
    birth_date: passenger.birthDate,
    nationality: passenger.nationality,
    gender: passenger.gender,
    document_key: documentKeyOf(passenger),
    name_key: nameKeyOf(passenger),
  }));
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newBookingCode();
    const result: unknown = await tx.execute(sql`
      with booking as (
        insert into bookings (id, code, state, user_id, checkout_id, contact, contact_email, invoice,
          data_processing_consent_at, marketing_consent, offer, fare_family, price, total_minor, adults, children,
          infants, travel_date, hold_expires_at)
        values (${id}, ${code}, 'held', ${input.userId}, ${input.checkoutId},
          ${json({ ...input.contact, email: input.contact.email.toLowerCase() })}::jsonb, ${email},
          ${json(input.invoice)}::jsonb, ${now.toISOString()}, ${input.consents.marketing}, ${json(priced.offer)}::jsonb,
          ${json(priced.offer.fareFamily)}::jsonb, ${json(priced.price)}::jsonb, ${priced.price.totalMinor},
          ${count("ADT")}, ${count("CHD")}, ${count("INF")}, ${travelDate}, ${holdExpiresAt.toISOString()})
        on conflict (code) do nothing
        returning id
      ),
      travellers as (
        insert into booking_passengers (booking_id, index, type, document_type, document_number, first_name,
          last_name, birth_date, nationality, gender, document_key, name_key)
        select booking.id, x.index, x.type, x.document_type, x.document_number, x.first_name, x.last_name,
          x.birth_date, x.nationality, x.gender, x.document_key, x.name_key
        from booking, jsonb_to_recordset(${json(passengers)}::jsonb) as x(index smallint, type text,
          document_type text, document_number text, first_name text, last_name text, birth_date date,
          nationality char(2), gender char(1), document_key text, name_key text)
        returning booking_id
      ),
      event as (
        insert into booking_events (booking_id, from_state, to_state, actor)
        select booking.id, null, 'held', 'customer' from booking
        returning booking_id
      )
      select id from booking`);
    // Both drivers (node-postgres, PGlite) answer { rows }.
    if ((result as { rows: unknown[] }).rows.length > 0) return { id, code };
  }
  throw new AppError("UNAVAILABLE");
}
