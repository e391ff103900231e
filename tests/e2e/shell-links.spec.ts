import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { isMobile, withCookieChoice } from "./shell-helpers.ts";
import { SPEC_ROUTES, SPEC_ROUTES_WITH_DATA } from "./spec-routes.ts";

/** Every href of the links inside `scope`, in document order, without repeats. */
async function hrefsIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return [...new Set(hrefs.filter((href): href is string => href !== null))];
}

/**
 * Follows an internal link the way a browser does (redirects included) and fails when it ends on /404, a 404
 * status or a server error. Devices' links must be well formed; any other link must be an absolute https URL.
 */
async function expectLinkWorks(request: APIRequestContext, href: string, where: string): Promise<void> {
  if (href.startsWith("tel:")) {
    expect(href, `${where}: phone link`).toMatch(/^tel:\+51\d{8,9}$/);
    return;
  }
  if (href.startsWith("mailto:")) {
    expect(href, `${where}: e-mail link`).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    return;
  }
  if (!href.startsWith("/") || href.startsWith("//")) {
    expect(href, `${where}: external link`).toMatch(/^https:\/\/[^/\s]+/);
    expect(() => new URL(href)).not.toThrow();
    return;
  }
  const response = await request.get(href, { headers: { accept: "text/html" } });
  const ended = new URL(response.url());
  expect(`${ended.pathname} ${String(response.status())}`, `${where}: ${href}`).not.toMatch(/^\/404 /);
  expect(response.status(), `${where}: ${href} answered ${String(response.status())}`).not.toBe(404);
  expect(response.status(), `${where}: ${href} answered ${String(response.status())}`).toBeLessThan(500);
}

async function walk(page: Page, scope: Locator, where: string): Promise<string[]> {
  const hrefs = await hrefsIn(scope);
  for (const href of hrefs) await expectLinkWorks(page.request, href, where);
  return hrefs;
}

test.describe("app shell: every footer and top-bar link leads somewhere", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("the footer's links end on a page (no /404, no server error)", async ({ page }) => {
    await page.goto("/");
    const hrefs = await walk(page, page.getByRole("contentinfo"), "footer");
    // The columns, the contact block, the complaints book and the social networks.
    for (const expected of ["/promociones", "/eventos", "/canales-de-atencion", "/libro-reclamaciones"]) {
      expect(hrefs).toContain(expected);
    }
    expect(hrefs.length).toBeGreaterThanOrEqual(25);
  });

  test("the top bar's links end on a page (desktop bar, or the mobile side menu)", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const barLinks = await walk(page, header, "top bar");
    expect(barLinks).toContain("/");
    if (!isMobile(testInfo)) {
      expect(barLinks).toEqual(expect.arrayContaining(["/nuestras-agencias", "/canales-de-atencion"]));
      return;
    }
    await header.getByRole("button", { name: "Menú de navegación" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer.getByRole("link", { name: "Contáctanos" })).toBeVisible();
    const menuLinks = await walk(page, drawer, "mobile menu");
    expect(menuLinks).toEqual(expect.arrayContaining(["/vuelos", "/canales-de-atencion", "/nuestras-agencias"]));
    expect(menuLinks.some((href) => href.startsWith("tel:"))).toBe(true);
  });
});

test.describe("every route of SPEC 2.1 leads somewhere", () => {
  test(
    "each ends on a page: no /404, no 404 status, no server error",
    { tag: "@slow" },
    async ({ page, request }, testInfo) => {
      test.skip(isMobile(testInfo), "HTTP only: the width changes nothing");
      for (const path of SPEC_ROUTES) await expectLinkWorks(request, path, "SPEC 2.1");
      for (const { route, make } of SPEC_ROUTES_WITH_DATA) {
        const path = await make(page);
        expect(path.startsWith(route), `${route}: made ${path}`).toBe(true);
        await expectLinkWorks(page.request, path, "SPEC 2.1");
      }
      const notFound = await request.get("/404");
      expect(notFound.status()).toBe(404);
    },
  );
});
