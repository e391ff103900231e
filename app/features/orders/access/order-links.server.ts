/**
 * The signed link in every e-mail that names an order: `/mis-reservas/abrir?enlace=<order id>.<expiry>.<signature>`.
 * It opens the order in any browser until its expiry (LINK_DAYS after the e-mail was composed), whatever the order's
 * state; the token leaves the address bar at once (order-link-page.server.ts). Decision 050.
 */
import { sameSignature, signValue } from "#app/utils/guest-cookies.server.ts";
import { orderAccessConfig } from "./access-config.server.ts";

/** Long enough for a trip sold up to a year ahead and its documents afterwards. */
export const LINK_DAYS = 400;
export const ORDER_LINK_PATH = "/mis-reservas/abrir";

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,10})\.([\w-]{32})$/;

const signatureOf = (orderId: string, expires: string) =>
  signValue(orderAccessConfig().key, `order-link.${orderId}.${expires}`);

/** A link token for the order, valid LINK_DAYS from `now`. */
export function orderLinkToken(orderId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000 + LINK_DAYS * 86_400).toString(36);
  return `${orderId.toLowerCase()}.${expires}.${signatureOf(orderId.toLowerCase(), expires)}`;
}

/** The absolute URL an e-mail's 'Ver mi reserva' points at (on `siteUrl`, by default the configured site). */
export function orderLinkUrl(orderId: string, siteUrl = orderAccessConfig().siteUrl, now = new Date()): string {
  return `${siteUrl.replace(/\/$/, "")}${ORDER_LINK_PATH}?enlace=${orderLinkToken(orderId, now)}`;
}

/** The order id a token names when the server signed it and it has not expired; null for anything else. */
export function orderIdOfLink(token: string | null, now = new Date()): string | null {
  const match = TOKEN.exec(token ?? "");
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!sameSignature(match[3], signatureOf(match[1], match[2]))) return null;
  return parseInt(match[2], 36) * 1000 > now.getTime() ? match[1] : null;
}
