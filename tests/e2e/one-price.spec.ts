import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { limaDate, MONTHS } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

/**
 * Issue 14, items 1 and 2: a product shows one price on every page, and no page advertises a date that has passed.
 * Other specs search flights on the same server (a search records a route's cheaper fare, decision 026) and the
 * pages are cached for seconds, so the pages are read again until they agree: they must, at one moment.
 */

/** "US$ 1,049" in a text → 1049; null without a dollar amount. */
function dollars(text: string | null): number | null {
  const match = /US\$\s?([\d,]+(?:\.\d{2})?)/.exec(text ?? "");
  return match?.[1] ? Number(match[1].replaceAll(",", "")) : null;
}

const priceIn = async (locator: Locator) => dollars(await locator.first().textContent());

async function homeRoutePrices(page: Page, city: string, international: boolean) {
  await page.goto("/");
  const superOffers = page.getByRole("region", { name: "Súper ofertas de vuelos" });
  const mostWanted = page.getByRole("region", { name: "Ofertas de vuelos más buscadas" });
  if (international) {
    await waitForHydration(page);
    await mostWanted.getByRole("tab", { name: "Internacionales" }).click();
  }
  const card = mostWanted.getByRole("tabpanel").getByRole("listitem").filter({ hasText: city });
  const more = mostWanted.getByRole("button", { name: "Ver más ofertas" });
  // At 360 px the tab shows one card until 'Ver más ofertas'.
  while ((await card.count()) === 0 && (await more.count()) > 0) await more.click();
  await expect(card.first()).toBeVisible();
  return {
    superOffer: await priceIn(superOffers.getByRole("listitem").filter({ hasText: `Lima – ${city}` })),
    mostWanted: await priceIn(card),
  };
}

async function destinationPrice(page: Page, slug: string, city: string) {
  await page.goto(`/vuelos/${slug}`);
  const offers = page.getByRole("region", { name: new RegExp(`Ofertas recientes de Lima a ${city}`) });
  return priceIn(offers.getByRole("listitem"));
}

/** Every "12 de diciembre de 2026" in a text, as ISO dates. */
function spanishDates(text: string): string[] {
  return [...text.matchAll(/(\d{1,2}) de ([a-záéíóú]+) de (\d{4})/gi)].flatMap(([, day, month, year]) => {
    const index = MONTHS.indexOf((month ?? "").toLowerCase());
    return index < 0 ? [] : [`${year}-${String(index + 1).padStart(2, "0")}-${(day ?? "").padStart(2, "0")}`];
  });
}

test.describe("one price per product, nothing dated in the past (issue 14)", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  for (const [city, slug, international] of [
    ["Cusco", "vuelos-baratos-a-cusco", false],
    ["Madrid", "vuelos-baratos-a-madrid", true],
  ] as const) {
    test(`Lima – ${city}: the home's offer card, 'Súper ofertas' and the destination page show one price`, async ({
      page,
    }) => {
      await expect(async () => {
        const home = await homeRoutePrices(page, city, international);
        const destination = await destinationPrice(page, slug, city);
        expect(home.superOffer).not.toBeNull();
        expect({ mostWanted: home.mostWanted, destination }).toEqual({
          mostWanted: home.superOffer,
          destination: home.superOffer,
        });
      }).toPass({ timeout: 60_000 });
    });
  }

  test("'Cusco y Machu Picchu' costs the same on the packages tab, the Hot Sale, the banner and /cierrapuertas", async ({
    page,
  }) => {
    await page.goto("/paquetes");
    const packages = page.getByRole("region", { name: "Paquetes para todos los gustos" });
    const price = await priceIn(packages.getByRole("listitem").filter({ hasText: "Cusco y Machu Picchu" }));
    expect(price).not.toBeNull();

    await page.goto("/?pestana=hot-sale");
    const hotSale = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Cusco y Machu Picchu" });
    expect(await priceIn(hotSale)).toBe(price);
    const banner = page.getByRole("img", { name: /^Cusco y Machu Picchu: 4 días desde/ });
    expect(dollars(await banner.first().getAttribute("alt"))).toBe(price);

    await page.goto("/cierrapuertas/ofertas");
    const campaign = page.frameLocator("iframe[title='Ofertas del evento Cierra puertas']");
    const card = campaign.getByRole("listitem").filter({ hasText: "Cusco y Machu Picchu" });
    await expect(card).toContainText(`Desde US$\u00a0${price}`);
  });

  test("the flagship page, /eventos, /cierrapuertas and /tusdatos advertise no date before today, and agree", async ({
    page,
  }) => {
    const today = limaDate(0);

    await page.goto("/28-de-julio");
    const next = page.getByRole("region", { name: "Próximos eventos" });
    const flagshipDates = spanishDates((await next.textContent()) ?? "");
    expect(flagshipDates.length).toBeGreaterThan(0);
    for (const date of flagshipDates) expect(date >= today, `${date} on /28-de-julio`).toBe(true);

    await page.goto("/eventos");
    const upcoming = page.getByRole("region", { name: "Próximos eventos" });
    const upcomingDates = spanishDates((await upcoming.textContent()) ?? "");
    expect(upcomingDates.length).toBeGreaterThan(0);
    for (const date of upcomingDates) expect(date >= today, `${date} on /eventos`).toBe(true);

    await page.goto("/cierrapuertas");
    const when = page
      .frameLocator("iframe[title='Evento Cierra puertas']")
      .getByRole("listitem")
      .filter({ hasText: "Cuándo:" });
    await expect(when).toContainText(/Cuándo: .*\d/);
    const [campaignDate] = spanishDates((await when.textContent()) ?? "");
    expect(campaignDate && campaignDate >= today, `${campaignDate} on /cierrapuertas`).toBe(true);

    await page.goto("/tusdatos");
    const [registrationDate] = spanishDates((await page.locator("main").textContent()) ?? "");
    expect(registrationDate, "the /tusdatos campaign day").toBe(campaignDate);
  });
});
