/**
 * "Devolver a la tarjeta": a due refund given back through the card payment's provider, whole or in part. The
 * provider is asked first, outside any transaction (it is another company's server), with a key made of the refund
 * and what was paid of it so far: a retried or double post asks the same refund again and the provider gives it once.
 * Then one transaction records it (ledger, payment, history, audit, the customer's e-mail), at the paid amount the
 * post read: the second of a double post records nothing.
 */
import { getDb, type Db } from "#db";
import { AppError } from "#server/errors.ts";
import { convert, formatDual } from "#app/features/orders/index.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import {
  cancellationRecordOf,
  claimOrderVersion,
  loadOrder,
  lockOrder,
  queueRefundPaidEmail,
  recordOrderEvent,
} from "#app/features/orders/index.server.ts";
import {
  cardRefundSource,
  recordPaymentRefund,
  recordProviderRefund,
  refundAtProvider,
  refundsOf,
  type CardRefundSource,
  type RefundRow,
} from "#app/features/payments/index.server.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { CONFLICT_MESSAGE } from "./order-desk-actions.server.ts";
import { ORDER_ENTITY } from "./order-desk.server.ts";

type Target = { id: string; code: string; state: string };

/** What the desk offers for a due refund of a card payment: up to what is due and the card can still give back. */
export type CardRefundOffer = {
  refundId: string;
  dueMinor: number;
  due: string;
  /** "la tarjeta terminada en 1111", or the payment's method when the last four are unknown. */
  card: string;
};

const cardOf = (source: CardRefundSource) =>
  source.cardLast4 ? `la tarjeta terminada en ${source.cardLast4}` : `la tarjeta ${source.cardBrand ?? ""}`.trim();

/** "US$ 412.21 (S/ 1,543.73)": the cancellation's own figure for its whole refund, else the order's converter. */
export function dualOf(order: Order, refund: RefundRow, amountMinor: number): string {
  const figures = cancellationRecordOf(refund)?.figures;
  if (figures && amountMinor === figures.refund.chargeMinor) return formatDual(figures, figures.refund);
  const referenceMinor = convert(amountMinor, order.chargeCurrency, order.referenceCurrency, order.exchangeRate);
  return formatDual(order, { chargeMinor: amountMinor, referenceMinor });
}

async function offerFor(db: Db, order: Order, refund: RefundRow) {
  if (refund.paidOn !== null || refund.amountMinor <= refund.paidMinor) return null;
  const source = await cardRefundSource(db, refund.paymentId);
  if (!source || source.currency !== refund.currency) return null;
  const dueMinor = Math.min(refund.amountMinor - refund.paidMinor, source.refundableMinor);
  return { refund, source, dueMinor };
}

/** The card refunds the desk can offer on an order (none for cash, cash codes or a payment fully given back). */
export async function cardRefundOffers(db: Db, order: Order): Promise<CardRefundOffer[]> {
  const rows = await refundsOf(db, { kind: ORDER_PAYABLE, id: order.id });
  const offers = await Promise.all(rows.map((row) => offerFor(db, order, row)));
  return offers
    .filter((offer) => offer !== null)
    .map(({ refund, source, dueMinor }) => ({
      refundId: refund.id,
      dueMinor,
      due: dualOf(order, refund, dueMinor),
      card: cardOf(source),
    }));
}

async function prepare(db: Db, order: Target, input: { version: string; refundId: string; amountMinor?: number }) {
  const placed = await loadOrder(db, order.id);
  if (!placed) throw new AppError("NOT_FOUND", "No encontramos ese pedido.");
  if (placed.updatedAt !== input.version) throw new AppError("CONFLICT", CONFLICT_MESSAGE, { reason: "version" });
  const row = (await refundsOf(db, { kind: ORDER_PAYABLE, id: order.id })).find((r) => r.id === input.refundId);
  const offer = row ? await offerFor(db, placed, row) : null;
  if (!offer) throw new AppError("CONFLICT", "Ese reembolso no está pendiente de devolución a una tarjeta.");
  const amountMinor = input.amountMinor ?? offer.dueMinor;
  if (amountMinor <= 0 || amountMinor > offer.dueMinor) {
    const message = `El monto debe ser mayor que cero y de hasta ${dualOf(placed, offer.refund, offer.dueMinor)}.`;
    throw new AppError("INVALID_DATA", message, { issues: [{ path: "amount", message }] });
  }
  return { placed, ...offer, amountMinor };
}

