/**
 * Holding a booking (issue 18): the 'Pasajeros' submit. Re-prices the selection, then in ONE transaction, under the
 * form's idempotency key: duplicate detection (and the replacement the visitor chose), a unique code, the booking
 * with its travellers, the expiry job, and last the seats (so the inventory rows stay locked for the least time).
 * Any refusal rolls the whole transaction back, the idempotency key included: a retry may then succeed.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { bookingEvents, bookingPassengers, bookingSeatHolds, bookings } from "#server/db/schema/bookings.ts";
import { airports } from "#server/db/schema/geography.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { AppError } from "#server/errors.ts";
import { scheduleJob } from "#server/jobs/jobs.ts";
import { priceOffer } from "#flights";
import { seatSupplier } from "#app/features/flights/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer, PassengerType } from "#app/features/flights/index.ts";
import type { SeatRequest } from "#app/features/flights/index.ts";
import type { ExchangeRate } from "#app/features/orders/order-contract.ts";
import { insertOrder, orderExchangeRate } from "#app/features/orders/index.server.ts";
import type { BookingPrice, HoldBookingInput, HoldOutcome } from "./booking-contract.ts";
import { bookingsConfig } from "./booking-config.server.ts";
import { documentKeyOf, nameKeyOf, newBookingCode } from "./booking-keys.server.ts";
import { HOLDING_STATES, LIVE_STATES, transitionBooking } from "./booking-states.server.ts";
import { priceAssistance } from "./travel-assistance.ts";
import { flightOrderItems, orderTravellersOf, type AssistanceTrip } from "./flight-order-lines.ts";

export const HOLD_SCOPE = "bookings.hold";
export const EXPIRE_HOLD_JOB = "bookings.expire-hold";
export const holdJobKey = (bookingId: string) => `${EXPIRE_HOLD_JOB}:${bookingId}`;

type Refusal = Exclude<HoldOutcome, { status: "held" }>;

/** Thrown inside the transaction to roll it back; holdBooking answers its outcome. */
class HoldRefused extends Error {
  readonly outcome: Refusal;
  constructor(outcome: Refusal) {
    super(outcome.status);
    this.outcome = outcome;
  }
}

type Priced = { offer: FlightOffer; price: BookingPrice; trip: AssistanceTrip | null; rate: ExchangeRate };

/** Creates a held booking, or says why not. Same key and body: the same answer; same key, other body: 409. */
export async function holdBooking(db: Db, input: HoldBookingInput): Promise<HoldOutcome> {
  const { idempotencyKey, ...request } = input;
  // Priced before the transaction: the supplier reads on its own connection (with PGlite's single connection a
  // read inside our transaction would wait for it to end).
  const priced = await priceSelection(db, input);
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

async function priceSelection(db: Db, input: HoldBookingInput): Promise<Priced | { refused: Refusal }> {
  const quote = await priceOffer(input.offerId, { optionIds: input.optionIds, fareFamilyCode: input.fareFamilyCode });
  if (quote.status === "sold_out") return { refused: { status: "sold_out" } };
  if (quote.status !== "available") return { refused: { status: "gone" } };
  const counts: Record<PassengerType, number> = { ADT: 0, CHD: 0, INF: 0 };
  for (const passenger of input.passengers) counts[passenger.type] += 1;
  const quoted = Object.fromEntries(quote.price.perPassenger.map((row) => [row.type, row.count]));
  if ((["ADT", "CHD", "INF"] as const).some((type) => (quoted[type] ?? 0) !== counts[type])) {
    throw new AppError("INVALID_DATA", "Los pasajeros no coinciden con la búsqueda.");
  }
  const segments = quote.offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);
  const codes = [...new Set(segments.flatMap((segment) => [segment.origin, segment.destination]))];
  const rows = input.withAssistance
    ? await db
        .select({ iata: airports.iata, countryCode: airports.countryCode })
        .from(airports)
        .where(inArray(airports.iata, codes))
    : [];
  const countries = new Map(rows.map((row) => [row.iata, row.countryCode]));
  const first = segments[0];
  const last = segments.at(-1);
  const trip =
    input.withAssistance && first && last
      ? {
          countries: codes.map((code) => countries.get(code) ?? ""),
          firstDepartureLocal: first.departureLocal,
          lastArrivalLocal: last.arrivalLocal,
        }
      : null;
  const assistance = trip ? priceAssistance({ ...trip, travellers: input.passengers.length }) : null;
  const price: BookingPrice = {
    currency: "USD",
    flight: quote.price,
    assistance,
    totalMinor: quote.price.totalMinor + (assistance?.totalMinor ?? 0),
  };
  return { offer: quote.offer, price, trip, rate: await orderExchangeRate(db) };
}

