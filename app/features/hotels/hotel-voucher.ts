/**
 * A hotel order's documents as content (pure): the voucher's own body (the stay, guests, notes) inside the order
 * documents' frame, and the stay's calendar events (check-in and check-out at the hotel's times, in its zone).
 */
import {
  documentFrame,
  type CalendarEvent,
  type DocumentMoney,
  type FramedDocument,
  type VoucherSection,
} from "#app/features/orders/index.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { describeHotelItem, type HotelItemDetails } from "./hotel-order-item.ts";
import type { HotelItem } from "./hotel-product.server.ts";

/** The IANA zone of a hotel's clock by its country (our inventory's countries; Lima when unknown). */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  PE: "America/Lima",
  AR: "America/Argentina/Buenos_Aires",
  CO: "America/Bogota",
  DO: "America/Santo_Domingo",
  ES: "Europe/Madrid",
  MX: "America/Cancun",
  US: "America/New_York",
};

export const hotelTimeZone = (hotel: Pick<HotelItemDetails["hotel"], "countryCode">) =>
  COUNTRY_TIME_ZONES[hotel.countryCode] ?? "America/Lima";

function voucherNotes(details: HotelItemDetails): string[] {
  return [
    "Presenta este voucher y el documento de identidad de cada titular al llegar al hotel.",
    ...(details.igvExempt
      ? [
          "Tarifa sin IGV para turista extranjero no domiciliado: presenta tu pasaporte y tu Tarjeta Andina de Migración. Sin esos documentos, el hotel cobra el IGV.",
        ]
      : []),
    ...details.cancellation,
  ];
}

/** The stay's own sections: the hotel and its facts, then what to bring and the cancellation terms. */
export function hotelVoucherBody(item: Pick<HotelItem, "details" | "supplierRef">): VoucherSection[] {
  const description = describeHotelItem(item.details, item.supplierRef);
  return [
    {
      heading: "Estadía",
      rows: [
        { label: "Hotel", value: description.title },
        { label: "Reserva", value: description.subtitle },
        { label: "Confirmación del hotel", value: description.reference ?? "En proceso" },
        ...description.facts,
      ],
    },
    {
      heading: "Importante",
      rows: voucherNotes(item.details).map((note, index) => ({ label: `Nota ${String(index + 1)}`, value: note })),
    },
  ];
}

/** The whole hotel voucher: the stay inside the order documents' frame. */
export function hotelVoucherDocument(
  order: Pick<Order, "code" | "state" | "invoice">,
  item: Pick<HotelItem, "details" | "supplierRef" | "state">,
  money: DocumentMoney,
  options: { siteUrl: string; simulated: boolean },
): FramedDocument {
  const cancelled = item.state === "cancelled" || order.state === "cancelled";
  return {
    title: `Voucher de hotel ${order.code}`,
    kind: "VOUCHER DE HOTEL",
    intro: [
      { text: item.details.hotel.name },
      { text: `Código de reserva: ${order.code}`, emphasis: true },
      ...(cancelled ? [{ text: "RESERVA CANCELADA", emphasis: true }] : []),
    ],
    body: hotelVoucherBody(item),
    frame: documentFrame({ orderCode: order.code, money, invoice: order.invoice, ...options }),
  };
}

/** Check-in and check-out as calendar events at the hotel's own times and zone, one hour each. */
export function hotelCalendarEvents(
  order: Pick<Order, "code">,
  item: Pick<HotelItem, "id" | "details">,
): CalendarEvent[] {
  const { details } = item;
  const timeZone = hotelTimeZone(details.hotel);
  const hourLater = (time: string) =>
    time.replace(/^(\d\d)/, (hour) => String(Math.min(23, Number(hour) + 1)).padStart(2, "0"));
  const event = (part: string, date: string, time: string, summary: string): CalendarEvent => ({
    itemId: item.id,
    part,
    start: { local: `${date}T${time}`, timeZone },
    end: { local: `${date}T${hourLater(time)}`, timeZone },
    summary,
    location: `${details.hotel.name}, ${details.hotel.address}`,
    description: `Reserva ${order.code} · ${details.roomName} · ${details.rateName}`,
  });
  return [
    event("entrada", details.checkIn, details.hotel.checkInTime, `Estadía en ${details.hotel.name}: entrada`),
    event("salida", details.checkOut, details.hotel.checkOutTime, `Estadía en ${details.hotel.name}: salida`),
  ];
}
