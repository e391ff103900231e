/**
 * The orders desk's writes. Each runs in one transaction with its audit entry (before/after), goes through the order
 * core, its product port and the payments ledger (never the product's tables), and the state-changing ones first
 * claim the version (updated_at) the page was built from: a second editor gets a conflict instead of a double action.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { formatDual } from "#app/features/orders/index.ts";
import {
  cancellationRecordOf,
  cancelOrderItemWithRefund,
  cancelOrderWithRefund,
  claimOrderVersion,
  loadOrder,
  lockOrder,
  queueRefundPaidEmail,
  recordOrderEvent,
} from "#app/features/orders/index.server.ts";
import { markRefundPaid, recordCashReceived } from "#app/features/payments/index.server.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { EARLIEST_DATE, isDateWithin } from "#app/utils/date-rules.ts";
import { formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { ORDER_ENTITY, emailsOfOrder } from "./order-desk.server.ts";

export const CONFLICT_MESSAGE =
  "Alguien cambió este pedido mientras lo veías. Revisa los datos actuales y vuelve a intentarlo.";

type Target = { id: string; code: string; state: string };

async function claim(tx: Tx, order: Target, version: string): Promise<void> {
  if (!(await claimOrderVersion(tx, order.id, version))) {
    throw new AppError("CONFLICT", CONFLICT_MESSAGE, { reason: "version" });
  }
}

async function stateOf(tx: Tx, id: string) {
  return (await lockOrder(tx, id))?.state ?? null;
}

/**
 * A cash payment received at the counter: recorded as its own payment, approved as a bank's notification would be;
 * the pending code is voided at its provider, and should the bank still take it, that is an overpayment due back.
 */
export async function markCashReceived(
  order: Target,
  input: { version: string; reference: string },
  actor: AuditActor,
  db: Db = getDb(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await claim(tx, order, input.version);
    const before = await stateOf(tx, order.id);
    const result = await recordCashReceived(tx, { kind: ORDER_PAYABLE, id: order.id }, `staff:${actor.email}`);
    if (result.outcome === "already_paid") throw new AppError("CONFLICT", "Este pedido ya está pagado.");
    if (result.outcome === "no_cash_code") {
      throw new AppError("CONFLICT", "Este pedido no tiene un código de pago en efectivo pendiente.");
    }
    await recordOrderEvent(
      tx,
      order.id,
      "payment",
      "staff",
      `Pago en efectivo recibido, referencia ${input.reference}`,
    );
    const after = await stateOf(tx, order.id);
    await recordAudit(tx, actor, {
      action: "orders.cash",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      before: { state: before },
      after: {
        state: after,
        paymentId: result.paymentId,
        outcome: result.outcome,
        reference: input.reference,
        voided: result.voided,
      },
    });
    return result.outcome === "applied"
      ? "Pago en efectivo registrado: el pedido está pagado y su código de pago quedó anulado."
      : "El pago quedó registrado para devolución: el pedido ya no podía cobrarse.";
  });
}

/** Cancels one item of a paid order of several by its rule (decision 063): the customer's computation and e-mail. */
export async function cancelOrderItem(
  order: Target,
  input: { version: string; itemId: string; reason: string },
  actor: AuditActor,
  db: Db = getDb(),
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await claim(tx, order, input.version);
    const before = await stateOf(tx, order.id);
    const note = `Anulado por ${actor.email}: ${input.reason}`;
    const context = { actor: "staff" as const, now, note, motive: input.reason };
    const { record, orderCancelled } = await cancelOrderItemWithRefund(tx, order.id, input.itemId, context);
    const { figures } = record;
    await recordAudit(tx, actor, {
      action: "orders.cancel",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      before: { state: before },
      after: {
        state: orderCancelled ? "cancelled" : before,
        itemId: input.itemId,
        reason: input.reason,
        paidMinor: figures.paid.chargeMinor,
        retainedMinor: figures.retained.chargeMinor + figures.kept.chargeMinor,
        commissionMinor: figures.commission.chargeMinor,
        refundDueMinor: figures.refund.chargeMinor,
        currency: figures.chargeCurrency,
        refundId: record.refundId,
      },
    });
    const what = orderCancelled ? "Era el último servicio: pedido anulado." : "Servicio anulado.";
    return `${what} Reembolso de ${formatDual(figures, figures.refund)}; le enviamos el detalle al cliente por correo.`;
  });
}

