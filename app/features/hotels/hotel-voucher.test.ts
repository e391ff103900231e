import { describe, expect, it } from "vitest";
import { INVOICE, expectFramed, itemMoney, line } from "#tests/support/order-documents.ts";
import { orderIcs } from "#app/features/orders/index.ts";
import type { HotelItemDetails } from "./hotel-order-item.ts";
import { hotelCalendarEvents, hotelVoucherDocument } from "./hotel-voucher.ts";

const details: HotelItemDetails = {
  hotel: {
    slug: "miraflores-malecon-suites",
    name: "Hotel Malecón Suites",
    district: "Miraflores",
    address: "Malecón de la Reserva 610, Miraflores",
    countryCode: "PE",
    checkInTime: "14:00",
    checkOutTime: "12:00",
  },
  supplier: "inventory",
  offerId: "2",
  roomName: "Habitación doble estándar",
  rateName: "Con desayuno, cancelación gratis",
  board: "breakfast",
  refundable: true,
  cancellationTiers: [{ daysBefore: 3, penaltyPercent: 0 }],
  cancellation: ["Cancelación gratis hasta 3 días antes de la llegada."],
  checkIn: "2026-12-20",
  checkOut: "2026-12-23",
  rooms: [{ adults: 2, childrenAges: [] }],
  guests: [{ firstName: "Rosa", lastName: "Huamán", documentType: "DNI", documentNumber: "41234567" }],
  igvApplies: true,
  igvExempt: false,
  nights: [
    { night: "2026-12-20", amountMinor: 13_675 },
    { night: "2026-12-21", amountMinor: 13_675 },
    { night: "2026-12-22", amountMinor: 13_674 },
  ],
  holdKey: "k",
};
const item = { id: "item-hotel-1", details, supplierRef: "KVH-0A1B2C3D", state: "fulfilled" as const };
const money = itemMoney("hotel", [line("NIGHT", "Noches x 3", 41_024), line("IGV", "IGV (18%)", 7_384, "tax")]);
const SITE = "https://kuntur.test";

describe("the hotel voucher", () => {
  it("fills the order documents' frame: identity, complaints book, demo notice, how paid, both currencies, factura", () => {
    const document = hotelVoucherDocument({ code: "H4TQ9P", state: "fulfilled", invoice: INVOICE }, item, money, {
      siteUrl: SITE,
      simulated: true,
    });
    const text = expectFramed(document, { simulated: true, invoice: true, paid: "card", siteUrl: SITE });
    expect(document.title).toBe("Voucher de hotel H4TQ9P");
    expect(text).toContain("Confirmación del hotel: KVH-0A1B2C3D");
    expect(text).toContain("Titular: Rosa Huamán (DNI 41234567)");
    expect(text).toContain("Cancelación gratis hasta 3 días antes de la llegada.");
    expect(text).toContain(
      "Total (se cobra en dólares): US$ 484.08 · Referencial: S/ 1,812.88 al tipo de cambio del 28/11/2026",
    );

    const boleta = hotelVoucherDocument({ code: "H4TQ9P", state: "cancelled", invoice: null }, item, money, {
      siteUrl: SITE,
      simulated: false,
    });
    const plain = expectFramed(boleta, { simulated: false, invoice: false, paid: "card", siteUrl: SITE });
    expect(plain).toContain("RESERVA CANCELADA");
  });

  it("puts check-in and check-out in the calendar at the hotel's times as UTC, in Spanish", () => {
    const events = hotelCalendarEvents({ code: "H4TQ9P" }, item);
    expect(events.map((event) => event.summary)).toEqual([
      "Estadía en Hotel Malecón Suites: entrada",
      "Estadía en Hotel Malecón Suites: salida",
    ]);
    const ics = orderIcs({ id: "order-1", code: "H4TQ9P" }, events, new Date("2026-11-28T17:05:00Z"));
    expect(ics).toContain("DTSTART:20261220T190000Z\r\n");
    expect(ics).toContain("DTSTART:20261223T170000Z\r\n");
    expect(ics).toContain("UID:item-hotel-1-entrada@kunturviajes.pe\r\n");
    expect(ics).not.toMatch(/DTSTART:\d{8}T\d{6}\r\n/);
    const madrid = hotelCalendarEvents(
      { code: "M1" },
      { ...item, details: { ...details, hotel: { ...details.hotel, countryCode: "ES" } } },
    );
    expect(orderIcs({ id: "o", code: "M1" }, madrid)).toContain("DTSTART:20261220T130000Z");
  });
});
