/**
 * The payments domain's contract (issue 19). Payments know nothing of flights or insurance: a product registers a
 * "payable" kind ("booking", "insurance-policy", later "hotel-booking") with the callbacks payments call inside their
 * own transactions, and starts payments for one of its records. payments-service.server.ts implements this.
 */
import type { Tx } from "#db";

export type Money = { amountMinor: number; currency: "USD" | "PEN" };

export type PaymentMethod = "card" | "cash";

/** The provider behind a payment: the built-in sandbox gateway (default) or Mercado Pago (MERCADOPAGO_ACCESS_TOKEN). */
export type ProviderId = "sandbox" | "mercadopago";

/** Who holds a payment's money: a provider, or the agency's counter (cash received in person by staff). */
export type PaymentSource = ProviderId | "counter";

export type PaymentStatus =
  /** Created; the buyer is on the provider's page (card) or has a code to pay (cash). */
  | "pending"
  | "approved"
  | "declined"
  /** A cash code's deadline passed unpaid. */
  | "expired"
  /** Voided by us before it was paid (the order was paid at the counter); a later approval is still recorded. */
  | "cancelled"
  | "refunded";

/** Why a card was declined, each with its Spanish message (payment-messages.ts). */
export type DeclineReason =
  | "insufficient_funds"
  | "invalid_card"
  | "expired_card"
  | "wrong_cvv"
  | "stolen_card"
  | "authentication_failed"
  | "timeout"
  | "other";

/** One bank's steps to pay a cash code (SPEC 3 'Bank payment info': Imagen, Name, PaymentSteps[] of Step and Value). */
export type BankSteps = { Imagen: string; Name: string; PaymentSteps: Array<{ Step: string; Value: string }> };

/** A record a product sells, as payments refer to it. */
export type PayableRef = { kind: string; id: string };

export type StartPaymentInput = {
  payable: PayableRef;
  method: PaymentMethod;
  amount: Money;
  /** Shown on the provider's page and the bank receipt ("Vuelo LIM-CUZ, reserva K7PQ2M"). */
  description: string;
  buyer: { email: string; firstName: string; lastName: string };
  /** Our idempotency key for this attempt (a retried submit reuses it and gets the same answer). */
  idempotencyKey: string;
  /** Where the card flow sends the buyer back (our 'procesando' page); absolute URL. */
  returnUrl: string;
  /** Cash codes only: the deadline (never later than what the product allows, e.g. the seat hold). */
  cashDeadline?: Date;
};

export type StartedPayment =
  | { kind: "redirect"; paymentId: string; url: string }
  | { kind: "cash"; paymentId: string; code: string; expiresAt: string; bankSteps: BankSteps[] }
  /** The product already has an approved payment, or card attempts are used up (4 declines): nothing started. */
  | { kind: "refused"; reason: "already_paid" | "card_attempts_exhausted" };

export type PaymentView = {
  id: string;
  payable: PayableRef;
  provider: PaymentSource;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: Money;
  declineReason: DeclineReason | null;
  /** Spanish, for the buyer ('Tu tarjeta no tiene fondos suficientes...'). */
  message: string | null;
  installments: number | null;
  /** Card brand and last four digits as the provider reports them ("Visa", "1111"), never more. */
  cardBrand: string | null;
  cardLast4: string | null;
  cash: { code: string; expiresAt: string; bankSteps: BankSteps[] } | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * What a product does when its payment changes, called inside the payment's transaction (so a product's state and the
 * payment commit together). A notification for a record that can no longer take money (expired, cancelled, already
 * paid) makes `onApproved` return "refund": payments then keep the payment as an overpayment with its refund due in
 * the refunds ledger instead of dropping it.
 */
export type PayableHandler = {
  /** The current amount due, re-checked right before charging (null: nothing can be paid now). */
  amountDue(tx: Tx, id: string): Promise<Money | null>;
  onApproved(tx: Tx, id: string, payment: PaymentView): Promise<"accepted" | "refund">;
  onDeclined?(tx: Tx, id: string, payment: PaymentView): Promise<void>;
  onCashExpired?(tx: Tx, id: string, payment: PaymentView): Promise<void>;
};

/**
 * The service (payments-service.server.ts):
 * - registerPayable(kind: string, handler: PayableHandler): void
 * - startPayment(db, input: StartPaymentInput): Promise<StartedPayment>
 * - readPayment(db, paymentId): Promise<PaymentView | null>; paymentsOf(db, payable): Promise<PaymentView[]>
 * - refreshPayment(db, paymentId): Promise<PaymentView | null>  (asks the provider: the 'procesando' page polls it)
 * - handleNotification(db, provider: ProviderId, request: { rawBody: Buffer; headers }): Promise<{ status: number }>
 *   (POST /api/v1/payments/notifications/:provider; verified, deduplicated by event id)
 * - refundPayment(db, paymentId, amount: Money, reason: string)
 * - recordRefundDue / markRefundPaid / refundsOf: the one refunds ledger (cancellations and overpayments)
 * - recordCashReceived(tx, payable, actor), then voidPaymentsAtProvider(db, ids): cash paid at the counter is its own
 *   payment; the payable's pending codes are cancelled here and voided at their provider
 * - CARD_ATTEMPTS_LIMIT = 4
 */
export type PaymentServiceContract = never;
