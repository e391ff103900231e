// `npm run check:budgets`: the gzip JavaScript of every route's first load against perf-budgets.json (decision 017).
// Run after the production build (`npm test` does); exits 1 naming each route over its budget or without one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { budgetFailures, checkBudgets, gzipSizeOf, readBuildManifest, routeLoads, type Budgets } from "./budgets.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const budgets = JSON.parse(readFileSync("perf-budgets.json", "utf8")) as Budgets;
const results = checkBudgets(routeLoads(readBuildManifest(clientDir), gzipSizeOf(clientDir)), budgets);

for (const result of results) {
  const budget = result.status === "missing" ? "none" : `${String(result.budgetKb)} KB`;
  console.log(
    `${result.routeId.padEnd(34)} ${result.path.padEnd(36)} ${String(result.kb).padStart(6)} KB  budget ${budget}`,
  );
}
const failures = budgetFailures(results);
if (failures.length > 0) {
  console.error(`\nJavaScript budgets exceeded (gzip, first load):\n${failures.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nEvery route within its JavaScript budget (${String(results.length)} routes).`);
