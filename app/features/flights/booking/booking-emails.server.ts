/**
 * The e-mails a booking's payment produces, in the order e-mails' frame (identity, demo notice, complaints book):
 * the voucher (PDF; the core adds the order's .ics and queues it), the order's cash-code e-mail in the flight's words
 * (the core queues it) and the cancellation when a code expires unpaid. Each has a dedupe key: a notification
 * processed twice queues one.
 */
import type { RenderedEmail } from "#server/mail/layout.ts";
import {
  orderLinkUrl,
  renderCashCodeEmail as renderOrderCashCodeEmail,
  renderOrderEmail,
  type CashCodeInfo,
  type CashCodeWording,
} from "#app/features/orders/index.server.ts";
import type { CashCodeEmailTerms, ItemConfirmation } from "#app/features/orders/order-product-contract.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { icsFileName } from "./booking-ics.ts";
import { moneyRows, type BookingMoney } from "./booking-money.ts";
import { flightLines, type VoucherReference } from "./voucher-content.ts";
import { renderVoucherPdf, voucherFileName } from "./voucher-pdf.server.ts";

export const VOUCHER_EMAIL_TEMPLATE = "booking-voucher";
export const CASH_CODE_EMAIL_TEMPLATE = "booking-cash-code";
export const CANCELLATION_EMAIL_TEMPLATE = "booking-cancelled";

const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");
export const MY_BOOKINGS_PATH = "/mis-reservas";

/** The voucher e-mail's text: the booking's summary (the PDF and the calendar file go as attachments). */
export function renderVoucherEmail(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): RenderedEmail {
  return renderOrderEmail(
    {
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
    },
    siteUrl,
  );
}

/**
 * The flight item's part of its order's confirmation (the core queues it, decision 062): the voucher e-mail, the
 * voucher PDF, and the name of the calendar file the core builds from the flights' events.
 */
export async function voucherConfirmation(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): Promise<ItemConfirmation> {
  const pdf = await renderVoucherPdf(booking, reference, money, siteUrl);
  return {
    email: {
      dedupeKey: `${VOUCHER_EMAIL_TEMPLATE}:${booking.id}`,
      template: VOUCHER_EMAIL_TEMPLATE,
      to: booking.contact.email,
      ...renderVoucherEmail(booking, reference, money, siteUrl),
      metadata: { bookingCode: booking.code },
    },
    files: [{ filename: voucherFileName(booking), contentType: "application/pdf", content: pdf }],
    calendarFileName: icsFileName(booking),
  };
}

export type { CashCodeInfo } from "#app/features/orders/index.server.ts";

const cashWording = (siteUrl: string, orderId: string): CashCodeWording => ({
  released: "los asientos se liberan",
  afterPayment: "Al confirmarse el pago emitiremos tus boletos y te enviaremos el voucher por correo.",
  action: { label: "Ver mi reserva", url: orderLinkUrl(orderId, siteUrl) },
});

/** The order's cash-code e-mail, in the flight's words. */
export function renderCashCodeEmail(
  booking: Pick<BookingDetail, "id" | "code">,
  cash: CashCodeInfo,
  siteUrl: string,
): RenderedEmail {
  return renderOrderCashCodeEmail(booking, cash, cashWording(siteUrl, booking.id), siteUrl);
}

/** The order's cash-code e-mail in the flight's words (the core queues it, once per order and code). */
export function flightCashCodeEmail(order: Pick<BookingDetail, "id" | "code">, siteUrl: string): CashCodeEmailTerms {
  return {
    template: CASH_CODE_EMAIL_TEMPLATE,
    wording: cashWording(siteUrl, order.id),
    metadata: { bookingCode: order.code },
    siteUrl,
  };
}

/** The cancellation e-mail when a cash code's deadline passed unpaid: the booking is cancelled, the seats freed. */
export function renderCancellationEmail(
  booking: Pick<BookingDetail, "id" | "code">,
  cashCode: string,
  siteUrl: string,
): RenderedEmail {
  return renderOrderEmail(
    {
      subject: `Reserva ${booking.code} anulada: el código de pago venció`,
      preheader: `El código ${cashCode} no se pagó a tiempo.`,
      heading: `Tu reserva ${booking.code} fue anulada`,
      paragraphs: [
        `El plazo para pagar el código ${cashCode} venció sin que recibiéramos el pago, así que anulamos la reserva ${booking.code} y liberamos sus asientos. No se realizó ningún cargo.`,
        `Si aún quieres viajar, haz una nueva búsqueda en ${base(siteUrl)}/vuelos: los precios y la disponibilidad pueden haber cambiado.`,
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(booking.id, siteUrl) },
    },
    siteUrl,
  );
}

/** The cancellation e-mail as the order core queues it when the order, a flight alone, ended with its code unpaid. */
export function cancellationEmail(
  booking: Pick<BookingDetail, "id" | "code" | "contact">,
  cashCode: string,
  siteUrl: string,
): ItemConfirmation["email"] {
  return {
    dedupeKey: `${CANCELLATION_EMAIL_TEMPLATE}:${booking.id}`,
    template: CANCELLATION_EMAIL_TEMPLATE,
    to: booking.contact.email,
    ...renderCancellationEmail(booking, cashCode, siteUrl),
    metadata: { bookingCode: booking.code },
  };
}
