import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

/**
 * Entering the checkout re-prices the chosen fare: when other customers took the seats of that fare in between, the
 * checkout says "El precio cambió de US$ X a US$ Y" with the reason, and the customer accepts the new total or goes
 * back to the results; nothing moves on silently.
 */

const usd = (text: string | null) =>
  Math.round(Number(/US\$\s?([\d,]+\.\d{2})/.exec(text ?? "")?.[1]?.replaceAll(",", "")) * 100);

/** The first (cheapest) family's total on the families page as the server renders it now. */
async function familyPriceNow(page: Page, url: string): Promise<number> {
  const html = await (await page.request.get(url)).text();
  const match = /por (?:<!-- -->)?US\$(?:\s|&nbsp;)([\d,]+\.\d{2})/.exec(html);
  return Math.round(Number(match?.[1]?.replaceAll(",", "")) * 100);
}

/** Results -> a flight -> its families; then other travellers take seats until the first family's price moves. */
async function familiesWithStalePrice(page: Page, hydrate: boolean): Promise<{ seen: number; now: number }> {
  // Days the other specs leave alone, within the development fixture's 300 days.
  const daysOut = 251 + Math.floor(Math.random() * 49);
  await page.goto(
    `/resultados/vuelos?tipo=1&origen=LIM&destino=CUZ&ida=${limaDate(daysOut)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
  );
  if (hydrate) await waitForHydration(page);
  const card = page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article").first();
  await card.getByRole("button", { name: /^Seleccionar/ }).click();
  await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
  if (hydrate) await waitForHydration(page);
  const seen = usd(await chooseButton(page).textContent());
  const origin = { origin: new URL(page.url()).origin };
  let now = seen;
  // The development fixture holds one seat each of the cheapest fare on that day's direct flight.
  for (let round = 0; round < 15 && now === seen; round++) {
    for (let index = 0; index < 8; index++) {
      const email = `precio.${String(Date.now())}${String(index)}@ejemplo.pe`;
      const response = await page.request.post("/dev/reservas", {
        form: { email, daysOut: String(daysOut) },
        headers: origin,
      });
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { status: string }).status).toMatch(/^(held|sold_out)$/);
    }
    now = await familyPriceNow(page, page.url());
  }
  expect(now, "the fare's price moved after other customers held its seats").not.toBe(seen);
  return { seen, now };
}

const chooseButton = (page: Page) =>
  page
    .getByRole("list", { name: "Tarifas disponibles" })
    .locator(":scope > li")
    .first()
    .getByRole("button", { name: /^Elegir/ });

const money = (minor: number) =>
  `US$\u00a0${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe("a price change on entering the checkout", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("is announced with the old and new totals and the reason, and accepted by keyboard", async ({ page }) => {
    const { seen, now } = await familiesWithStalePrice(page, true);
    await chooseButton(page).click();
    await expect(page).toHaveURL(/\/booking$/);
    const notice = page.getByRole("alert").filter({ hasText: "El precio cambió" });
    await expect(notice.getByRole("heading")).toHaveText(`El precio cambió de ${money(seen)} a ${money(now)}`);
    await expect(notice).toContainText(now > seen ? "Se agotaron los asientos de esa tarifa" : "Se liberaron asientos");
    // Nothing goes on before the choice: no step's 'Continuar' under the notice.
    await expect(page.getByRole("button", { name: "Continuar", exact: true })).toHaveCount(0);
    await expect(notice.getByRole("link", { name: "Volver a los resultados" })).toHaveAttribute(
      "href",
      /^\/resultados\/vuelos\?/,
    );
    await waitForHydration(page);
    await notice.getByRole("button", { name: `Continuar con ${money(now)}` }).focus();
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
    const total = page.getByRole("complementary", { name: "Resumen de tu compra" }).getByTestId("checkout-total");
    expect(usd(await total.textContent())).toBe(now);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the notice's accept is a plain form post and the way back a link to the results", async ({ page }) => {
      const { seen, now } = await familiesWithStalePrice(page, false);
      await chooseButton(page).click();
      const notice = page.getByRole("alert").filter({ hasText: "El precio cambió" });
      await expect(notice.getByRole("heading")).toHaveText(`El precio cambió de ${money(seen)} a ${money(now)}`);
      await notice.getByRole("link", { name: "Volver a los resultados" }).click();
      await expect(page).toHaveURL(/\/resultados\/vuelos\?/);
      await page.goBack();
      await page.reload();
      await page.getByRole("button", { name: `Continuar con ${money(now)}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "El precio cambió" })).toHaveCount(0);
    });
  });
});
