/**
 * The flight search service (issue 16): asks every supplier at once under a time limit, gives each offer a signed,
 * expiring id, caches a search's results for their validity (in memory, or in Redis so every instance shares them),
 * re-prices offer ids for the checkout, and records the cheapest fare of each round-trip search for the destination
 * pages' "last searches". Configured once by the server (server/app.ts); tests configure their own suppliers.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { inArray } from "drizzle-orm";
import { getDb } from "#db";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { airlines } from "#server/db/schema/flights.ts";
import { airports } from "#server/db/schema/geography.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { signalChange } from "#app/platform/change-signals.ts";
import { notifyPriceDrop } from "#app/features/price-alerts/index.server.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type {
  AirlineInfo,
  AirportInfo,
  FareFamily,
  FlightOffer,
  FlightSearchResult,
  OutletFare,
  PriceCalendar,
  PricedSelection,
} from "./flight-offer-types.ts";
import { buildFlightResultsUrl, parseFlightResultsQuery, type FlightSearch } from "./flight-search-url.ts";
import { cheapestAdultRoundTrip } from "./cheapest-fare.ts";
import type { FlightBookingSupplier, FlightSupplier, OfferDraft } from "./flight-supplier.ts";
import { createInventorySupplier, type InventorySupplier } from "./inventory/inventory-supplier.server.ts";
import { searchSlices } from "./inventory/search-engine.ts";
import { carrierRoutes, type LowestRoundTrip } from "./inventory/lowest-fares.ts";
import { createResultCache, type ResultCache } from "./result-cache.server.ts";
import { startupSetting } from "#app/platform/startup-config.ts";

/** An offer can be re-priced and booked for this long after the search. */
export const OFFER_TTL_MS = 20 * 60_000;
/** A search's results are reused for this long (offers served from the cache keep at least 15 minutes). */
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;
/** A supplier that has not answered by then is left out ('Algunas aerolíneas no respondieron'). */
export const SUPPLIER_TIMEOUT_MS = 8_000;

type Logger = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type FlightSearchConfig = {
  /** Signs offer ids so a client cannot forge or alter one. */
  offerKey: string;
  suppliers: FlightSupplier[];
  supplierTimeoutMs: number;
  cache: ResultCache;
  log: Logger;
  now: () => Date;
  /** The site's public URL, for the links of price-alert e-mails. */
  siteUrl: string;
};

const SILENT: Logger = { warn: () => undefined, error: () => undefined };

type FlightSearchOptions = Partial<FlightSearchConfig> & {
  redisUrl?: string | undefined;
  redisKeyPrefix?: string | undefined;
};

function buildConfig(options: FlightSearchOptions): FlightSearchConfig {
  const { redisUrl, redisKeyPrefix, ...rest } = options;
  // Defaults are made only when not given: the inventory needs an open database, Redis a connection.
  return {
    offerKey: rest.offerKey ?? randomBytes(32).toString("base64url"),
    suppliers: rest.suppliers ?? [createInventorySupplier(getDb())],
    supplierTimeoutMs: rest.supplierTimeoutMs ?? SUPPLIER_TIMEOUT_MS,
    cache: rest.cache ?? createResultCache(redisUrl, rest.log ?? SILENT, redisKeyPrefix),
    log: rest.log ?? SILENT,
    now: rest.now ?? (() => new Date()),
    siteUrl: rest.siteUrl ?? "http://localhost:3000",
  };
}

// Outside production an unconfigured service searches the inventory alone with a key of this process.
const setting = startupSetting<FlightSearchConfig>("flight-search", { outsideProduction: () => buildConfig({}) });

/** Sets the service's suppliers, key, cache and logger; anything left out keeps its default. */
export function configureFlightSearch(options: FlightSearchOptions) {
  return setting.set(buildConfig(options));
}

function current(): FlightSearchConfig {
  return setting.get();
}

/** The server's logger, for the pages that call this service. */
export function flightSearchLog(): Logger {
  return current().log;
}

/** The built-in inventory supplier, for what only it computes (price calendar, outlet). */
export function inventorySupplier(): InventorySupplier | null {
  const supplier = current().suppliers.find((candidate) => candidate.id === "inventory");
  return supplier && "fareData" in supplier ? (supplier as InventorySupplier) : null;
}

/** The booking interface of the supplier that found an offer (FlightOffer.supplier), or null if it cannot book. */
export function bookingSupplier(supplierId: string): FlightBookingSupplier | null {
  return current().suppliers.find((candidate) => candidate.id === supplierId)?.booking ?? null;
}

/** Outlet fares are listed again after this long. */
export const OUTLET_CACHE_TTL_MS = 10 * 60_000;

