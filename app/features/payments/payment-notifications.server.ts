import { and, eq, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "#db";
import { paymentNotifications } from "#server/db/schema/payments.ts";
import type { ProviderId } from "./payment-contract.ts";
import { paymentsConfig, providerOf } from "./payments-config.server.ts";
import { findPayment } from "./payments-queries.server.ts";
import { applyStateInTx } from "./payment-transitions.server.ts";
import { NotificationRejected, type IncomingNotification } from "./providers/payment-provider.ts";

export type NotificationAnswer = { status: number; outcome: string };

/**
 * A provider's notification (POST /api/v1/payments/notifications/:provider): verified (signature, timestamp), then
 * deduplicated by event id, then the payment is re-read from the provider (the body is never trusted) and applied in
 * one transaction with the notification's record. 2xx once recorded, so the provider stops retrying.
 */
export async function handleNotification(
  db: Db,
  providerId: ProviderId,
  request: IncomingNotification,
): Promise<NotificationAnswer> {
  const { log, providers } = paymentsConfig();
  const provider = providers[providerId];
  if (!provider) return { status: 404, outcome: "unknown_provider" };
  let verified;
  try {
    verified = provider.verifyNotification(request);
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    log.warn({ provider: providerId, reason: error.message }, "payment notification rejected");
    return { status: 401, outcome: "rejected" };
  }
  const seen = and(eq(paymentNotifications.provider, providerId), eq(paymentNotifications.eventId, verified.eventId));
  const [already] = await db.select({ id: paymentNotifications.id }).from(paymentNotifications).where(seen);
  if (already) return { status: 200, outcome: "duplicate" };

  const state = await providerOf(providerId).readNotified(verified.resourceId);
  const found = state ? await findPayment(db, state.paymentId) : null;
  // A provider speaks only for its own payments.
  const payment = found?.provider === providerId ? found : null;
  return db
    .transaction(async (tx) => {
      // The event's record first: a concurrent delivery of the same event waits here, then finds it and rolls back.
      const inserted = await tx
        .insert(paymentNotifications)
        .values({
          provider: providerId,
          eventId: verified.eventId,
          paymentId: payment?.id ?? null,
          rawStatus: state?.rawStatus ?? "unknown",
          outcome: payment ? "unchanged" : "unknown_payment",
        })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      const record = inserted[0];
      if (!record) tx.rollback();
      if (!state || !payment || !record) {
        log.warn({ provider: providerId, eventId: verified.eventId }, "notification for an unknown payment");
        return { status: 200, outcome: "unknown_payment" };
      }
      const outcome = await applyStateInTx(tx, payment.id, state, `notification:${providerId}`);
      await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, record.id));
      return { status: 200, outcome };
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { status: 200, outcome: "duplicate" };
      throw error;
    });
}
