import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { Page, TestInfo } from "@playwright/test";

/** A stored cookie choice, so the prompt does not cover the bottom of the page. */
export async function withCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem(
        "COOKIES_CONFIG",
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" }),
      );
    } catch {
      // about:blank and other opaque documents have no storage.
    }
  });
}

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === "mobile";
}

/** Collects every layout shift (CLS entries, user-input ones included) from the first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
    store.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        store.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<Array<{ value: number; sources: string[] }>> {
  return page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts);
}

/**
 * Axe (WCAG 2.1 AA) on everything but the page's own content (`main`): the shell's header, promo strip, footer
 * and floating pieces. The pages under the shell have their own checks.
 */
export async function expectNoShellAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("#contenido")
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
