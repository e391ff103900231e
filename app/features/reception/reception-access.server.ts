/**
 * Who runs the reception pages: a kiosk remembers its store in a signed cookie set once by staff with the PIN
 * (the store's own in RECEPTION_PINS, else RECEPTION_PIN); the call page's staff cookie lasts a shift. PIN attempts are
 * limited per IP.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { storeLocationKey } from "#app/features/appointments/index.ts";
import { appointmentsConfig, receptionPinFor } from "#app/features/appointments/index.server.ts";

export const KIOSK_COOKIE = "kv_kiosk";
export const STAFF_COOKIE = "kv_reception_staff";
const KIOSK_SECONDS = 365 * 86_400;
const STAFF_SECONDS = 12 * 3600;

/** Every PIN attempt counts, right or wrong; the maximum is RECEPTION_PIN_ATTEMPTS. */
export const pinRule = (config = appointmentsConfig()): AttemptRule => ({
  name: "reception.pin.ip",
  max: config.receptionPinAttempts,
  timeWindowMs: 15 * 60_000,
});
export const CHECK_IN_RULE: AttemptRule = { name: "reception.checkin.store", max: 120, timeWindowMs: 10 * 60_000 };

export type Role = "kiosk" | "staff";

const sign = (payload: string) =>
  createHmac("sha256", appointmentsConfig().signingKey).update(`reception.${payload}`).digest("base64url").slice(0, 32);

function cookieOf(role: Role): { name: string; seconds: number } {
  return role === "kiosk"
    ? { name: KIOSK_COOKIE, seconds: KIOSK_SECONDS }
    : { name: STAFF_COOKIE, seconds: STAFF_SECONDS };
}

export function accessCookie(role: Role, agencyId: number, now = Date.now()): string {
  const { name, seconds } = cookieOf(role);
  const payload = `${role}.${String(agencyId)}.${String(now + seconds * 1000)}`;
  const secure = appointmentsConfig().siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${name}=${payload}.${sign(payload)}; Path=/; Max-Age=${String(seconds)}; HttpOnly; SameSite=Lax${secure}`;
}

export function clearAccessCookie(role: Role): string {
  return `${cookieOf(role).name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The store a valid, unexpired cookie of that role names; null otherwise. */
export function storeOf(role: Role, cookieHeader: string | null, now = Date.now()): number | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name !== cookieOf(role).name) continue;
    const [cookieRole = "", store = "", expires = "", signature = ""] = value.split(".");
    const expected = sign(`${cookieRole}.${store}.${expires}`);
    if (cookieRole !== role || signature.length !== expected.length) return null;
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
    return Number(expires) > now && /^\d+$/.test(store) ? Number(store) : null;
  }
  return null;
}

export type PinCheck = "ok" | "wrong" | "too-many" | "not-configured";

/** Whether any store can be opened: a shared PIN or at least one store's own. */
export function anyPinConfigured(): boolean {
  const config = appointmentsConfig();
  return config.receptionPin !== null || Object.keys(config.receptionPins).length > 0;
}

/** Compares the store's PIN in constant time, after counting the attempt. */
export async function checkPin(
  pin: string,
  agencyId: number,
  limit: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<PinCheck> {
  const configured = receptionPinFor(storeLocationKey(agencyId));
  if (!configured) return "not-configured";
  if (!(await limit.limitAttempt(pinRule(), limit.clientIp)).allowed) return "too-many";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(pin), digest(configured)) ? "ok" : "wrong";
}

export const PIN_MESSAGES: Record<Exclude<PinCheck, "ok">, string> = {
  wrong: "El PIN no es correcto.",
  "too-many": "Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.",
  "not-configured": "La recepción digital no está configurada en este servidor (falta RECEPTION_PIN o RECEPTION_PINS).",
};
