// `npm run check:deps` (run by `npm test`): the dependency check that works offline (issue 15 item 10).
// 1. `npm ls --all`: no missing or invalid dependency beyond the accepted ones (scripts/deps.ts).
// 2. Every installed version against security/known-vulnerable.json.
// 3. `npm audit` when the advisory service answers; when it cannot be reached, says so and skips (never silently).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { auditUnreachable, unexpectedLsProblems, vulnerableInstalls, type Advisory } from "./deps.ts";

const failures: string[] = [];
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const ls = spawnSync(npm, ["ls", "--all", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const tree = JSON.parse(ls.stdout || "{}") as { problems?: string[] };
const lsProblems = unexpectedLsProblems(tree.problems ?? []);
failures.push(...lsProblems.map((problem) => `npm ls: ${problem}`));
console.log(
  `npm ls: ${String((tree.problems ?? []).length - lsProblems.length)} accepted problem(s), ${String(lsProblems.length)} other(s)`,
);

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { version?: string }>;
};
const { advisories } = JSON.parse(readFileSync("security/known-vulnerable.json", "utf8")) as { advisories: Advisory[] };
const vulnerable = vulnerableInstalls(lock.packages, advisories);
failures.push(
  ...vulnerable.map(({ path, version, advisory }) => `${path}@${version}: ${advisory.id} (${advisory.summary})`),
);
console.log(
  `known advisories: ${String(advisories.length)} checked, ${String(vulnerable.length)} installed version(s) affected`,
);

const audit = spawnSync(npm, ["audit", "--json", "--audit-level=high"], {
  encoding: "utf8",
  timeout: 30_000,
  maxBuffer: 64 * 1024 * 1024,
});
const auditOutput = `${audit.stdout}\n${audit.stderr}`;
if (audit.error || auditUnreachable(auditOutput)) {
  console.log("npm audit: SKIPPED, the advisory service could not be reached; the offline list above was checked.");
} else {
  const report = JSON.parse(audit.stdout || "{}") as { metadata?: { vulnerabilities?: Record<string, number> } };
  const counts = report.metadata?.vulnerabilities ?? {};
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(`npm audit: ${String(serious)} high or critical`);
  if (serious > 0) failures.push(`npm audit: ${String(serious)} high or critical vulnerabilities (run npm audit)`);
}

if (failures.length > 0) {
  console.error(`\nDependency check failed:\n${failures.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("Dependency check passed.");
