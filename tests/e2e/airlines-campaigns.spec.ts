import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const cards = (page: Page) => page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article");

/** Minor units of the first US$ amount in a text ("US$ 1,234.50" -> 123450). */
const usdMinor = (text: string) =>
  Math.round(Number(/US\$\s*([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, "")) * 100);

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) =>
    (JSON.parse(block) as { "@graph": Array<{ "@type": string }> })["@graph"].map((node) => node["@type"]),
  );
}

test.describe("airline pages, campaign pages and the bare results route", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("an airline page: its routes by tab with 'Ver más', its fares, and a route to its results", async ({ page }) => {
    await page.goto("/aerolinea");
    await expect(page).toHaveTitle("Aerolíneas: rutas y tarifas | Kuntur Viajes");
    await waitForHydration(page);
    await page.getByRole("link", { name: /^LATAM Airlines/ }).click();
    await expect(page).toHaveURL(/\/aerolinea\/LA$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vuelos LATAM Airlines" })).toBeVisible();
    await expect(page).toHaveTitle("Vuelos LATAM Airlines: rutas y tarifas | Kuntur Viajes");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/aerolinea\/LA$/);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "Airline", "OfferCatalog"]));
    await expect(page.getByRole("checkbox", { name: "Solo vuelos de LATAM Airlines" })).toBeChecked();

    const national = page.getByRole("list", { name: "Vuelos nacionales" });
    await expect(national.getByRole("listitem")).toHaveCount(5);
    await expect(national.getByRole("listitem").first()).toContainText("Lima");
    await page.getByRole("link", { name: /^Ver más \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?ver=todas$/);
    await expect.poll(() => national.getByRole("listitem").count()).toBeGreaterThan(5);
    await page.getByRole("link", { name: /^Vuelos internacionales/ }).click();
    await expect(page).toHaveURL(/\?rutas=internacionales$/);
    await expect(page.getByRole("link", { name: /^Vuelos internacionales/ })).toHaveAttribute("aria-current", "page");
    const international = page.getByRole("list", { name: "Vuelos internacionales" });
    await expect(international.getByRole("listitem")).toHaveCount(5);
    for (const family of ["Light", "Plus", "Top"]) {
      await expect(page.getByRole("heading", { level: 3, name: family, exact: true })).toBeVisible();
    }
    await expect(page.getByText("2 equipajes de bodega de 23 kg")).toBeVisible();
    await expectNoAxeViolations(page);

    // The first national route from Lima: its results narrowed to the airline start at the price shown.
    await page.getByRole("link", { name: /^Vuelos nacionales/ }).click();
    const row = national.getByRole("listitem").first();
    const shown = usdMinor(await row.innerText());
    await row.getByRole("link", { name: /^Ver vuelos de Lima a / }).click();
    await expect(page).toHaveURL(/\/resultados\/vuelos\?tipo=0&origen=LIM&.*aerolinea=LA/);
    await expect(cards(page).first()).toBeVisible();
    const first = usdMinor(await cards(page).first().locator("p.text-2xl").innerText());
    expect(first).toBe(shown);
    for (const card of await cards(page).all()) await expect(card).toContainText("LATAM");
  });

  test("a campaign page: reached from /promociones and the home's Hot Sale tab, offers to results; an ended one says so", async ({
    page,
  }) => {
    await page.goto("/?pestana=hot-sale");
    await expect(page.getByRole("link", { name: "Ver todas las ofertas del Hot Sale" })).toHaveAttribute(
      "href",
      "/info/hot-sale",
    );
    await page.goto("/promociones");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ver la campaña Hot Sale Kuntur" }).click();
    await expect(page).toHaveURL(/\/info\/hot-sale$/);
    await expect(page).toHaveTitle("Hot Sale Kuntur: ofertas en vuelos y paquetes | Kuntur Viajes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hasta 40 % de descuento en tu próximo viaje");
    await expect(page.getByText(/^Vigencia: Del \d{1,2} de \w+ de \d{4} al/)).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "SaleEvent"]));
    const flights = page.getByRole("region", { name: "Vuelos en oferta" });
    await expect(flights.getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Paquetes en oferta" }).getByRole("link")).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "Términos y condiciones" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Montos, topes y cargos" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const offer = flights.getByRole("link").first();
    const shown = usdMinor(await offer.innerText());
    await offer.click();
    await expect(page).toHaveURL(/\/resultados\/vuelos\?tipo=0&origen=LIM/);
    await expect(cards(page).first()).toBeVisible();
    expect(usdMinor(await cards(page).first().locator("p.text-2xl").innerText())).toBe(shown);

    await page.goto("/info/fiestas-patrias");
    await expect(page.getByRole("status")).toContainText(/Esta campaña terminó el \d{1,2} de \w+ de \d{4}\./);
    await expect(page.getByRole("region", { name: "Vuelos en oferta" })).toHaveCount(0);
    await page.getByRole("link", { name: "Ver las promociones vigentes" }).click();
    await expect(page).toHaveURL(/\/promociones$/);

    const unknown = await page.request.get("/info/no-existe");
    expect(unknown.status()).toBe(404);
  });

  test("/resultados with a search's parameters shows the flight results, pointing search engines to /resultados/vuelos", async ({
    page,
  }) => {
    const query = `tipo=0&origen=LIM&destino=CUZ&ida=${limaDate(21)}&vuelta=${limaDate(28)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`;
    await page.goto(`/resultados?${query}`);
    await expect(page).toHaveURL(new RegExp(`/resultados\\?${query.replace(/[?&.]/g, "\\$&")}$`));
    await expect(page).toHaveTitle("Vuelos de Lima a Cusco | Kuntur Viajes");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/resultados\/vuelos\?tipo=0&origen=LIM&destino=CUZ/,
    );
  });
});

test.describe("airline and campaign pages at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("fit the screen: no horizontal scroll", async ({ page }) => {
    for (const path of [
      "/aerolinea",
      "/aerolinea/LA?rutas=internacionales&ver=todas",
      "/info",
      "/info/hot-sale",
      "/info/fiestas-patrias",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("an airline page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its tabs and 'Ver más' are links that work, and its search keeps the airline filter", async ({ page }) => {
    await page.goto("/aerolinea/la");
    await expect(page).toHaveURL(/\/aerolinea\/LA$/);
    await page.getByRole("link", { name: /^Vuelos internacionales/ }).click();
    const international = page.getByRole("list", { name: "Vuelos internacionales" });
    await expect(international.getByRole("listitem")).toHaveCount(5);
    await page.getByRole("link", { name: /^Ver más \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?rutas=internacionales&ver=todas$/);
    await expect.poll(() => international.getByRole("listitem").count()).toBeGreaterThan(5);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await expect(form.getByRole("checkbox", { name: "Solo vuelos de LATAM Airlines" })).toHaveAttribute(
      "name",
      "aerolinea",
    );
  });
});
