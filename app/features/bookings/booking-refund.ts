/**
 * What cancelling a paid booking gives back (SPEC 9 purchase conditions): the costs are retained (the airline's
 * refund penalty per ticketed passenger, or the whole base fare when the fare is not refundable, and the agency's
 * service charge) plus a 10% commission on what was paid; the rest is the refund due. Airline tickets cannot change
 * date, so cancelling is the only change offered. Pure.
 */
import type { BookingDetail } from "./booking-contract.ts";

export const CANCELLATION_COMMISSION_PERCENT = 10;

export type RefundQuote = {
  paidMinor: number;
  retentionMinor: number;
  commissionMinor: number;
  refundDueMinor: number;
};

export function quoteCancellation(
  booking: Pick<BookingDetail, "fareFamily" | "price" | "passengers">,
  paidMinor: number,
): RefundQuote {
  const flight = booking.price.flight;
  const rule = booking.fareFamily.refund;
  const ticketed = booking.passengers.length;
  const airlineRetention = rule.allowed ? Math.min(flight.baseMinor, rule.penaltyMinor * ticketed) : flight.baseMinor;
  const retentionMinor = Math.min(paidMinor, airlineRetention + flight.serviceChargeMinor);
  const commissionMinor = Math.floor((paidMinor * CANCELLATION_COMMISSION_PERCENT + 50) / 100);
  const refundDueMinor = Math.max(0, paidMinor - retentionMinor - commissionMinor);
  return {
    paidMinor,
    retentionMinor,
    commissionMinor: Math.min(commissionMinor, paidMinor - retentionMinor),
    refundDueMinor,
  };
}