/** The outlet's fares from an origin (Lima by default), cached; empty without the inventory. */
export async function outletFares(origin = "LIM"): Promise<OutletFare[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const { cache } = current();
  const key = `flights-outlet:${origin}`;
  const cached = await cache.get<OutletFare[]>(key);
  if (cached) return cached;
  const fares = await supplier.outlet(origin);
  await cache.set(key, fares, OUTLET_CACHE_TTL_MS);
  return fares;
}

/** An airline's non-stop routes with their cheapest round trip (airline pages), cached like the outlet. */
export async function airlineRouteFares(carrier: string): Promise<LowestRoundTrip[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const { cache } = current();
  const key = `flights-airline:${carrier}`;
  const cached = await cache.get<LowestRoundTrip[]>(key);
  if (cached) return cached;
  const fares = await supplier.airlineFares(carrier);
  await cache.set(key, fares, OUTLET_CACHE_TTL_MS);
  return fares;
}

/** The airlines of the inventory that fly at least one route, by name, with how many non-stop routes each flies. */
export async function airlineSummaries(): Promise<Array<AirlineInfo & { routeCount: number }>> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const data = await supplier.fareData();
  return [...data.airlines.values()]
    .map((airline) => ({
      code: airline.code,
      name: airline.name,
      routeCount: carrierRoutes(data, airline.code).length,
    }))
    .filter((airline) => airline.routeCount > 0)
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** An airline's fare families, cheapest first, as the fare step shows them (empty without the inventory). */
export async function airlineFareFamilies(carrier: string): Promise<FareFamily[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const families = (await supplier.fareData()).families.get(carrier) ?? [];
  return families.map(({ rank: _rank, pricePercent: _percent, ...family }) => family);
}

/** The price calendar of a search, cached like its results; null for multi-city or without the inventory. */
export async function priceCalendar(search: FlightSearch): Promise<PriceCalendar | null> {
  const supplier = inventorySupplier();
  if (!supplier) return null;
  const { cache } = current();
  const key = `flights-calendar:${buildFlightResultsUrl(search).split("?")[1] ?? ""}`;
  const cached = await cache.get<PriceCalendar>(key);
  if (cached) return cached;
  const calendar = await supplier.calendar(search);
  if (calendar) await cache.set(key, calendar, SEARCH_CACHE_TTL_MS);
  return calendar;
}

type OfferToken = { s: string; q: string; o: string[]; f: string; x: number };

function sign(payload: string, key: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
}

function offerId(token: OfferToken, key: string): string {
  const payload = Buffer.from(JSON.stringify(token)).toString("base64url");
  return `${payload}.${sign(payload, key)}`;
}

/** The token inside an offer id when its signature holds; null for anything forged, altered or malformed. */
export function readOfferId(id: string, key = current().offerKey): OfferToken | null {
  if (id.length > 2_000) return null;
  const [payload = "", signature = ""] = id.split(".");
  const expected = sign(payload, key);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return null;
  }
  try {
    const token = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OfferToken;
    return typeof token.q === "string" && Array.isArray(token.o) && typeof token.x === "number" ? token : null;
  } catch {
    return null;
  }
}

function toOffer(draft: OfferDraft, supplier: string, query: string, expiresAt: number, key: string): FlightOffer {
  const token: OfferToken = {
    s: supplier,
    q: query,
    o: draft.slices.map((slice) => slice.options[0]?.id ?? ""),
    f: draft.fareFamily.code,
    x: expiresAt,
  };
  return { id: offerId(token, key), supplier, expiresAt: new Date(expiresAt).toISOString(), ...draft };
}

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

/** Names of the airlines and airports an answer mentions, for showing it. */
export async function flightReferenceData(carrierCodes: string[], airportCodes: string[]) {
  const db = getDb();
  const [airlineRows, airportRows] = await Promise.all([
    carrierCodes.length > 0
      ? db
          .select({ code: airlines.code, name: airlines.name })
          .from(airlines)
          .where(inArray(airlines.code, carrierCodes))
      : Promise.resolve([]),
    db
      .select({
        iata: airports.iata,
        city: airports.city,
        airportName: airports.airportName,
        countryCode: airports.countryCode,
        timeZone: airports.timeZone,
      })
      .from(airports)
      .where(inArray(airports.iata, airportCodes)),
  ]);
  return {
    airlines: Object.fromEntries(airlineRows.map((row) => [row.code, row])) as Record<string, AirlineInfo>,
    airports: Object.fromEntries(airportRows.map((row) => [row.iata, row])) as Record<string, AirportInfo>,
  };
}

/**
 * Runs a search (validated by the flight search schema) on every supplier. Never throws for a supplier's failure:
 * what answered is returned, and `failedSuppliers` names the rest. Throws only when the database is unavailable.
 */
export async function searchFlights(search: FlightSearch): Promise<FlightSearchResult> {
  const { suppliers, supplierTimeoutMs, cache, log, now, offerKey } = current();
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
  const { siteUrl } = current();
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
  const { suppliers, now, offerKey } = current();
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
