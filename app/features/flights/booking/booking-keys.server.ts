/**
 * Booking codes and the passenger keys duplicate detection compares (issue 18).
 */
import { newOrderCode } from "#app/features/orders/index.server.ts";
import type { PassengerInput } from "./booking-contract.ts";

export const BOOKING_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;

/** A booking shares its order's code: drawn by the order core's one generator. */
export const newBookingCode = newOrderCode;

/** What a visitor typed as a code, as stored ("k7pq 2m" -> "K7PQ2M"). */
export function normalizeBookingCode(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase().slice(0, 12);
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/** "DNI:12345678": the document, whatever the case or spacing typed. */
export function documentKeyOf(passenger: Pick<PassengerInput, "documentType" | "documentNumber">): string {
  return `${passenger.documentType}:${passenger.documentNumber.replace(/[\s.-]+/g, "").toUpperCase()}`;
}

/** "perez garcia|maria jose|1990-04-12": the same person typed with accents, case or another document. */
export function nameKeyOf(passenger: Pick<PassengerInput, "firstName" | "lastName" | "birthDate">): string {
  return `${fold(passenger.lastName)}|${fold(passenger.firstName)}|${passenger.birthDate}`;
}

/** The booking's own expiry job before the order core's; only jobs queued before then still carry it. */
export const EXPIRE_HOLD_JOB = "bookings.expire-hold";
