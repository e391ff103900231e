/**
 * Development and e2e only (the /dev pages' gate): makes a held booking on a real inventory flight with fictional
 * travellers, so 'Mis reservas' can be tried and tested without going through the checkout.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import { startBookingPayment } from "./booking-payments.server.ts";
import { holdBooking } from "./booking-service.server.ts";
import { adult, directOffer, holdInput } from "./booking-test-data.server.ts";

/** A held booking; with `cash`, also a cash code started for it (the booking then awaits a cash payment). */
export async function createDevBooking(email: string, daysOut: number, userId: string | null, cash = false) {
  const offer = await directOffer({ adults: 1 }, daysOut).catch(() => null);
  if (!offer) return { status: "gone" as const };
  const seed = Math.floor(Math.random() * 1_000_000);
  const input = holdInput(offer, {
    checkoutId: `dev-${randomUUID()}`,
    userId,
    passengers: [adult(seed)],
    contact: { firstName: "Rosa", lastName: "Quispe", phoneCountryCode: "51", phoneNumber: "987654321", email },
  });
  const held = await holdBooking(getDb(), input);
  if (!cash || held.status !== "held") return held;
  const owner = { kind: "checkout" as const, checkoutId: input.checkoutId };
  const paid = await startBookingPayment(getDb(), held.bookingId, owner, {
    method: "cash",
    idempotencyKey: randomUUID(),
  });
  return { ...held, cash: paid.status === "cash" ? { code: paid.code, expiresAt: paid.expiresAt } : null };
}
