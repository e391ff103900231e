import { desc, or, sql } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { computeOrderAmounts, ORDER_STATE_LABELS, orderBalance } from "#app/features/orders/index.ts";
import {
  cancellationRecordOf,
  itemsCancellableAlone,
  loadOrder,
  orderCancellation,
  orderItemCancellation,
  orderHistory,
  orderPaymentSummary,
  orderProduct,
} from "#app/features/orders/index.server.ts";
import { paymentsOf, refundsOf } from "#app/features/payments/index.server.ts";
import {
  ORDER_PAYABLE,
  type Order,
  type OrderActor,
  type OrderAmounts,
  type OrderState,
} from "#app/features/orders/order-contract.ts";
import { auditOfEntity } from "#app/features/staff/audit.server.ts";
import { orderIdByCode } from "./order-desk-queries.server.ts";

export const ORDER_ENTITY = "order";

const ACTOR_LABELS: Record<OrderActor, string> = {
  customer: "cliente",
  system: "sistema",
  payment: "pasarela de pago",
  staff: "personal",
};
const EVENT_TYPE_LABELS: Record<string, string> = {
  adjustment: "Ajuste",
  payment: "Pago",
  item: "Producto",
  note: "Nota",
  refund: "Reembolso",
  email: "Correo",
};
const EMAIL_STATUS_LABELS: Record<"pending" | "sending" | "sent" | "failed", string> = {
  pending: "en cola",
  sending: "enviando",
  sent: "enviado",
  failed: "fallido",
};

/** The e-mails queued for an order (its code in the metadata, or its id in the dedupe key), newest first. */
export async function emailsOfOrder(db: Db, order: Pick<Order, "id" | "code">) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      template: emailOutbox.template,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      documents: sql<number | string>`(select count(*) from email_outbox_attachments as a
        where a.outbox_id = "email_outbox"."id" and a.content_type = 'application/pdf')`,
    })
    .from(emailOutbox)
    .where(
      or(
        sql`${emailOutbox.metadata}->>'bookingCode' = ${order.code}`,
        sql`${emailOutbox.metadata}->>'orderCode' = ${order.code}`,
        sql`${emailOutbox.dedupeKey} like ${`%${order.id}%`}`,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    hasDocument: Number(row.documents) > 0,
    statusLabel: EMAIL_STATUS_LABELS[row.status],
  }));
}

const textOf = (after: unknown): string => {
  const text = (after as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
};

/** The detail of an order for the desk: the order, its amounts, ledger, refunds, e-mails, history and notes. */
export async function orderForDesk(code: string, db: Db = getDb(), now = new Date()) {
  const id = await orderIdByCode(code, db);
  const order = id ? await loadOrder(db, id) : null;
  if (!order) return null;
  const amounts: OrderAmounts = computeOrderAmounts(order);
  const payable = { kind: ORDER_PAYABLE, id: order.id };
  const [summary, payments, refunds, emails, history, audit] = await Promise.all([
    orderPaymentSummary(db, order),
    paymentsOf(db, payable),
    refundsOf(db, payable),
    emailsOfOrder(db, order),
    orderHistory(db, order.id),
    auditOfEntity(db, ORDER_ENTITY, order.id),
  ]);
  const items = order.items.map((item) => {
    const product = orderProduct(item.product);
    return {
      item,
      description: product?.describe(item, { order, audience: "staff" }) ?? null,
      documents: product?.documents(item, { order }) ?? [],
      amounts: amounts.items.find((entry) => entry.itemId === item.id) ?? null,
    };
  });
  const cancellable = order.state === "paid" || order.state === "fulfilled";
  return {
    order,
    version: order.updatedAt,
    amounts,
    items,
    summary,
    payments,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      retainedMinor: refund.retainedMinor,
      commissionMinor: refund.commissionMinor,
      reason: refund.reason,
      detail: refund.detail,
      cancellation: cancellationRecordOf(refund)?.figures ?? null,
      paidOn: refund.paidOn,
      paidReference: refund.paidReference,
      paidMinor: refund.paidMinor,
      providerRefunds: refund.providerRefunds,
      createdAt: refund.createdAt.toISOString(),
    })),
    emails,
    history: history.map((event) => ({
      id: event.id,
      type: event.type,
      fromState: event.fromState,
      toState: event.toState,
      actor: event.actor,
      // The history in the staff's words, written here so the page's script carries no label tables.
      what: event.toState
        ? ORDER_STATE_LABELS[event.toState as OrderState]
        : (EVENT_TYPE_LABELS[event.type] ?? event.type),
      by: ACTOR_LABELS[event.actor],
      note: event.note,
      at: event.at.toISOString(),
    })),
    notes: audit
      .filter((entry) => entry.action === "orders.note")
      .map((entry) => ({
        id: entry.id,
        by: entry.actorEmail,
        at: entry.at.toISOString(),
        text: textOf(entry.after),
      })),
    audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    cancellation: cancellable ? await orderCancellation(db, order, now) : null,
    // Each item in force of an order of several, cancelled alone by the same computation (decision 063).
    itemCancellations: await Promise.all(
      itemsCancellableAlone(order).map(async (itemId) => ({
        itemId,
        title: items.find((entry) => entry.item.id === itemId)?.description?.title ?? "Servicio",
        outcome: await orderItemCancellation(db, order, itemId, now),
      })),
    ),
    balance: orderBalance(summary.paidMinor, refunds),
    pendingCash: summary.pendingCash,
  };
}

export type OrderDeskDetail = NonNullable<Awaited<ReturnType<typeof orderForDesk>>>;
