// `npm run bench:orders` (issues 31 and 40): holds through the order core's port, on PostgreSQL (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres), in a fresh database of its own (kv_bench_orders_<random>)
// that is dropped afterwards. Two products, one after the other in the same run (BENCH_PRODUCTS, default
// "flight,hotel"):
// - flight: 'Pasajeros' submit: re-price, then one transaction: idempotency record, duplicate check, the booking in one
//   statement, the order with its items and lines in one statement, the flight product's hold = seat records + the
//   supplier's conditional seat update; 60 flight-dates, refilled before each run.
// - hotel: 'Continuar al pago' (scripts/bench-orders-hotel.ts): the quote, then one transaction: the hotel product's
//   hold of every night and the order; 60 stays, refilled before each run.
// - basket: a flight+hotel hold (scripts/bench-orders-basket.ts): both of the above in one order, one transaction.
// Two figures each, appended to docs/benchmarks.md under the product's heading:
// - alone: one hold at a time, p50 of the transaction (BEGIN to COMMIT). Target <= 8 ms.
// - sustained: 50 clients (connections), open-loop arrivals at increasing rates (each hold starts at its scheduled
//   time whether or not earlier ones answered; latency counts from that time) until p99 passes 100 ms. The figure is
//   the highest rate whose p99 stayed within 100 ms. Target >= 300 holds/s.
// Short on purpose (the machine is shared): BENCH_ALONE holds alone, BENCH_STEP_SECONDS per rate.
import { randomBytes } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { openDb, setDbHandle, type Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { holdBooking } from "#app/features/flights/booking/booking-service.server.ts";
import { adult, directOffer, holdInput, leaveSeats, useInventory } from "#tests/support/flight-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { hotelSubject } from "./bench-orders-hotel.ts";
import { basketSubject } from "./bench-orders-basket.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ALONE = Number(process.env.BENCH_ALONE ?? 300);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 3);
const RATES = (process.env.BENCH_RATES ?? "25,50,100,150,200,250,300,400,500,600").split(",").map(Number);
const PRODUCTS = (process.env.BENCH_PRODUCTS ?? "flight,hotel,basket").split(",");
const P99_LIMIT_MS = 100;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** What is measured: one hold on the measured db (true when held), and the inventory put back before a run. */
type Subject = { name: string; refill(): Promise<void>; hold(measured: Db): Promise<boolean> };

const name = `kv_bench_orders_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = await openDb({ databaseUrl: url.toString() });
await seedGeography(handle.db);
await seedFlightNetwork(handle.db);

// One connection per client: the 51st hold in flight waits for a connection, and that wait counts.
const pool = new pg.Pool({ connectionString: url.toString(), max: CLIENTS });
const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
setDbHandle({ db, driver: "postgres", ping: async () => undefined, close: () => pool.end() });
useInventory(db);

/** 60 flight-dates, refilled before each run so every hold finds room (in whatever bucket is open). */
async function benchOffers(): Promise<FlightOffer[]> {
  const offers: FlightOffer[] = [];
  for (let day = 10; offers.length < 60; day++) {
    for (const destination of ["CUZ", "AQP", "PIU", "IQT", "TPP"]) {
      const offer = await directOffer({ adults: 1 }, day, destination).catch(() => null);
      if (offer) offers.push(offer);
    }
  }
  return offers;
}

async function flightSubject(): Promise<Subject> {
  const offers = await benchOffers();
  let serial = 0;
  return {
    name: "flight",
    async refill() {
      for (const offer of offers) await leaveSeats(db, offer, 180, 180);
    },
    async hold(measured) {
      const n = serial++;
      const offer = offers[n % offers.length] as FlightOffer;
      const input = holdInput(offer, {
        passengers: [adult(100_000 + n)],
        contact: { ...holdInput(offer).contact, email: `bench-${String(n)}@example.com` },
      });
      return (await holdBooking(measured, input)).status === "held";
    },
  };
}

// The transaction itself, BEGIN to COMMIT (each product's placement opens it on this db).
let transactionTimings: number[] = [];
const measured = new Proxy(db, {
  get(target, property, receiver) {
    if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
    return async (...args: Parameters<Db["transaction"]>) => {
      const began = performance.now();
      try {
        return await target.transaction(...args);
      } finally {
        transactionTimings.push(performance.now() - began);
      }
    };
  },
});

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1);
const machine = `${String(cpus().length)} cores (${cpus()[0]?.model.trim() ?? "?"})`;
const { rows: version } = await pool.query<{ server_version: string }>("show server_version");
const postgres = `PostgreSQL ${version[0]?.server_version ?? "?"}`;

type Step = { rate: number; achieved: number; p50: number; p99: number; txP50: number; txP99: number; bad: number };

async function measure(subject: Subject): Promise<string> {
  const hold = () => subject.hold(measured);
  // Warm-up (JIT, caches, connections), then alone.
  await subject.refill();
  for (let index = 0; index < 50; index++) await hold();
  const loadBefore = loadavg()[0] ?? 0;
  transactionTimings = [];
  const aloneWhole: number[] = [];
  for (let index = 0; index < ALONE; index++) {
    const started = performance.now();
    await hold();
    aloneWhole.push(performance.now() - started);
  }
  const aloneTx = sorted(transactionTimings);
  const aloneSubmit = sorted(aloneWhole);
  console.log(
    `${subject.name} alone (${String(ALONE)} holds): transaction p50 ${ms(at(aloneTx, 50))} ms, p99 ${ms(at(aloneTx, 99))} ms; whole submit p50 ${ms(at(aloneSubmit, 50))} ms`,
  );

  const steps: Step[] = [];
  for (const rate of RATES) {
    await subject.refill();
    transactionTimings = [];
    const total = Math.round(rate * STEP_SECONDS);
    const interval = 1000 / rate;
    const latencies: number[] = [];
    let bad = 0;
    const inFlight: Array<Promise<void>> = [];
    const start = performance.now();
    for (let index = 0; index < total; index++) {
      const due = start + index * interval;
      const wait = due - performance.now();
      if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(
        hold().then((held) => {
          latencies.push(performance.now() - due);
          if (!held) bad += 1;
        }),
      );
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - start) / 1000;
    const list = sorted(latencies);
    const tx = sorted(transactionTimings);
    const step = {
      rate,
      achieved: total / seconds,
      p50: at(list, 50),
      p99: at(list, 99),
      txP50: at(tx, 50),
      txP99: at(tx, 99),
      bad,
    };
    steps.push(step);
    console.log(
      `${subject.name} offered ${String(rate)}/s: achieved ${step.achieved.toFixed(0)}/s, hold p50 ${ms(step.p50)} ms, p99 ${ms(step.p99)} ms; transaction p50 ${ms(step.txP50)}, p99 ${ms(step.txP99)} ms; not held ${String(bad)}`,
    );
    if (step.p99 > P99_LIMIT_MS) break;
  }
  const sustained = steps.filter((step) => step.p99 <= P99_LIMIT_MS && step.bad === 0).at(-1);
  const loadAfter = loadavg()[0] ?? 0;
  const load = `load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}`;
  console.log(
    `${subject.name} sustained: ${sustained ? `${String(sustained.rate)} holds/s with p99 ${ms(sustained.p99)} ms` : "no rate within 100 ms"}`,
  );
  console.log(`Machine: ${machine}, Node ${process.versions.node}, ${postgres}, ${load}`);
  return `| ${new Date().toISOString().slice(0, 16).replace("T", " ")} | ${ms(at(aloneTx, 50))} / ${ms(at(aloneTx, 99))} | ${ms(at(aloneSubmit, 50))} | ${sustained ? String(sustained.rate) : "none"} | ${steps.map((step) => `${String(step.rate)} -> ${step.p99.toFixed(0)}`).join(", ")} | ${machine}, ${postgres}, ${load} |\n`;
}

const file = "docs/benchmarks.md";
const columns =
  "| run (UTC) | alone: transaction p50 / p99 ms | alone: whole submit p50 ms | sustained holds/s (p99 <= 100 ms) | steps: offered/s -> p99 ms | machine |";
/** The row under its product's heading (the section is started the first time, at the end of the file). */
function record(product: string, row: string) {
  const heading = `## Orders: a ${product} hold through the port`;
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(heading);
  if (start < 0) {
    appendFileSync(
      file,
      `\n${heading}\n\n\`npm run bench:orders\` (scripts/bench-orders.ts). Targets: alone <= 8 ms (p50 of the ` +
        "transaction, BEGIN to COMMIT) and >= 300 holds/s sustained (50 connections, open-loop arrivals at " +
        "increasing rates, the highest rate whose p99, counted from each hold's scheduled start, stays within " +
        "100 ms). The load is the 1-minute load average before and after (other work on the machine).\n\n" +
        `${columns}\n| --- | --- | --- | --- | --- | --- |\n${row}`,
    );
    return;
  }
  // After the section's last table row.
  const lines = text.slice(start).split("\n");
  const tableEnd = lines.findIndex(
    (line, index) => index > 2 && line.startsWith("|") && !lines[index + 1]?.startsWith("|"),
  );
  const offset = start + lines.slice(0, tableEnd + 1).join("\n").length + 1;
  writeFileSync(file, text.slice(0, offset) + row + text.slice(offset));
}

const subjects: Record<string, () => Promise<Subject>> = {
  flight: flightSubject,
  hotel: () => hotelSubject(db),
  basket: async () => basketSubject(db, await benchOffers()),
};
for (const product of PRODUCTS) {
  const make = subjects[product];
  if (!make) throw new Error(`BENCH_PRODUCTS: no subject "${product}" (flight, hotel, basket)`);
  record(product, await measure(await make()));
}

await pool.end();
await handle.close();
for (let attempt = 0; attempt < 100; attempt++) {
  const { rows } = await admin.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $1", [
    name,
  ]);
  if (rows[0]?.n === "0") break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
