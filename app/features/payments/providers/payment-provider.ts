import type {
  BankSteps,
  DeclineReason,
  Money,
  PaymentStatus,
  ProviderId,
} from "#app/features/payments/payment-contract.ts";

/** What a provider says about one payment when we ask it (never trusted from a notification's body). */
export type ProviderPaymentState = {
  /** Our payment id, as we gave it to the provider (external reference). */
  paymentId: string;
  status: PaymentStatus;
  declineReason: DeclineReason | null;
  /** The provider's own status word, recorded with the notification. */
  rawStatus: string;
  amount: Money | null;
  installments: number | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** When the buyer submitted a card and the provider has not answered since (timeout detection); null otherwise. */
  awaitingSince: Date | null;
};

export type CardStart = {
  paymentId: string;
  amount: Money;
  description: string;
  buyer: { email: string; firstName: string; lastName: string };
  idempotencyKey: string;
  returnUrl: string;
};

export type CashStart = Omit<CardStart, "returnUrl"> & { expiresAt: Date };

/** A notification the provider signed, verified: the event id (deduplication) and what to re-read. */
export type VerifiedNotification = { eventId: string; resourceId: string };

export type IncomingNotification = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, string | undefined>;
};

/** A notification that is not the provider's (bad signature, stale, malformed): answered 401, never applied. */
export class NotificationRejected extends Error {
  override name = "NotificationRejected";
}

/**
 * A payment provider (docs/decisions/023-payments.md). Every call carries our idempotency key; money in minor
 * units. Card data never passes through: the buyer types it on the provider's page.
 */
export type PaymentProvider = {
  id: ProviderId;
  startCard(input: CardStart): Promise<{ reference: string; url: string }>;
  /** Absent when the provider offers no cash codes. */
  createCashCode?: (
    input: CashStart,
  ) => Promise<{ reference: string; code: string; expiresAt: Date; bankSteps: BankSteps[] }>;
  /** Re-reads a payment: by the resource id a notification named, or by our payment + the reference we hold. */
  readNotified(resourceId: string): Promise<ProviderPaymentState | null>;
  readPayment(paymentId: string, reference: string): Promise<ProviderPaymentState | null>;
  verifyNotification(request: IncomingNotification): VerifiedNotification;
  /**
   * Gives back (part of) an approved payment, once per idempotency key (a retry answers the refund already given);
   * answers the provider's own reference of the refund.
   */
  refund(reference: string, paymentId: string, amount: Money, idempotencyKey: string): Promise<{ reference: string }>;
  /**
   * Voids a payment not yet paid (a cash code, a pending ticket) so it can no longer be paid; answers what the
   * provider says after it: "cancelled", or "approved" when the money arrived first. Idempotent; absent when the
   * provider cannot void (a later approval is then recorded as an overpayment).
   */
  cancelPending?: (paymentId: string, reference: string) => Promise<ProviderPaymentState | null>;
};
