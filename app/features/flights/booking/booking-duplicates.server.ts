/**
 * Duplicate bookings (issue 18): the same traveller on the same flights in another live booking is refused (or that
 * booking replaced, when its owner chose so), inside the hold's transaction. Its refusal is thrown as HoldRefused,
 * which rolls the hold back; holdBooking and a basket's placement answer its outcome.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { Tx } from "#db";
import { bookingPassengers, bookings } from "#server/db/schema/bookings.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { HoldBookingInput, HoldOutcome } from "./booking-contract.ts";
import { documentKeyOf, nameKeyOf } from "./booking-keys.server.ts";
import { HOLDING_STATES, LIVE_STATES, transitionBooking } from "./booking-states.server.ts";

export type Refusal = Exclude<HoldOutcome, { status: "held" }>;

/** Thrown inside the transaction to roll it back; holdBooking answers its outcome. */
export class HoldRefused extends Error {
  readonly outcome: Refusal;
  constructor(outcome: Refusal) {
    super(outcome.status);
    this.outcome = outcome;
  }
}

/** The flight's refusal a basket's transaction was rolled back with, or null for any other error. */
export const flightHoldRefusal = (error: unknown): Refusal | null =>
  error instanceof HoldRefused ? error.outcome : null;

/** The flights of an offer, by what every supplier states: carrier, flight number, route and departure date. */
export function flightKeysOf(offer: FlightOffer): Set<string> {
  const segments = offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);
  return new Set(
    segments.map(
      (segment) =>
        `${segment.marketingCarrier}${segment.marketingFlightNumber}:${segment.origin}-${segment.destination}@${segment.departureLocal.slice(0, 10)}`,
    ),
  );
}

/**
 * The same traveller (document, or names and birth date) on one of these flights in another live booking: refused
 * as 'duplicate', unless the visitor chose to replace that booking and owns it (then it is cancelled here). The
 * other booking's code is only named to its owner.
 */
export async function resolveDuplicates(tx: Tx, input: HoldBookingInput, offer: FlightOffer): Promise<void> {
  const documentKeys = input.passengers.map(documentKeyOf);
  const nameKeys = input.passengers.map(nameKeyOf);
  const flights = flightKeysOf(offer);
  const candidates = await tx
    .select({
      id: bookings.id,
      code: bookings.code,
      state: bookings.state,
      userId: bookings.userId,
      checkoutId: bookings.checkoutId,
      contactEmail: bookings.contactEmail,
      offer: bookings.offer,
      documentKey: bookingPassengers.documentKey,
      nameKey: bookingPassengers.nameKey,
    })
    .from(bookingPassengers)
    .innerJoin(bookings, eq(bookings.id, bookingPassengers.bookingId))
    .where(
      and(
        or(inArray(bookingPassengers.documentKey, documentKeys), inArray(bookingPassengers.nameKey, nameKeys)),
        inArray(bookings.state, [...LIVE_STATES]),
      ),
    )
    .orderBy(bookings.code)
    .for("update", { of: bookings });
  const found = candidates.filter((other) => [...flightKeysOf(other.offer)].some((key) => flights.has(key)));
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
