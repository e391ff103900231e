/**
 * The flight search service (issue 16): asks every supplier at once under a time limit, gives each offer a signed,
 * expiring id, caches a search's results for their validity (in memory, or in Redis so every instance shares them),
 * re-prices offer ids for the checkout, and records the cheapest fare of each round-trip search for the destination
 * pages' "last searches". Configured once by the server (server/app.ts); tests configure their own suppliers.
 */
import { getDb } from "#db";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { signalChange } from "#app/platform/change-signals.ts";
import { notifyPriceDrop } from "#app/features/price-alerts/index.server.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { FlightOffer, FlightSearchResult, PricedSelection } from "./flight-offer-types.ts";
import { buildFlightResultsUrl, parseFlightResultsQuery, type FlightSearch } from "./flight-search-url.ts";
import { cheapestAdultRoundTrip } from "./cheapest-fare.ts";
import type { FlightSupplier } from "./flight-supplier.ts";
import { searchSlices } from "./inventory/search-engine.ts";
import { flightSearchConfig, OFFER_TTL_MS, SEARCH_CACHE_TTL_MS } from "./flight-search-config.server.ts";
import { readOfferId, toOffer } from "./flight-offer-ids.server.ts";
import { flightReferenceData } from "./flight-reference-queries.server.ts";

// What the pages and the API reach through #flights (one module shared by the host and the SSR bundle).
export { configureFlightSearch, flightSearchLog, inventorySupplier } from "./flight-search-config.server.ts";
export {
  airlineFareFamilies,
  airlineRouteFares,
  airlineSummaries,
  outletFares,
  priceCalendar,
} from "./flight-inventory-fares.server.ts";
export { readOfferId } from "./flight-offer-ids.server.ts";
export { flightReferenceData } from "./flight-reference-queries.server.ts";

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a search (validated by the flight search schema) on every supplier. Never throws for a supplier's failure:
 * what answered is returned, and `failedSuppliers` names the rest. Throws only when the database is unavailable.
 */
export async function searchFlights(search: FlightSearch): Promise<FlightSearchResult> {
  const { suppliers, supplierTimeoutMs, cache, log, now, offerKey } = flightSearchConfig();
  const query = buildFlightResultsUrl(search).split("?")[1] ?? "";
  const cached = await cache.get<FlightSearchResult>(`flights:${query}`);
  if (cached) return cached;
  const searchedAt = now();
  const expiresAt = searchedAt.getTime() + OFFER_TTL_MS;
  const answers = await Promise.allSettled(
    suppliers.map((supplier) => withTimeout((signal) => supplier.search(search, signal), supplierTimeoutMs)),
  );
  const offers: FlightOffer[] = [];
  const failedSuppliers: string[] = [];
  answers.forEach((answer, index) => {
    const supplier = suppliers[index] as FlightSupplier;
    if (answer.status === "fulfilled") {
      for (const draft of answer.value) offers.push(toOffer(draft, supplier.id, query, expiresAt, offerKey));
    } else {
      failedSuppliers.push(supplier.id);
      const reason: unknown = answer.reason;
      log.warn({ err: reason, supplier: supplier.id, search: query }, "flight supplier failed or timed out");
    }
  });
  offers.sort((a, b) => a.price.totalMinor - b.price.totalMinor);
  const airportCodes = new Set<string>();
  for (const leg of search.legs) airportCodes.add(leg.origin).add(leg.destination);
  for (const offer of offers) {
    for (const slice of offer.slices) {
      for (const option of slice.options) {
        for (const segment of option.segments) airportCodes.add(segment.origin).add(segment.destination);
      }
    }
  }
  const [reference, rate] = await Promise.all([
    flightReferenceData([...new Set(offers.flatMap((offer) => offer.carriers))], [...airportCodes]),
    getCurrentExchangeRate({ now: searchedAt }),
  ]);
  const result: FlightSearchResult = {
    search,
    offers,
    failedSuppliers,
    ...reference,
    exchangeRate: rate ? { rate: rate.amount, date: rate.date } : null,
    searchedAt: searchedAt.toISOString(),
  };
  // A partial answer is not kept: the next visitor asks the failed supplier again.
  if (failedSuppliers.length === 0) await cache.set(`flights:${query}`, result, SEARCH_CACHE_TTL_MS);
  void recordCheapest(result).catch((error: unknown) =>
    log.error({ err: error, search: query }, "could not record the cheapest fare of a search"),
  );
  return result;
}

