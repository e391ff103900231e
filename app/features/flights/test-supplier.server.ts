import type { FlightSupplier } from "./flight-supplier.ts";
import type { FlightSearch } from "./flight-search-url.ts";

/** The destination whose searches the test supplier spoils (Tacna): every other search it answers with nothing. */
export const TEST_SUPPLIER_TRIGGER = "TCQ";

const spoils = (search: FlightSearch) => search.legs.some((leg) => leg.destination === TEST_SUPPLIER_TRIGGER);

/**
 * A supplier that misbehaves, for tests (FLIGHT_TEST_SUPPLIER): 'slow' never answers a search to Tacna (the
 * service's time limit cuts it off), 'failing' throws for it. It never has offers, so results stay the inventory's.
 */
export function createTestSupplier(mode: "slow" | "failing"): FlightSupplier {
  return {
    id: `test-${mode}`,
    async search(search, signal) {
      if (!spoils(search)) return [];
      if (mode === "failing") throw new Error("test supplier: simulated failure");
      await new Promise((_, reject) => {
        signal.addEventListener("abort", () => reject(new Error("test supplier: cut off by the time limit")), {
          once: true,
        });
      });
      return [];
    },
    async price() {
      return { status: "not_found" };
    },
  };
}
