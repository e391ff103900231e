import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// Lima-Cusco, a week long, three weeks ahead: always more than one flight in the demo schedule.
const roundTrip = `/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=${limaDate(21)}&vuelta=${limaDate(28)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;
const firstCard = (page: Page) => page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article").first();
const modify = (page: Page) => page.locator("summary").filter({ hasText: "Modificar" });
const filterButton = (page: Page) => page.locator("summary").filter({ hasText: /^Filtrar/ });

test.describe("flight results layout", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("a phone sees the first flight on its first screen, the search folded and 'Filtrar' near the top", async ({
    page,
  }) => {
    await page.goto(roundTrip);
    await waitForHydration(page);
    const screen = page.viewportSize()?.height ?? 0;
    const origin = page.getByRole("combobox", { name: "Origen" });
    const direct = page.getByRole("checkbox", { name: /^Directo/ });
    const cardTop = (await firstCard(page).boundingBox())?.y ?? Infinity;
    expect(cardTop).toBeLessThan(screen);
    if (!isPhone(page)) {
      // Beside the results from 1024 px: no summary to open, the form and the filters shown.
      await expect(modify(page)).toBeHidden();
      await expect(filterButton(page)).toBeHidden();
      await expect(origin).toBeVisible();
      await expect(direct).toBeVisible();
      return;
    }
    await expect(modify(page)).toContainText("Lima → Cusco");
    await expect(origin).toBeHidden();
    await expect(direct).toBeHidden();
    const filterTop = (await filterButton(page).boundingBox())?.y ?? Infinity;
    expect(filterTop).toBeLessThan(cardTop);
    await filterButton(page).click();
    await direct.check();
    await expect(page).toHaveURL(/escalas=0/);
    // Each choice applies at once, and the filters stay open for the next one.
    await expect(direct).toBeChecked();
    await expect(direct).toBeVisible();
    await modify(page).click();
    await expect(origin).toBeVisible();
    await expect(origin).toHaveValue("LIM");
  });

  test("the price calendar fits, or says that it scrolls", async ({ page }) => {
    await page.goto(roundTrip);
    await waitForHydration(page);
    await page.getByText("Calendario de precios (±3 días)").click();
    const grid = page.getByTestId("price-calendar-scroll");
    await expect(grid.getByRole("link").first()).toBeVisible();
    const overflows = await grid.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    const hint = page.getByText("Desliza para ver todas las fechas");
    expect(overflows).toBe(isPhone(page));
    if (overflows) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
    // Nothing else on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });
});

test.describe("flight results layout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Modificar' and 'Filtrar' open natively", async ({ page }) => {
    test.skip(!isPhone(page), "folded only on a phone");
    // The choice the prompt's buttons would store: the prompt then stays away.
    const choice = { necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" };
    await page.context().addCookies([
      {
        name: "COOKIES_CONFIG",
        value: encodeURIComponent(JSON.stringify(choice)),
        url: test.info().project.use.baseURL ?? "",
      },
    ]);
    await page.goto(roundTrip);
    await modify(page).click();
    await expect(page.getByRole("combobox", { name: "Origen" })).toBeVisible();
    await filterButton(page).click();
    await expect(page.getByRole("checkbox", { name: /^Directo/ })).toBeVisible();
  });
});
