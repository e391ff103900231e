/**
 * The e-mails a booking's payment produces (issue 19), queued in the outbox inside the caller's transaction: the
 * voucher (PDF + .ics), the cash code with its deadline and the banks' steps, and the cancellation when a code
 * expires unpaid. Each has a dedupe key: a notification processed twice queues one message.
 */
import type { Db, Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { BankSteps, Money } from "#app/features/payments/payment-contract.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { orderLinkUrl } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingIcs, icsFileName } from "./booking-ics.ts";
import { cashAmountText, moneyRows, type BookingMoney } from "./booking-money.ts";
import { flightLines, formatLimaDateTime, type VoucherReference } from "./voucher-content.ts";
import { renderVoucherPdf, voucherFileName } from "./voucher-pdf.server.ts";

export const VOUCHER_EMAIL_TEMPLATE = "booking-voucher";
export const CASH_CODE_EMAIL_TEMPLATE = "booking-cash-code";
export const CANCELLATION_EMAIL_TEMPLATE = "booking-cancelled";

const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");

/** The voucher e-mail's text: the booking's summary (the PDF and the calendar file go as attachments). */
export function renderVoucherEmail(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `¡Todo listo para tu vuelo! Reserva ${booking.code}`,
    preheader: `Tus boletos están emitidos. Código de reserva ${booking.code}.`,
    heading: `¡Todo listo para tu vuelo, ${booking.contact.firstName}!`,
    paragraphs: [
      `Tu reserva ${booking.code} está pagada y tus boletos están emitidos. Adjuntamos tu voucher en PDF y un archivo de calendario con cada vuelo.`,
      ...flightLines(booking, reference),
      ...booking.tickets.map((ticket) => {
        const passenger = booking.passengers.find((entry) => entry.index === ticket.passengerIndex);
        return `Boleto ${ticket.number}: ${passenger ? `${passenger.firstName} ${passenger.lastName}` : ""}`;
      }),
      ...(money.assistance?.policyNumber
        ? [
            `Asistencia en viaje: póliza ${money.assistance.policyNumber}. Te enviamos su certificado en PDF en otro correo.`,
          ]
        : []),
      "Detalle del pago:",
      ...moneyRows(money).map((row) => `${row.label}: ${row.value}`),
    ],
    action: { label: "Ver mi reserva", url: orderLinkUrl(booking.id, siteUrl) },
    notes: [
      "Preséntate en el aeropuerto 3 horas antes en vuelos nacionales y al menos 4 horas antes en vuelos internacionales.",
    ],
  });
}

/** Queues the voucher e-mail with the voucher PDF and the flights' calendar file. */
export async function enqueueVoucherEmail(
  tx: Db | Tx,
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): Promise<boolean> {
  const pdf = await renderVoucherPdf(booking, reference, money, siteUrl);
  const ics = bookingIcs(booking, reference);
  return enqueueEmail(tx, {
    dedupeKey: `${VOUCHER_EMAIL_TEMPLATE}:${booking.id}`,
    template: VOUCHER_EMAIL_TEMPLATE,
    to: booking.contact.email,
    ...renderVoucherEmail(booking, reference, money, siteUrl),
    metadata: { bookingCode: booking.code },
    attachments: [
      { filename: voucherFileName(booking), contentType: "application/pdf", content: pdf },
      {
        filename: icsFileName(booking),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: new TextEncoder().encode(ics),
      },
    ],
  });
}

/** A cash code and the order's amounts it pays (the e-mail names the charge currency and gives the reference). */
export type CashCodeInfo = {
  code: string;
  expiresAt: string;
  bankSteps: BankSteps[];
  amount: Money;
  amounts: OrderAmounts;
};

/** The cash code e-mail: the code, the amount, the deadline in Lima time and every bank's steps. */
export function renderCashCodeEmail(
  booking: Pick<BookingDetail, "id" | "code">,
  cash: CashCodeInfo,
  siteUrl: string,
): RenderedEmail {
  const deadline = formatLimaDateTime(cash.expiresAt);
  const amount = formatMoney(cash.amount.amountMinor, cash.amount.currency, { alwaysDecimals: true });
  const amountWithReference = cashAmountText({ amounts: cash.amounts }, cash.amount.amountMinor);
  return renderEmail({
    subject: `Tu código de pago ${cash.code} para la reserva ${booking.code}`,
    preheader: `Paga ${amount} antes del ${deadline} (hora de Lima).`,
    heading: `Paga tu reserva ${booking.code} con el código ${cash.code}`,
    paragraphs: [
      `Código de pago: ${cash.code}. Monto: ${amountWithReference}.`,
      `Paga antes del ${deadline} (hora de Lima) en banca por internet, agentes o bodegas. Si no pagas a tiempo, la reserva se anula y los asientos se liberan.`,
      ...cash.bankSteps.flatMap((bank) => [
        bank.Name,
        ...bank.PaymentSteps.map((step) => `${step.Step}: ${step.Value}`),
      ]),
    ],
    action: { label: "Ver mi reserva", url: orderLinkUrl(booking.id, siteUrl) },
    notes: ["Al confirmarse el pago emitiremos tus boletos y te enviaremos el voucher por correo."],
  });
}

export async function enqueueCashCodeEmail(
  tx: Db | Tx,
  booking: BookingDetail,
  cash: CashCodeInfo,
  siteUrl: string,
): Promise<boolean> {
  return enqueueEmail(tx, {
    dedupeKey: `${CASH_CODE_EMAIL_TEMPLATE}:${booking.id}:${cash.code}`,
    template: CASH_CODE_EMAIL_TEMPLATE,
    to: booking.contact.email,
    ...renderCashCodeEmail(booking, cash, siteUrl),
    metadata: { bookingCode: booking.code },
  });
}

/** The cancellation e-mail when a cash code's deadline passed unpaid: the booking is cancelled, the seats freed. */
export function renderCancellationEmail(
  booking: Pick<BookingDetail, "id" | "code">,
  cashCode: string,
  siteUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `Reserva ${booking.code} anulada: el código de pago venció`,
    preheader: `El código ${cashCode} no se pagó a tiempo.`,
    heading: `Tu reserva ${booking.code} fue anulada`,
    paragraphs: [
      `El plazo para pagar el código ${cashCode} venció sin que recibiéramos el pago, así que anulamos la reserva ${booking.code} y liberamos sus asientos. No se realizó ningún cargo.`,
      `Si aún quieres viajar, haz una nueva búsqueda en ${base(siteUrl)}/vuelos: los precios y la disponibilidad pueden haber cambiado.`,
    ],
    action: { label: "Ver mi reserva", url: orderLinkUrl(booking.id, siteUrl) },
  });
}

export async function enqueueCancellationEmail(
  tx: Db | Tx,
  booking: Pick<BookingDetail, "id" | "code" | "contact">,
  cashCode: string,
  siteUrl: string,
): Promise<boolean> {
  return enqueueEmail(tx, {
    dedupeKey: `${CANCELLATION_EMAIL_TEMPLATE}:${booking.id}`,
    template: CANCELLATION_EMAIL_TEMPLATE,
    to: booking.contact.email,
    ...renderCancellationEmail(booking, cashCode, siteUrl),
    metadata: { bookingCode: booking.code },
  });
}
