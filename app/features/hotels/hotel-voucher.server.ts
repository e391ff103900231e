/**
 * A hotel order's documents: the voucher PDF (stay, guests, the lines and total from computeOrderAmounts, the
 * IGV note and the cancellation terms) and the calendar file with two events, check-in and check-out.
 */
import { brand } from "#app/config/brand.ts";
import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";
import { formatMoney } from "#app/utils/money.ts";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PageWriter,
  toWinAnsi,
} from "#app/utils/pdf-layout.server.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts, referenceText } from "#app/features/orders/index.ts";
import { describeHotelItem, type HotelItemDetails } from "./hotel-order-item.ts";
import type { HotelItem } from "./hotel-product.server.ts";

/** The order's hotel item, or null. */
export const hotelItemOf = (order: Order) =>
  (order.items.find((item) => item.product === "hotel") as HotelItem | undefined) ?? null;

const money = (minor: number, currency: string) => formatMoney(minor, currency, { alwaysDecimals: true });

/** The voucher as PDF bytes. */
export async function renderHotelVoucher(order: Order, item: HotelItem): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({
    title: `Voucher de hotel ${order.code}`,
    subject: item.details.hotel.name,
    keywords: ["voucher", "hotel", order.code],
  });
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: `${brand.name} · Voucher de hotel`, font: fonts.bold, size: 16 },
      {
        text: `Código ${order.code}`,
        font: fonts.bold,
        size: 12,
      },
    ),
  );
  const body = { font: fonts.regular, size: 11, color: INK, lineHeight: 16 };
  const bold = { ...body, font: fonts.bold };
  const heading = { font: fonts.bold, size: 14, color: BRAND_BLUE, lineHeight: 22 };
  const note = { font: fonts.regular, size: 9.5, color: MUTED, lineHeight: 14 };
  const text = (value: string) => toWinAnsi(value);
  const description = describeHotelItem(item.details, item.supplierRef);
  const cancelled = item.state === "cancelled" || order.state === "cancelled";

  writer.paragraph(text(description.title), heading);
  writer.paragraph(text(description.subtitle), body);
  if (description.reference) writer.paragraph(text(`Confirmación del hotel: ${description.reference}`), bold);
  if (cancelled) writer.paragraph(text("RESERVA CANCELADA"), bold);
  writer.space(8);
  for (const fact of description.facts) writer.paragraph(text(`${fact.label}: ${fact.value}`), body);

  writer.space(12);
  writer.paragraph(text("Detalle del precio"), heading);
  const amounts = computeOrderAmounts(order);
  for (const line of amounts.items.flatMap((entry) => entry.lines)) {
    writer.paragraph(text(`${line.label}: ${money(line.amount.chargeMinor, amounts.chargeCurrency)}`), body, {
      indent: 12,
      marker: "-",
    });
  }
  for (const line of amounts.adjustments) {
    writer.paragraph(text(`${line.label}: ${money(line.amount.chargeMinor, amounts.chargeCurrency)}`), body, {
      indent: 12,
      marker: "-",
    });
  }
  writer.paragraph(text(`Total: ${money(amounts.total.chargeMinor, amounts.chargeCurrency)}`), bold);
  writer.paragraph(text(referenceText(amounts, amounts.total.referenceMinor)), note);

  writer.space(12);
  writer.paragraph(text("Importante"), heading);
  for (const line of voucherNotes(item.details)) writer.paragraph(text(line), note, { indent: 12, marker: "-" });
  writer.paragraph(text(`Atención al cliente: ${brand.salesPhone} · ${brand.email}`), note);
  return pdf.save();
}

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

/** "20261210T150000": a floating local time (the hotel's own clock). */
const icsLocal = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

const uidDomain = brand.email.split("@")[1] ?? "kunturviajes.pe";

/** The stay's calendar file: check-in and check-out at the hotel's times (RFC 5545, CRLF, folded lines). */
export function hotelIcs(order: Pick<Order, "id" | "code">, item: HotelItem, now = new Date()): string {
  const { details } = item;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const event = (kind: "entrada" | "salida", date: string, time: string, summary: string) => [
    "BEGIN:VEVENT",
    `UID:${order.id}-${kind}@${uidDomain}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsLocal(date, time)}`,
    `DTEND:${icsLocal(
      date,
      time.replace(/^(\d\d)/, (hour) => String(Math.min(23, Number(hour) + 1)).padStart(2, "0")),
    )}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `LOCATION:${escapeIcsText(`${details.hotel.name}, ${details.hotel.address}`)}`,
    `DESCRIPTION:${escapeIcsText(`Reserva ${order.code} · ${details.roomName} · ${details.rateName}`)}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${brand.name}//Reservas de hotel//ES`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...event("entrada", details.checkIn, details.hotel.checkInTime, `Check-in en ${details.hotel.name}`),
    ...event("salida", details.checkOut, details.hotel.checkOutTime, `Check-out de ${details.hotel.name}`),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
