/**
 * What the 'procesando' and confirmation pages show of a booking and its payment, for its owner only. Loaded
 * fresh on every request (the pages work after a refresh): the booking, its latest payment, the voucher's sections.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import type { PaymentStatus, PaymentView } from "#app/features/payments/payment-contract.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import type { BookingDetail, BookingState } from "./booking-contract.ts";
import { BOOKING_PAYABLE } from "./booking-payable.server.ts";
import { bookingMoneyOf, cashCodeView } from "./booking-money.server.ts";
import type { BookingMoney, CashCodeView } from "./booking-money.ts";
import { readOwnBooking } from "./booking-owner.server.ts";
import { bookingReference } from "./booking-tickets.server.ts";
import { voucherSections, type VoucherSection } from "./voucher-content.ts";

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
  /** The order's amounts and the ledger's payment (the header's 'Pagaste …'). */
  money: BookingMoney;
  cash: CashCodeView | null;
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
  const pendingCash = list.find((entry) => entry.method === "cash" && entry.status === "pending" && entry.cash) ?? null;
  const money = await bookingMoneyOf(db, booking.id);
  if (!money) throw new Response("No encontrado", { status: 404 });
  const reference = await bookingReference(db, booking);
  return {
    booking: { id: booking.id, code: booking.code, state: booking.state, holdExpiresAt: booking.holdExpiresAt },
    sections: voucherSections(booking, reference, money, siteUrl).filter(
      (section) => section.heading !== "Agencia de viajes",
    ),
    money,
    cash: booking.state === "pending_payment" ? cashCodeView(money, pendingCash) : null,
    renderedAt: new Date().toISOString(),
    myBookingsHref: user ? "/perfil/mis-reservas" : "/mis-reservas",
  };
}
