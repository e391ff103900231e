import type { PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { brand } from "#app/config/brand.ts";
import { flightReferenceData } from "#flights";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PAGE,
  PageWriter,
  toWinAnsi,
  WHITE,
} from "#app/utils/pdf-layout.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import type { BookingMoney } from "./booking-money.ts";
import { voucherSections, type VoucherReference } from "./voucher-content.ts";
import { DEMO_NOTICE, paymentsAreSimulated } from "#app/utils/payment-mode.ts";

/** Side of the printed QR code, in points (about 3 cm: scannable from a phone screen or paper). */
export const QR_SIZE = 84;

/** The dark modules of the booking code's QR code (error correction M), row by row. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, col) => modules.data[row * modules.size + col] === 1 };
}

function drawQr(page: PDFPage, text: string, x: number, y: number) {
  const qr = qrModules(text);
  const cell = QR_SIZE / qr.size;
  page.drawRectangle({ x: x - 4, y: y - 4, width: QR_SIZE + 8, height: QR_SIZE + 8, color: WHITE });
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (!qr.dark(row, col)) continue;
      page.drawRectangle({
        x: x + col * cell,
        y: y + QR_SIZE - (row + 1) * cell,
        width: cell,
        height: cell,
        color: INK,
      });
    }
  }
}

/** The voucher as an A4 PDF with selectable text and the booking code as a QR code on the first page. */
export async function renderVoucherPdf(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({
    title: `Voucher de viaje ${booking.code}`,
    subject: "Voucher de la reserva de vuelos",
  });
  const { regular, bold } = fonts;
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: `${brand.name.toUpperCase()} · VOUCHER DE VIAJE`, font: bold, size: 12 },
      { text: `Reserva ${booking.code}`, font: regular, size: 10 },
    ),
  );
  const body = { font: regular, size: 10, color: INK, lineHeight: 14 };
  const label = { font: bold, size: 9, color: MUTED, lineHeight: 12 };
  const heading = { font: bold, size: 12, color: BRAND_BLUE, lineHeight: 17 };

  writer.paragraph("¡Todo listo para tu vuelo!", { font: bold, size: 18, color: INK, lineHeight: 24 });
  writer.paragraph(toWinAnsi(`Código de reserva: ${booking.code}`), {
    font: bold,
    size: 14,
    color: INK,
    lineHeight: 20,
  });
  writer.paragraph("Presenta este voucher y tu documento de identidad en el aeropuerto.", body);
  if (paymentsAreSimulated()) writer.paragraph(toWinAnsi(DEMO_NOTICE), { ...body, font: bold });
  // The QR code sits to the right of the title block; the first section starts below it.
  drawQr(pdf.getPage(0), booking.code, PAGE.width - PAGE.margin - QR_SIZE, PAGE.height - PAGE.top - QR_SIZE + 8);
  writer.space(QR_SIZE - 50);
  for (const section of voucherSections(booking, reference, money, siteUrl)) {
    writer.space(6);
    writer.paragraph(toWinAnsi(section.heading), heading, { keepWithNext: 30 });
    writer.space(2);
    for (const row of section.rows) {
      writer.paragraph(toWinAnsi(row.label), label, { keepWithNext: body.lineHeight });
      writer.paragraph(toWinAnsi(row.value), body);
      writer.space(3);
    }
  }
  return pdf.save();
}

/** Airline and airport names of a booking's flights (from the flights domain), for the voucher and the calendar. */
export async function voucherReference(booking: BookingDetail): Promise<VoucherReference> {
  const segments = booking.offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);
  const carriers = new Set(segments.flatMap((segment) => [segment.marketingCarrier, segment.operatingCarrier]));
  const airports = new Set(segments.flatMap((segment) => [segment.origin, segment.destination]));
  return flightReferenceData([...carriers], [...airports]);
}

export function voucherFileName(booking: Pick<BookingDetail, "code">): string {
  return `voucher-${booking.code}.pdf`;
}
