/**
 * Cancelling a paid order, for its owner and the desk alike: one computation (cancellation-figures.ts) on what was
 * actually paid, each item's penalty rule from its product, the figures recorded as one row of the refunds ledger
 * (refund, supplier retention and commission) and e-mailed to the customer. Also the desk's optimistic lock on an
 * order (its updated_at is the version a form carries).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import { AppError } from "#server/errors.ts";
import { recordRefundDue, refundsOf, type RefundRow } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE, type DualAmount, type Order, type OrderActor } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts, convert } from "#app/features/orders/order-money.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import {
  loadOrder,
  lockOrder,
  orderPaymentSummary,
  recordOrderEvent,
  transitionItem,
  transitionOrder,
} from "#app/features/orders/order-service.server.ts";
import { PAID_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { formatMoney } from "#app/utils/money.ts";
import {
  computeCancellation,
  type CancellationFigures,
  type CancellationInput,
  type CancellationOutcome,
} from "./cancellation-figures.ts";
import { queueCancellationEmail } from "./cancellation-emails.server.ts";

type Reader = Pick<Db, "select">;

/**
 * Claims the order at the version a form was built from: bumps updated_at when it still is that version (ISO time,
 * millisecond precision), and answers false when someone changed the order since. The row stays locked until commit.
 */
