// `npm run bench:main-thread -- [base URL ...] [--runs=5] [--rate=4] [--pages=/,/404]`: main-thread time of the
// start-up on a mid-range phone, against a running production server (`npm run serve`). Chromium with the CPU slowed down by DevTools'
// `Emulation.setCPUThrottlingRate` (4x), a 412 px viewport; per page, the total blocking time (sum of each long task's
// time over 50 ms) and the longest task after the first contentful paint, median of the runs. The machine's Lighthouse
// `benchmarkIndex` is printed with the figures (issue 13: figures depend on the host; record them together).
// Several base URLs (e.g. two builds, before and after a change) are measured in turns, run by run, so that the load
// of a shared machine weighs on each alike; one table per base URL.
import { chromium, type Page } from "@playwright/test";
// Lighthouse's own benchmark, evaluated in the page the way Lighthouse does.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

const args = process.argv.slice(2);
const bases = args.filter((arg) => !arg.startsWith("--")).map((base) => base.replace(/\/$/, ""));
if (bases.length === 0) bases.push("http://127.0.0.1:3000");
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const runs = Number(option("runs") ?? 5);
const rate = Number(option("rate") ?? 4);
const pages = option("pages")?.split(",") ?? [
  "/",
  "/vuelos/vuelos-baratos-a-cusco",
  "/nuestra-empresa",
  "/tusdatos",
  "/404",
];
/** The start-up is over once no long task has begun for this long after hydration (a benchmark, not a test). */
const QUIET_MS = 3000;

type Sample = { blockingMs: number; longestMs: number; tasks: number; cpuBlockingMs: number; cpuLongestMs: number };
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };

/**
 * The same sums over the main thread's tasks after the first paint, by their thread (CPU) time in a DevTools trace
 * instead of their wall time. Throttling keeps the thread busy, so a task's thread time is its time on the slowed
 * CPU; the time the thread waited for a core (other processes on a shared machine) is not in it. On a quiet
 * machine both figures agree; under load the wall-time figures grow and these stay (docs/benchmarks.md, session 8).
 */
function cpuFigures(events: TraceEvent[]): Pick<Sample, "cpuBlockingMs" | "cpuLongestMs"> {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return { cpuBlockingMs: Number.NaN, cpuLongestMs: Number.NaN };
  const durations = events
    .filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === fcp.pid && event.tid === fcp.tid)
    .filter((event) => event.ts >= fcp.ts)
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  return {
    cpuBlockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    cpuLongestMs: Math.max(0, ...durations),
  };
}

async function measure(page: Page, base: string, path: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.addInitScript(() => {
    const store = window as unknown as { __tasks: Array<{ start: number; duration: number }>; __fcp: number };
    store.__tasks = [];
    store.__fcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.__tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") store.__fcp = entry.startTime;
    }).observe({ type: "paint", buffered: true });
  });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const traced = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["disabled-by-default-devtools.timeline", "loading"] },
  });
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  // Polled through CDP, not `page.waitForFunction`: Playwright would first inject its own utility script into the
  // page, a task of ~190 ms at 4x that the figures would count as the page's.
  const poll = async (expression: string) =>
    (await cdp.send("Runtime.evaluate", { expression, returnByValue: true })).result.value as unknown;
  const deadline = Date.now() + 120_000;
  while ((await poll('document.documentElement.classList.contains("hydrating")')) !== false) {
    if (Date.now() > deadline) throw new Error(`${path}: the page never hydrated`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Wait until the page has been free of long tasks for QUIET_MS (deferred work after hydration counts too).
  const quiet = `(() => { const last = window.__tasks.at(-1); return performance.now() - (last ? last.start + last.duration : 0) > ${String(QUIET_MS)}; })()`;
  while ((await poll(quiet)) !== true) {
    if (Date.now() > deadline) throw new Error(`${path}: long tasks never stopped`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { tasks, fcp } = (await poll("({ tasks: window.__tasks, fcp: window.__fcp })")) as {
    tasks: Array<{ start: number; duration: number }>;
    fcp: number;
  };
  await cdp.send("Tracing.end");
  await traced;
  const after = tasks.filter((task) => task.start >= fcp);
  return {
    ...cpuFigures(events),
    blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longestMs: Math.max(0, ...after.map((task) => task.duration)),
    tasks: after.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const probe = await browser.newPage();
  const benchmarkIndex = Math.round(await probe.evaluate(pageFunctions.computeBenchmarkIndex));
  await probe.close();
  const rows = new Map<string, string[]>(bases.map((base) => [base, []]));
  for (const path of pages) {
    const samples = new Map<string, Sample[]>(bases.map((base) => [base, []]));
    for (let run = 0; run < runs; run++) {
      for (const base of bases) {
        // A first visit: a fresh context, so the cookie prompt and every start-up path run.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "es-PE" });
        const page = await context.newPage();
        samples.get(base)?.push(await measure(page, base, path));
        await context.close();
      }
    }
    for (const base of bases) {
      const list = samples.get(base) ?? [];
      const blocking = median(list.map((sample) => sample.blockingMs));
      const longest = median(list.map((sample) => sample.longestMs));
      const count = median(list.map((sample) => sample.tasks));
      const cpuBlocking = median(list.map((sample) => sample.cpuBlockingMs));
      const cpuLongest = median(list.map((sample) => sample.cpuLongestMs));
      rows
        .get(base)
        ?.push(
          `| \`${path}\` | ${blocking.toFixed(0)} ms | ${longest.toFixed(0)} ms | ${String(count)} | ${cpuBlocking.toFixed(0)} ms | ${cpuLongest.toFixed(0)} ms |`,
        );
    }
  }
  console.log(`Main thread at ${String(rate)}x CPU throttling, 412 px, median of ${String(runs)}`);
  console.log(`Lighthouse benchmarkIndex of this machine (unthrottled): ${String(benchmarkIndex)}`);
  for (const base of bases) {
    console.log(`\n${base}`);
    console.log(
      "| Page | Blocking time after FCP | Longest task | Long tasks | Blocking (CPU time) | Longest (CPU time) |",
    );
    console.log(
      "| ---- | ----------------------: | -----------: | ---------: | ------------------: | -----------------: |",
    );
    for (const row of rows.get(base) ?? []) console.log(row);
  }
} finally {
  await browser.close();
}
