/**
 * The insurance buyer's guest cookie: an HttpOnly `__Host-kv_seguro` (outside development) holding the policy number
 * and the purchase's access token (the order keeps only its hash). insurance-order-access.server.ts decides access.
 */
import { guestCookie, guestCookieValues } from "#app/utils/guest-cookies.server.ts";

export const ACCESS_COOKIE = "kv_seguro";
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function accessCookie(policyNumber: string, token: string): string {
  return guestCookie(ACCESS_COOKIE, `${policyNumber}.${token}`, { maxAgeSeconds: MAX_AGE_SECONDS });
}

/** The token this browser holds for `policyNumber`, or null. */
export function accessTokenFrom(cookieHeader: string | null, policyNumber: string): string | null {
  for (const value of guestCookieValues(cookieHeader, ACCESS_COOKIE)) {
    const dot = value.lastIndexOf(".");
    if (value.slice(0, dot) === policyNumber && TOKEN_PATTERN.test(value.slice(dot + 1))) return value.slice(dot + 1);
  }
  return null;
}

export const isAccessToken = (value: string | null): value is string => value !== null && TOKEN_PATTERN.test(value);
