/** The voucher PDF of a paid booking, rendered on demand ('Mis reservas', the confirmation page). */
import { getDb } from "#db";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { BOOKING_PAYABLE, voucherPaymentOf } from "./booking-payable.server.ts";
import { renderVoucherPdf, voucherFileName, voucherReference } from "./voucher-pdf.server.ts";

export async function voucherDocument(
  booking: BookingDetail,
  siteUrl: string,
): Promise<{ content: Uint8Array; fileName: string } | null> {
  if (booking.state !== "confirmed" && booking.state !== "ticketed") return null;
  const db = getDb();
  const paid =
    (await paymentsOf(db, { kind: BOOKING_PAYABLE, id: booking.id })).find(
      (payment) => payment.status === "approved",
    ) ?? null;
  const [reference, payment] = [await voucherReference(booking), await voucherPaymentOf(db, booking, paid)];
  return { content: await renderVoucherPdf(booking, reference, payment, siteUrl), fileName: voucherFileName(booking) };
}
