/**
 * The payments service (issue 19; contract: payment-contract.ts; decision 023). Products register a payable kind and
 * start payments for their records; providers are reached outside database transactions (the embedded database has
 * one connection), and every state change is a conditional update recorded in payment_events.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "#server/idempotency.ts";
import { scheduleJob } from "#server/jobs/jobs.ts";
import { payments } from "#server/db/schema/payments.ts";
import type { Money, PayableRef, PaymentView, StartPaymentInput, StartedPayment } from "./payment-contract.ts";
import {
  AMOUNT_CHANGED_MESSAGE,
  CASH_DEADLINE_MESSAGE,
  CASH_UNAVAILABLE_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from "./payment-messages.ts";
import { paymentsConfig, payableHandler, providerOf } from "./payments-config.server.ts";
import {
  declinedCardAttempts,
  findPayment,
  hasApprovedPayment,
  payableWhere,
  startedOf,
  toView,
  type PaymentRow,
} from "./payments-queries.server.ts";
import { applyProviderState } from "./payment-transitions.server.ts";

export { registerPayable } from "./payments-config.server.ts";
export { handleNotification } from "./payment-notifications.server.ts";
export {
  cardRefundSource,
  PROVIDER_REFUND_FAILED_MESSAGE,
  recordPaymentRefund,
  refundAtProvider,
  refundPayment,
  type CardRefundSource,
} from "./payment-refunds.server.ts";

/** The 4th declined card attempt for one payable disables cards for it (the product offers a cash code). */
export const CARD_ATTEMPTS_LIMIT = 4;
export const CASH_EXPIRY_JOB = "payments.expire-cash-code";

const HOUR_MS = 3_600_000;

function rowMoney(row: PaymentRow): Money {
  return { amountMinor: row.amountMinor, currency: row.currency };
}

function sameMoney(a: Money, b: Money): boolean {
  return a.amountMinor === b.amountMinor && a.currency === b.currency;
}

type Reserved = { row: PaymentRow } | { refused: StartedPayment };

