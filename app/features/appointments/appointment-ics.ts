import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";

export type AppointmentCalendarEntry = {
  id: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startsAt: Date;
  endsAt: Date;
  /** Raised on every change: the calendar replaces its entry instead of adding one. */
  sequence: number;
  cancelled: boolean;
};

const utc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** One VEVENT (RFC 5545) in UTC: REQUEST for a booked or moved appointment, CANCEL for a cancelled one. */
export function buildAppointmentIcs(entry: AppointmentCalendarEntry, now: Date, siteHost: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kuntur Viajes//Citas//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${entry.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:cita-${entry.id}@${siteHost}`,
    `SEQUENCE:${String(entry.sequence)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(entry.startsAt)}`,
    `DTEND:${utc(entry.endsAt)}`,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `DESCRIPTION:${escapeIcsText(entry.description)}`,
    `LOCATION:${escapeIcsText(entry.location)}`,
    `URL:${entry.url}`,
    `STATUS:${entry.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
