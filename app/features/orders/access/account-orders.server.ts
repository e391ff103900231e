/** The orders a signed-in account sees, of every product, as 'Mis reservas' lists them (upcoming first). */
import { desc } from "drizzle-orm";
import type { Db } from "#db";
import type { SessionUser } from "#request-context";
import { orders } from "#server/db/schema/orders.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { Order, OrderState, ProductKind } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts, referenceText } from "#app/features/orders/order-money.ts";
import { formatCharge, formatDual } from "#app/features/orders/order-format.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { orderPaymentSummary, ordersFromRows } from "#app/features/orders/order-service.server.ts";
import {
  ENDED_ORDER_STATES,
  ORDER_STATE_LABELS,
  PAID_ORDER_STATES,
  PAYABLE_ORDER_STATES,
} from "#app/features/orders/order-states.ts";
import type { CancellationFigures } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import { cancellationSummary } from "#app/features/orders/lifecycle/cancellation-text.ts";
import { orderCancellation, recordedCancellation } from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import { NOTHING_CHARGED_MESSAGE } from "#app/features/orders/lifecycle/unpaid-cancellation.server.ts";
import { accountOrdersCondition, orderPagePath } from "./order-access.server.ts";

/** What the list says of an order's money: the core's total in both currencies, or what its cancellation gave back. */
export type AccountOrderMoney =
  | { kind: "total"; total: string; reference: string }
  | { kind: "refund"; summary: string; refund: string }
  /** It ended (cancelled, expired) without any payment: no total is owed and nothing comes back. */
  | { kind: "uncharged"; note: string };

/** One order of the account's list: what its main product says of itself and where its page is. */
export type AccountOrderEntry = {
  id: string;
  code: string;
  product: ProductKind;
  title: string;
  subtitle: string;
  /** The first facts of the description ('Entrada …', 'Tramo 1 …'). */
  facts: Array<{ label: string; value: string }>;
  state: OrderState;
  stateLabel: string;
  /** The local date the service begins (yyyy-mm-dd), when the product says it. */
  startDate: string | null;
  money: AccountOrderMoney;
  href: string;
  /**
   * How its owner may cancel it from the list now: "paid" (every item's rule allows it, with the core's figures),
   * "unpaid" (nothing was charged: the holds go back, nothing to refund), or null.
   */
  cancellation: "paid" | "unpaid" | null;
};

const LIST_LIMIT = 50;

/** The account's orders (its user id, or its verified e-mail), newest first. */
async function ordersOfAccount(db: Pick<Db, "select">, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(accountOrdersCondition(userId))
    .orderBy(desc(orders.createdAt))
    .limit(LIST_LIMIT);
  return ordersFromRows(db, rows);
}

/** What a cancelled order shows: paid, retained and refunded, never its total (no longer a price). */
function refundMoney(figures: CancellationFigures): AccountOrderMoney {
  return { kind: "refund", summary: cancellationSummary(figures), refund: formatDual(figures, figures.refund) };
}

function totalMoney(order: Order): AccountOrderMoney {
  const amounts = computeOrderAmounts(order);
  return {
    kind: "total",
    total: formatCharge(amounts, amounts.total.chargeMinor),
    reference: referenceText(amounts, amounts.total.referenceMinor),
  };
}

/** An order without a recorded cancellation: its total, or, ended with no payment kept, that nothing was charged. */
async function unrefundedMoney(db: Pick<Db, "select">, order: Order): Promise<AccountOrderMoney> {
  if (!ENDED_ORDER_STATES.includes(order.state)) return totalMoney(order);
  const payments = await orderPaymentSummary(db, order);
  const charged = payments.paidMinor > 0 || payments.overpayments.length > 0;
  return charged ? totalMoney(order) : { kind: "uncharged", note: NOTHING_CHARGED_MESSAGE };
}

async function listCancellation(db: Pick<Db, "select">, order: Order, now: Date): Promise<"paid" | "unpaid" | null> {
  if (PAYABLE_ORDER_STATES.includes(order.state)) return "unpaid";
  if (PAID_ORDER_STATES.includes(order.state)) return (await orderCancellation(db, order, now)).allowed ? "paid" : null;
  return null;
}

