import { describe, expect, it } from "vitest";
import { budgetFailures, checkBudgets, routeLoads, type BuildManifest } from "./budgets.ts";

// A manifest of the shape React Router writes: the entry, the root and two routes below it.
const manifest: BuildManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/shell.js"] },
    home: { id: "home", parentId: "root", index: true, module: "/assets/home.js", imports: ["/assets/forms.js"] },
    destination: { id: "destination", parentId: "root", path: "vuelos/:slug", module: "/assets/destination.js" },
  },
};
const sizes: Record<string, number> = {
  "/assets/entry.js": 2048,
  "/assets/framework.js": 100 * 1024,
  "/assets/root.js": 10 * 1024,
  "/assets/shell.js": 20 * 1024,
  "/assets/home.js": 15 * 1024,
  "/assets/forms.js": 30 * 1024,
  "/assets/destination.js": 5 * 1024,
};
const loads = routeLoads(manifest, (file) => sizes[file] ?? 0);

describe("JavaScript budgets", () => {
  it("counts the entry, every route of the match and their imports, each file once", () => {
    const home = loads.find((load) => load.routeId === "home");
    expect(home?.path).toBe("/");
    expect(home?.files.map((file) => file.file).sort()).toEqual(
      [
        "/assets/entry.js",
        "/assets/forms.js",
        "/assets/framework.js",
        "/assets/home.js",
        "/assets/root.js",
        "/assets/shell.js",
      ].sort(),
    );
    expect(home?.bytes).toBe((2 + 100 + 10 + 20 + 15 + 30) * 1024);
    expect(loads.find((load) => load.routeId === "destination")?.path).toBe("/vuelos/:slug");
  });

  it("passes when every route is within its budget", () => {
    const results = checkBudgets(loads, { routes: { root: 140, home: 180, destination: 140 } });
    expect(budgetFailures(results)).toEqual([]);
  });

  it("fails a route over its budget, naming its size, budget and three largest files", () => {
    const failures = budgetFailures(checkBudgets(loads, { routes: { root: 140, home: 170, destination: 140 } }));
    expect(failures).toEqual([
      "home (/): 177 KB gzip, budget 170 KB; largest: /assets/framework.js 100 KB, /assets/forms.js 30 KB, /assets/shell.js 20 KB",
    ]);
  });

  it("fails a route that has no budget", () => {
    const failures = budgetFailures(checkBudgets(loads, { routes: { root: 140, home: 180 } }));
    expect(failures).toEqual(["destination (/vuelos/:slug): 137 KB and no budget in perf-budgets.json"]);
  });
});
