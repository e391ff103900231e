// `npm test`: every layer (unit, API, database on PGlite, then e2e in Chromium on the production build),
// one summary line at the end. Layers all run even when one fails, so a run reports everything at once.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { add, playwrightCounts, summaryLine, vitestCounts, ZERO } from "./test-summary.ts";

const TMP = ".tmp";
mkdirSync(TMP, { recursive: true });
const vitestReport = `${TMP}/vitest-report.json`;
const playwrightReport = `${TMP}/playwright-report.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
let counts = add(ZERO, vitestCounts(vitestReport));

const buildStatus = run(bin("react-router"), ["build"]);
if (buildStatus === 0) {
  run(bin("playwright"), ["test"], { PW_JSON_REPORT: playwrightReport });
  counts = add(counts, playwrightCounts(playwrightReport));
} else {
  counts = add(counts, { passed: 0, failed: 1, skipped: 0 });
}

writeFileSync(`${TMP}/test-summary.json`, JSON.stringify(counts));
console.log(`\n${summaryLine(counts)}`);
process.exit(counts.failed > 0 ? 1 : 0);
