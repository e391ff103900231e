import { describe, expect, it } from "vitest";
import { readIcs } from "#tests/support/ics-reader.ts";
import { localToUtc } from "#app/utils/time-zones.ts";
import { orderIcs, type CalendarEvent } from "./order-calendar.ts";

const events = (text: string) => readIcs(text).events;

const stay = (timeZone: string, description = "Habitación doble, desayuno incluido; 2 adultos"): CalendarEvent => ({
  itemId: "item-hotel",
  part: "entrada",
  start: { local: "2026-12-20T14:00", timeZone },
  end: { local: "2026-12-20T15:00", timeZone },
  summary: "Estadía en Hotel Malecón Suites: entrada",
  location: "Hotel Malecón Suites, Malecón de la Reserva 610, Miraflores",
  description,
});

describe("the order calendar (.ics)", () => {
  it("writes every time in UTC: a hotel's 14:00 in Lima is 19:00Z, in Madrid 13:00Z, never a floating time", () => {
    const lima = events(
      orderIcs({ id: "o1", code: "H4TQ9P" }, [stay("America/Lima")], new Date("2026-11-28T17:05:00Z")),
    );
    expect(lima[0]).toMatchObject({
      DTSTART: "20261220T190000Z",
      DTEND: "20261220T200000Z",
      DTSTAMP: "20261128T170500Z",
      UID: "item-hotel-entrada@kunturviajes.pe",
      SUMMARY: "Estadía en Hotel Malecón Suites: entrada",
    });
    const madrid = events(orderIcs({ id: "o1", code: "H4TQ9P" }, [stay("Europe/Madrid")]));
    expect(madrid[0]?.DTSTART).toBe("20261220T130000Z");
    // Summer time in Madrid (UTC+2) and New York (UTC-4).
    expect(localToUtc("2026-07-01T14:00", "Europe/Madrid").toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(localToUtc("2026-07-01T14:00", "America/New_York").toISOString()).toBe("2026-07-01T18:00:00.000Z");
    expect(localToUtc("2026-12-20T14:00", "America/Lima").toISOString()).toBe("2026-12-20T19:00:00.000Z");
  });

  it("escapes TEXT values, ends lines with CRLF and folds them at 75 octets without splitting a character", () => {
    const long = `Reserva con niños, camas extra; llegada tardía\\confirmada ${"ñandú ".repeat(30)}`;
    const text = orderIcs({ id: "o1", code: "H4TQ9P" }, [stay("America/Lima", long)]);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const entry of text.split("\r\n")) expect(new TextEncoder().encode(entry).length).toBeLessThanOrEqual(75);
    expect(text).toContain("\\, camas extra\\; llegada tardía\\\\confirmada");
    expect(events(text)[0]?.DESCRIPTION).toBe(`${long}\nPedido H4TQ9P`);
  });

  it("keeps one UID per item and event across copies, so a re-sent file updates the traveller's events", () => {
    const first = events(
      orderIcs({ id: "o1", code: "H4TQ9P" }, [stay("America/Lima")], new Date("2026-11-28T17:00:00Z")),
    );
    const again = events(
      orderIcs({ id: "o1", code: "H4TQ9P" }, [stay("America/Lima")], new Date("2026-11-29T09:00:00Z")),
    );
    expect(again[0]?.UID).toBe(first[0]?.UID);
    expect(again[0]?.DTSTAMP).not.toBe(first[0]?.DTSTAMP);
  });
});
