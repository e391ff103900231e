import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// While `hydrating` is on <html>, animations are paused (decision 002). The pause names the animated classes instead
// of `html.hydrating *` (decision 028), so a class that animates and is not in that list would run during start-up.
const appDir = new URL(".", import.meta.url).pathname;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The class selectors of the pause rule, unescaped. */
function pausedClasses(css: string): Set<string> {
  const rule = /html\.hydrating\s*:is\(([^{]*)\)\s*\{\s*animation-play-state:\s*paused/.exec(css);
  if (!rule?.[1]) throw new Error("pause rule not found in app.css");
  return new Set(rule[1].split(",").map((selector) => selector.trim().replace(/^\./, "").replace(/\\/g, "")));
}

describe("animations paused while hydrating", () => {
  it("lists every Tailwind animate-* class the app uses", async () => {
    const paused = pausedClasses(await readFile(join(appDir, "app.css"), "utf8"));
    const used = new Set<string>();
    for (const file of await sourceFiles(appDir)) {
      for (const match of (await readFile(file, "utf8")).matchAll(/(?<![\w-])animate-[^\s"'`]+/g)) used.add(match[0]);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !paused.has(name))).toEqual([]);
  });

  it("lists every class of app.css that runs an animation", async () => {
    const css = await readFile(join(appDir, "app.css"), "utf8");
    const paused = pausedClasses(css);
    const animated = [...css.matchAll(/\.([\w-]+)\s*\{[^}]*\banimation:/g)].map((match) => match[1] ?? "");
    expect(animated.length).toBeGreaterThan(0);
    expect(animated.filter((name) => !paused.has(name))).toEqual([]);
  });
});
