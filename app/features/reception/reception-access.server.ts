/**
 * Who runs the reception pages: a kiosk remembers its store in a signed guest cookie set once by staff with the PIN
 * (the store's own in RECEPTION_PINS, else RECEPTION_PIN); the call page's staff cookie lasts a shift. Each cookie is
 * bound to the store's PIN and to its access generation: a PIN change or a revocation ends every one issued before.
 * PIN attempts are limited per IP and, across all addresses and instances, per store.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Db, Tx } from "#db";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { storeLocationKey } from "#app/features/appointments/index.ts";
import { appointmentsConfig, receptionPinFor } from "#app/features/appointments/index.server.ts";
import {
  clearedGuestCookie,
  guestCookie,
  guestCookieValue,
  sameSignature,
  signValue,
} from "#app/utils/guest-cookies.server.ts";
import {
  accessGeneration,
  raiseGeneration,
  releasePinAttempt,
  reservePinAttempt,
} from "./reception-access-queries.server.ts";
import { NOT_CONFIGURED_MESSAGE } from "./reception-schemas.ts";

/** Guest cookies `__Host-kv_kiosk` and `__Host-kv_reception_staff` (the plain names only in development). */
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

const pinOf = (agencyId: number) => receptionPinFor(storeLocationKey(agencyId));

// The PIN is part of what is signed: a cookie stops verifying as soon as its store's PIN changes.
const sign = (payload: string, pin: string) =>
  signValue(appointmentsConfig().signingKey, `reception.${payload}.${createHash("sha256").update(pin).digest("hex")}`);

function cookieOf(role: Role): { name: string; seconds: number } {
  return role === "kiosk"
    ? { name: KIOSK_COOKIE, seconds: KIOSK_SECONDS }
    : { name: STAFF_COOKIE, seconds: STAFF_SECONDS };
}

/** The cookie of a store just opened with its PIN, bound to its current generation; null when it has no PIN. */
export async function issueAccessCookie(
  db: Db | Tx,
  role: Role,
  agencyId: number,
  now = Date.now(),
): Promise<string | null> {
  const pin = pinOf(agencyId);
  if (!pin) return null;
  const { name, seconds } = cookieOf(role);
  const generation = await accessGeneration(db, agencyId);
  const payload = `${role}.${String(agencyId)}.${String(generation)}.${String(now + seconds * 1000)}`;
  return guestCookie(name, `${payload}.${sign(payload, pin)}`, { maxAgeSeconds: seconds });
}

export function clearAccessCookie(role: Role): string {
  return clearedGuestCookie(cookieOf(role).name);
}

/** The store a valid, unexpired, unrevoked cookie of that role names; null otherwise. */
export async function storeOf(
  db: Db | Tx,
  role: Role,
  cookieHeader: string | null,
  now = Date.now(),
): Promise<number | null> {
  const value = guestCookieValue(cookieHeader, cookieOf(role).name);
  if (!value) return null;
  const [cookieRole = "", store = "", generation = "", expires = "", signature = ""] = value.split(".");
  if (cookieRole !== role || !/^\d{1,6}$/.test(store) || !/^\d{1,9}$/.test(generation)) return null;
  const pin = pinOf(Number(store));
  if (!pin || !sameSignature(signature, sign(`${cookieRole}.${store}.${generation}.${expires}`, pin))) return null;
  if (!(Number(expires) > now)) return null;
  return Number(generation) === (await accessGeneration(db, Number(store))) ? Number(store) : null;
}

/** Ends every kiosk and call-page cookie of the store issued so far (staff's "cerrar todas las pantallas"). */
export async function revokeStoreAccess(db: Db | Tx, agencyId: number): Promise<void> {
  await raiseGeneration(db, agencyId);
}

export type PinCheck = "ok" | "wrong" | "too-many" | "not-configured";

/** Whether any store can be opened: a shared PIN or at least one store's own. */
export function anyPinConfigured(): boolean {
  const config = appointmentsConfig();
  return config.receptionPin !== null || Object.keys(config.receptionPins).length > 0;
}

/** Whether this store can be opened (it has its own PIN or the shared one). */
export const storeHasPin = (agencyId: number): boolean => pinOf(agencyId) !== null;

/**
 * Compares the store's PIN in constant time, after counting the attempt per IP and per store (the store's count is
 * shared by every address and instance; a right PIN gives its attempt back).
 */
export async function checkPin(
  db: Db | Tx,
  pin: string,
  agencyId: number,
  limit: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<PinCheck> {
  const configured = pinOf(agencyId);
  if (!configured) return "not-configured";
  if (!(await limit.limitAttempt(pinRule(), limit.clientIp)).allowed) return "too-many";
  if (!(await reservePinAttempt(db, agencyId))) return "too-many";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  if (!timingSafeEqual(digest(pin), digest(configured))) return "wrong";
  await releasePinAttempt(db, agencyId);
  return "ok";
}

export const PIN_MESSAGES: Record<Exclude<PinCheck, "ok">, string> = {
  wrong: "El PIN no es correcto.",
  "too-many": "Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.",
  "not-configured": NOT_CONFIGURED_MESSAGE,
};