/**
 * The cheapest economy round-trip fare for one adult feeds the destination pages' "last searches" and the home's
 * most-wanted offers. Other cabins are not "the cheapest price" of a route, so they are not recorded.
 */
async function recordCheapest(result: FlightSearchResult): Promise<void> {
  const { search } = result;
  const [leg] = search.legs;
  const totalMinor = cheapestAdultRoundTrip(search, result.offers);
  if (!leg || !search.returnDate || totalMinor === null) return;
  await getDb()
    .insert(lastSearchFares)
    .values({
      type: "A",
      originCode: leg.origin,
      originName: result.airports[leg.origin]?.city ?? leg.origin,
      destinationCode: leg.destination,
      destinationName: result.airports[leg.destination]?.city ?? leg.destination,
      dateStart: leg.date,
      dateEnd: search.returnDate,
      totalMinor,
      currency: "USD",
    })
    .onConflictDoUpdate({
      target: [
        lastSearchFares.type,
        lastSearchFares.originCode,
        lastSearchFares.destinationCode,
        lastSearchFares.dateStart,
        lastSearchFares.dateEnd,
      ],
      // A visitor's search makes the fare a recorded one: later starts no longer re-price it as demo content.
      set: { totalMinor, seenAt: new Date(), demo: false },
    });
  // The home's managed texts print this route's "from" price (decision 026): not a reused older one.
  signalChange("recorded-fares");
  const { siteUrl } = flightSearchConfig();
  await notifyPriceDrop(
    {
      originIata: leg.origin,
      destinationIata: leg.destination,
      totalMinor,
      amount: formatMoney(totalMinor, "USD", { alwaysDecimals: true }),
      dates: `ida ${formatDateShort(leg.date)}, vuelta ${formatDateShort(search.returnDate)}`,
      searchUrl: `${siteUrl.replace(/\/$/, "")}${buildFlightResultsUrl({ ...search, adults: 1, children: 0, infants: 0 })}`,
    },
    siteUrl,
  );
}

/**
 * Re-prices an offer id, optionally with other schedules of the offer and another fare family: the current price,
 * or why it cannot be sold ('expired', 'sold_out', 'not_found').
 */
export async function priceOffer(
  id: string,
  choice: {
    optionIds?: string[] | undefined;
    fareFamilyCode?: string | undefined;
    /** The asking buyer's own hold at the supplier: its seats are re-priced as theirs, not as taken (defect 2). */
    holdRef?: string | null | undefined;
  } = {},
): Promise<PricedSelection> {
  const { suppliers, now, offerKey } = flightSearchConfig();
  const token = readOfferId(id, offerKey);
  const search = token ? parseFlightResultsQuery(token.q) : null;
  const supplier = token ? suppliers.find((candidate) => candidate.id === token.s) : undefined;
  if (!token || !search || !supplier) return { status: "not_found" };
  if (token.x <= now().getTime()) return { status: "expired" };
  const optionIds = choice.optionIds ?? token.o;
  const fareFamilyCode = choice.fareFamilyCode ?? token.f;
  if (optionIds.length !== searchSlices(search).length) return { status: "not_found" };
  const quote = await supplier.price(search, optionIds, fareFamilyCode, { holdRef: choice.holdRef ?? null });
  if (quote.status !== "available") return quote;
  const expiresAt = new Date(token.x).toISOString();
  return {
    status: "available",
    selection: { offerId: id, optionIds, fareFamilyCode },
    offer: { ...quote.offer, id, supplier: supplier.id, expiresAt },
    fareFamily: quote.fareFamily,
    fareFamilies: quote.fareFamilies,
    price: quote.price,
    expiresAt,
  };
}
