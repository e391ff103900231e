import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const target = "https://ayuda.kunturviajes.pe/articulos/equipaje?tema=mano";
const interstitial = (url: string) => `/redireccionando?url=${encodeURIComponent(url)}`;

/** The partner site answered locally: no real network is used. */
async function fakePartner(page: Page) {
  await page.route("https://ayuda.kunturviajes.pe/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="es"><title>Centro de ayuda</title><h1>Centro de ayuda</h1></html>',
    }),
  );
}

test.describe("/redireccionando", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("names the partner, counts down politely, and continues after about 3 seconds", async ({ page }) => {
    await fakePartner(page);
    const response = await page.goto(interstitial(target));
    const shownAt = Date.now();
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page).toHaveTitle("Redirigiendo a Centro de ayuda Kuntur Viajes | Kuntur Viajes");
    await expect(
      page.getByRole("heading", { level: 1, name: "Te estamos redirigiendo a Centro de ayuda Kuntur Viajes" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("status").filter({ hasText: /Te llevaremos en [123] segundos?/ })).toBeVisible();
    // With JavaScript the timer leads (the no-JS meta refresh is inert inside <noscript>), and it can be stopped.
    await expect(page.locator('head meta[http-equiv="refresh"]')).toHaveCount(0);
    // (The axe check is in the next test, on the stopped countdown: on a busy machine an analysis here can outlast
    // the 3 seconds, and the page leaves under it.)
    await page.waitForURL(target, { timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    await expect(page.getByRole("heading", { name: "Centro de ayuda" })).toBeVisible();
  });

  test("the visitor can stop the countdown, then continue when they want", async ({ page }) => {
    await fakePartner(page);
    let left = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith("https://ayuda.kunturviajes.pe")) left = true;
    });
    await page.goto(interstitial(target));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Quedarme aquí" }).click();
    await expect(page.getByRole("status")).toHaveText("Redirección detenida: continúa cuando quieras.");
    await expectNoAxeViolations(page);
    // Past the 3 seconds: still here.
    await page.waitForTimeout(4000);
    expect(left).toBe(false);
    await page.getByRole("link", { name: "Continuar a Centro de ayuda Kuntur Viajes" }).click();
    await page.waitForURL(target);
  });

  test("refuses unknown and malformed targets with an error page, and never leaves", async ({
    page,
    consoleErrors,
  }) => {
    const offsite: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.example"),
      async (route) => {
        offsite.push(route.request().url());
        await route.abort();
      },
    );
    // Which targets are refused is the allow-list's unit test (app/features/redirects/partner-allow-list.test.ts,
    // 34 cases); here, that the page answers a refused one with a 400 error page and no redirect of any kind.
    for (const bad of ["https://ayuda.kunturviajes.pe.evil.example/", "javascript:alert(1)"]) {
      const response = await page.goto(interstitial(bad));
      expect(response?.status(), bad).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "No podemos llevarte a ese sitio" })).toBeVisible();
      expect(await page.content(), bad).not.toContain("http-equiv");
    }
    await page.goto("/redireccionando");
    await expect(page.getByRole("heading", { level: 1, name: "No podemos llevarte a ese sitio" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Longer than the interstitial's 3 seconds: still here, nothing requested off-site.
    await page.waitForTimeout(4000);
    await expect(page).toHaveURL(/\/redireccionando$/);
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(offsite).toEqual([]);
    allowConsoleErrors(consoleErrors, /status of 400/);
  });
});

test.describe("/redireccionando without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the meta refresh continues to the partner", async ({ page }) => {
    await fakePartner(page);
    await page.goto(interstitial(target));
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", `3;url=${target}`);
    await page.waitForURL(target, { timeout: 30_000 });
  });
});
