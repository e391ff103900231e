import { describe, expect, it } from "vitest";
import { foldIcsLine } from "#app/utils/ics.ts";
import { bookingIcs } from "./booking-ics.ts";
import { readIcs } from "#tests/support/ics-reader.ts";
import { FIXTURE_BOOKING, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";

/** A minimal RFC 5545 reader: unfolds lines, splits components, unescapes TEXT values. */
function parseIcs(text: string) {
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return readIcs(text);
}

describe("a booking's flights in the order calendar (.ics)", () => {
  const ics = bookingIcs(FIXTURE_BOOKING, FIXTURE_REFERENCE, new Date("2026-11-26T17:05:00Z"));

  it("is one VCALENDAR with CRLF line ends and no line over 75 octets", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("has one event per flight segment, in UTC, with a unique UID each", () => {
    const { events } = parseIcs(ics);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      DTSTART: "20261210T111500Z",
      DTEND: "20261210T124000Z",
      DTSTAMP: "20261126T170500Z",
      SUMMARY: "Vuelo LIM → CUZ · LA 2047",
      LOCATION: "Aeropuerto Internacional Jorge Chávez, Terminal 1",
    });
    expect(events[0]?.DESCRIPTION).toContain(
      "Reserva K7PQ2M\nVuelo LA 2047\nSale: jue. 10 dic. 2026, 06:15 (hora local)",
    );
    expect(events[1]).toMatchObject({ DTSTART: "20261217T230500Z", DTEND: "20261218T003000Z" });
    expect(events[0]?.DESCRIPTION).toContain("Pedido K7PQ2M");
    expect(new Set(events.map((event) => event.UID)).size).toBe(2);
    // The UID names the order item and the segment: a re-sent file updates the same events.
    const again = parseIcs(bookingIcs(FIXTURE_BOOKING, FIXTURE_REFERENCE, new Date(), "item-flight")).events;
    expect(again.map((event) => event.UID)).toEqual([
      "item-flight-vuelo-1-1@kunturviajes.pe",
      "item-flight-vuelo-2-1@kunturviajes.pe",
    ]);
  });

  it("folds long lines without splitting a multi-byte character, and unfolds back to the original", () => {
    const line = `DESCRIPTION:${"ñá".repeat(60)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});
