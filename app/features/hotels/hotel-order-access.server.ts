/**
 * Who may see a hotel order: its signed-in owner, or the browser that made it (a random token signed by the server in
 * an HttpOnly guest cookie; the order keeps only the token's hash). Anyone else gets "not found". A token the server
 * did not sign is never adopted for a new order, so a planted cookie cannot make a visitor's order readable.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { guestCookie, guestCookieValues, sameSignature, signValue } from "#app/utils/guest-cookies.server.ts";
import { hotelCheckoutConfig } from "./hotel-config.server.ts";

export const BROWSER_COOKIE = "kv_hotel";
const VALUE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{32})$/;
/** The browser keeps access to its hotel orders for 90 days (then: Mis reservas or the account). */
const MAX_AGE_SECONDS = 90 * 24 * 3600;

const signatureOf = (token: string) => signValue(hotelCheckoutConfig().accessKey, `hotel-browser.${token}`);

/** The server-issued token of the request's browser cookie, or null (unsigned or forged values are ignored). */
function tokenFrom(request: Request): string | null {
  for (const value of guestCookieValues(request.headers.get("cookie"), BROWSER_COOKIE)) {
    const match = VALUE.exec(value);
    if (match?.[1] && match[2] && sameSignature(match[2], signatureOf(match[1]))) return match[1];
  }
  return null;
}

/** What the order stores in `checkoutId` for the browser holding `token`. */
const browserKeyOf = (token: string) => `hotel:${createHash("sha256").update(token).digest("hex")}`;

/** The browser's key for a new order, and the cookie to set when the browser had no server-issued one. */
export function browserKey(request: Request): { key: string; setCookie: string | null } {
  const known = tokenFrom(request);
  if (known) return { key: browserKeyOf(known), setCookie: null };
  const token = randomBytes(32).toString("base64url");
  const value = `${token}.${signatureOf(token)}`;
  return {
    key: browserKeyOf(token),
    setCookie: guestCookie(BROWSER_COOKIE, value, { maxAgeSeconds: MAX_AGE_SECONDS }),
  };
}

/** The hotel order `id` for whoever asks, or null. */
export async function readOwnHotelOrder(request: Request, user: SessionUser | null, id: string): Promise<Order | null> {
  const order = await loadOrder(getDb(), id);
  if (!order?.items.some((item) => item.product === "hotel")) return null;
  if (user && order.owner.userId === user.id) return order;
  const token = tokenFrom(request);
  if (!token) return null;
  const [row] = await getDb().select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, order.id));
  return row?.checkoutId === browserKeyOf(token) ? order : null;
}
