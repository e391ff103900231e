// `npm run bench:lighthouse -- <url> [--runs=3]`: Lighthouse (mobile preset, simulated throttling) against a running
// production server, with Chromium from CHROME_PATH (Debian: /usr/bin/chromium). Prints the four category scores,
// the lab metrics and the JavaScript the page loads (transferred, and gzip -6 of each script) for docs/benchmarks.md.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type Audit = { numericValue?: number; displayValue?: string; details?: { items?: Array<Record<string, unknown>> } };
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
};

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith("--")) ?? "http://127.0.0.1:3000/";
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 1);
/** `--save=report.json` keeps the median run's full report for a closer look. */
const savePath = args.find((arg) => arg.startsWith("--save="))?.split("=")[1];
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");

function runOnce(): Report {
  const dir = mkdtempSync(join(tmpdir(), "kv-lighthouse-"));
  const output = join(dir, "report.json");
  const result = spawnSync(
    process.execPath,
    [cli, url, "--output=json", `--output-path=${output}`, `--chrome-flags=${chromeFlags}`, "--quiet"],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status ?? "a signal"}`);
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  rmSync(dir, { recursive: true, force: true });
  return report;
}

async function scriptSizes(report: Report) {
  const items = report.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  let transferred = 0;
  let gzip = 0;
  for (const script of scripts) {
    transferred += Number(script.transferSize ?? 0);
    const body = Buffer.from(await (await fetch(String(script.url))).arrayBuffer());
    gzip += gzipSync(body, { level: 6 }).length;
  }
  return { count: scripts.length, transferred, gzip };
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report: Report, id: string) => report.audits[id]?.displayValue ?? "n/a";

const reports: Report[] = [];
for (let run = 0; run < runs; run++) reports.push(runOnce());
reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
const median = reports[Math.floor(reports.length / 2)] as Report;
const js = await scriptSizes(median);
if (savePath) writeFileSync(savePath, JSON.stringify(median));

console.log(`Lighthouse 13 (mobile preset) on ${url}, ${runs} run(s); median by performance:`);
// Scores depend on the host: every figure is recorded with the machine's benchmarkIndex (issue 13).
console.log(`  benchmarkIndex: ${String(Math.round(median.environment?.benchmarkIndex ?? 0))}`);
console.log(`  runs (performance): ${reports.map((report) => score(report, "performance")).join(", ")}`);
console.log(
  `  performance ${score(median, "performance")} | accessibility ${score(median, "accessibility")} | best practices ${score(median, "best-practices")} | SEO ${score(median, "seo")}`,
);
for (const id of [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
]) {
  console.log(`  ${id}: ${metric(median, id)}`);
}
console.log(
  `  JavaScript: ${js.count} files, ${(js.transferred / 1024).toFixed(1)} KB transferred (br), ${(js.gzip / 1024).toFixed(1)} KB gzip`,
);
const failing = Object.entries(median.audits)
  .filter(([, audit]) => (audit as { score?: number | null }).score === 0)
  .map(([id]) => id);
if (failing.length) console.log(`  audits scoring 0: ${failing.join(", ")}`);
