// `npm run bench:airline -- [--port=3662] [--concurrent=10]`: the airline pages on a cold start of the production
// build (`npm run build` first; embedded database at PGLITE_DATA_DIR, default ./data/pglite, which must not be in
// use). Starts `node server.ts` without the page cache, then times: `--concurrent` simultaneous first visits of
// /aerolinea/LA, each airline's page once, and /aerolinea/LA warm (median of 5). The server is stopped at the end.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

const option = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split("=")[1];
const port = Number(option("port") ?? 3662);
const concurrent = Number(option("concurrent") ?? 10);
const base = `http://127.0.0.1:${String(port)}`;

const server = spawn(process.execPath, ["server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PAGE_CACHE_TTL_MS: "0",
    RATE_LIMIT_MAX: "1000000",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/** Milliseconds of one GET, its body read; throws on anything but 200. */
async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${String(response.status)}`);
  return Math.round(performance.now() - started);
}

async function listening(): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${String(server.exitCode)})`);
    try {
      await fetch(`${base}/robots.txt`);
      return Math.round(performance.now() - started);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The server's CPU time so far (user + system, ms; Linux): on a shared machine it varies less than wall time. */
function serverCpuMs(): number {
  const fields =
    readFileSync(`/proc/${String(server.pid)}/stat`, "utf8")
      .split(") ")[1]
      ?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

try {
  console.log(
    `cores ${String(availableParallelism())}, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log(`server answering after ${String(await listening())} ms`);
  const cpuBefore = serverCpuMs();
  const first = await Promise.all(Array.from({ length: concurrent }, () => timed("/aerolinea/LA")));
  const cpu = serverCpuMs() - cpuBefore;
  const times = first.sort((a, b) => a - b).join(" ");
  console.log(
    `${String(concurrent)} simultaneous first visits of /aerolinea/LA: ${times} ms; server CPU ${String(cpu)} ms`,
  );
  const list = await (await fetch(`${base}/aerolinea`)).text();
  const codes = [...new Set([...list.matchAll(/href="\/aerolinea\/([A-Z0-9]{2})"/g)].map((match) => match[1] ?? ""))];
  const each: string[] = [];
  for (const code of codes) each.push(`${code} ${String(await timed(`/aerolinea/${code}`))}`);
  console.log(`each airline once (ms): ${each.join(", ")}`);
  const warm: number[] = [];
  for (let run = 0; run < 5; run += 1) warm.push(await timed("/aerolinea/LA"));
  console.log(`/aerolinea/LA warm: median ${String(median(warm))} ms (${warm.join(" ")})`);
} finally {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
}
