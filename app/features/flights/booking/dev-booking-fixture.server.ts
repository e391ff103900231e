/**
 * Development and e2e only (the /dev pages' gate): makes a held booking on a real inventory flight with fictional
 * travellers, so 'Mis reservas' can be tried and tested without going through the checkout. Production code: it
 * builds its own search and hold input, as the tests' fixture (tests/support/flight-fixture.ts) does for tests.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import { searchFlights } from "#flights";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { PassengerInput } from "./booking-contract.ts";
import { startBookingPayment } from "./booking-payments.server.ts";
import { holdBooking } from "./booking-service.server.ts";

/** The cheapest direct one-way offer LIM -> CUZ for one adult `daysOut` days ahead; null when there is none. */
async function directOffer(daysOut: number): Promise<FlightOffer | null> {
  const result = await searchFlights({
    tripType: 1,
    legs: [{ origin: "LIM", destination: "CUZ", date: addDays(todayInLima(), daysOut) }],
    returnDate: null,
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: 0,
    language: "ES",
  });
  return result.offers.find((candidate) => candidate.slices[0]?.options[0]?.segments.length === 1) ?? null;
}

/** A fictional adult with a DNI derived from `n` (distinct n: distinct people); the tests' fixture uses it too. */
export function fictionalAdult(n: number): PassengerInput {
  return {
    type: "ADT",
    documentType: "DNI",
    documentNumber: String(40_000_000 + n),
    firstName: `Viajero${String.fromCharCode(65 + (n % 26))}`,
    lastName: `Prueba${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String(n)}`.replace(/\d/g, (digit) =>
      String.fromCharCode(97 + Number(digit)),
    ),
    birthDate: "1990-05-17",
    nationality: "PE",
    gender: n % 2 === 0 ? "F" : "M",
  };
}

/** A held booking; with `cash`, also a cash code started for it (the booking then awaits a cash payment). */
export async function createDevBooking(email: string, daysOut: number, userId: string | null, cash = false) {
  const offer = await directOffer(daysOut).catch(() => null);
  if (!offer) return { status: "gone" as const };
  const checkoutId = `dev-${randomUUID()}`;
  const held = await holdBooking(getDb(), {
    checkoutId,
    userId,
    offerId: offer.id,
    optionIds: offer.slices.map((slice) => slice.options[0]?.id ?? ""),
    fareFamilyCode: offer.fareFamily.code,
    withAssistance: false,
    passengers: [fictionalAdult(Math.floor(Math.random() * 1_000_000))],
    contact: { firstName: "Rosa", lastName: "Quispe", phoneCountryCode: "51", phoneNumber: "987654321", email },
    invoice: null,
    consents: { dataProcessing: true, marketing: false },
    idempotencyKey: randomUUID(),
    replaceBookingCode: null,
  });
  if (!cash || held.status !== "held") return held;
  const owner = { kind: "checkout" as const, checkoutId };
  const paid = await startBookingPayment(getDb(), held.bookingId, owner, {
    method: "cash",
    idempotencyKey: randomUUID(),
  });
  return { ...held, cash: paid.status === "cash" ? { code: paid.code, expiresAt: paid.expiresAt } : null };
}