export async function claimOrderVersion(tx: Tx, orderId: string, version: string): Promise<boolean> {
  if (Number.isNaN(Date.parse(version))) return false;
  const updated = await tx
    .update(orders)
    .set({ updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(orders.id, orderId), sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${version}::timestamptz`))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export const NOT_PAID_MESSAGE = "Solo se puede anular un pedido pagado.";
export const CANCELLABLE_ITEMS = ["confirmed", "fulfilled"] as const;
export const isCancellable = (state: string) => (CANCELLABLE_ITEMS as readonly string[]).includes(state);

/**
 * What was actually paid and not given back yet: kept approved payments less the order's cancellation refunds, and
 * less the whole share of every item cancelled alone (decision 063: its refund, retention and commission are that
 * item's, not the remaining items'). The reference amount is the paid total's, less those shares' reference amounts,
 * so cancelling the items one by one adds up to what was paid in both currencies.
 */
export async function paidOf(db: Reader, order: Order): Promise<DualAmount> {
  const summary = await orderPaymentSummary(db, order);
  const rows = (await refundsOf(db, { kind: ORDER_PAYABLE, id: order.id })).filter(
    (row) => row.reason === "cancellation",
  );
  const itemRows = rows.filter((row) => row.itemId !== null);
  const refunded = rows.filter((row) => row.itemId === null).reduce((total, row) => total + row.amountMinor, 0);
  const grossMinor = Math.max(0, summary.paidMinor - refunded);
  // The order as it was paid: the items cancelled alone count again.
  const givenBack = new Set(itemRows.flatMap((row) => cancellationRecordOf(row)?.figures.only ?? [row.itemId]));
  const asPaid = order.items.map((item) => (givenBack.has(item.id) ? { ...item, state: "confirmed" as const } : item));
  const total = computeOrderAmounts({ ...order, items: asPaid }).total;
  const toReference = (minor: number) =>
    convert(minor, order.chargeCurrency, order.referenceCurrency, order.exchangeRate);
  const grossReference = grossMinor === total.chargeMinor ? total.referenceMinor : toReference(grossMinor);
  const consumed = itemRows.map((row) => {
    const figures = cancellationRecordOf(row)?.figures;
    const chargeMinor = row.amountMinor + row.retainedMinor + row.commissionMinor;
    return figures?.paid ?? { chargeMinor, referenceMinor: toReference(chargeMinor) };
  });
  return {
    chargeMinor: Math.max(0, grossMinor - consumed.reduce((sum, paid) => sum + paid.chargeMinor, 0)),
    referenceMinor: Math.max(0, grossReference - consumed.reduce((sum, paid) => sum + paid.referenceMinor, 0)),
  };
}

/** The computation's input: the order's live items, each with its subtotal and its product's rule. */
export function cancellationInputOf(order: Order, paid: DualAmount, now: Date): CancellationInput {
  const amounts = computeOrderAmounts(order);
  const items = order.items
    .filter((item) => isCancellable(item.state))
    .map((item) => {
      const product = orderProduct(item.product);
      return {
        itemId: item.id,
        product: item.product,
        title: product?.describe(item, { order, audience: "page" }).title ?? "Producto",
        subtotalMinor: amounts.items.find((entry) => entry.itemId === item.id)?.subtotal.chargeMinor ?? 0,
        rule: (paidMinor: number) =>
          product
            ? product.cancellationPenalty(item, { order, now, paidMinor })
            : { outcome: "refuse" as const, reason: "Este producto no admite anulación desde aquí." },
      };
    });
  return { ...order, paid, items };
}

/** What cancelling the order now would keep and give back (the customer's page and the desk show this). */
export async function orderCancellation(db: Reader, order: Order, now: Date): Promise<CancellationOutcome> {
  if (!PAID_ORDER_STATES.includes(order.state)) return { allowed: false, reason: NOT_PAID_MESSAGE };
  return computeCancellation(cancellationInputOf(order, await paidOf(db, order), now));
}

/**
 * Cancels a paid order: every item its rule cancels is cancelled by its product with the computed figures (a kept
 * item stays in force), then the order moves to cancelled. Refused (CONFLICT) when the order is not paid or its rules
 * refuse; nothing is changed then.
 */
export async function cancelPaidOrder(
  tx: Tx,
  orderId: string,
  context: { actor: OrderActor; now: Date; note: string },
): Promise<CancellationFigures> {
  const locked = await lockOrder(tx, orderId);
  const order = locked ? await loadOrder(tx, orderId) : null;
  if (!locked || !order || !PAID_ORDER_STATES.includes(locked.state)) {
    throw new AppError("CONFLICT", NOT_PAID_MESSAGE, { reason: "not_paid" });
  }
  const outcome = computeCancellation(cancellationInputOf(order, await paidOf(tx, order), context.now));
  if (!outcome.allowed) throw new AppError("CONFLICT", outcome.reason, { reason: "item_not_cancellable" });
  const { figures } = outcome;
  for (const line of figures.items) {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    const product = item ? orderProduct(item.product) : null;
    if (line.outcome !== "cancel" || !item || !product) continue;
    const applied = {
      paidMinor: line.paid.chargeMinor,
      retainedMinor: line.retained.chargeMinor,
      refundMinor: line.refundMinor,
    };
    await product.cancel(tx, item, { order, now: context.now, actor: context.actor, applied });
    await transitionItem(tx, item.id, CANCELLABLE_ITEMS, "cancelled");
  }
  // A product may move the order along with its own record (a flight's booking does): then only the note is added.
  if (!(await transitionOrder(tx, orderId, locked.state, "cancelled", context.actor, context.note))) {
    if ((await lockOrder(tx, orderId))?.state !== "cancelled") {
      throw new AppError("CONFLICT", NOT_PAID_MESSAGE, { reason: "not_paid" });
    }
    await recordOrderEvent(tx, orderId, "note", context.actor, context.note);
  }
  return figures;
}

export type RecordedCancellation = { figures: CancellationFigures; refundId: string | null };

/**
 * Every cancellation of a paid order, whoever asks (its owner, staff): cancelPaidOrder, then its figures as one row
 * of the refunds ledger (refund due, supplier retention, commission) and the customer's e-mail with the same figures.
 * Inside the caller's transaction.
 */
export async function cancelOrderWithRefund(
  tx: Tx,
  orderId: string,
  context: { actor: OrderActor; now: Date; note: string; motive: string },
): Promise<RecordedCancellation> {
  const figures = await cancelPaidOrder(tx, orderId, context);
  const refund = await recordRefundDue(tx, {
    payable: { kind: ORDER_PAYABLE, id: orderId },
    amount: { amountMinor: figures.refund.chargeMinor, currency: figures.chargeCurrency },
    retainedMinor: figures.retained.chargeMinor + figures.kept.chargeMinor,
    commissionMinor: figures.commission.chargeMinor,
    reason: "cancellation",
    detail: { figures, motive: context.motive, cancelledBy: context.actor },
  });
  // The desk's history shows this note as it is: the staff's words.
  const money = (minor: number) => formatMoney(minor, figures.chargeCurrency, { alwaysDecimals: true });
  const { refund: back, retained, kept, commission } = figures;
  await recordOrderEvent(
    tx,
    orderId,
    "refund",
    context.actor,
    `Reembolso por devolver ${money(back.chargeMinor)} · retenido por proveedores ${money(retained.chargeMinor + kept.chargeMinor)} · comisión ${money(commission.chargeMinor)}`,
  );
  const order = await loadOrder(tx, orderId);
  if (order) await queueCancellationEmail(tx, order, figures, context.actor);
  return { figures, refundId: refund?.id ?? null };
}

/** The figures a cancellation recorded (its ledger row's), with the refund's payment once staff registered it. */
export type CancellationRecord = {
  figures: CancellationFigures;
  refundId: string;
  paidOn: string | null;
  paidReference: string | null;
};

/** The order's recorded cancellation (of the order, not of one item alone), or null when it has none. */
export async function recordedCancellation(db: Reader, orderId: string): Promise<CancellationRecord | null> {
  const rows = await refundsOf(db, { kind: ORDER_PAYABLE, id: orderId });
  const row = rows.findLast((candidate) => candidate.reason === "cancellation" && candidate.itemId === null);
  return row ? cancellationRecordOf(row) : null;
}

/** A ledger row's cancellation figures, or null when the row is not a cancellation recorded with them. */
export function cancellationRecordOf(row: RefundRow): CancellationRecord | null {
  const figures = (row.detail as { figures?: CancellationFigures }).figures;
  if (row.reason !== "cancellation" || !figures?.paid) return null;
  return { figures, refundId: row.id, paidOn: row.paidOn, paidReference: row.paidReference };
}
