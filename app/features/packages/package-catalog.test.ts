import { describe, expect, it } from "vitest";
import { HOTEL_SEEDS } from "#server/db/seed/hotels-data.ts";
import { PACKAGE_DETAILS } from "./package-catalog.ts";

describe("the package catalogue", () => {
  it("names each package's hotel as our hotel inventory names it", () => {
    const withHotel = PACKAGE_DETAILS.filter((detail) => detail.hotel);
    expect(withHotel.length).toBeGreaterThan(0);
    for (const detail of withHotel) {
      const seeded = HOTEL_SEEDS.find((hotel) => hotel.slug === detail.hotel?.slug);
      expect(seeded?.name, detail.slug).toBe(detail.hotel?.name);
    }
  });
});
