import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Third-party embeds of the information pages (map, scheduling, video): the tests run offline. */
export const EXTERNAL_EMBEDS = /^https:\/\/(www\.openstreetmap\.org|calendly\.com|www\.youtube-nocookie\.com)\//;

const DAY_MS = 86_400_000;
/** Milliseconds until the next midnight in Lima (Peru keeps UTC-5 all year). */
export function untilLimaMidnight(now = Date.now()): number {
  return DAY_MS - ((now - 5 * 3_600_000) % DAY_MS);
}

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[]; offlineEmbeds: undefined; oneLimaDay: undefined }>({
  // The server dates what it writes by the Lima day (rates, turns, complaint deadlines, "today" in forms) and the
  // tests compare with the same day: a test that could still run at midnight starts after it instead.
  oneLimaDay: [
    // Playwright reads a fixture's dependencies from its destructured first argument: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const left = untilLimaMidnight();
      if (left < Math.min(testInfo.timeout || Infinity, 5 * 60_000)) {
        testInfo.setTimeout(testInfo.timeout + left + 10_000);
        await new Promise((resolve) => setTimeout(resolve, left + 2_000));
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The pages check that an embedded site answers before showing its frame (issue 14, item 9): without a network the
  // browser would log a failed request on every page with a map. Local stand-ins answer instead; a test that wants the
  // third parties unreachable unroutes EXTERNAL_EMBEDS.
  offlineEmbeds: [
    async ({ page }, use) => {
      await page.route(EXTERNAL_EMBEDS, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          body: '<!doctype html><html lang="es"><head><title>Servicio externo</title></head><body><main><p>Contenido del servicio externo</p></main></body></html>',
        }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The /404 page is served with status 404 on purpose; Chromium logs that for the document itself.
        if (message.location().url.endsWith("/404") && message.text().includes("status of 404")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated and the start-up sequence removed the `hydrating` class. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveClass(/hydrating/, { timeout: 30_000 });
}

/** Runs axe (WCAG 2.1 AA) on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export type DataLayerEvent = Record<string, unknown>;

export async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
}
