/**
 * A booking's flights as the order's calendar file (orders' one .ics builder): one event per flight segment at its
 * UTC instants, a UID stable per order item and segment, Spanish summary 'Vuelo LIM → CUZ · LA 2047'. Pure.
 */
import { orderIcs, type CalendarEvent } from "#app/features/orders/index.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { airportLabel, formatLocalDateTime, type VoucherReference } from "./voucher-content.ts";

/** The flight's events; `itemId` is the order's flight item (the booking's id when it is not known). */
export function flightCalendarEvents(
  booking: BookingDetail,
  reference: VoucherReference,
  itemId: string = booking.id,
): CalendarEvent[] {
  return booking.offer.slices.flatMap((slice, sliceIndex) =>
    (slice.options[0]?.segments ?? []).map((segment, segmentIndex) => {
      const flight = `${segment.marketingCarrier} ${segment.marketingFlightNumber}`;
      const terminal = segment.departureTerminal ? `, Terminal ${segment.departureTerminal}` : "";
      return {
        itemId,
        part: `vuelo-${String(sliceIndex + 1)}-${String(segmentIndex + 1)}`,
        start: { instant: segment.departureUtc },
        end: { instant: segment.arrivalUtc },
        summary: `Vuelo ${segment.origin} → ${segment.destination} · ${flight}`,
        location: `${reference.airports[segment.origin]?.airportName ?? segment.origin}${terminal}`,
        description: [
          `Reserva ${booking.code}`,
          `Vuelo ${flight}`,
          `Sale: ${formatLocalDateTime(segment.departureLocal)} (hora local), ${airportLabel(segment.origin, reference)}${terminal}`,
          `Llega: ${formatLocalDateTime(segment.arrivalLocal)} (hora local), ${airportLabel(segment.destination, reference)}`,
          `Tarifa ${booking.fareFamily.name}`,
        ].join("\n"),
      };
    }),
  );
}

export function bookingIcs(
  booking: BookingDetail,
  reference: VoucherReference,
  now = new Date(),
  itemId: string = booking.id,
): string {
  return orderIcs(booking, flightCalendarEvents(booking, reference, itemId), now);
}

export function icsFileName(booking: Pick<BookingDetail, "code">): string {
  return `vuelos-${booking.code}.ics`;
}
