// `npm test`: every layer (unit, API, database on PGlite beside the e2e tests in Chromium on the production build),
// one summary line at the end. Layers all run even when one fails, so a run reports everything at once.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { add, playwrightCounts, summaryLine, vitestCounts, ZERO } from "./test-summary.ts";

const TMP = ".tmp";
mkdirSync(TMP, { recursive: true });
const vitestReport = `${TMP}/vitest-report.json`;
const playwrightReport = `${TMP}/playwright-report.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

// Tools and the servers they start must run on the project's Node 24 (node_modules/.bin/node), even when this
// script was started without npm putting node_modules/.bin first on the PATH.
const PATH = `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, PATH, ...env } });
  return result.status ?? 1;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

/**
 * Vitest (CPU-bound, ~2.5 minutes) runs beside the browser tests (which mostly wait): the suite ends ~2.5 minutes
 * sooner. It starts once the e2e server answers (its start, migrations and seed are CPU-bound too), or when the
 * browser tests end first. Its output goes to a file, printed whole when it is done, so the reports do not interleave.
 */
function startVitest(): Promise<number> {
  const log = `${TMP}/vitest.log`;
  console.log(`\n$ vitest run (beside the browser tests; its output: ${log}, printed below when it ends)`);
  const out = createWriteStream(log);
  const child = spawn(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, PATH, FORCE_COLOR: "0" } },
  );
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((done) => {
    child.on("close", (status) => {
      out.end(() => {
        console.log(`\n$ vitest run (its output)\n${readFileSync(log, "utf8")}`);
        done(status ?? 1);
      });
    });
  });
}

function runAsync(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, PATH, ...env } });
  return new Promise((done) => child.on("close", (status) => done(status ?? 1)));
}

// The dependency check that works offline (issue 15) counts as one test.
const deps = run(process.execPath, ["scripts/check-deps.ts"]);
let counts = add(ZERO, deps === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

/** Resolves when the e2e server answers /api/v1/ready, or when `ended` settles first. */
async function e2eServerReady(ended: Promise<unknown>): Promise<void> {
  const state = { over: false };
  void ended.finally(() => (state.over = true));
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? "3210"}/api/v1/ready`;
  while (!state.over) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const buildStatus = run(bin("react-router"), ["build"]);
let vitest: Promise<number>;
if (buildStatus === 0) {
  // The JavaScript budgets of the first load (decision 017) count as one test.
  const budgets = run(process.execPath, ["scripts/check-budgets.ts"]);
  counts = add(counts, budgets === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
  const playwright = runAsync(bin("playwright"), ["test"], { PW_JSON_REPORT: playwrightReport });
  vitest = e2eServerReady(playwright).then(startVitest);
  await playwright;
  counts = add(counts, playwrightCounts(playwrightReport));
} else {
  vitest = startVitest();
  counts = add(counts, { passed: 0, failed: 1, skipped: 0 });
}
await vitest;
counts = add(counts, vitestCounts(vitestReport));

writeFileSync(`${TMP}/test-summary.json`, JSON.stringify(counts));
console.log(`\n${summaryLine(counts)}`);
process.exit(counts.failed > 0 ? 1 : 0);
