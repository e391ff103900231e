// `npm run bench:booking` (issue 18): the seat-hold transaction ('Pasajeros' submit: re-price, duplicate check,
// booking, travellers, expiry job, conditional seat updates, idempotency record) with 50 concurrent clients on
// PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), in a fresh database of its own that is
// dropped afterwards. Prints p50/p95/p99 and the machine, and appends them to docs/benchmarks.md. Target p99 <= 10 ms.
import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { openDb, setDbHandle, type Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { holdBooking } from "#app/features/bookings/booking-service.server.ts";
import {
  adult,
  directOffer,
  holdInput,
  leaveSeats,
  useInventory,
} from "#app/features/bookings/booking-test-data.server.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const HOLDS = Number(process.env.BENCH_HOLDS ?? 3000);
const WARMUP = 300;
const SEQUENTIAL = 300;
const TARGET_P99_MS = 10;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

// A fresh database of its own, migrated, dropped at the end.
const name = `kv_bench_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = await openDb({ databaseUrl: url.toString() });
await seedGeography(handle.db);
await seedFlightNetwork(handle.db);

// One connection per client: the figure is the transaction's, not a wait for a pooled connection.
const pool = new pg.Pool({ connectionString: url.toString(), max: CLIENTS + 5 });
const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
setDbHandle({ db, driver: "postgres", ping: async () => undefined, close: () => pool.end() });
useInventory(db);

// 60 flight-dates with room for every hold (re-priced in whatever bucket is open at the time).
const offers: FlightOffer[] = [];
for (let day = 10; offers.length < 60; day++) {
  for (const destination of ["CUZ", "AQP", "PIU", "IQT", "TPP"]) {
    const offer = await directOffer({ adults: 1 }, day, destination).catch(() => null);
    if (offer) {
      await leaveSeats(db, offer, 180, 180);
      offers.push(offer);
    }
  }
}

// The hold transaction itself (BEGIN to COMMIT, as the target names it), apart from the whole submit (which
// also re-prices the offer before the transaction and waits its turn on the one Node process's event loop).
const transactionTimings: number[] = [];
let recordTransactions = false;
const measured = new Proxy(db, {
  get(target, property, receiver) {
    if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
    return async (...args: Parameters<Db["transaction"]>) => {
      const began = performance.now();
      try {
        return await target.transaction(...args);
      } finally {
        if (recordTransactions) transactionTimings.push(performance.now() - began);
      }
    };
  },
});

let next = 0;
const timings: number[] = [];
const outcomes = new Map<string, number>();
async function client(total: number, record: boolean) {
  while (next < total) {
    const n = next++;
    const offer = offers[n % offers.length] as FlightOffer;
    const input = holdInput(offer, {
      passengers: [adult(100_000 + n)],
      contact: { ...holdInput(offer).contact, email: `bench-${String(n)}@example.com` },
    });
    const started = performance.now();
    const outcome = await holdBooking(measured, input);
    const elapsed = performance.now() - started;
    if (record) {
      timings.push(elapsed);
      outcomes.set(outcome.status, (outcomes.get(outcome.status) ?? 0) + 1);
    }
  }
}

await Promise.all(Array.from({ length: CLIENTS }, () => client(WARMUP, false)));
const load = loadavg()[0] ?? 0;
const started = performance.now();
recordTransactions = true;
await Promise.all(Array.from({ length: CLIENTS }, () => client(WARMUP + HOLDS, true)));
recordTransactions = false;
const seconds = (performance.now() - started) / 1000;
const concurrent = timings.splice(0).sort((a, b) => a - b);
const transactions = transactionTimings.splice(0).sort((a, b) => a - b);
const concurrentOutcomes = JSON.stringify(Object.fromEntries(outcomes));
// The same work one at a time: the transaction's own cost, without waiting behind the other clients.
await client(WARMUP + HOLDS + SEQUENTIAL, true);
const alone = timings.splice(0).sort((a, b) => a - b);

const at = (list: number[], p: number) =>
  (list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0).toFixed(1);
const [p50, p95, p99] = [at(concurrent, 50), at(concurrent, 95), at(concurrent, 99)];
const [aloneP50, aloneP99] = [at(alone, 50), at(alone, 99)];
const [txP50, txP95, txP99] = [at(transactions, 50), at(transactions, 95), at(transactions, 99)];
const machine = `${String(cpus().length)} cores (${cpus()[0]?.model.trim() ?? "?"})`;
const { rows: version } = await pool.query<{ server_version: string }>("show server_version");
console.log(
  `Holds: ${String(concurrent.length)} with ${String(CLIENTS)} concurrent clients in ${seconds.toFixed(1)} s`,
);
console.log(`Outcomes: ${concurrentOutcomes}`);
console.log(
  `Hold transaction ms (BEGIN to COMMIT): p50 ${txP50}, p95 ${txP95}, p99 ${txP99} (target p99 <= ${String(TARGET_P99_MS)})`,
);
console.log(`Whole submit ms (re-price + transaction + queueing): p50 ${p50}, p95 ${p95}, p99 ${p99}`);
console.log(
  `One client at a time: p50 ${aloneP50}, p99 ${aloneP99} ms; load average before the run ${load.toFixed(1)}`,
);
console.log(`Machine: ${machine}, Node ${process.versions.node}, PostgreSQL ${version[0]?.server_version ?? "?"}`);
const file = "docs/benchmarks.md";
const heading = "## Bookings: seat holds";
const row = `| ${new Date().toISOString().slice(0, 16).replace("T", " ")} | ${String(concurrent.length)} | ${String(CLIENTS)} | ${txP50} / ${txP95} / ${txP99} | ${p50} | ${p95} | ${p99} | ${aloneP50} / ${aloneP99} | ${(concurrent.length / seconds).toFixed(0)} | ${machine}, load ${load.toFixed(1)} |\n`;
const columns =
  "| run (UTC) | holds | clients | transaction p50 / p95 / p99 ms | p50 ms | p95 ms | p99 ms | alone ms | holds/s | machine |";
if (!readFileSync(file, "utf8").includes(heading)) {
  appendFileSync(
    file,
    `\n${heading}\n\n\`npm run bench:booking\` (issue 18): one 'Pasajeros' submit each (re-price, then one transaction: ` +
      "idempotency record, duplicate check, booking, travellers, expiry job, one conditional seat update per " +
      "flight-date), 50 concurrent clients on local PostgreSQL, 60 flight-dates, one connection per client. " +
      "Target: p99 <= 10 ms. 'alone' is the same hold with one client at a time (p50 / p99): the transaction's own " +
      "cost; the load is the 1-minute load average when the run started (other work on the machine).\n\n" +
      `${columns}\n` +
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n",
  );
}
appendFileSync(file, row);

await pool.end();
await handle.close();
// pg's Pool.end() resolves before its sockets close: wait for them before dropping the database.
for (let attempt = 0; attempt < 100; attempt++) {
  const { rows } = await admin.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $1", [
    name,
  ]);
  if (rows[0]?.n === "0") break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