/** Cancels a paid order under each item's penalty rules and records the refund due in the refunds ledger. */
export async function cancelOrder(
  order: Target,
  input: { version: string; reason: string },
  actor: AuditActor,
  db: Db = getDb(),
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await claim(tx, order, input.version);
    const before = await stateOf(tx, order.id);
    const note = `Anulado por ${actor.email}: ${input.reason}`;
    const { figures, refundId } = await cancelOrderWithRefund(tx, order.id, {
      actor: "staff",
      now,
      note,
      motive: input.reason,
    });
    await recordAudit(tx, actor, {
      action: "orders.cancel",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      before: { state: before },
      after: {
        state: "cancelled",
        reason: input.reason,
        paidMinor: figures.paid.chargeMinor,
        retainedMinor: figures.retained.chargeMinor + figures.kept.chargeMinor,
        commissionMinor: figures.commission.chargeMinor,
        refundDueMinor: figures.refund.chargeMinor,
        currency: figures.chargeCurrency,
        refundId,
      },
    });
    const refund = formatDual(figures, figures.refund);
    return figures.refund.chargeMinor > 0
      ? `Pedido anulado. Reembolso de ${refund} pendiente de pago; le enviamos el detalle al cliente por correo.`
      : "Pedido anulado. No hay monto a devolver; le enviamos el detalle al cliente por correo.";
  });
}

/**
 * Records that a due refund was paid back (its date and the transfer's reference). The date lies between the order's
 * day and today, in Lima.
 */
export async function recordRefundPaid(
  order: Target,
  input: { version: string; refundId: string; paidOn: string; reference: string },
  actor: AuditActor,
  db: Db = getDb(),
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const placed = await loadOrder(tx, order.id);
    const orderedOn = placed ? todayInLima(new Date(placed.createdAt)) : EARLIEST_DATE;
    if (!isDateWithin(input.paidOn, { min: orderedOn, max: todayInLima(now) })) {
      const message = `La fecha de pago debe estar entre el ${formatDateShort(orderedOn)} (fecha del pedido) y hoy.`;
      throw new AppError("INVALID_DATA", message, { issues: [{ path: "paidOn", message }] });
    }
    await claim(tx, order, input.version);
    const paid = await markRefundPaid(tx, {
      payable: { kind: ORDER_PAYABLE, id: order.id },
      refundId: input.refundId,
      paidOn: input.paidOn,
      reference: input.reference,
    });
    if (!paid || !paid.paidOn || !paid.paidReference) {
      throw new AppError("CONFLICT", "Ese reembolso ya estaba registrado como pagado.");
    }
    if (placed) {
      await queueRefundPaidEmail(tx, placed, {
        id: paid.id,
        amountMinor: paid.amountMinor,
        paidOn: paid.paidOn,
        paidReference: paid.paidReference,
        figures: cancellationRecordOf(paid)?.figures ?? null,
      });
    }
    await recordOrderEvent(
      tx,
      order.id,
      "refund",
      "staff",
      `Reembolso pagado el ${input.paidOn}, referencia ${input.reference}`,
    );
    await recordAudit(tx, actor, {
      action: "orders.refund",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      before: { refundId: paid.id, paidOn: null, paidReference: null },
      after: {
        refundId: paid.id,
        amountMinor: paid.amountMinor,
        currency: paid.currency,
        paidOn: paid.paidOn,
        paidReference: paid.paidReference,
      },
    });
    return "Reembolso registrado como pagado; le avisamos al cliente por correo.";
  });
}

/** An internal note (staff only): audited with its author, and a line in the order's history. */
export async function addOrderNote(order: Target, text: string, actor: AuditActor, db: Db = getDb()): Promise<string> {
  return db.transaction(async (tx) => {
    await recordOrderEvent(tx, order.id, "note", "staff", "Nota interna");
    await recordAudit(tx, actor, {
      action: "orders.note",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      after: { text },
    });
    return "Nota guardada.";
  });
}

/** Queues one of the order's document e-mails (voucher, certificate) again, with the same attachments. */
export async function resendOrderEmail(
  order: Target,
  emailId: string,
  actor: AuditActor,
  db: Db = getDb(),
): Promise<string> {
  const mine = (await emailsOfOrder(db, order)).find((email) => email.id === emailId && email.hasDocument);
  if (!mine) throw new AppError("NOT_FOUND", "Ese correo no es de este pedido.");
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    if (!original) throw new AppError("NOT_FOUND", "Ese correo no es de este pedido.");
    const attachments = await tx
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, emailId))
      .orderBy(asc(emailOutboxAttachments.position));
    const dedupeKey = `${original.dedupeKey}:reenvio:${randomUUID()}`;
    await enqueueEmail(tx, {
      dedupeKey,
      template: original.template,
      to: original.toAddress,
      subject: original.subject,
      html: original.html,
      text: original.text,
      metadata: { ...original.metadata, resentFrom: original.id },
      attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
    await recordOrderEvent(tx, order.id, "email", "staff", `Correo reenviado: ${original.subject}`);
    await recordAudit(tx, actor, {
      action: "orders.resend",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      after: { emailId, dedupeKey, to: original.toAddress, subject: original.subject },
    });
    return `Correo reenviado a ${original.toAddress}.`;
  });
}

/** A write for a page: its success text, or the refusal's Spanish message with its status. */
export async function forPage(
  run: () => Promise<string>,
): Promise<{ ok: true; message: string } | { ok: false; message: string; status: number }> {
  try {
    return { ok: true, message: await run() };
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { ok: false, message: error.message, status: error.status };
    throw error;
  }
}