/** The confirmation's question: "¿Devolver US$ 412.21 (S/ 1,543.73) a la tarjeta terminada en 1111?". */
export async function cardRefundQuestion(
  order: Target,
  input: { version: string; refundId: string; amountMinor?: number },
  db: Db = getDb(),
): Promise<string> {
  const { placed, refund, source, amountMinor } = await prepare(db, order, input);
  return `¿Devolver ${dualOf(placed, refund, amountMinor)} a ${cardOf(source)}?`;
}

/** Gives (part of) a due refund back to the card, then records it once; a provider failure changes nothing. */
export async function refundToCard(
  order: Target,
  input: { version: string; refundId: string; amountMinor?: number },
  actor: AuditActor,
  db: Db = getDb(),
  now = new Date(),
): Promise<string> {
  const { placed, refund, source, amountMinor } = await prepare(db, order, input);
  const amount = { amountMinor, currency: refund.currency };
  const key = `desk-refund:${refund.id}:${String(refund.paidMinor)}`;
  const given = await refundAtProvider(db, source.paymentId, amount, key);
  const paidOn = todayInLima(now);
  const dual = dualOf(placed, refund, amountMinor);
  return db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const paid = await recordProviderRefund(tx, {
      payable: { kind: ORDER_PAYABLE, id: order.id },
      refundId: refund.id,
      paidMinorBefore: refund.paidMinor,
      amountMinor,
      entry: { reference: given.reference, amountMinor, paidOn, provider: given.provider, by: actor.email },
    });
    // The other post of a double submit recorded this very refund (the provider gave it once, to the same key).
    if (!paid) return `La devolución de ${dual} ya estaba registrada (ref. ${given.reference}).`;
    const fresh = await loadOrder(tx, order.id);
    if (fresh) await claimOrderVersion(tx, order.id, fresh.updatedAt);
    const payment = await recordPaymentRefund(tx, source.paymentId, amountMinor, "devolución a la tarjeta");
    const whole = paid.paidOn !== null && paid.providerRefunds.length === 1;
    await queueRefundPaidEmail(tx, placed, {
      id: paid.id,
      amountMinor: paid.amountMinor,
      paidOn,
      paidReference: given.reference,
      figures: cancellationRecordOf(paid)?.figures ?? null,
      ...(whole ? {} : { part: { amountMinor, key: given.reference } }),
    });
    const rest = paid.amountMinor - paid.paidMinor;
    await recordOrderEvent(
      tx,
      order.id,
      "refund",
      "staff",
      `Devuelto a ${cardOf(source)}: ${dual}, referencia ${given.reference}`,
    );
    await recordAudit(tx, actor, {
      action: "orders.refund",
      entityType: ORDER_ENTITY,
      entityId: order.id,
      before: { refundId: refund.id, paidMinor: refund.paidMinor },
      after: {
        refundId: refund.id,
        to: "card",
        provider: given.provider,
        amountMinor,
        currency: refund.currency,
        providerReference: given.reference,
        paidMinor: paid.paidMinor,
        paidOn,
        paymentRefunded: payment.wholeRefunded,
      },
    });
    const tail = rest > 0 ? ` Queda por devolver ${dualOf(placed, paid, rest)}.` : "";
    return `Devolvimos ${dual} a ${cardOf(source)} (ref. ${given.reference}); le avisamos al cliente por correo.${tail}`;
  });
}
