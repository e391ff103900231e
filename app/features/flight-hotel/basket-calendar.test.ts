import { describe, expect, it } from "vitest";
import { readIcs } from "#tests/support/ics-reader.ts";
import { FIXTURE_BOOKING, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";
import { orderIcs } from "#app/features/orders/index.ts";
import { flightCalendarEvents } from "#app/features/flights/index.server.ts";
import { hotelCalendarEvents } from "#app/features/hotels/index.server.ts";

const parse = readIcs;

// A stay in Cusco between the fixture's flights (out 10/12, back 17/12), at the hotel's 14:00 and 11:00 in Lima's zone.
const stay = {
  id: "item-hotel",
  details: {
    hotel: {
      name: "Plaza Inca Cusco",
      address: "Calle Plateros 330, Cusco",
      countryCode: "PE",
      checkInTime: "14:00",
      checkOutTime: "11:00",
    },
    roomName: "Habitación estándar",
    rateName: "Con desayuno",
    checkIn: "2026-12-10",
    checkOut: "2026-12-17",
  } as Parameters<typeof hotelCalendarEvents>[1]["details"],
};

describe("a flight+hotel basket's one calendar file", () => {
  // What the order core writes: every item's events, in the order's order, in one calendar.
  const flights = flightCalendarEvents(FIXTURE_BOOKING, FIXTURE_REFERENCE, "item-flight");
  const ics = orderIcs(
    { id: "order-1", code: FIXTURE_BOOKING.code },
    [...flights, ...hotelCalendarEvents({ code: FIXTURE_BOOKING.code }, stay)],
    new Date("2026-11-28T17:05:00Z"),
  );
  const { calendars, events } = parse(ics);
  const segments = FIXTURE_BOOKING.offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);

  it("is one VCALENDAR with one VEVENT per flight leg and the stay's check-in and check-out", () => {
    expect(calendars).toBe(1);
    expect(ics.split("END:VCALENDAR").length - 1).toBe(1);
    expect(segments.length).toBeGreaterThan(1);
    expect(events).toHaveLength(segments.length + 2);
    expect(new Set(events.map((event) => event.UID)).size).toBe(events.length);
    expect(events.slice(0, segments.length).map((event) => event.SUMMARY)).toEqual(
      segments.map(
        (segment) =>
          `Vuelo ${segment.origin} → ${segment.destination} · ${segment.marketingCarrier} ${segment.marketingFlightNumber}`,
      ),
    );
    expect(events.slice(segments.length).map((event) => event.SUMMARY)).toEqual([
      "Estadía en Plaza Inca Cusco: entrada",
      "Estadía en Plaza Inca Cusco: salida",
    ]);
  });

  it("writes every time in UTC: the legs at their instants, the stay's local hours converted from the hotel's zone", () => {
    for (const event of events) {
      expect(event.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    }
    const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(events.slice(0, segments.length).map((event) => event.DTSTART)).toEqual(
      segments.map((segment) => utc(segment.departureUtc)),
    );
    // 14:00 in Cusco (UTC-5) is 19:00Z; 11:00 is 16:00Z.
    expect(events.at(-2)).toMatchObject({ DTSTART: "20261210T190000Z", UID: "item-hotel-entrada@kunturviajes.pe" });
    expect(events.at(-1)).toMatchObject({ DTSTART: "20261217T160000Z", UID: "item-hotel-salida@kunturviajes.pe" });
    for (const event of events) expect(event.DESCRIPTION).toContain(`Pedido ${FIXTURE_BOOKING.code}`);
  });
});
