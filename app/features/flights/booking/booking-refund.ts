/**
 * The flight's own penalty rule for the order core's one cancellation computation (orders/lifecycle): the airline
 * keeps its refund penalty per ticketed passenger, or the whole base fare when the fare is not refundable, and the
 * agency's service charge is not returned. The core adds the 10 % commission and computes the refund. Airline
 * tickets cannot change date, so cancelling is the only change offered. Pure.
 */
import type { PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import type { BookingDetail } from "./booking-contract.ts";

type FareOf = {
  fareFamily: Pick<BookingDetail["fareFamily"], "name" | "refund">;
  flight: Pick<BookingDetail["price"]["flight"], "baseMinor" | "serviceChargeMinor">;
};

/** What the airline and the service charge keep, in the flight's currency, for `passengers` ticketed. */
export function flightRetentionMinor(booking: FareOf, passengers: number): number {
  const flight = booking.flight;
  const rule = booking.fareFamily.refund;
  const airline = rule.allowed ? Math.min(flight.baseMinor, rule.penaltyMinor * passengers) : flight.baseMinor;
  return airline + flight.serviceChargeMinor;
}

/** The rule for a flight item whose share of what was paid is `paidMinor` (retention in the charge currency). */
export function flightPenalty(booking: FareOf, retentionMinor: number, paidMinor: number): PenaltyRule {
  const rule = booking.fareFamily.refund.allowed
    ? `la aerolínea retiene su penalidad por pasajero (tarifa ${booking.fareFamily.name}) y el cargo por servicio`
    : `la tarifa ${booking.fareFamily.name} no es reembolsable: se retienen la tarifa base y el cargo por servicio`;
  return { outcome: "cancel", retainedMinor: Math.min(paidMinor, retentionMinor), rule };
}
