// `node scripts/profile-main-thread.ts [base URL] [path] [--rate=4] [--out=file]`: what the long tasks of the start-up
// are made of (issue 13, section 2). Loads one page the way `bench:main-thread` does (Chromium, CPU slowed down by
// `Emulation.setCPUThrottlingRate`, 412 px, a fresh context), records a DevTools trace with V8's sampling profiler,
// and prints, for every task of the main thread over 50 ms after the first contentful paint: its duration, the
// trace events directly inside it (script evaluation, compilation, layout, ...) and the functions and scripts that
// took its time (self time of the CPU samples). `--out` writes the trace, which DevTools' Performance panel opens.
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith("--"));
const base = (positional[0] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const path = positional[1] ?? "/";
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const rate = Number(option("rate") ?? 4);
const out = option("out");
// `--maps=<build dir>` of a build made with BUILD_SOURCEMAP=true: names the original function and file.
const maps = option("maps");
type SourceMap = { sources: string[]; names: string[]; lines: number[][][] };
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes a source map's `mappings` (base64 VLQ) into, per generated line, its segments (absolute values). */
function decodeMappings(mappings: string): number[][][] {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(";").map((line) => {
    state[0] = 0;
    return line
      .split(",")
      .filter(Boolean)
      .map((segment) => {
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) {
            shift += 5;
            continue;
          }
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        return values.map((delta, index) => (state[index] = (state[index] ?? 0) + delta));
      });
  });
}

const sourceMaps = new Map<string, SourceMap | null>();
async function mapFor(url = ""): Promise<SourceMap | null> {
  const file = url.replace(/^https?:\/\/[^/]+/, "");
  if (!maps || !file.startsWith("/assets/")) return null;
  if (!sourceMaps.has(file)) {
    try {
      const raw = JSON.parse(await readFile(`${maps}/client${file}.map`, "utf8")) as {
        sources: string[];
        names: string[];
        mappings: string;
      };
      sourceMaps.set(file, { sources: raw.sources, names: raw.names, lines: decodeMappings(raw.mappings) });
    } catch {
      sourceMaps.set(file, null);
    }
  }
  return sourceMaps.get(file) ?? null;
}

/** The original function name, file and line of a generated position (0-based line and column). */
function originalOf(map: SourceMap, line: number, column: number): string | null {
  const segments = map.lines[line] ?? [];
  let found: number[] | undefined;
  for (const segment of segments) {
    if ((segment[0] ?? 0) > column) break;
    found = segment;
  }
  if (!found || found.length < 4) return null;
  const source = (map.sources[found[1] ?? 0] ?? "?").replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
  const name = found.length > 4 ? map.names[found[4] ?? 0] : undefined;
  return `${name ?? "(anonymous)"} ${source}:${String((found[2] ?? 0) + 1)}`;
}

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  original?: string;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "es-PE" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "disabled-by-default-v8.cpu_profiler",
        "blink.user_timing",
        "loading",
      ],
    },
  });
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  // Polled through CDP: Playwright's `waitForFunction` would inject its own script, a long task of its own.
  for (;;) {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: 'document.documentElement.classList.contains("hydrating")',
      returnByValue: true,
    });
    if (result.value === false) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await cdp.send("Tracing.end");
  await done;
  if (out) await writeFile(out, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread: the thread that ran the page's first paint.
  const fcpEvent = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcpEvent) throw new Error("no firstContentfulPaint in the trace");
  const main = events.filter((event) => event.pid === fcpEvent.pid && event.tid === fcpEvent.tid);
  const tasks = main.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && (event.dur ?? 0) > 50_000 && event.ts >= fcpEvent.ts,
  );

  // CPU samples: the profile arrives in chunks (nodes, sample ids and time deltas).
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profileStart = events.find((event) => event.name === "Profile" && event.pid === fcpEvent.pid);
  let clock = (profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== "ProfileChunk" || event.pid !== fcpEvent.pid) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  for (const node of nodes.values()) {
    const map = await mapFor(node.callFrame.url);
    if (map) node.original = originalOf(map, node.callFrame.lineNumber, node.callFrame.columnNumber) ?? undefined;
  }
  const short = (url = "") => url.replace(base, "").replace(/^.*\/assets\//, "") || "(no url)";
  const frameName = (node: ProfileNode | undefined) =>
    node?.original ??
    (node
      ? `${node.callFrame.functionName || "(anonymous)"} ${short(node.callFrame.url)}:${node.callFrame.lineNumber}`
      : "?");

  console.log(`${base}${path} at ${String(rate)}x: ${String(tasks.length)} tasks over 50 ms after FCP`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `\n## task at ${((task.ts - fcpEvent.ts) / 1000).toFixed(0)} ms after FCP: ${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
    );
    // Events directly inside the task (depth 1), merged by name and detail.
    const inside = main.filter(
      (event) => event !== task && event.ph === "X" && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
    );
    const top = inside.filter(
      (event) =>
        !inside.some(
          (outer) =>
            outer !== event &&
            outer.ts <= event.ts &&
            outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
            (outer.dur ?? 0) > (event.dur ?? 0),
        ),
    );
    for (const event of top.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 8)) {
      const data = event.args?.data ?? {};
      const detail = [data.url, data.functionName, data.type].filter(Boolean).map((value) => short(String(value)));
      console.log(`  ${((event.dur ?? 0) / 1000).toFixed(1)} ms ${event.name} ${detail.join(" ")}`);
    }
    const compile = inside.filter((event) => /compile|Compile|Parse/.test(event.name) && event.name !== "ParseHTML");
    const compileMs = compile.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    if (compileMs > 0) console.log(`  (compile/parse events inside: ${compileMs.toFixed(1)} ms, may nest)`);
    // Self time by function and by script.
    const bySelf = new Map<string, number>();
    const byScript = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    within.forEach((sample, index) => {
      const next = within[index + 1]?.ts ?? end;
      const ms = (next - sample.ts) / 1000;
      const node = nodes.get(sample.node);
      const name = frameName(node);
      bySelf.set(name, (bySelf.get(name) ?? 0) + ms);
      const script = node?.original
        ? node.original
            .replace(/^\S+ /, "")
            .replace(/:\d+$/, "")
            .replace(/\/[^/]*$/, "")
        : node
          ? short(node.callFrame.url)
          : "?";
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
    });
    const list = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${ms.toFixed(1)} ${name}`);
    console.log(`  by script (self ms): ${list(byScript, 8).join(" | ")}`);
    console.log("  top functions (self ms):");
    for (const line of list(bySelf, 12)) console.log(`    ${line}`);
  }
} finally {
  await browser.close();
}
