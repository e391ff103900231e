import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { chooseAirport, limaDate, pickDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const CHOICE = { necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" };

async function withChoiceCookie(page: Page) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "COOKIES_CONFIG", value: encodeURIComponent(JSON.stringify(CHOICE)), url }]);
}

test.describe("hotels, packages and flight+hotel", () => {
  test.describe.configure({ timeout: 180_000 });

  test.describe("with JavaScript", () => {
    test.beforeEach(async ({ page }) => withCookieChoice(page));

    test("the home's Hoteles tab finds hotels, filters them and leads to a room's booking with an adviser", async ({
      page,
    }) => {
      await page.goto("/hoteles");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Buscar hoteles" });
      await chooseAirport(page, "Destino", "cusco", /^Cusco, Perú$/, form);
      await pickDate(page, "Entrada", limaDate(20), form);
      await pickDate(page, "Salida", limaDate(23), form);
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      await expect(page).toHaveURL(
        `/resultados/hoteles?destino=CUZ&entrada=${limaDate(20)}&salida=${limaDate(23)}&habitacion=2`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Cusco: \d+ hoteles$/);

      const filters = page.getByRole("complementary", { name: "Filtros" });
      await filters.getByRole("checkbox", { name: /^4 estrellas/ }).check();
      await filters.getByRole("button", { name: "Aplicar filtros" }).click();
      await expect(page).toHaveURL(/estrellas=4/);
      const results = page.getByRole("region", { name: "Resultados" });
      await expect(results.getByRole("article")).toHaveCount(1);
      await results.getByRole("link", { name: "Ver habitaciones de Plaza Inca Cusco" }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plaza Inca Cusco");
      await expect(page.getByText(/^Sin penalidad del hotel hasta el \d+ de \w+\.$/).first()).toBeVisible();
      await expect(page.getByText(/Tarjeta Andina de Migración/).first()).toBeVisible();
      await page.getByRole("link", { name: "Reservar Habitación estándar, Con desayuno", exact: true }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu estadía en Plaza Inca Cusco");
      const whatsApp = page.getByRole("link", { name: "Reservar por WhatsApp" });
      await expect(whatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*Plaza%20Inca%20Cusco/);
      await expect(page.getByRole("link", { name: "Agendar una cita" })).toHaveAttribute("href", "/agenda-tu-cita");
    });

    test("every card's price per night times the nights is its total, and a free-cancellation badge carries its own rate", async ({
      page,
    }) => {
      const usd = (text: string) => Math.round(Number(/US\$\s([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, "")) * 100);
      const stay = `destino=CUZ&entrada=${limaDate(40)}&salida=${limaDate(43)}&habitacion=2`;
      // Cusco's hotels sell a cheaper non-refundable rate beside the free-cancellation one: the case of the badge.
      let alternatives = 0;
      for (const view of ["", "&cancelacion=gratis"]) {
        await page.goto(`/resultados/hoteles?${stay}${view}`);
        const cards = page.getByRole("region", { name: "Resultados" }).getByRole("article");
        await expect(cards.first()).toBeVisible();
        for (const card of await cards.all()) {
          const perNight = card
            .getByText(/^(Promedio por noche|Por noche) desde$/)
            .locator("xpath=following-sibling::*[1]");
          const total = usd((await card.getByText(/^Total 3 noches:/).textContent()) ?? "");
          expect(usd((await perNight.textContent()) ?? "") * 3).toBe(total);
          const alternative = card.getByText(/^Sin penalidad del hotel \(/);
          if (view) {
            // With the filter on, the card's figures are a free-cancellation rate's: its badge, no other rate.
            await expect(card.getByText(/^Sin penalidad del hotel hasta el /)).toBeVisible();
            await expect(alternative).toHaveCount(0);
          } else if ((await alternative.count()) > 0) {
            const text = (await alternative.textContent()) ?? "";
            const [nightly = 0, stayTotal = 0] = [...text.matchAll(/US\$\s([\d,.]+)/g)].map((match) =>
              Math.round(Number(match[1]?.replace(/,/g, "")) * 100),
            );
            expect(nightly * 3).toBe(stayTotal);
            expect(stayTotal).toBeGreaterThan(total);
            alternatives += 1;
          }
        }
      }
      expect(alternatives).toBeGreaterThan(0);
    });

    test("the results and a hotel's page have no axe violations", async ({ page }) => {
      const stay = `destino=VSG&entrada=${limaDate(30)}&salida=${limaDate(33)}&habitacion=2-7`;
      await page.goto(`/resultados/hoteles?${stay}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Valle Sagrado: \d+ hoteles?$/);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.goto(`/hoteles/urubamba-tambo-valle?${stay}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tambo del Valle");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });

    test("a package card of the home opens its page, which sells it online and keeps the adviser's links filled in", async ({
      page,
    }) => {
      await page.goto("/paquetes");
      await page.locator('a[href="/paquetes/cusco-machu-picchu"]').first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cusco y Machu Picchu");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Reservar el paquete" });
      const date = (await form.getByRole("radio").first().getAttribute("value")) ?? "";
      await expect(form.getByRole("table", { name: /Precio por persona/ })).toContainText(
        "Adulto en habitación triple",
      );
      await expect(page.getByText(/Hasta 12 cuotas sin intereses/)).toBeVisible();
      await expect(page.getByText(/disponibles en nuestras tiendas y con un asesor/)).toBeVisible();
      await page.goto(`/paquetes/cusco-machu-picchu?salida=${date}`);
      await expect(page.getByRole("link", { name: "Cotizar por WhatsApp" })).toHaveAttribute("href", /Salida%20/);
      await expect(page.getByRole("link", { name: "Agendar una cita" })).toHaveAttribute(
        "href",
        `/agenda-tu-cita?reason=paquetes&paquete=cusco-machu-picchu&salida=${date}`,
      );
      await expectNoAxeViolations(page);
    });

    test("flight+hotel combines the flight and each hotel of the destination in one price per person", async ({
      page,
    }) => {
      await page.goto(
        `/resultados/vuelohotel?origen=LIM&destino=CUZ&ida=${limaDate(25)}&vuelta=${limaDate(28)}&habitacion=2`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelo + hotel de Lima a Cusco");
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      // Cusco's flight also serves the Valle Sagrado's hotels.
      await expect(page.getByRole("link", { name: "Tambo del Valle", exact: true })).toBeVisible();
      const first = cards.first();
      const usd = async (text: string) => Number(/US\$\s([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, ""));
      const perPerson = await usd((await first.getByText("Por persona").locator("xpath=..").textContent()) ?? "");
      const total = await usd((await first.getByText(/^Total:/).textContent()) ?? "");
      expect(perPerson).toBeCloseTo(total / 2, 1);
      await expectNoAxeViolations(page);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the hotel search is a plain form: a typed city, dates and guests reach the results and their filters", async ({
      page,
    }) => {
      await withChoiceCookie(page);
      await page.goto("/hoteles");
      const form = page.getByRole("form", { name: "Buscar hoteles" });
      await form.getByRole("combobox", { name: "Destino" }).fill("Arequipa");
      await form.getByRole("textbox", { name: "Entrada" }).fill(limaDate(15));
      await form.getByRole("textbox", { name: "Salida" }).fill(limaDate(17));
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      await expect(page).toHaveURL(
        `/resultados/hoteles?destino=AQP&entrada=${limaDate(15)}&salida=${limaDate(17)}&habitacion=2`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Arequipa: 3 hoteles$/);
      const filters = page.getByRole("complementary", { name: "Filtros" });
      await filters.getByLabel("Ordenar por").selectOption("precio");
      await filters.getByRole("button", { name: "Aplicar filtros" }).click();
      await expect(page).toHaveURL(/orden=precio/);
      const names = await page
        .getByRole("region", { name: "Resultados" })
        .getByRole("heading", { level: 2 })
        .allTextContents();
      expect(names[0]).toBe("Mirador de Yanahuara");
    });
  });
});
