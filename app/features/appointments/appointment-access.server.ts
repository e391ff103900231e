/**
 * Who may see and change an appointment on /tuscitas: its owner signed in, or whoever gave its code and e-mail (a
 * short-lived signed cookie then grants it, so the e-mail never travels in a URL). Look-ups are limited per IP and code.
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
import { appointmentById } from "./appointment-queries.server.ts";
import { APPOINTMENT_MESSAGES, AppointmentLookupSchema } from "./appointment-schemas.ts";
import { findByCodeAndEmail } from "./appointment-service.server.ts";
import { appointmentsConfig } from "./appointments-config.server.ts";

export const GRANT_COOKIE = "kv_appointment_grant";
export const GRANT_SECONDS = 30 * 60;

export const LOOKUP_RULES = {
  perIp: { name: "appointments.lookup.ip", max: 20, timeWindowMs: 15 * 60_000 },
  perCode: { name: "appointments.lookup.code", max: 5, timeWindowMs: 15 * 60_000 },
} satisfies Record<string, AttemptRule>;

const sign = (payload: string) => signValue(appointmentsConfig().signingKey, `grant.${payload}`);

/** Guest cookie `__Host-kv_appointment_grant` (the plain name only in development). */
export function grantCookie(appointmentId: string, now = Date.now()): string {
  const payload = `${appointmentId}.${String(now + GRANT_SECONDS * 1000)}`;
  return guestCookie(GRANT_COOKIE, `${payload}.${sign(payload)}`, { maxAgeSeconds: GRANT_SECONDS });
}

export const clearGrantCookie = (): string => clearedGuestCookie(GRANT_COOKIE);

/** The appointment id a valid, unexpired grant cookie names; null otherwise. */
export function grantedAppointmentId(cookieHeader: string | null, now = Date.now()): string | null {
  const value = guestCookieValue(cookieHeader, GRANT_COOKIE);
  if (!value) return null;
  const [id = "", expires = "", signature = ""] = value.split(".");
  if (!sameSignature(signature, sign(`${id}.${expires}`))) return null;
  return Number(expires) > now ? id : null;
}

/** True when the visitor may act on the appointment: the grant names it, or it belongs to the signed-in user. */
export async function mayManage(
  db: Db,
  appointmentId: string,
  viewer: { cookieHeader: string | null; userId: string | null },
): Promise<boolean> {
  if (grantedAppointmentId(viewer.cookieHeader) === appointmentId) return true;
  if (!viewer.userId) return false;
  return (await appointmentById(db, appointmentId))?.userId === viewer.userId;
}

export type LookupOutcome =
  | { ok: true; appointmentId: string }
  | { ok: false; message: string; errors: Record<string, string>; values: { code: string; email: string } };

/** Validates, counts the attempt (per IP and per code), looks up; one message for any code and e-mail that miss. */
export async function lookupAppointment(
  db: Db,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<LookupOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 254) : "";
  };
  const values = { code: text("code"), email: text("email") };
  const parsed = AppointmentLookupSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, message: "Revisa los campos marcados.", errors: fieldErrors(parsed.error), values };
  }
  const [byIp, byCode] = await Promise.all([
    options.limitAttempt(LOOKUP_RULES.perIp, options.clientIp),
    options.limitAttempt(LOOKUP_RULES.perCode, parsed.data.code),
  ]);
  if (!byIp.allowed || !byCode.allowed) {
    return { ok: false, message: APPOINTMENT_MESSAGES.tooMany, errors: {}, values };
  }
  const id = await findByCodeAndEmail(db, parsed.data.code, parsed.data.email);
  if (!id) return { ok: false, message: APPOINTMENT_MESSAGES.notFound, errors: {}, values };
  return { ok: true, appointmentId: id };
}
