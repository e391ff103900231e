/**
 * What the 'procesando' and confirmation pages show of a booking and its payment, for its owner only. Loaded
 * fresh on every request (the pages work after a refresh): the booking, its latest payment, the voucher's sections.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { computeOrderAmounts, convert, referenceText } from "#app/features/orders/index.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import type { BankSteps, PaymentStatus, PaymentView } from "#app/features/payments/payment-contract.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import type { BookingDetail, BookingState } from "./booking-contract.ts";
import { BOOKING_PAYABLE, chargesOf, voucherPaymentOf } from "./booking-payable.server.ts";
import { readOwnBooking } from "./booking-owner.server.ts";
import { bookingReference } from "./booking-tickets.server.ts";
import { voucherSections, type VoucherPayment, type VoucherSection } from "./voucher-content.ts";

export async function requireOwnBooking(request: Request, user: SessionUser | null): Promise<BookingDetail> {
  const id = new URL(request.url).searchParams.get("reserva") ?? "";
  const found = id ? await readOwnBooking(request, user, id) : null;
  if (!found) throw new Response("No encontrado", { status: 404 });
  return found.booking;
}

/** The payment the pages talk about: an approved one, else the newest. */
function currentPayment(list: PaymentView[]): PaymentView | null {
  return (
    list.find((payment) => payment.status === "approved" && payment.payable.kind === BOOKING_PAYABLE) ?? list[0] ?? null
  );
}

export type ProcessingData = {
  code: string;
  bookingId: string;
  /** paid_late: the money arrived after the booking expired; no tickets, the payment is refunded. */
  status: "waiting" | "declined" | "paid" | "paid_late" | "ended";
  message: string | null;
};

/** The 'procesando' page: asks the provider about a pending card payment (besides waiting for its notification). */
export async function loadProcessing(request: Request, user: SessionUser | null): Promise<ProcessingData> {
  const booking = await requireOwnBooking(request, user);
  const db = getDb();
  let payment = currentPayment(await paymentsOf(db, { kind: BOOKING_PAYABLE, id: booking.id }));
  if (payment?.status === "pending" && payment.method === "card")
    payment = (await refreshPayment(db, payment.id)) ?? payment;
  const base = { code: booking.code, bookingId: booking.id, message: payment?.message ?? null };
  return { ...base, status: processingStatus(booking.state, payment?.status ?? null) };
}

/** What the 'procesando' page says, from the booking's state and its current payment's status. */
export function processingStatus(state: BookingState, payment: PaymentStatus | null): ProcessingData["status"] {
  if (state === "expired" && payment === "approved") return "paid_late";
  if (state === "confirmed" || state === "ticketed" || payment === "approved") return "paid";
  if (state === "expired" || state === "cancelled") return "ended";
  return payment === "declined" ? "declined" : "waiting";
}

export type ConfirmationData = {
  booking: Pick<BookingDetail, "id" | "code" | "state" | "holdExpiresAt">;
  sections: VoucherSection[];
  payment: VoucherPayment | null;
  cash: {
    code: string;
    expiresAt: string;
    bankSteps: BankSteps[];
    amountMinor: number;
    currency: string;
    /** 'Referencial: S/ … al tipo de cambio del …' at the order's dated rate. */
    reference: string | null;
  } | null;
  renderedAt: string;
  /** 'Mis reservas' of this visitor: the profile's for a signed-in user, the guest look-up otherwise. */
  myBookingsHref: string;
};

export async function loadConfirmation(
  request: Request,
  user: SessionUser | null,
  siteUrl: string,
): Promise<ConfirmationData> {
  const booking = await requireOwnBooking(request, user);
  const db = getDb();
  const list = await paymentsOf(db, { kind: BOOKING_PAYABLE, id: booking.id });
  const payment = currentPayment(list);
  const paid = payment?.status === "approved" ? payment : null;
  const pendingCash = list.find((entry) => entry.method === "cash" && entry.status === "pending" && entry.cash) ?? null;
  const [reference, voucherPayment, order, charges] = [
    await bookingReference(db, booking),
    await voucherPaymentOf(db, booking, paid),
    await loadOrder(db, booking.id),
    await chargesOf(db, booking.id),
  ];
  const amounts = order ? computeOrderAmounts(order) : null;
  const cashMinor = pendingCash?.amount.amountMinor ?? charges?.totalMinor ?? 0;
  const cashReference =
    amounts && pendingCash?.amount.currency === amounts.chargeCurrency
      ? referenceText(
          amounts,
          cashMinor === amounts.total.chargeMinor
            ? amounts.total.referenceMinor
            : convert(cashMinor, amounts.chargeCurrency, amounts.referenceCurrency, amounts.exchangeRate),
        )
      : null;
  return {
    booking: { id: booking.id, code: booking.code, state: booking.state, holdExpiresAt: booking.holdExpiresAt },
    sections: voucherSections(booking, reference, voucherPayment, siteUrl).filter(
      (section) => section.heading !== "Agencia de viajes",
    ),
    payment: voucherPayment,
    cash:
      pendingCash?.cash && booking.state === "pending_payment"
        ? {
            ...pendingCash.cash,
            amountMinor: cashMinor,
            currency: pendingCash.amount.currency,
            reference: cashReference,
          }
        : null,
    renderedAt: new Date().toISOString(),
    myBookingsHref: user ? "/perfil/mis-reservas" : "/mis-reservas",
  };
}
