// `npm run bench:flights` (issue 16): 1,000 varied flight searches through the search service, uncached, on the
// embedded database (or DATABASE_URL), seeded with the demo network. Prints p50/p95/p99 per kind of search; the
// targets are p99 <= 50 ms for one way and round trip, <= 150 ms for a 4-leg multi-city. Deterministic: the
// searches come from a seeded generator, so two runs measure the same work.
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { openDb, setDbHandle } from "#server/db/client.ts";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { configureFlightSearch, searchFlights } from "#app/features/flights/flight-search-service.server.ts";
import { createInventorySupplier } from "#app/features/flights/inventory/inventory-supplier.server.ts";
import type { FlightSearch } from "#app/features/flights/flight-search-url.ts";
import type { ResultCache } from "#app/features/flights/result-cache.server.ts";

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1000);
const TARGETS = { "one way": 50, "round trip": 50, "multi-city (4 legs)": 150 } as const;
type Kind = keyof typeof TARGETS;

const handle = await openDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true });
setDbHandle(handle);
await seedDemoContent(handle.db);
const supplier = createInventorySupplier(handle.db);
// No cache: every search does the whole work (the cache would answer repeats in microseconds).
const noCache: ResultCache = { get: async () => null, set: async () => undefined, close: async () => undefined };
configureFlightSearch({ suppliers: [supplier], cache: noCache });
const { network } = await supplier.fareData();

let seed = 20261126;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
const origins = [...network.departuresFrom.keys()];
const destinationsFrom = (origin: string) =>
  [
    ...new Set([
      ...(network.departuresFrom.get(origin) ?? []).map((flight) => flight.destination),
      // Some searches need a connection: any airport that has flights.
      pick(origins),
    ]),
  ].filter((code) => code !== origin);
const today = todayInLima();
const passengers = () => {
  const adults = 1 + Math.floor(random() * 3);
  return { adults, children: Math.floor(random() * 2), infants: random() < 0.2 ? 1 : 0 };
};

function makeSearch(kind: Kind): FlightSearch {
  const base = { cabinClass: random() < 0.9 ? 0 : 2, language: "ES" as const, ...passengers() };
  const origin = random() < 0.7 ? "LIM" : pick(origins);
  const date = addDays(today, 1 + Math.floor(random() * 300));
  if (kind === "multi-city (4 legs)") {
    const legs = [];
    let from = "LIM";
    let day = date;
    for (let index = 0; index < 4; index++) {
      const to = index === 3 ? "LIM" : pick(destinationsFrom(from));
      legs.push({ origin: from, destination: to, date: day });
      from = to;
      day = addDays(day, 2 + Math.floor(random() * 4));
    }
    return { ...base, tripType: 2, legs, returnDate: null } as FlightSearch;
  }
  const destination = pick(destinationsFrom(origin));
  const legs = [{ origin, destination, date }];
  if (kind === "one way") return { ...base, tripType: 1, legs, returnDate: null } as FlightSearch;
  return { ...base, tripType: 0, legs, returnDate: addDays(date, 2 + Math.floor(random() * 14)) } as FlightSearch;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.versions.node}`);
console.log(`Database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded, in memory)"}`);
// Warm-up: JIT and the network's first load are not what a visitor waits for.
for (let index = 0; index < 50; index++) await searchFlights(makeSearch(pick(Object.keys(TARGETS) as Kind[])));

const shares: Array<[Kind, number]> = [
  ["one way", 0.4],
  ["round trip", 0.4],
  ["multi-city (4 legs)", 0.2],
];
let failed = false;
for (const [kind, share] of shares) {
  const times: number[] = [];
  let offers = 0;
  for (let index = 0; index < Math.round(SEARCHES * share); index++) {
    const search = makeSearch(kind);
    const started = performance.now();
    const result = await searchFlights(search);
    times.push(performance.now() - started);
    offers += result.offers.length;
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const ok = p99 <= TARGETS[kind];
  failed ||= !ok;
  console.log(
    `${kind.padEnd(20)} n=${String(times.length).padStart(4)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  (target ${TARGETS[kind]} ms: ${ok ? "met" : "NOT met"})  offers/search ${(offers / times.length).toFixed(1)}`,
  );
}
await handle.close();
process.exitCode = failed ? 1 : 0;
