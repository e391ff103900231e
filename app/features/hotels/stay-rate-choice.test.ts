import { describe, expect, it } from "vitest";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import type { OrderItem } from "#app/features/orders/order-contract.ts";
import { applyFilters, facetCounts, parseFilters } from "./hotel-filters.ts";
import { hotelLines } from "./hotel-order-item.ts";
import type { HotelOffer } from "./hotel-supplier.ts";
import { stayAmounts } from "./stay-pricing.ts";
import { freeCancellationAlternative, offerRates, shownRate, type SellableRate } from "./stay-rate-choice.ts";

const rate = (id: number, nightly: number[], freeUntil: string | null): SellableRate => {
  const amounts = stayAmounts(nightly, true);
  return {
    offerId: String(id),
    name: freeUntil ? "Flexible" : "No reembolsable",
    board: "breakfast",
    refundable: freeUntil !== null,
    cancellationTiers: [],
    cancellation: [],
    freeCancellationUntil: freeUntil,
    available: true,
    unavailableReason: null,
    netMinor: amounts.netMinor,
    totalMinor: amounts.totalMinor,
    perNightMinor: amounts.perNightMinor,
    averaged: amounts.averaged,
    nights: nightly.map((amountMinor, index) => ({ night: `2027-01-1${String(index)}`, amountMinor })),
    roomName: "Habitación estándar",
  };
};

// A hotel like the issue's: non-refundable US$ 484.11 for 3 nights, free cancellation US$ 540.45.
const nonRefundable = rate(1, [13675, 13675, 13675], null);
const flexible = rate(2, [15267, 15267, 15267], "2027-01-05");

const offer = (name: string, rates: SellableRate[]): HotelOffer => {
  const chosen = offerRates(rates);
  return {
    slug: name.toLowerCase(),
    name,
    destinationCode: "CUZ",
    countryCode: "PE",
    stars: 4,
    district: "Centro",
    address: "",
    latitude: 0,
    longitude: 0,
    summary: "",
    photos: [],
    amenities: [],
    score: 8,
    currency: "USD",
    ...chosen,
    boards: ["breakfast"],
    freeCancellation: chosen.cheapestFreeCancellation !== null,
  };
};

describe("the rate a hotel's results show", () => {
  it("keeps the cheapest rate and, apart, the cheapest one with free cancellation", () => {
    const hotel = offer("Plaza", [flexible, nonRefundable]);
    expect(hotel.cheapest?.totalMinor).toBe(48411);
    expect(hotel.cheapestFreeCancellation?.totalMinor).toBe(54045);
  });

  it("puts the free-cancellation rate's own price under the badge, never the non-refundable one", () => {
    const hotel = offer("Plaza", [nonRefundable, flexible]);
    expect(shownRate(hotel, false)?.offerId).toBe("1");
    expect(freeCancellationAlternative(hotel, false)?.totalMinor).toBe(54045);
    // With the filter on, every figure is the free-cancellation rate's.
    expect(shownRate(hotel, true)?.totalMinor).toBe(54045);
    expect(freeCancellationAlternative(hotel, true)).toBeNull();
  });

  it("names no alternative when the cheapest rate already cancels free, or when none does", () => {
    expect(freeCancellationAlternative(offer("A", [flexible]), false)).toBeNull();
    const strict = offer("B", [nonRefundable]);
    expect(strict.freeCancellation).toBe(false);
    expect(freeCancellationAlternative(strict, false)).toBeNull();
  });

  it("filters by price band and sorts by the free-cancellation rates when that filter is on", () => {
    const cheapFlexible = offer("Barato", [rate(3, [15000, 15000, 15000], "2027-01-05")]);
    const plaza = offer("Plaza", [nonRefundable, flexible]);
    const byPrice = parseFilters(new URLSearchParams("orden=precio&cancelacion=gratis"));
    // Plaza's non-refundable US$ 484.11 would come first; its free rate, US$ 540.45, comes after US$ 531.00.
    expect(applyFilters([plaza, cheapFlexible], byPrice).map((hotel) => hotel.name)).toEqual(["Barato", "Plaza"]);
    const band = parseFilters(new URLSearchParams("precio=100-200&cancelacion=gratis"));
    // Per night US$ 161.37 (non-refundable) and US$ 180.15 (free): both in the band; the free one is compared.
    expect(applyFilters([plaza], band)).toHaveLength(1);
    const under = parseFilters(new URLSearchParams("precio=0-100&cancelacion=gratis"));
    expect(applyFilters([plaza], under)).toHaveLength(0);
    expect(facetCounts([plaza, cheapFlexible], byPrice).price.find((o) => o.value === "100-200")?.count).toBe(2);
  });
});

describe("the stay's figures and the order's charge", () => {
  it("charges exactly the total shown, which is nights x the nightly price, in US$", () => {
    for (const nightly of [[23032, 23032, 23032], [20000, 22001, 24000, 19999], [15267]]) {
      const amounts = stayAmounts(nightly, true);
      const item: OrderItem = {
        id: "item-1",
        orderId: "order-1",
        product: "hotel",
        state: "held",
        position: 0,
        currency: "USD",
        lines: hotelLines({
          nights: nightly.map((amountMinor, index) => ({ night: `2027-01-1${String(index)}`, amountMinor })),
          rooms: [{ adults: 2, childrenAges: [] }],
          igvApplies: true,
          igvExempt: false,
        }),
        subtotalMinor: amounts.totalMinor,
        travellerIndexes: [],
        details: {},
        supplierRef: null,
        holdExpiresAt: null,
        priceValidUntil: null,
      };
      const order = computeOrderAmounts({
        chargeCurrency: "USD",
        referenceCurrency: "PEN",
        exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-12-02", source: "test" },
        items: [item],
        adjustments: [],
      });
      expect(order.total.chargeMinor).toBe(amounts.totalMinor);
      expect(amounts.perNightMinor * nightly.length).toBe(order.total.chargeMinor);
    }
  });

  it("labels the nights line an average only when the nights cost different amounts", () => {
    const night = (amountMinor: number, index: number) => ({ night: `2027-01-1${String(index)}`, amountMinor });
    const lines = (nightly: number[]) =>
      hotelLines({
        nights: nightly.map(night),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvApplies: true,
        igvExempt: false,
      });
    expect(lines([23032, 23032, 23032]).map((line) => line.label)).toEqual(["3 noches x US$\u00a0230.32", "IGV (18%)"]);
    expect(lines([20000, 22001, 24000])[0]?.label).toBe("3 noches x US$\u00a0220.00 (promedio por noche)");
  });
});
