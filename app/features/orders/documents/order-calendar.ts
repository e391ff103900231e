/**
 * The one calendar file (RFC 5545) of an order's items, for flights and hotel stays alike: every time in UTC
 * ("Z"), so a calendar anywhere shows it at the right moment (a local time is converted from its IANA zone); CRLF
 * line ends, TEXT values escaped, lines folded at 75 octets; a UID stable per order item and event, so a re-sent file
 * updates the traveller's events instead of duplicating them. Wording in Spanish. Pure.
 */
import { brand } from "#app/config/brand.ts";
import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";
import { localToUtc } from "#app/utils/time-zones.ts";

export const ORDER_ICS_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** An instant (ISO with offset or Z), or a wall-clock time "yyyy-mm-ddThh:mm" in an IANA zone. */
export type CalendarTime = { instant: string } | { local: string; timeZone: string };

export type CalendarEvent = {
  /** Order item id (stable); `part` tells several events of one item apart ('tramo-1-1', 'entrada'). */
  itemId: string;
  part: string;
  start: CalendarTime;
  end: CalendarTime;
  summary: string;
  description: string;
  location: string;
};

/** "20261210T111500Z" from an instant. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const instantOf = (time: CalendarTime): Date =>
  "instant" in time ? new Date(time.instant) : localToUtc(time.local, time.timeZone);

/** One VCALENDAR with one VEVENT per event. `now` is the DTSTAMP (when this copy was produced). */
export function orderIcs(order: { id: string; code: string }, events: CalendarEvent[], now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${brand.name}//Pedidos//ES`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(`${brand.name} · Pedido ${order.code}`)}`,
  ];
  const uidDomain = brand.email.split("@")[1] ?? "kunturviajes.pe";
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.itemId}-${event.part}@${uidDomain}`,
      `DTSTAMP:${icsUtc(now)}`,
      `DTSTART:${icsUtc(instantOf(event.start))}`,
      `DTEND:${icsUtc(instantOf(event.end))}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      `DESCRIPTION:${escapeIcsText(`${event.description}\nPedido ${order.code}`)}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
