/**
 * Guest grants: which orders this browser may open without an account. One HttpOnly guest cookie
 * (`__Host-kv_orders` outside development) holds up to MAX_GRANTS server-signed grants `<order id>.<expiry>.<sig>`,
 * each as long as the way it was earned allows (GRANT_SECONDS). A value the server did not sign is ignored.
 */
import {
  clearedGuestCookie,
  guestCookie,
  guestCookieValues,
  sameSignature,
  signValue,
} from "#app/utils/guest-cookies.server.ts";
import { orderAccessConfig } from "./access-config.server.ts";

export const GRANT_COOKIE = "kv_orders";

/** How the browser earned the grant, and how long it lasts (decision 050). */
export const GRANT_SECONDS = {
  /** The browser that placed the order: through the trip, as the buyer expects. */
  purchase: 90 * 86_400,
  /** The e-mail's signed link: a day, then the link again (it stays valid LINK_DAYS). */
  link: 24 * 3600,
  /** Code + e-mail on /mis-reservas: half an hour, a shared computer forgets it soon. */
  lookup: 30 * 60,
} as const;

export type GrantSource = keyof typeof GRANT_SECONDS;

const MAX_GRANTS = 10;
const GRANT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,10})\.([\w-]{32})$/;

type Grant = { orderId: string; expiresSeconds: number };

const signatureOf = (orderId: string, expires: string) =>
  signValue(orderAccessConfig().key, `order-grant.${orderId}.${expires}`);

const cookieHeaderOf = (from: Request | string | null) =>
  typeof from === "string" || from === null ? from : from.headers.get("cookie");

/** The valid, unexpired grants of a Cookie header (or a request's), newest expiry first. */
function grantsOf(from: Request | string | null, now: Date): Grant[] {
  const grants = new Map<string, number>();
  for (const value of guestCookieValues(cookieHeaderOf(from), GRANT_COOKIE)) {
    for (const part of value.split("~")) {
      const match = GRANT.exec(part);
      if (!match?.[1] || !match[2] || !match[3] || !sameSignature(match[3], signatureOf(match[1], match[2]))) continue;
      const expiresSeconds = parseInt(match[2], 36);
      if (expiresSeconds * 1000 <= now.getTime()) continue;
      grants.set(match[1], Math.max(expiresSeconds, grants.get(match[1]) ?? 0));
    }
  }
  return [...grants].map(([orderId, expiresSeconds]) => ({ orderId, expiresSeconds })).sort(byExpiry);
}

const byExpiry = (a: Grant, b: Grant) => b.expiresSeconds - a.expiresSeconds;

/** The cookie of these grants, first ones first when more than MAX_GRANTS (the Max-Age of the longest). */
function cookieOf(grants: Grant[], now: Date): string {
  const kept = grants.slice(0, MAX_GRANTS).sort(byExpiry);
  if (kept.length === 0) return clearedGuestCookie(GRANT_COOKIE);
  const value = kept
    .map(({ orderId, expiresSeconds }) => {
      const expires = expiresSeconds.toString(36);
      return `${orderId}.${expires}.${signatureOf(orderId, expires)}`;
    })
    .join("~");
  const maxAgeSeconds = Math.max(1, (kept[0]?.expiresSeconds ?? 0) - Math.floor(now.getTime() / 1000));
  return guestCookie(GRANT_COOKIE, value, { maxAgeSeconds });
}

/** The Set-Cookie that adds a grant for `orderId` to those the request's browser already holds. */
export function grantOrder(from: Request | string | null, orderId: string, source: GrantSource, now = new Date()) {
  const id = orderId.toLowerCase();
  const expiresSeconds = Math.floor(now.getTime() / 1000) + GRANT_SECONDS[source];
  const held = grantsOf(from, now);
  const longer = held.find((grant) => grant.orderId === id && grant.expiresSeconds > expiresSeconds);
  // The order just granted always stays; the others by how long they have left.
  const others = held.filter((grant) => grant.orderId !== id);
  return cookieOf([longer ?? { orderId: id, expiresSeconds }, ...others], now);
}

/** The Set-Cookie that drops the grant for `orderId` and keeps the others ('Consultar otra reserva'). */
export function dropOrderGrant(from: Request | string | null, orderId: string, now = new Date()): string {
  return cookieOf(
    grantsOf(from, now).filter((grant) => grant.orderId !== orderId.toLowerCase()),
    now,
  );
}

/** Whether the request's browser holds a valid grant for `orderId`. */
export function hasOrderGrant(from: Request | string | null, orderId: string, now = new Date()): boolean {
  return grantsOf(from, now).some((grant) => grant.orderId === orderId.toLowerCase());
}
