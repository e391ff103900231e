import { expect, test, waitForHydration } from "./fixtures.ts";
import {
  expectNoShellAxeViolations,
  isMobile,
  layoutShifts,
  recordLayoutShifts,
  withCookieChoice,
} from "./shell-helpers.ts";

test.describe("app shell: promo strip and footer variants", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("the promo strip is on / (server-rendered) but not on /nuestras-agencias", async ({
    page,
    request,
  }, testInfo) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('data-testid="promo-strip"');
    await page.goto("/");
    await waitForHydration(page);
    const strip = page.getByRole("region", { name: "Promoción vigente" });
    // Whichever promotion is current: the back office's test may publish its own while this one runs.
    await expect(strip).toHaveText(/\S{3}/);
    const duration = await strip.locator(".kv-marquee").evaluate((node) => getComputedStyle(node).animationDuration);
    expect(duration).toBe(isMobile(testInfo) ? "13s" : "20s");
    await strip.getByRole("button", { name: "Pausar anuncio" }).click();
    await expect(strip.getByRole("button", { name: "Pausar anuncio" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Promoción vigente" })).toHaveCount(0);
  });

  test("the strip stands still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const marquee = page.getByRole("region", { name: "Promoción vigente" }).locator(".kv-marquee");
    expect(await marquee.evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
    await expect(marquee).toBeInViewport();
  });

  test("the full footer on a normal route", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Kuntur Viajes y Turismo S.A.C. · RUC 20609876540");
    await expect(footer).toContainText("Av. José Larco 1150, piso 3, Miraflores, Lima, Perú");
    await expect(footer.getByRole("link", { name: "(01) 640-7000" })).toHaveAttribute("href", "tel:+5116407000");
    await expect(footer.getByRole("link", { name: "Libro de Reclamaciones" })).toHaveAttribute(
      "href",
      "/libro-reclamaciones",
    );
    await expect(footer.getByRole("link", { name: "Libro de Reclamaciones" }).locator("svg")).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "Tiendas" })).toHaveAttribute("href", "/nuestras-agencias");
    await expect(footer.getByRole("link", { name: "Vuelos", exact: true })).toHaveAttribute("href", "/vuelos");
    await expect(footer.getByRole("link", { name: "Nuestra empresa" })).toHaveAttribute("href", "/nuestra-empresa");
    await expect(footer.getByRole("link", { name: /en (Facebook|Instagram|TikTok|YouTube)/ })).toHaveCount(4);
    await expectNoShellAxeViolations(page);
  });

  test("booking routes: primary-coloured bar without actions, minimal footer, chat by flag", async ({ page }) => {
    await page.goto("/booking/vista-previa");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    expect(await header.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(11, 79, 138)");
    await expect(header.getByRole("link", { name: "Kuntur Viajes, página principal" })).toBeVisible();
    await expect(header.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Promoción vigente" })).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(/© \d{4} Kuntur Viajes y Turismo S\.A\.C\. Todos los derechos reservados\./);
    await expect(footer.getByRole("link", { name: "Libro de Reclamaciones" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Productos" })).toHaveCount(0);
    // show-chat-in-checkout defaults to on.
    await expect(page.getByRole("button", { name: "Chatea con nosotros" })).toBeVisible();
    await expectNoShellAxeViolations(page);
  });

  test("booking routes hide the chat when the flag is off, and show it when the flag cannot be read", async ({
    page,
  }) => {
    await page.route("**/api/v1/flags", (route) =>
      route.fulfill({ json: { "app-ad": false, "show-chat-in-checkout": false } }),
    );
    const flagsRead = page.waitForResponse("**/api/v1/flags");
    await page.goto("/booking/vista-previa");
    await waitForHydration(page);
    await flagsRead;
    await page.waitForTimeout(300);
    await expect(page.getByRole("button", { name: "Chatea con nosotros" })).toHaveCount(0);
    await page.unroute("**/api/v1/flags");
    // An answer that is not a flags object (a proxy page, say) counts as unreadable.
    await page.route("**/api/v1/flags", (route) => route.fulfill({ json: { error: "sin datos" } }));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Chatea con nosotros" })).toBeVisible();
  });

  test("outlet routes: no actions, no footer, no chat", async ({ page }) => {
    await page.goto("/traveloutlet/vista-previa");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Vista previa de Travel Outlet" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chatea con nosotros" })).toHaveCount(0);
    await expectNoShellAxeViolations(page);
  });

  test("no layout shift while the promo strip and the notifications load", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByTestId("notifications-badge")).toHaveText("3");
    await expect(page.getByRole("region", { name: "Promoción vigente" })).toBeVisible();
    await page.waitForTimeout(500);
    const shifts = await layoutShifts(page);
    const headerAndStrip = await page.evaluate(() => {
      const strip = document.querySelector('[data-testid="promo-strip"]');
      return {
        header: document.querySelector("header")?.getBoundingClientRect().height,
        strip: strip?.getBoundingClientRect().height,
      };
    });
    expect(headerAndStrip.header).toBe(65);
    expect(shifts).toEqual([]);
  });
});

test.describe("app shell: the web font", () => {
  test("arriving after the first paint moves nothing (metric-matched fallback, font-display: optional)", async ({
    page,
  }) => {
    await withCookieChoice(page);
    await recordLayoutShifts(page);
    // The font is held until the page has painted with the fallback, then let through: the slow-network case.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let fontRequested = false;
    await page.route("**/fonts/nunito-sans-latin-wght.woff2", async (route) => {
      fontRequested = true;
      await released;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(fontRequested).toBe(true);
    const fontLoaded = page.waitForResponse("**/fonts/nunito-sans-latin-wght.woff2");
    release();
    expect((await fontLoaded).ok()).toBe(true);
    await waitForHydration(page);
    // Two frames after the font's bytes and the start-up: a swap would have been laid out and reported by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
    );
    expect(await layoutShifts(page)).toEqual([]);
  });
});
