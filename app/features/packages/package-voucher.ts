/**
 * A package order's documents as content (pure): the voucher's own body (the trip, itinerary, what is included,
 * travellers, the emergency contact) inside the order documents' frame, and the trip's calendar events.
 */
import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import {
  documentFrame,
  type CalendarEvent,
  type DocumentMoney,
  type FramedDocument,
  type VoucherSection,
} from "#app/features/orders/index.ts";
import type { Order, OrderItem, OrderTraveller } from "#app/features/orders/order-contract.ts";
import { describePackageItem, type PackageItemDetails } from "./package-order-item.ts";

export type PackageItem = OrderItem<PackageItemDetails>;

/** The agency's line for travellers on the road, every day of the trip. */
export const EMERGENCY_CONTACT = `Asistencia 24 horas durante el viaje: WhatsApp +${brand.whatsappE164} · ${brand.salesPhone}`;

const DOCUMENT_NAMES: Record<OrderTraveller["documentType"], string> = {
  DNI: "DNI",
  CE: "CE",
  PASAPORTE: "Pasaporte",
};

/** Each traveller as the voucher and the order page list them ('Viajero 1' / 'Inés Mamani · DNI 78945612 · ...'). */
export function travellerRows(travellers: readonly OrderTraveller[]): Array<{ label: string; value: string }> {
  return travellers.map((traveller, index) => ({
    label: `Viajero ${String(index + 1)}`,
    value: `${traveller.firstName} ${traveller.lastName} · ${DOCUMENT_NAMES[traveller.documentType]} ${traveller.documentNumber}${traveller.birthDate ? ` · nacido el ${formatDateShort(traveller.birthDate)}` : ""}`,
  }));
}

/** The package's own sections: the trip, its days, what is included, the travellers and what to bring. */
export function packageVoucherBody(
  item: Pick<PackageItem, "details" | "supplierRef">,
  travellers: readonly OrderTraveller[],
): VoucherSection[] {
  const { details } = item;
  const description = describePackageItem(details, item.supplierRef);
  const numbered = (rows: readonly string[], label: string) =>
    rows.map((value, index) => ({ label: `${label} ${String(index + 1)}`, value }));
  return [
    {
      heading: "Paquete",
      rows: [
        { label: "Paquete", value: description.title },
        { label: "Viajeros", value: description.subtitle },
        { label: "Confirmación", value: description.reference ?? "En proceso" },
        { label: "Salida", value: formatDateShort(details.departureDate) },
        { label: "Regreso", value: formatDateShort(details.returnDate) },
        ...(details.hotel
          ? [{ label: "Hotel", value: `${details.hotel.name} (${String(details.hotel.stars)} estrellas)` }]
          : []),
      ],
    },
    {
      heading: "Itinerario",
      rows: details.itinerary.map((day) => ({
        label: day.split(":")[0] ?? "",
        value: day.slice(day.indexOf(":") + 1).trim(),
      })),
    },
    { heading: "Qué incluye", rows: numbered(details.included, "Incluye") },
    { heading: "Viajeros", rows: travellerRows(travellers) },
    {
      heading: "Importante",
      rows: [
        { label: "Contacto de emergencia", value: EMERGENCY_CONTACT },
        ...numbered(details.documents, "Documentos"),
        ...numbered(details.cancellation, "Cancelación"),
      ],
    },
  ];
}

/** The whole package voucher: the trip inside the order documents' frame (price, payment, the agency's identity). */
export function packageVoucherDocument(
  order: Pick<Order, "code" | "state" | "invoice" | "travellers">,
  item: Pick<PackageItem, "details" | "supplierRef" | "state">,
  money: DocumentMoney,
  options: { siteUrl: string; simulated: boolean },
): FramedDocument {
  const cancelled = item.state === "cancelled" || order.state === "cancelled";
  return {
    title: `Voucher de paquete ${order.code}`,
    kind: "VOUCHER DE PAQUETE",
    intro: [
      { text: item.details.name },
      { text: `Código de reserva: ${order.code}`, emphasis: true },
      ...(cancelled ? [{ text: "RESERVA CANCELADA", emphasis: true }] : []),
    ],
    body: packageVoucherBody(item, order.travellers),
    frame: documentFrame({ orderCode: order.code, money, invoice: order.invoice, ...options }),
  };
}

/** The departure and the return as calendar events in Lima time (the trip leaves from and returns to Lima). */
export function packageCalendarEvents(
  order: Pick<Order, "code">,
  item: Pick<PackageItem, "id" | "details">,
): CalendarEvent[] {
  const { details } = item;
  const timeZone = "America/Lima";
  const event = (part: string, date: string, summary: string): CalendarEvent => ({
    itemId: item.id,
    part,
    start: { local: `${date}T08:00`, timeZone },
    end: { local: `${date}T09:00`, timeZone },
    summary,
    location: part === "salida" ? "Aeropuerto Internacional Jorge Chávez, Lima" : details.destinationName,
    description: `Reserva ${order.code} · ${details.name} · ${EMERGENCY_CONTACT}`,
  });
  return [
    event("salida", details.departureDate, `Paquete ${details.name}: salida`),
    event("regreso", details.returnDate, `Paquete ${details.name}: regreso`),
  ];
}
