/**
 * A booking's flights as an iCalendar file (RFC 5545) for the voucher e-mail: one VEVENT per flight segment, times
 * in UTC, CRLF line ends, lines folded at 75 octets, a stable UID per segment (a re-sent file updates, not
 * duplicates, the traveller's events). Pure.
 */
import { brand } from "#app/config/brand.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { airportLabel, formatLocalDateTime, type VoucherReference } from "./voucher-content.ts";
import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";

/** "20261210T111500Z" from an ISO instant. */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const uidDomain = brand.email.split("@")[1] ?? "kunturviajes.pe";

export function bookingIcs(booking: BookingDetail, reference: VoucherReference, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${brand.name}//Reservas de vuelos//ES`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  const city = (code: string) => reference.airports[code]?.city ?? code;
  booking.offer.slices.forEach((slice, sliceIndex) => {
    (slice.options[0]?.segments ?? []).forEach((segment, segmentIndex) => {
      const flight = `${segment.marketingCarrier} ${segment.marketingFlightNumber}`;
      const terminal = segment.departureTerminal ? `, Terminal ${segment.departureTerminal}` : "";
      const description = [
        `Reserva ${booking.code}`,
        `Vuelo ${flight}`,
        `Sale: ${formatLocalDateTime(segment.departureLocal)} (hora local), ${airportLabel(segment.origin, reference)}${terminal}`,
        `Llega: ${formatLocalDateTime(segment.arrivalLocal)} (hora local), ${airportLabel(segment.destination, reference)}`,
        `Tarifa ${booking.fareFamily.name}`,
      ].join("\n");
      lines.push(
        "BEGIN:VEVENT",
        `UID:${booking.id}-${String(sliceIndex + 1)}-${String(segmentIndex + 1)}@${uidDomain}`,
        `DTSTAMP:${icsUtc(now.toISOString())}`,
        `DTSTART:${icsUtc(segment.departureUtc)}`,
        `DTEND:${icsUtc(segment.arrivalUtc)}`,
        `SUMMARY:${escapeIcsText(`Vuelo ${flight} ${city(segment.origin)} - ${city(segment.destination)}`)}`,
        `LOCATION:${escapeIcsText(`${reference.airports[segment.origin]?.airportName ?? segment.origin}${terminal}`)}`,
        `DESCRIPTION:${escapeIcsText(description)}`,
        "STATUS:CONFIRMED",
        "TRANSP:OPAQUE",
        "END:VEVENT",
      );
    });
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

export function icsFileName(booking: Pick<BookingDetail, "code">): string {
  return `vuelos-${booking.code}.ics`;
}
