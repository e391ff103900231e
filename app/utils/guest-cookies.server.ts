/**
 * Guest-access cookies (order, booking, policy, appointment, complaint and reception access): `__Host-<name>`
 * (Secure, Path=/, no Domain) everywhere but development, and only that name is read there, so a sibling host
 * cannot plant one. Values are signed or looked up by their callers: a cookie name alone proves nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Same rule as the sign-in session: only development may run on plain http. */
export const secureCookies = (): boolean => process.env.NODE_ENV !== "development";

export const guestCookieName = (base: string, secure = secureCookies()): string => (secure ? `__Host-${base}` : base);

/** Every value the Cookie header carries under the guest cookie's name (only the `__Host-` one when secure). */
export function guestCookieValues(cookieHeader: string | null, base: string, secure = secureCookies()): string[] {
  const wanted = guestCookieName(base, secure);
  const values: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (name === wanted && value) values.push(value);
  }
  return values;
}

export const guestCookieValue = (cookieHeader: string | null, base: string, secure = secureCookies()) =>
  guestCookieValues(cookieHeader, base, secure)[0] ?? null;

export type GuestCookieOptions = { maxAgeSeconds: number; sameSite?: "Lax" | "Strict" };

/** The Set-Cookie value of a guest cookie: HttpOnly, Path=/, and Secure with the `__Host-` name when secure. */
export function guestCookie(base: string, value: string, options: GuestCookieOptions, secure = secureCookies()) {
  const attributes = `Path=/; Max-Age=${String(options.maxAgeSeconds)}; HttpOnly; SameSite=${options.sameSite ?? "Lax"}`;
  return `${guestCookieName(base, secure)}=${value}; ${attributes}${secure ? "; Secure" : ""}`;
}

export const clearedGuestCookie = (base: string, secure = secureCookies()) =>
  guestCookie(base, "", { maxAgeSeconds: 0 }, secure);

/** A base64url HMAC of `payload` (truncated to 32 characters, 192 bits), for values the server signs. */
export const signValue = (key: string | Buffer, payload: string): string =>
  createHmac("sha256", key).update(payload).digest("base64url").slice(0, 32);

/** Constant-time comparison of a presented signature with the expected one. */
export function sameSignature(presented: string, expected: string): boolean {
  if (presented.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
}
