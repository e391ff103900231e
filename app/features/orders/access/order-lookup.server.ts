/**
 * Guests' 'Mis reservas': any order found by its code and contact e-mail, limited per IP and per code, with one
 * answer for every miss (wrong code, wrong e-mail, an order without a page). A hit grants this browser the order
 * for half an hour (order-grants.server.ts): the e-mail never travels in a URL.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { orders } from "#server/db/schema/orders.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { orderPagePath } from "./order-access.server.ts";
import { grantOrder } from "./order-grants.server.ts";
import { LOOKUP_MESSAGES, OrderLookupSchema, type LookupFailure } from "./order-lookup-schemas.ts";

export const LOOKUP_RULES = {
  perIp: { name: "orders.lookup.ip", max: 20, timeWindowMs: 15 * 60_000 },
  perCode: { name: "orders.lookup.code", max: 5, timeWindowMs: 15 * 60_000 },
} satisfies Record<string, AttemptRule>;

const ORDER_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;

export type { LookupFailure };

export type LookupOutcome =
  | { ok: true; orderId: string; location: string; setCookie: string }
  | ({ ok: false; status: 200 | 400 } & LookupFailure);

/** The id of the order with this code and contact e-mail; a malformed code costs the same one query. */
export async function orderIdForCode(db: Pick<Db, "select">, code: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.code, ORDER_CODE.test(code) ? code : "------"), eq(orders.contactEmail, email)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The order `code` names when its contact e-mail is one of `emails` (a complaint's consumer, or a minor's guardian),
 * of any product; null otherwise. Says nothing of which e-mail matched.
 */
export async function orderIdForCodeAmong(
  db: Pick<Db, "select">,
  code: string,
  emails: string[],
): Promise<string | null> {
  const candidates = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (!ORDER_CODE.test(code) || candidates.length === 0) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.code, code), inArray(orders.contactEmail, candidates)))
    .limit(1);
  return row?.id ?? null;
}

/** Validates, counts the attempt (per IP and per code), looks up; on a hit, the order page and the grant cookie. */
export async function lookupOrder(
  db: Db,
  request: Request,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string; now?: Date },
): Promise<LookupOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 300) : "";
  };
  const values = { code: text("code"), email: text("email") };
  const parsed = OrderLookupSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: "Revisa los campos marcados.",
      errors: fieldErrors(parsed.error),
      values,
    };
  }
  const [byIp, byCode] = await Promise.all([
    options.limitAttempt(LOOKUP_RULES.perIp, options.clientIp),
    options.limitAttempt(LOOKUP_RULES.perCode, parsed.data.code),
  ]);
  if (!byIp.allowed || !byCode.allowed) {
    return { ok: false, status: 200, message: LOOKUP_MESSAGES.tooMany, errors: {}, values };
  }
  const id = await orderIdForCode(db, parsed.data.code, parsed.data.email);
  const order = id ? await loadOrder(db, id) : null;
  const location = order ? orderPagePath(order) : null;
  if (!order || !location) return { ok: false, status: 200, message: LOOKUP_MESSAGES.notFound, errors: {}, values };
  return { ok: true, orderId: order.id, location, setCookie: grantOrder(request, order.id, "lookup", options.now) };
}
