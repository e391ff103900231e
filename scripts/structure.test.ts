import { describe, expect, it } from "vitest";
import { importSpecifiers, longFileFailures, partCycles, partEdges, partOf, schemaToFeatures } from "./structure.ts";

const file = (path: string, ...imports: string[]) => ({
  path,
  text: imports.map((target, i) => `import { x${String(i)} } from "${target}";`).join("\n"),
});

describe("the structure check", () => {
  it("reads static, type-only, re-export, side-effect and dynamic imports", () => {
    const text = [
      'import { a } from "./a.ts";',
      'import type { B } from "#app/features/b/index.ts";',
      'export * from "./c.ts";',
      'import "./d.css";',
      'const e = await import("./e.tsx");',
      "import {\n  f,\n  g,\n} from '#db';",
    ].join("\n");
    expect(importSpecifiers(text).sort()).toEqual(
      ["./a.ts", "#app/features/b/index.ts", "./c.ts", "./d.css", "./e.tsx", "#db"].sort(),
    );
  });

  it("names the part of a path: a feature folder, a top folder, or the schema", () => {
    expect(partOf("app/features/hotels/results/card.tsx")).toBe("app/features/hotels");
    expect(partOf("app/components/ui/button.tsx")).toBe("app/components");
    expect(partOf("server/db/schema/orders.ts")).toBe("server/db/schema");
    expect(partOf("server/db/client.ts")).toBe("server/db");
    expect(partOf("tests/e2e/x.ts")).toBeNull();
  });

  it("finds a cycle between features through a third, and none where the imports run one way", () => {
    const loop = partEdges([
      file("app/features/a/x.ts", "#app/features/b/index.ts"),
      file("app/features/b/y.ts", "#app/features/c/index.ts"),
      file("app/features/c/z.ts", "../a/x.ts"),
      file("app/features/d/w.ts", "#app/features/a/index.ts"),
    ]);
    expect(partCycles(loop)).toEqual([["app/features/a", "app/features/b", "app/features/c"]]);
    const oneWay = partEdges([
      file("app/features/a/x.ts", "#app/features/b/index.ts"),
      file("app/features/b/y.ts", "#app/features/c/index.ts", "./own.ts"),
    ]);
    expect(partCycles(oneWay)).toEqual([]);
  });

  it("reports the schema's imports of features, not of its own files", () => {
    const edges = partEdges([
      file("server/db/schema/orders.ts", "#app/features/orders/order-contract.ts", "./accounts.ts"),
    ]);
    expect(schemaToFeatures(edges).map((edge) => edge.toFile)).toEqual(["app/features/orders/order-contract.ts"]);
  });

  it("fails a long file unless listed, and a listed one that grew", () => {
    const lines = (n: number) => "x\n".repeat(n);
    const files = [
      { path: "app/a.ts", text: lines(301) },
      { path: "app/b.ts", text: lines(320) },
      { path: "app/c.ts", text: lines(330) },
      { path: "app/d.ts", text: lines(300) },
    ];
    const failures = longFileFailures(files, { "app/b.ts": 320, "app/c.ts": 325 }, 300);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain("app/a.ts: 301 lines");
    expect(failures[1]).toContain("app/c.ts: 330 lines, more than its listed 325");
  });
});
