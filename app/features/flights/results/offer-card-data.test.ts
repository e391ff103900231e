import { describe, expect, it } from "vitest";
import type { FlightOffer, Segment } from "#app/features/flights/flight-offer-types.ts";
import { toCardData, toOfferDetail } from "./offer-card-data.ts";

function segment(origin: string, destination: string, departure: string, arrival: string, number: string): Segment {
  return {
    id: `${origin}-${destination}`,
    marketingCarrier: "AV",
    marketingFlightNumber: number,
    operatingCarrier: number === "9" ? "2K" : "AV",
    operatingFlightNumber: number,
    origin,
    destination,
    departureLocal: departure,
    arrivalLocal: arrival,
    departureUtc: `${departure}:00Z`,
    arrivalUtc: `${arrival}:00Z`,
    departureTerminal: null,
    arrivalTerminal: "1",
    durationMinutes: 200,
    aircraft: "320",
    aircraftName: "Airbus A320",
    cabin: 0,
    bookingClass: "Q",
  };
}

const OFFER: FlightOffer = {
  id: "offer-1",
  supplier: "inventory",
  expiresAt: "2026-12-01T00:00:00Z",
  validatingCarrier: "AV",
  carriers: ["AV"],
  slices: [
    {
      origin: "LIM",
      destination: "CTG",
      date: "2026-12-10",
      options: [
        {
          id: "opt-1",
          segments: [
            segment("LIM", "BOG", "2026-12-10T22:10", "2026-12-11T01:40", "40"),
            segment("BOG", "CTG", "2026-12-11T06:00", "2026-12-11T07:30", "9"),
          ],
          layovers: [{ airport: "BOG", durationMinutes: 260, changeOfTerminal: false }],
          stops: 1,
          durationMinutes: 560,
          departureLocal: "2026-12-10T22:10",
          arrivalLocal: "2026-12-11T07:30",
          arrivalDayOffset: 1,
          overnight: true,
          seatsLeft: 3,
        },
      ],
    },
  ],
  fareFamily: {
    code: "AV-BASIC",
    name: "Basic",
    carrier: "AV",
    personalItem: true,
    cabinBag: false,
    checkedBags: 0,
    checkedBagKg: 23,
    seatChoice: "paid",
    changes: { allowed: false },
    refund: { allowed: false },
  },
  price: {
    currency: "USD",
    perPassenger: [{ type: "ADT", count: 2, baseMinor: 20_000, taxesMinor: 5_000, totalMinor: 25_000 }],
    taxes: [{ code: "IGV", name: "IGV (18%)", amountMinor: 10_000 }],
    serviceChargeMinor: 1_500,
    baseMinor: 40_000,
    taxesMinor: 10_000,
    totalMinor: 51_500,
  },
};

describe("the results page's offer data", () => {
  it("gives a card only what it shows: times, stops and the price rows", () => {
    const card = toCardData(OFFER);
    expect(card.slices[0]?.options[0]).toEqual({
      id: "opt-1",
      carrier: "AV",
      departureTime: "22:10",
      arrivalTime: "07:30",
      arrivalDayOffset: 1,
      durationMinutes: 560,
      stops: 1,
      overnight: true,
      seatsLeft: 3,
    });
    expect(card.price).toEqual({
      perPassenger: [{ type: "ADT", count: 2, baseMinor: 20_000 }],
      taxesMinor: 10_000,
      serviceChargeMinor: 1_500,
      totalMinor: 51_500,
    });
    expect(card.fareFamily).toEqual({
      name: "Basic",
      personalItem: true,
      cabinBag: false,
      checkedBags: 0,
      checkedBagKg: 23,
    });
    expect(card).not.toHaveProperty("outlet");
    expect(JSON.stringify(card)).not.toContain("segments");
  });

  it("keeps each schedule's flights, layovers and the names they show for the detail", () => {
    const detail = toOfferDetail(
      OFFER,
      { AV: { code: "AV", name: "Avianca" } },
      {
        LIM: { iata: "LIM", city: "Lima", airportName: "Jorge Chávez", countryCode: "PE", timeZone: "America/Lima" },
        BOG: { iata: "BOG", city: "Bogotá", airportName: "El Dorado", countryCode: "CO", timeZone: "America/Bogota" },
      },
    );
    const option = detail.slices[0]?.["opt-1"];
    expect(option?.segments.map((flight) => `${flight.marketingCarrier} ${flight.marketingFlightNumber}`)).toEqual([
      "AV 40",
      "AV 9",
    ]);
    expect(option?.segments[1]?.operatingCarrier).toBe("2K");
    expect(option?.layovers).toEqual([{ airport: "BOG", durationMinutes: 260, changeOfTerminal: false }]);
    // Unknown codes are named by themselves.
    expect(detail.airlines).toEqual({ AV: "Avianca", "2K": "2K" });
    expect(detail.airports).toEqual({ LIM: "Lima", BOG: "Bogotá", CTG: "CTG" });
  });
});