/** Upcoming orders first (soonest first), then past, ended or undated ones (latest first). */
export function upcomingFirst<T extends Pick<AccountOrderEntry, "state" | "startDate">>(
  entries: T[],
  today: string,
): T[] {
  const upcoming = (entry: T) =>
    entry.startDate !== null && entry.startDate >= today && !ENDED_ORDER_STATES.includes(entry.state);
  const soon = entries.filter(upcoming).sort((a, b) => (a.startDate ?? "").localeCompare(b.startDate ?? ""));
  const rest = entries.filter((entry) => !upcoming(entry));
  // A stable sort keeps the newest-first order of the query among orders without a date.
  rest.sort((a, b) => (b.startDate ?? "").localeCompare(a.startDate ?? ""));
  return [...soon, ...rest];
}

/** The account's orders (its user id, or its verified e-mail), each with a registered page; upcoming first. */
export async function accountOrders(
  db: Pick<Db, "select">,
  userId: string,
  now = new Date(),
): Promise<AccountOrderEntry[]> {
  const entries: AccountOrderEntry[] = [];
  for (const order of await ordersOfAccount(db, userId)) {
    const main = order.items[0];
    const product = main ? orderProduct(main.product) : null;
    const href = orderPagePath(order);
    if (!main || !product || !href) continue;
    const description = product.describe(main, { order, audience: "page" });
    const record = order.state === "cancelled" ? await recordedCancellation(db, order.id) : null;
    entries.push({
      id: order.id,
      code: order.code,
      product: main.product,
      title: description.title,
      subtitle: description.subtitle,
      facts: description.facts.slice(0, 2),
      state: order.state,
      stateLabel: ORDER_STATE_LABELS[order.state],
      startDate: description.startDate ?? null,
      money: record ? refundMoney(record.figures) : await unrefundedMoney(db, order),
      href,
      cancellation: await listCancellation(db, order, now),
    });
  }
  return upcomingFirst(entries, todayInLima(now));
}

/**
 * An order as the account API lists it (`GET /api/v1/me/bookings`; the browser keeps the list as 'bookings', SPEC
 * 2.1, and analytics reads whether it is empty). Of every product; no traveller data.
 */
export type AccountBooking = {
  id: string;
  /** The reservation code the visitor quotes (SPEC 3 'Reserva'). */
  reference: string;
  product: ProductKind;
  description: string;
  status: "pending-payment" | "confirmed" | "cancelled";
  /** The order's total as the core computes it, in its charge currency. */
  total: { amountMinor: number; currency: string };
  /** ISO timestamp. */
  createdAt: string;
  travelDate: string | null;
};

const API_STATUS: Record<OrderState, AccountBooking["status"]> = {
  held: "pending-payment",
  pending_payment: "pending-payment",
  paid: "confirmed",
  fulfilled: "confirmed",
  expired: "cancelled",
  cancelled: "cancelled",
};

/** The account's orders (its user id, or its verified e-mail) for the API, newest first. */
export async function accountBookings(db: Pick<Db, "select">, userId: string): Promise<AccountBooking[]> {
  return (await ordersOfAccount(db, userId)).flatMap((order) => {
    const main = order.items[0];
    const product = main ? orderProduct(main.product) : null;
    if (!main || !product) return [];
    const description = product.describe(main, { order, audience: "page" });
    return [
      {
        id: order.id,
        reference: order.code,
        product: main.product,
        description: description.title,
        status: API_STATUS[order.state],
        total: { amountMinor: computeOrderAmounts(order).total.chargeMinor, currency: order.chargeCurrency },
        createdAt: order.createdAt,
        travelDate: description.startDate ?? null,
      },
    ];
  });
}

/** A signed-in visitor's orders of every product (guests: none), for 'Mis reservas' and the profile. */
export async function ordersOfVisitor(
  db: Pick<Db, "select">,
  user: Pick<SessionUser, "id"> | null,
): Promise<AccountOrderEntry[]> {
  return user ? accountOrders(db, user.id) : [];
}
