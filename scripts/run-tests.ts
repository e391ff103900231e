// `npm test`: the fast checks (dependency check, type check, lint), then every layer (unit, API, database on PGlite,
// then e2e in Chromium on the production build), one summary line at the end. Every step runs even when another
// fails, so a run reports everything at once.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { add, type Counts, playwrightCounts, summaryLine, vitestCounts, ZERO } from "./test-summary.ts";

const TMP = ".tmp";
mkdirSync(TMP, { recursive: true });
const vitestReport = `${TMP}/vitest-report.json`;
const playwrightReport = `${TMP}/playwright-report.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

// Tools and the servers they start must run on the project's Node 24 (node_modules/.bin/node), even when this
// script was started without npm putting node_modules/.bin first on the PATH.
const PATH = `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`;

/** Wall time of each step, printed before the summary (docs/benchmarks.md records them per run). */
const timings: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, PATH, ...env } });
  if (result.error) console.error(`${label}: ${result.error.message}`);
  const seconds = Math.round((performance.now() - started) / 1000);
  timings.push(`${label}: ${String(seconds)} s`);
  return result.status ?? 1;
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const oneTest = (status: number): Counts =>
  status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };

// Each check counts as one test. The dependency check works offline (issue 15); the type check comes before the
// lint, whose type-aware rules read the route types that `react-router typegen` writes on a clean clone.
let counts = add(ZERO, oneTest(run("check-deps", process.execPath, ["scripts/check-deps.ts"])));
counts = add(counts, oneTest(run("typecheck", "npm", ["run", "typecheck"])));
counts = add(counts, oneTest(run("lint", "npm", ["run", "lint"])));
// The structure rules (issue 40): no import cycle between features, no schema import of a feature, no long file.
counts = add(counts, oneTest(run("structure", process.execPath, ["scripts/check-structure.ts"])));

run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
counts = add(counts, vitestCounts(vitestReport));

const buildStatus = run("build", bin("react-router"), ["build"]);
if (buildStatus === 0) {
  // The JavaScript budgets of the first load (decision 017) count as one test.
  counts = add(counts, oneTest(run("budgets", process.execPath, ["scripts/check-budgets.ts"])));
  run("playwright", bin("playwright"), ["test"], { PW_JSON_REPORT: playwrightReport });
  counts = add(counts, playwrightCounts(playwrightReport));
} else {
  counts = add(counts, { passed: 0, failed: 1, skipped: 0 });
}

writeFileSync(`${TMP}/test-summary.json`, JSON.stringify(counts));
console.log(`\nLayer times: ${timings.join("; ")}`);
console.log(`\n${summaryLine(counts)}`);
process.exit(counts.failed > 0 ? 1 : 0);
