import type { PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { brand } from "#app/config/brand.ts";
import { flightReferenceData } from "#flights";
import { INK, PAGE, WHITE } from "#app/utils/pdf-layout.server.ts";
import { renderFramedPdf } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import type { BookingMoney } from "./booking-money.ts";
import { flightVoucherDocument, type VoucherReference } from "./voucher-content.ts";
import { paymentsAreSimulated } from "#app/utils/payment-mode.ts";

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

/** The voucher as an A4 PDF (the order documents' frame) with the booking code as a QR code on the first page. */
export async function renderVoucherPdf(
  booking: BookingDetail,
  reference: VoucherReference,
  money: BookingMoney,
  siteUrl: string,
): Promise<Uint8Array> {
  const document = flightVoucherDocument(booking, reference, money, { siteUrl, simulated: paymentsAreSimulated() });
  return renderFramedPdf(document, {
    subject: "Voucher de la reserva de vuelos",
    keywords: [brand.name, "voucher", booking.code],
    // The QR code sits to the right of the title block; the first section starts below it.
    firstPage: {
      draw: (page) => {
        drawQr(page, booking.code, PAGE.width - PAGE.margin - QR_SIZE, PAGE.height - PAGE.top - QR_SIZE + 8);
      },
      reserve: QR_SIZE - 50,
    },
  });
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
