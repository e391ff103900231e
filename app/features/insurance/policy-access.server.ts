/**
 * Who may open a policy's /conformidad page: the browser that bought it (an HttpOnly guest cookie with the policy's
 * access token, `__Host-kv_seguro` outside development) or whoever follows the e-mail's link (the same token, then
 * moved into the cookie and out of the URL). The token is the policy's own, compared with the stored one.
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
