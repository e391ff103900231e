/**
 * Guests' 'Mis reservas' (issue 18): the look-up by code + contact e-mail, limited per IP and per code, and the
 * short-lived signed cookie that grants the detail afterwards (the e-mail never travels in a URL).
 */
import type { Db } from "#db";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { fieldErrors } from "#app/utils/form-errors.ts";
import {
  clearedGuestCookie,
  guestCookie,
  guestCookieValue,
  sameSignature,
  signValue,
} from "#app/utils/guest-cookies.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingsConfig } from "./booking-config.server.ts";
import { BookingLookupSchema, LOOKUP_MESSAGES } from "./booking-lookup-schemas.ts";
import { findBookingByCode } from "./booking-service.server.ts";

/** Guest cookie `__Host-kv_booking_grant` (the plain name only in development). */
export const GRANT_COOKIE = "kv_booking_grant";
/** The detail stays open this long after a look-up. */
export const GRANT_SECONDS = 30 * 60;

export const LOOKUP_RULES = {
  perIp: { name: "bookings.lookup.ip", max: 20, timeWindowMs: 15 * 60_000 },
  perCode: { name: "bookings.lookup.code", max: 5, timeWindowMs: 15 * 60_000 },
} satisfies Record<string, AttemptRule>;

const sign = (payload: string) => signValue(bookingsConfig().grantKey, payload);

export function grantCookie(bookingId: string, now = Date.now()): string {
  const payload = `${bookingId}.${String(now + GRANT_SECONDS * 1000)}`;
  return guestCookie(GRANT_COOKIE, `${payload}.${sign(payload)}`, { maxAgeSeconds: GRANT_SECONDS });
}

export const clearGrantCookie = (): string => clearedGuestCookie(GRANT_COOKIE);

/** The booking id a valid, unexpired grant cookie names; null otherwise. */
export function grantedBookingId(cookieHeader: string | null, now = Date.now()): string | null {
  const value = guestCookieValue(cookieHeader, GRANT_COOKIE);
  if (!value) return null;
  const [id = "", expires = "", signature = ""] = value.split(".");
  if (!sameSignature(signature, sign(`${id}.${expires}`))) return null;
  return Number(expires) > now ? id : null;
}

export type LookupOutcome =
  | { ok: true; booking: BookingDetail }
  | { ok: false; message: string; errors: Record<string, string>; values: { code: string; email: string } };

/** Validates, counts the attempt (per IP and per code), looks up; one message for a wrong code or e-mail. */
export async function lookupForGuest(
  db: Db,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<LookupOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 300) : "";
  };
  const values = { code: text("code"), email: text("email") };
  const parsed = BookingLookupSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, message: "Revisa los campos marcados.", errors: fieldErrors(parsed.error), values };
  }
  const [byIp, byCode] = await Promise.all([
    options.limitAttempt(LOOKUP_RULES.perIp, options.clientIp),
    options.limitAttempt(LOOKUP_RULES.perCode, parsed.data.code),
  ]);
  if (!byIp.allowed || !byCode.allowed) return { ok: false, message: LOOKUP_MESSAGES.tooMany, errors: {}, values };
  const booking = await findBookingByCode(db, parsed.data.code, parsed.data.email);
  if (!booking) return { ok: false, message: LOOKUP_MESSAGES.notFound, errors: {}, values };
  return { ok: true, booking };
}