async function holdInTransaction(tx: Tx, input: HoldBookingInput, priced: Priced): Promise<HoldOutcome> {
  const seatsPerFlight = input.passengers.filter((passenger) => passenger.type !== "INF").length;
  const seats = seatSupplier(priced.offer.supplier);
  const requests = seats?.seatRequests(priced.offer, seatsPerFlight);
  if (!seats || !requests) throw new HoldRefused({ status: "gone" });
  await resolveDuplicates(tx, input, requests);
  const now = new Date();
  const holdExpiresAt = new Date(now.getTime() + bookingsConfig().holdMinutes * 60_000);
  const firstSegment = priced.offer.slices[0]?.options[0]?.segments[0];
  const count = (type: PassengerType) => input.passengers.filter((passenger) => passenger.type === type).length;
  const values = {
    state: "held" as const,
    userId: input.userId,
    checkoutId: input.checkoutId,
    contact: { ...input.contact, email: input.contact.email.toLowerCase() },
    contactEmail: input.contact.email.trim().toLowerCase(),
    invoice: input.invoice,
    dataProcessingConsentAt: now,
    marketingConsent: input.consents.marketing,
    offer: priced.offer,
    fareFamily: priced.offer.fareFamily,
    price: priced.price,
    totalMinor: priced.price.totalMinor,
    adults: count("ADT"),
    children: count("CHD"),
    infants: count("INF"),
    travelDate: firstSegment?.departureLocal.slice(0, 10) ?? todayInLima(now),
    holdExpiresAt,
  };
  let created: { id: string; code: string } | undefined;
  // 31^6 codes: a collision is rare, and the unique index settles it without aborting the transaction.
  for (let attempt = 0; attempt < 8 && !created; attempt++) {
    [created] = await tx
      .insert(bookings)
      .values({ ...values, code: newBookingCode() })
      .onConflictDoNothing({ target: bookings.code })
      .returning({ id: bookings.id, code: bookings.code });
  }
  if (!created) throw new AppError("UNAVAILABLE");
  const bookingId = created.id;
  await tx.insert(bookingPassengers).values(
    input.passengers.map((passenger, index) => ({
      bookingId,
      index,
      ...passenger,
      documentNumber: passenger.documentNumber.toUpperCase(),
      documentKey: documentKeyOf(passenger),
      nameKey: nameKeyOf(passenger),
    })),
  );
  await tx.insert(bookingSeatHolds).values(
    requests.map((request) => ({
      bookingId,
      scheduleId: request.scheduleId,
      departureDate: request.departureDate,
      cabin: request.cabin,
      seats: request.seats,
    })),
  );
  await tx.insert(bookingEvents).values({ bookingId, fromState: null, toState: "held", actor: "customer" });
  // The order of this booking: same id and code, the flight (and the add-on) as its items.
  await insertOrder(tx, {
    id: bookingId,
    code: created.code,
    userId: input.userId,
    contact: values.contact,
    invoice: input.invoice,
    travellers: orderTravellersOf(input.passengers),
    checkoutId: input.checkoutId,
    chargeCurrency: "USD",
    exchangeRate: priced.rate,
    holdExpiresAt,
    items: flightOrderItems(bookingId, priced.offer, priced.price, input.passengers.length, holdExpiresAt, priced.trip),
    actor: "customer",
  });
  await scheduleJob(tx, {
    kind: EXPIRE_HOLD_JOB,
    key: holdJobKey(bookingId),
    runAt: holdExpiresAt,
    payload: { bookingId },
  });
  if (!(await seats.hold(tx, requests, todayInLima(now)))) throw new HoldRefused({ status: "sold_out" });
  return { status: "held", bookingId, code: created.code, holdExpiresAt: holdExpiresAt.toISOString() };
}

/**
 * The same traveller (document, or names and birth date) on one of these flights in another live booking: refused
 * as 'duplicate', unless the visitor chose to replace that booking and owns it (then it is cancelled here). The
 * other booking's code is only named to its owner.
 */
async function resolveDuplicates(tx: Tx, input: HoldBookingInput, requests: SeatRequest[]): Promise<void> {
  const documentKeys = input.passengers.map(documentKeyOf);
  const nameKeys = input.passengers.map(nameKeyOf);
  const sameFlight = or(
    ...requests.map((request) =>
      and(
        eq(bookingSeatHolds.scheduleId, request.scheduleId),
        eq(bookingSeatHolds.departureDate, request.departureDate),
      ),
    ),
  );
  const found = await tx
    .select({
      id: bookings.id,
      code: bookings.code,
      state: bookings.state,
      userId: bookings.userId,
      checkoutId: bookings.checkoutId,
      contactEmail: bookings.contactEmail,
      documentKey: bookingPassengers.documentKey,
      nameKey: bookingPassengers.nameKey,
    })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .innerJoin(bookingSeatHolds, eq(bookingSeatHolds.bookingId, bookings.id))
    .where(
      and(
        or(inArray(bookingPassengers.documentKey, documentKeys), inArray(bookingPassengers.nameKey, nameKeys)),
        inArray(bookings.state, [...LIVE_STATES]),
        isNull(bookingSeatHolds.releasedAt),
        sameFlight,
      ),
    )
    .orderBy(bookings.code)
    .for("update", { of: bookings });
  const email = input.contact.email.trim().toLowerCase();
  const replaced = new Set<string>();
  for (const other of found) {
    if (replaced.has(other.id)) continue;
    const sameOwner =
      (input.userId !== null && other.userId === input.userId) ||
      other.checkoutId === input.checkoutId ||
      other.contactEmail === email;
    const canReplace = sameOwner && HOLDING_STATES.includes(other.state);
    if (canReplace && input.replaceBookingCode === other.code) {
      await transitionBooking(tx, other.id, other.state, "cancelled", "customer");
      replaced.add(other.id);
      continue;
    }
    const index = input.passengers.findIndex(
      (passenger) => documentKeyOf(passenger) === other.documentKey || nameKeyOf(passenger) === other.nameKey,
    );
    const passenger = input.passengers[Math.max(0, index)];
    throw new HoldRefused({
      status: "duplicate",
      existingCode: sameOwner ? other.code : "",
      passengerName: passenger ? `${passenger.firstName} ${passenger.lastName}` : "",
      canReplace,
    });
  }
}
