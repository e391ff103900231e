import { LIMA_TIME_ZONE, toLima } from "./event-time.ts";
import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";

/** What an .ics file says about one event. */
export type CalendarEvent = {
  /** Stable per event and site: calendars update the entry instead of adding a second one on re-import. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startsAt: Date;
  endsAt: Date;
};

const pad = (value: number) => String(value).padStart(2, "0");

/** 20261212T090000: local time in Lima, for DTSTART/DTEND with TZID. */
function limaLocal(instant: Date): string {
  const { date, hour, minute, second } = toLima(instant);
  return `${date.replace(/-/g, "")}T${pad(hour)}${pad(minute)}${pad(second)}`;
}

/** 20261126T144200Z: UTC, for DTSTAMP. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * One VCALENDAR with one VEVENT in America/Lima (with its VTIMEZONE: UTC-5, no daylight saving), CRLF line ends
 * and folded lines. `now` is the DTSTAMP (when this copy was produced).
 */
export function buildEventIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kuntur Viajes//Eventos en tienda//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${LIMA_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0500",
    "TZNAME:-05",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${LIMA_TIME_ZONE}:${limaLocal(event.startsAt)}`,
    `DTEND;TZID=${LIMA_TIME_ZONE}:${limaLocal(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
