// `npm test`: every layer (unit, API, database on PGlite, then e2e in Chromium on the production build),
// one summary line at the end. Layers all run even when one fails, so a run reports everything at once.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
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

/** Wall time of each layer, printed before the summary (docs/benchmarks.md records them per run). */
const timings: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, PATH, ...env } });
  const seconds = Math.round((performance.now() - started) / 1000);
  timings.push(`${command.split("/").pop() ?? command} ${args[0] ?? ""}: ${String(seconds)} s`);
  return result.status ?? 1;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
let counts = add(ZERO, vitestCounts(vitestReport));

// The dependency check that works offline (issue 15) counts as one test.
const deps = run(process.execPath, ["scripts/check-deps.ts"]);
counts = add(counts, deps === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

const buildStatus = run(bin("react-router"), ["build"]);
if (buildStatus === 0) {
  // The JavaScript budgets of the first load (decision 017) count as one test.
  const budgets = run(process.execPath, ["scripts/check-budgets.ts"]);
  counts = add(counts, budgets === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
  run(bin("playwright"), ["test"], { PW_JSON_REPORT: playwrightReport });
  counts = add(counts, playwrightCounts(playwrightReport));
} else {
  counts = add(counts, { passed: 0, failed: 1, skipped: 0 });
}

writeFileSync(`${TMP}/test-summary.json`, JSON.stringify(counts));
console.log(`\nLayer times: ${timings.join("; ")}`);
console.log(`\n${summaryLine(counts)}`);
process.exit(counts.failed > 0 ? 1 : 0);
