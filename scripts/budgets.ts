// JavaScript budgets of the first load, per route of React Router's build manifest (decision 017).
// A route's first load is what the browser fetches before the page is interactive: the client entry and its static
// imports, then the module of every route in the match (root, layouts, the route) with their static imports; the
// server renders a `modulepreload` for exactly these files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type ManifestRoute = ManifestEntry & { id: string; parentId?: string; path?: string; index?: boolean };
export type BuildManifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute> };

/** The committed budgets: kilobytes of gzip per route id (1 KB = 1,024 bytes). */
export type Budgets = { routes: Record<string, number> };

export type RouteLoad = { routeId: string; path: string; bytes: number; files: Array<{ file: string; bytes: number }> };

export type BudgetResult =
  | { routeId: string; path: string; status: "ok"; kb: number; budgetKb: number; slackKb: number }
  | { routeId: string; path: string; status: "over"; kb: number; budgetKb: number; largest: RouteLoad["files"] }
  | { routeId: string; path: string; status: "missing"; kb: number };

/** The URL pattern of a route, for messages (`/`, `/vuelos/:slug`). */
function routePath(manifest: BuildManifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let current: ManifestRoute | undefined = route; current;) {
    if (current.path) parts.unshift(current.path);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return `/${parts.join("/")}`;
}

/** The files of a route's first load, each once, with their gzip size from `sizeOf`. */
export function routeLoads(manifest: BuildManifest, sizeOf: (file: string) => number): RouteLoad[] {
  return Object.values(manifest.routes).map((route) => {
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (let current: ManifestRoute | undefined = route; current;) {
      files.add(current.module);
      for (const file of current.imports ?? []) files.add(file);
      current = current.parentId ? manifest.routes[current.parentId] : undefined;
    }
    const sized = [...files].map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
    return {
      routeId: route.id,
      path: routePath(manifest, route),
      bytes: sized.reduce((sum, file) => sum + file.bytes, 0),
      files: sized,
    };
  });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Compares every route with its budget; a route without one fails too, so a new route cannot skip the check. */
export function checkBudgets(loads: RouteLoad[], budgets: Budgets): BudgetResult[] {
  return loads.map((load) => {
    const budgetKb = budgets.routes[load.routeId];
    const size = kb(load.bytes);
    if (budgetKb === undefined) return { routeId: load.routeId, path: load.path, status: "missing", kb: size };
    if (load.bytes > budgetKb * 1024) {
      return {
        routeId: load.routeId,
        path: load.path,
        status: "over",
        kb: size,
        budgetKb,
        largest: load.files.slice(0, 3),
      };
    }
    return {
      routeId: load.routeId,
      path: load.path,
      status: "ok",
      kb: size,
      budgetKb,
      slackKb: kb(budgetKb * 1024 - load.bytes),
    };
  });
}

/** One line per failing route (its size, budget and three largest files), empty when every route fits. */
export function budgetFailures(results: BudgetResult[]): string[] {
  return results.flatMap((result) => {
    if (result.status === "missing") {
      return [`${result.routeId} (${result.path}): ${String(result.kb)} KB and no budget in perf-budgets.json`];
    }
    if (result.status === "over") {
      const largest = result.largest.map((file) => `${file.file} ${String(kb(file.bytes))} KB`).join(", ");
      return [
        `${result.routeId} (${result.path}): ${String(result.kb)} KB gzip, budget ${String(result.budgetKb)} KB; largest: ${largest}`,
      ];
    }
    return [];
  });
}

/** Reads the manifest React Router writes into the client build (`assets/manifest-<hash>.js`). */
export function readBuildManifest(clientDir: string): BuildManifest {
  const assets = join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No route manifest in ${assets}: run the production build first.`);
  const text = readFileSync(join(assets, name), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as BuildManifest;
}

/** Gzip (level 9) of a built file, by its URL path (`/assets/x.js`). */
export function gzipSizeOf(clientDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}
