import { describe, expect, it } from "vitest";
import { addDays } from "#app/utils/dates.ts";
import { parseFlightResultsQuery } from "#app/features/flights/index.ts";
import { validityState } from "#app/features/promotions/index.ts";
import { campaignFlightOffers, campaignNotice, withPenPrice } from "./campaign-offers.ts";

const TODAY = "2026-11-28";
const cities = { LIM: { city: "Lima" }, CUZ: { city: "Cusco" }, MIA: { city: "Miami" } };

describe("campaign pages", () => {
  it("are in force from the first to the last day (Lima dates), to come before, ended after", () => {
    const validity = { validFrom: TODAY, validUntil: addDays(TODAY, 3) };
    expect(validityState(validity, addDays(TODAY, -1))).toBe("upcoming");
    expect(validityState(validity, TODAY)).toBe("current");
    expect(validityState(validity, addDays(TODAY, 3))).toBe("current");
    expect(validityState(validity, addDays(TODAY, 4))).toBe("expired");
  });

  it("say when an ended campaign ended and when one to come starts; nothing while in force", () => {
    const validity = { validFrom: "2026-07-20", validUntil: "2026-07-31" };
    expect(campaignNotice("expired", validity)).toEqual({
      kind: "expired",
      text: "Esta campaña terminó el 31 de julio de 2026.",
    });
    expect(campaignNotice("upcoming", validity)?.text).toBe(
      "Esta campaña empieza el 20 de julio de 2026. Sus ofertas se publican ese día.",
    );
    expect(campaignNotice("current", validity)).toBeNull();
  });

  it("offer each route at its one recorded fare with the search that finds it, in the campaign's order", () => {
    const fares = new Map([
      ["LIM-MIA", { totalMinor: 45_000, currency: "USD", dateStart: "2026-12-12", dateEnd: "2026-12-20" }],
      ["LIM-CUZ", { totalMinor: 12_000, currency: "USD", dateStart: "2026-12-05", dateEnd: "2026-12-09" }],
    ]);
    const offers = campaignFlightOffers(
      [
        { origin: "LIM", destination: "MIA" },
        { origin: "LIM", destination: "AQP" },
        { origin: "LIM", destination: "CUZ" },
      ],
      fares,
      cities,
      "3.7500",
      TODAY,
    );
    // Arequipa has no fare on record (and no known city): left out, never shown without a price.
    expect(offers.map((offer) => offer.destinationCity)).toEqual(["Miami", "Cusco"]);
    expect(offers[0]).toMatchObject({ totalMinor: 45_000, totalPenMinor: 168_750, departureDate: "2026-12-12" });
    const search = parseFlightResultsQuery(new URL(offers[1]?.searchUrl ?? "", "https://x.pe").searchParams);
    expect(search).toMatchObject({
      legs: [{ origin: "LIM", destination: "CUZ", date: "2026-12-05" }],
      returnDate: "2026-12-09",
    });
  });

  it("price packages in S/ beside US$ with the day's rate, and in US$ only without one", () => {
    expect(withPenPrice({ priceMinor: 10_000, currency: "USD" }, "3.7000").pricePenMinor).toBe(37_000);
    expect(withPenPrice({ priceMinor: 10_000, currency: "USD" }, null).pricePenMinor).toBeNull();
  });
});
