// `npm run bench:main-thread -- [base URL] [--runs=5] [--rate=4]`: main-thread time of the start-up on a mid-range
// phone, against a running production server (`npm run serve`). Chromium with the CPU slowed down by DevTools'
// `Emulation.setCPUThrottlingRate` (4x), a 412 px viewport; per page, the total blocking time (sum of each long task's
// time over 50 ms) and the longest task after the first contentful paint, median of the runs. The machine's Lighthouse
// `benchmarkIndex` is printed with the figures (issue 13: figures depend on the host; record them together).
import { chromium, type Page } from "@playwright/test";
// Lighthouse's own benchmark, evaluated in the page the way Lighthouse does.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

const args = process.argv.slice(2);
const base = (args.find((arg) => !arg.startsWith("--")) ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 5);
const rate = Number(args.find((arg) => arg.startsWith("--rate="))?.split("=")[1] ?? 4);
const pages = ["/", "/vuelos/vuelos-baratos-a-cusco", "/nuestra-empresa", "/tusdatos", "/404"];
/** The start-up is over once no long task has begun for this long after hydration (a benchmark, not a test). */
const QUIET_MS = 3000;

type Sample = { blockingMs: number; longestMs: number; tasks: number };

async function measure(page: Page, path: string): Promise<Sample> {
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
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("hydrating"), undefined, {
    timeout: 120_000,
  });
  // Wait until the page has been free of long tasks for QUIET_MS (deferred work after hydration counts too).
  await page.waitForFunction(
    (quiet) => {
      const store = window as unknown as { __tasks: Array<{ start: number; duration: number }> };
      const last = store.__tasks.at(-1);
      const end = last ? last.start + last.duration : 0;
      return performance.now() - end > quiet;
    },
    QUIET_MS,
    { timeout: 120_000, polling: 250 },
  );
  const { tasks, fcp } = await page.evaluate(() => {
    const store = window as unknown as { __tasks: Array<{ start: number; duration: number }>; __fcp: number };
    return { tasks: store.__tasks, fcp: store.__fcp };
  });
  const after = tasks.filter((task) => task.start >= fcp);
  return {
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
  console.log(`Main thread at ${String(rate)}x CPU throttling, 412 px, median of ${String(runs)}; ${base}`);
  console.log(`Lighthouse benchmarkIndex of this machine (unthrottled): ${String(benchmarkIndex)}`);
  console.log("| Page | Blocking time after FCP | Longest task | Long tasks |");
  console.log("| ---- | ----------------------: | -----------: | ---------: |");
  for (const path of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      // A first visit: a fresh context, so the cookie prompt and every start-up path run.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "es-PE" });
      const page = await context.newPage();
      samples.push(await measure(page, path));
      await context.close();
    }
    const blocking = median(samples.map((sample) => sample.blockingMs));
    const longest = median(samples.map((sample) => sample.longestMs));
    const count = median(samples.map((sample) => sample.tasks));
    console.log(`| \`${path}\` | ${blocking.toFixed(0)} ms | ${longest.toFixed(0)} ms | ${String(count)} |`);
  }
} finally {
  await browser.close();
}
