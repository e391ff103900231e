/** The voucher PDF of a paid booking, rendered on demand ('Mis reservas', the confirmation page). */
import { getDb } from "#db";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingMoneyOf } from "./booking-money.server.ts";
import { renderVoucherPdf, voucherFileName, voucherReference } from "./voucher-pdf.server.ts";

export async function voucherDocument(
  booking: BookingDetail,
  siteUrl: string,
): Promise<{ content: Uint8Array; fileName: string } | null> {
  if (booking.state !== "confirmed" && booking.state !== "ticketed") return null;
  const money = await bookingMoneyOf(getDb(), booking.id);
  if (!money) return null;
  const reference = await voucherReference(booking);
  return { content: await renderVoucherPdf(booking, reference, money, siteUrl), fileName: voucherFileName(booking) };
}