/** Step 1, one transaction: the idempotency key, the refusals, the amount re-check, the pending row. */
async function reserve(
  db: Db,
  input: StartPaymentInput,
  provider: string,
  cashExpiresAt: Date | null,
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(payableWhere(input.payable), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      // The same key for another payment (method or amount) is a client bug, not a retry.
      if (existing.method !== input.method || !sameMoney(rowMoney(existing), input.amount)) {
        throw new AppError("CONFLICT", IDEMPOTENCY_CONFLICT_MESSAGE, { reason: "idempotency_key_reused" });
      }
      return { row: existing };
    }
    if (await hasApprovedPayment(tx, input.payable)) return { refused: { kind: "refused", reason: "already_paid" } };
    if (input.method === "card" && (await declinedCardAttempts(tx, input.payable)) >= CARD_ATTEMPTS_LIMIT) {
      return { refused: { kind: "refused", reason: "card_attempts_exhausted" } };
    }
    const due = await payableHandler(input.payable.kind).amountDue(tx, input.payable.id);
    if (!due) throw new AppError("CONFLICT", NOT_PAYABLE_MESSAGE, { reason: "not_payable" });
    if (!sameMoney(due, input.amount)) {
      throw new AppError("CONFLICT", AMOUNT_CHANGED_MESSAGE, { reason: "amount_changed" });
    }
    const [row] = await tx
      .insert(payments)
      .values({
        payableKind: input.payable.kind,
        payableId: input.payable.id,
        provider: provider as PaymentRow["provider"],
        method: input.method,
        amountMinor: due.amountMinor,
        currency: due.currency,
        description: input.description.slice(0, 200),
        idempotencyKey: input.idempotencyKey,
        cashExpiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { row };
    // A concurrent request with the same key inserted first.
    const [winner] = await tx
      .select()
      .from(payments)
      .where(and(payableWhere(input.payable), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (!winner) throw new AppError("CONFLICT");
    return { row: winner };
  });
}

function cashDeadlineFor(input: StartPaymentInput): Date {
  const hours = paymentsConfig().cashCodeHours;
  const byConfig = new Date(Date.now() + hours * HOUR_MS);
  const deadline = input.cashDeadline && input.cashDeadline < byConfig ? input.cashDeadline : byConfig;
  if (deadline.getTime() - Date.now() < 60_000) {
    throw new AppError("CONFLICT", CASH_DEADLINE_MESSAGE, { reason: "cash_deadline_passed" });
  }
  return new Date(Math.floor(deadline.getTime() / 1000) * 1000);
}

/** Starts (or, for the same idempotency key, answers again) a card redirect or a cash code for a payable. */
export async function startPayment(db: Db, input: StartPaymentInput): Promise<StartedPayment> {
  const config = paymentsConfig();
  const providerId = input.method === "card" ? config.cardProvider : config.cashProvider;
  if (!providerId) throw new AppError("UNAVAILABLE", CASH_UNAVAILABLE_MESSAGE, { reason: "cash_unavailable" });
  const provider = providerOf(providerId);
  const cashExpiresAt = input.method === "cash" ? cashDeadlineFor(input) : null;
  const reserved = await reserve(db, input, providerId, cashExpiresAt);
  if ("refused" in reserved) return reserved.refused;
  const row = reserved.row;
  const started = startedOf(row);
  if (started) return started;
  const base = {
    paymentId: row.id,
    amount: { amountMinor: row.amountMinor, currency: row.currency },
    description: row.description,
    buyer: input.buyer,
    idempotencyKey: `${row.id}:${row.idempotencyKey}`,
  };
  try {
    if (row.method === "card") {
      const card = await provider.startCard({ ...base, returnUrl: input.returnUrl });
      const [updated] = await db
        .update(payments)
        .set({ providerReference: card.reference, redirectUrl: card.url, updatedAt: sql`now()` })
        .where(eq(payments.id, row.id))
        .returning();
      return startedOf(updated ?? row) ?? { kind: "redirect", paymentId: row.id, url: card.url };
    }
    if (!provider.createCashCode)
      throw new AppError("UNAVAILABLE", CASH_UNAVAILABLE_MESSAGE, { reason: "cash_unavailable" });
    const expiresAt = row.cashExpiresAt ?? cashDeadlineFor(input);
    const cash = await provider.createCashCode({ ...base, expiresAt });
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({
          providerReference: cash.reference,
          cashCode: cash.code,
          cashExpiresAt: cash.expiresAt,
          cashBankSteps: cash.bankSteps,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, row.id))
        .returning();
      await scheduleJob(tx, {
        kind: CASH_EXPIRY_JOB,
        key: `${CASH_EXPIRY_JOB}:${row.id}`,
        runAt: cash.expiresAt,
        payload: { paymentId: row.id },
      });
      const answer = updated ? startedOf(updated) : null;
      if (!answer) throw new AppError("UNAVAILABLE");
      return answer;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    config.log.error({ err: error, paymentId: row.id, provider: providerId }, "payment provider call failed");
    throw new AppError("UNAVAILABLE", PROVIDER_UNAVAILABLE_MESSAGE, { reason: "provider_unavailable", cause: error });
  }
}

export async function readPayment(db: Db, paymentId: string): Promise<PaymentView | null> {
  const row = await findPayment(db, paymentId);
  return row ? toView(row) : null;
}

export async function paymentsOf(db: Db, payable: PayableRef): Promise<PaymentView[]> {
  const rows = await db.select().from(payments).where(payableWhere(payable)).orderBy(desc(payments.createdAt));
  return rows.map(toView);
}

/** Asks the provider about a pending payment and applies what it says (the 'procesando' page polls this). */
export async function refreshPayment(db: Db, paymentId: string): Promise<PaymentView | null> {
  const row = await findPayment(db, paymentId);
  if (!row) return null;
  if (row.status !== "pending" || !row.providerReference || row.provider === "counter") return toView(row);
  const config = paymentsConfig();
  try {
    const state = await providerOf(row.provider).readPayment(row.id, row.providerReference);
    if (state) await applyProviderState(db, row.id, state, "poll");
  } catch (error) {
    config.log.warn({ err: error, paymentId: row.id, provider: row.provider }, "payment status poll failed");
  }
  return readPayment(db, paymentId);
}
