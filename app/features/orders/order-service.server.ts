/**
 * The order core's service (issue 31): reading an order whole (writing one: placement/), state moves with their
 * events, the exchange rate an order is fixed at, and what the payments ledger says it paid.
 * Imports no product: products come through order-products.server.ts.
 */
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { orderAdjustments, orderEvents, orderItemLines, orderItems, orders } from "#server/db/schema/orders.ts";
import { payments } from "#server/db/schema/payments.ts";
import { todayInLima } from "#app/utils/dates.ts";
import {
  ORDER_PAYABLE,
  type CurrencyCode,
  type ExchangeRate,
  type ItemState,
  type Order,
  type OrderActor,
  type OrderItem,
  type OrderPaymentSummary,
  type OrderState,
} from "./order-contract.ts";
import { computeOrderAmounts } from "./order-money.ts";
import { canTransitionItem, canTransitionOrder } from "./order-states.ts";

type Reader = Pick<Db, "select">;

/** USD -> PEN used when no dated rate is on file (dated today, source "config"); a constant, not a setting. */
export const DEFAULT_USD_PEN_RATE = "3.7450";

/** The USD -> PEN rate an order is fixed at now: the latest dated rate up to today (Lima), or the configured default. */
export async function orderExchangeRate(db: Reader, now = new Date()): Promise<ExchangeRate> {
  const today = todayInLima(now);
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currencyFrom, "USD"),
        eq(exchangeRates.currencyTo, "PEN"),
        lte(exchangeRates.effectiveDate, today),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveDate), desc(exchangeRates.createdAt))
    .limit(1);
  if (!row) return { from: "USD", to: "PEN", value: DEFAULT_USD_PEN_RATE, date: today, source: "config" };
  return { from: "USD", to: "PEN", value: row.amount, date: row.effectiveDate, source: row.source };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order whole (items with their lines in position order, every adjustment), or null. */
export async function loadOrder(db: Reader, id: string): Promise<Order | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const [orderList] = await ordersFromRows(db, [row]);
  return orderList ?? null;
}

