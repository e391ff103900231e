// `npm run bench`: starts the production server on a fresh embedded database and measures, on loopback,
// requests/s and p99 latency of the SSR 404 page, /api/v1/health, the home and the flight results page with
// autocannon. PAGE_CACHE_TTL_MS=0 (passed on to the server) turns the page cache off.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { addDays, todayInLima } from "#app/utils/dates.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "kv-bench-"));

const server = spawn(process.execPath, ["server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    SECRETS_FILE: join(dataDir, "secrets.json"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000000",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start");
}

type Target = { name: string; path: string; headers?: Record<string, string> };

const today = todayInLima();
const targets: Target[] = [
  { name: "GET /api/v1/health", path: "/api/v1/health" },
  { name: "GET /404 (SSR, no database work)", path: "/404", headers: { "accept-encoding": "gzip" } },
  {
    // Served from the page cache unless the server runs with PAGE_CACHE_TTL_MS=0 (`PAGE_CACHE_TTL_MS=0 npm run
    // bench`: every page, /404 included, rendered per request, as a signed-in visitor's are).
    name: "GET / (home, SSR)",
    path: "/",
    headers: { "accept-encoding": "gzip" },
  },
  {
    // No page cache (results pages are never shared); the search's results are cached for 5 minutes, so this is
    // the SSR of 10 offers with filters, facets and the calendar.
    name: "GET /resultados/vuelos (SSR, LIM-CUZ)",
    path: `/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=${addDays(today, 30)}&vuelta=${addDays(today, 37)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    headers: { "accept-encoding": "gzip" },
  },
];

try {
  await waitReady();
  console.log(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Node ${process.versions.node}`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, loopback\n`);
  for (const target of targets) {
    await autocannon({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      duration: 2,
      headers: target.headers ?? {},
    });
    const result = await autocannon({
      url: `${base}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: target.headers ?? {},
    });
    const nonExpected = result.non2xx - (target.path === "/404" ? result.requests.total : 0);
    console.log(
      `${target.name.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p99 ${result.latency.p99} ms   errors ${result.errors + Math.max(0, nonExpected)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
