// The structure check (issue 40): the import graph between the code's parts, read from the source as text. Pure
// functions here; the CLI that reads the tree is check-structure.ts.
//
// A part is a feature folder (app/features/<name>), a top folder of app/ (components, utils, platform, routes…), the
// database schema (server/db/schema) or a top folder of server/. The rules:
// - no cycle between parts (a part that reaches itself through others);
// - the schema imports no feature (tables say what they store; the features that own them say what it means);
// - no source file over the line limit, except the ones on the committed list, which may not grow.

export type SourceFile = { path: string; text: string };
export type Edge = { from: string; to: string; fromFile: string; toFile: string };

const ALIASES: [RegExp, string][] = [
  [/^#app\//, "app/"],
  [/^#server\//, "server/"],
  [/^#tests\//, "tests/"],
  [/^#db$/, "server/db/client.ts"],
  [/^#request-context$/, "app/request-context.ts"],
  [/^#flights$/, "app/features/flights/flight-search-service.server.ts"],
];

/** The module specifiers a file imports or re-exports (static and dynamic, type-only included). */
export function importSpecifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g,
    /(?:^|[\s;])import\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

function normalise(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "..") out.pop();
    else if (segment !== "." && segment !== "") out.push(segment);
  }
  return out.join("/");
}

/** The project path an import names, or null for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  for (const [pattern, target] of ALIASES) if (pattern.test(specifier)) return specifier.replace(pattern, target);
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return normalise(`${fromFile.split("/").slice(0, -1).join("/")}/${specifier}`);
  }
  return null;
}

/** The part a project path belongs to, or null for what is not measured (tests, scripts, the root files). */
export function partOf(path: string): string | null {
  const parts = path.split("/");
  if (parts[0] === "app") {
    if (parts[1] === "features" && parts.length > 3) return `app/features/${parts[2] ?? ""}`;
    return parts.length > 2 ? `app/${parts[1] ?? ""}` : "app";
  }
  if (parts[0] === "server") {
    if (parts[1] === "db" && parts[2] === "schema") return "server/db/schema";
    return parts.length > 2 ? `server/${parts[1] ?? ""}` : "server";
  }
  return null;
}

/** Whether a path is measured: source of app/ or server/, not a test, a fixture or a generated file. */
export const isMeasured = (path: string): boolean =>
  /^(app|server)\/.+\.(ts|tsx)$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !path.includes("/+types/") &&
  !path.startsWith("server/db/seed/");

/** The imports between different parts. */
export function partEdges(files: SourceFile[]): Edge[] {
  const edges: Edge[] = [];
  for (const file of files) {
    const from = partOf(file.path);
    if (!from) continue;
    for (const specifier of importSpecifiers(file.text)) {
      const toFile = resolveSpecifier(file.path, specifier);
      const to = toFile ? partOf(toFile) : null;
      if (toFile && to && to !== from) edges.push({ from, to, fromFile: file.path, toFile });
    }
  }
  return edges;
}

/** The cycles between parts: each strongly connected group of two or more parts (Tarjan), sorted. */
export function partCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    if (!next.has(edge.to)) next.set(edge.to, new Set());
    next.get(edge.from)?.add(edge.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** The imports of the schema that reach a feature. */
export const schemaToFeatures = (edges: Edge[]): Edge[] =>
  edges.filter((edge) => edge.from === "server/db/schema" && edge.to.startsWith("app/features/"));

export type LongFile = { path: string; lines: number };

/** Files over `limit` lines that are not allowed, or that grew past their allowed length. */
export function longFileFailures(files: SourceFile[], allowed: Record<string, number>, limit: number): string[] {
  const failures: string[] = [];
  for (const file of files) {
    const lines = file.text.split("\n").length - (file.text.endsWith("\n") ? 1 : 0);
    if (lines <= limit) continue;
    const allowance = allowed[file.path];
    if (allowance === undefined) failures.push(`${file.path}: ${String(lines)} lines (the limit is ${String(limit)})`);
    else if (lines > allowance) {
      failures.push(`${file.path}: ${String(lines)} lines, more than its listed ${String(allowance)}: split it`);
    }
  }
  return failures;
}
