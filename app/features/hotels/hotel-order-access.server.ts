/**
 * Who may see a hotel order: its signed-in owner, or the browser that made it (an opaque random token in an
 * HttpOnly cookie; the order keeps only its hash). Anyone else gets "not found".
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";

const SECURE_COOKIE = "__Host-kv_hotel";
const DEV_COOKIE = "kv_hotel";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The browser keeps access to its hotel orders for 90 days (then: Mis reservas or the account). */
const MAX_AGE_SECONDS = 90 * 24 * 3600;

const secure = () => process.env.NODE_ENV !== "development";

function tokenFrom(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SECURE_COOKIE || name === DEV_COOKIE) {
      const value = rest.join("=");
      if (TOKEN.test(value)) return value;
    }
  }
  return null;
}

/** What the order stores in `checkoutId` for the browser holding `token`. */
const browserKeyOf = (token: string) => `hotel:${createHash("sha256").update(token).digest("hex")}`;

/** The browser's key for a new order, and the cookie to set when the browser had none. */
export function browserKey(request: Request): { key: string; setCookie: string | null } {
  const known = tokenFrom(request);
  if (known) return { key: browserKeyOf(known), setCookie: null };
  const token = randomBytes(32).toString("base64url");
  const attributes = `Path=/; Max-Age=${String(MAX_AGE_SECONDS)}; HttpOnly; SameSite=Lax${secure() ? "; Secure" : ""}`;
  return { key: browserKeyOf(token), setCookie: `${secure() ? SECURE_COOKIE : DEV_COOKIE}=${token}; ${attributes}` };
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
