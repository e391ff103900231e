import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine } from "#app/utils/ics.ts";
import { buildEventIcs, type CalendarEvent } from "./event-ics.ts";
import { limaInstant } from "./event-time.ts";

const event: CalendarEvent = {
  uid: "cierra-puertas@kunturviajes.pe",
  title: "Cierra puertas - Kuntur Viajes",
  description: "Remate de viajes; hasta 40 %, sorteos\ny más.",
  location: "Tienda 28 de Julio, Av. 28 de Julio 1045, Miraflores",
  url: "https://kunturviajes.pe/eventos",
  startsAt: limaInstant("2026-12-12", 9),
  endsAt: limaInstant("2026-12-12", 21),
};

const now = new Date("2026-11-26T14:42:05.123Z");

/** Unfolds the file (RFC 5545 3.1) into its logical lines. */
function logicalLines(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("event .ics (RFC 5545)", () => {
  it("is one VCALENDAR with one VEVENT, CRLF line ends and a final CRLF", () => {
    const ics = buildEventIcs(event, now);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = logicalLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
  });

  it("writes Lima wall-clock times with TZID and a matching VTIMEZONE at UTC-5", () => {
    const lines = logicalLines(buildEventIcs(event, now));
    expect(lines).toContain("DTSTART;TZID=America/Lima:20261212T090000");
    expect(lines).toContain("DTEND;TZID=America/Lima:20261212T210000");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toContain("TZID:America/Lima");
    expect(zone).toContain("TZOFFSETFROM:-0500");
    expect(zone).toContain("TZOFFSETTO:-0500");
  });

  it("stamps the file in UTC and keeps the event's UID", () => {
    const lines = logicalLines(buildEventIcs(event, now));
    expect(lines).toContain("DTSTAMP:20261126T144205Z");
    expect(lines).toContain("UID:cierra-puertas@kunturviajes.pe");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    expect(escapeIcsText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    const lines = logicalLines(buildEventIcs(event, now));
    expect(lines).toContain("DESCRIPTION:Remate de viajes\\; hasta 40 %\\, sorteos\\ny más.");
    expect(lines).toContain("LOCATION:Tienda 28 de Julio\\, Av. 28 de Julio 1045\\, Miraflores");
  });

  it("folds lines at 75 octets without splitting a multi-byte character", () => {
    const long = `SUMMARY:${"ñ".repeat(100)}`;
    const folded = foldIcsLine(long);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of physical.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldIcsLine("SHORT:line")).toBe("SHORT:line");
  });

  it("keeps every physical line of a real file within 75 octets", () => {
    const ics = buildEventIcs({ ...event, description: "Descripción muy larga, ".repeat(20) }, now);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
