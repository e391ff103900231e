// `npm run check:structure` (run by `npm test`, counted as one test): the structure rules of scripts/structure.ts
// over the tracked source of app/ and server/. What stands today and is still to mend is listed in
// scripts/structure-allowances.json; the list may only shrink (a listed file may not grow, a new entry fails).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { isMeasured, longFileFailures, partCycles, partEdges, schemaToFeatures } from "./structure.ts";

type Allowances = { cycles: string[][]; schemaImports: string[]; longFiles: Record<string, number> };

const LINE_LIMIT = 300;
const allowances = JSON.parse(readFileSync("scripts/structure-allowances.json", "utf8")) as Allowances;
const paths = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(isMeasured);
const files = paths.flatMap((path) => {
  try {
    return [{ path, text: readFileSync(path, "utf8") }];
  } catch {
    return []; // deleted in the working tree
  }
});
const edges = partEdges(files);
const failures: string[] = [];

const features = edges.filter((edge) => edge.from.startsWith("app/features/") && edge.to.startsWith("app/features/"));
const known = new Set(allowances.cycles.map((group) => group.join(" ")));
for (const group of partCycles(features)) {
  if (known.has(group.join(" "))) continue;
  const members = new Set(group);
  const ties = features.filter((edge) => members.has(edge.from) && members.has(edge.to));
  failures.push(
    `import cycle between ${group.join(", ")}:\n${ties.map((edge) => `    ${edge.fromFile} -> ${edge.toFile}`).join("\n")}`,
  );
}
for (const edge of schemaToFeatures(edges)) {
  const tie = `${edge.fromFile} -> ${edge.toFile}`;
  if (!allowances.schemaImports.includes(tie)) failures.push(`the schema imports a feature: ${tie}`);
}
failures.push(...longFileFailures(files, allowances.longFiles, LINE_LIMIT));

console.log(
  `structure: ${String(files.length)} files, ${String(partCycles(features).length)} feature cycle(s) (${String(known.size)} listed), ${String(Object.keys(allowances.longFiles).length)} listed long file(s)`,
);
if (failures.length > 0) {
  console.error(failures.map((failure) => `  ${failure}`).join("\n"));
  process.exit(1);
}