/** Whole orders of several order rows, in the rows' order (three queries whatever the count). */
export async function ordersFromRows(db: Reader, rows: Array<typeof orders.$inferSelect>): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const itemIds = itemRows.map((item) => item.id);
  const [lineRows, adjustmentRows] = await Promise.all([
    itemIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(orderItemLines)
          .where(inArray(orderItemLines.itemId, itemIds))
          .orderBy(asc(orderItemLines.position)),
    db
      .select()
      .from(orderAdjustments)
      .where(inArray(orderAdjustments.orderId, ids))
      .orderBy(asc(orderAdjustments.createdAt)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    state: row.state,
    owner: { userId: row.userId, email: row.contactEmail },
    contact: row.contact,
    invoice: row.invoice,
    travellers: row.travellers,
    chargeCurrency: row.chargeCurrency as CurrencyCode,
    referenceCurrency: row.referenceCurrency as CurrencyCode,
    exchangeRate: { from: "USD", to: "PEN", value: row.rateValue, date: row.rateDate, source: row.rateSource },
    items: itemRows
      .filter((item) => item.orderId === row.id)
      .map((item): OrderItem => ({
        id: item.id,
        orderId: item.orderId,
        product: item.product,
        state: item.state,
        position: item.position,
        currency: item.currency as CurrencyCode,
        lines: lineRows
          .filter((line) => line.itemId === item.id)
          .map(({ kind, code, label, quantity, unitMinor, amountMinor }) => ({
            kind,
            code,
            label,
            quantity,
            unitMinor,
            amountMinor,
          })),
        subtotalMinor: item.subtotalMinor,
        travellerIndexes: item.travellerIndexes,
        details: item.details,
        supplierRef: item.supplierRef,
        holdExpiresAt: item.holdExpiresAt?.toISOString() ?? null,
        priceValidUntil: item.priceValidUntil?.toISOString() ?? null,
      })),
    adjustments: adjustmentRows
      .filter((adjustment) => adjustment.orderId === row.id)
      .map((adjustment) => ({
        id: adjustment.id,
        kind: adjustment.kind,
        rule: adjustment.rule,
        label: adjustment.label,
        reason: adjustment.reason,
        promoCode: adjustment.promoCode,
        itemId: adjustment.itemId,
        active: adjustment.active,
        createdAt: adjustment.createdAt.toISOString(),
      })),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Locks the order row (FOR UPDATE) and answers its state, or null. */
export async function lockOrder(tx: Tx, id: string): Promise<{ state: OrderState } | null> {
  if (!UUID.test(id)) return null;
  const [row] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

/**
 * Moves an order from `from` to `to` if it is in `from` now (conditional update + event row). False when someone
 * moved it first; throws for a move the life cycle forbids.
 */
export async function transitionOrder(
  tx: Tx,
  id: string,
  from: OrderState,
  to: OrderState,
  actor: OrderActor,
  note: string | null = null,
): Promise<boolean> {
  if (!canTransitionOrder(from, to)) throw new Error(`order transition ${from} -> ${to} is not allowed`);
  const ending = to !== "held" && to !== "pending_payment";
  const updated = await tx
    .update(orders)
    .set({ state: to, updatedAt: sql`now()`, ...(ending ? { holdExpiresAt: null } : {}) })
    .where(and(eq(orders.id, id), eq(orders.state, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await tx.insert(orderEvents).values({ orderId: id, type: "state", fromState: from, toState: to, actor, note });
  return true;
}

/** Moves an item if it is in one of `from` now; false otherwise. */
export async function transitionItem(
  tx: Tx,
  itemId: string,
  from: readonly ItemState[],
  to: ItemState,
  supplierRef?: string | null,
): Promise<boolean> {
  const allowed = from.filter((state) => canTransitionItem(state, to));
  if (allowed.length === 0) return false;
  const updated = await tx
    .update(orderItems)
    .set({
      state: to,
      updatedAt: sql`now()`,
      ...(to === "held" ? {} : { holdExpiresAt: null }),
      ...(supplierRef === undefined ? {} : { supplierRef }),
    })
    .where(and(eq(orderItems.id, itemId), inArray(orderItems.state, allowed)))
    .returning({ id: orderItems.id });
  return updated.length > 0;
}

/** Moves an unpaid order's hold end, and its held items', to `until` (a cash code's deadline). */
export async function extendOrderHold(tx: Tx, orderId: string, until: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ holdExpiresAt: until, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.state, ["held", "pending_payment"])));
  await tx
    .update(orderItems)
    .set({ holdExpiresAt: until, updatedAt: sql`now()` })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.state, "held")));
}

/** Records a free event (payment, adjustment, item) in the order's history. */
export async function recordOrderEvent(
  tx: Tx,
  orderId: string,
  type: string,
  actor: OrderActor,
  note: string | null,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, type, actor, note });
}

/** The order's history, oldest first. */
export async function orderHistory(db: Reader, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/**
 * What the payments ledger says: the kept approved payments (never more than one: payments' unique index), any
 * approval beyond it as an overpayment with its refund due, and a pending cash code.
 */
export async function orderPaymentSummary(db: Reader, order: Order): Promise<OrderPaymentSummary> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, ORDER_PAYABLE), eq(payments.payableId, order.id)))
    .orderBy(asc(payments.createdAt));
  const approved = rows.filter((row) => row.status === "approved" || row.status === "refunded");
  const kept = approved.filter((row) => !row.needsRefund && row.status === "approved");
  const paidMinor = kept.reduce((sum, row) => sum + row.amountMinor, 0);
  const total = computeOrderAmounts(order).total.chargeMinor;
  const cash = rows.find(
    (row) => row.method === "cash" && row.status === "pending" && row.cashCode && row.cashExpiresAt,
  );
  return {
    paidMinor,
    dueMinor: Math.max(0, total - paidMinor),
    overpayments: approved
      .filter((row) => row.needsRefund)
      .map((row) => ({
        paymentId: row.id,
        amountMinor: row.amountMinor,
        refundDueMinor: row.status === "refunded" ? 0 : row.amountMinor - (row.refundedAmountMinor ?? 0),
        reason: row.refundReason ?? "duplicate_charge",
      })),
    pendingCash:
      cash?.cashCode && cash.cashExpiresAt
        ? {
            code: cash.cashCode,
            amountMinor: cash.amountMinor,
            currency: cash.currency,
            expiresAt: cash.cashExpiresAt.toISOString(),
          }
        : null,
  };
}
