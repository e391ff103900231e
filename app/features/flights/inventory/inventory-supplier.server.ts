import type { Db } from "#db";
import { todayInLima } from "../../../utils/dates.ts";
import type { FlightSupplier } from "../flight-supplier.ts";
import type { FlightSearch } from "../flight-search-url.ts";
import { loadCounts, loadFareData } from "./inventory-data.server.ts";
import {
  buildOffers,
  candidateItineraries,
  flightDateKeys,
  priceSelection,
  searchSlices,
  type FareData,
} from "./search-engine.ts";

/** How long the network and fare tables are kept in memory before they are read again (edits show up after it). */
export const FARE_DATA_TTL_MS = 5 * 60_000;

/**
 * The built-in inventory as a supplier: the network and fares are read once (and again every FARE_DATA_TTL_MS),
 * seat counts are read per search in one query.
 */
export function createInventorySupplier(
  db: Db,
  options: { now?: () => Date } = {},
): FlightSupplier & {
  fareData(): Promise<FareData>;
} {
  const now = options.now ?? (() => new Date());
  let cached: { data: Promise<FareData>; loadedAt: number } | null = null;
  const fareData = () => {
    const at = Date.now();
    if (!cached || at - cached.loadedAt > FARE_DATA_TTL_MS) {
      const data = loadFareData(db);
      cached = { data, loadedAt: at };
      // A failed read is not kept: the next search tries again.
      data.catch(() => {
        if (cached?.data === data) cached = null;
      });
    }
    return cached.data;
  };
  return {
    id: "inventory",
    fareData,
    async search(search: FlightSearch, signal: AbortSignal) {
      const data = await fareData();
      signal.throwIfAborted();
      const itineraries = candidateItineraries(data.network, search);
      const counts = await loadCounts(db, flightDateKeys(itineraries), search.cabinClass);
      signal.throwIfAborted();
      return buildOffers(data, search, itineraries, counts, todayInLima(now()));
    },
    async price(search: FlightSearch, optionIds: string[], fareFamilyCode: string) {
      const data = await fareData();
      const slices = searchSlices(search);
      const keys = optionIds.flatMap((id) =>
        id.split("_").map((part) => {
          const [scheduleId = "", date = ""] = part.split("@");
          return { scheduleId, date };
        }),
      );
      const validKeys = keys.filter((key) => /^\d{1,9}$/.test(key.scheduleId) && /^\d{4}-\d{2}-\d{2}$/.test(key.date));
      if (validKeys.length !== keys.length || optionIds.length !== slices.length) return { status: "not_found" };
      const counts = await loadCounts(db, validKeys, search.cabinClass);
      return priceSelection(data, search, optionIds, fareFamilyCode, counts, todayInLima(now()));
    },
  };
}
