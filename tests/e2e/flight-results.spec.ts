import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const roundTrip = (destination = "CUZ", extra = "", daysAhead = 20) =>
  `/resultados/vuelos?tipo=0&origen=LIM&destino=${destination}&ida=${limaDate(daysAhead)}&vuelta=${limaDate(daysAhead + 7)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES${extra}`;

/**
 * Days ahead of the first Lima-Cusco round trip (a week long, 20 to 34 days ahead) with more than one page of
 * results. The demo schedule does not fly every flight every day and fare buckets sell out, so the count depends on
 * the dates: from 2026-11-27, 20 days ahead gave 8 flights, 21 days 17, 25 days 5.
 */
async function daysAheadWithSecondPage(request: import("@playwright/test").APIRequestContext): Promise<number> {
  for (let days = 20; days < 35; days++) {
    const html = await (await request.get(roundTrip("CUZ", "", days))).text();
    if (Number(/(\d+) vuelos encontrados/.exec(html)?.[1] ?? 0) > 10) return days;
  }
  throw new Error("no Lima-Cusco round trip 20 to 34 days ahead has more than 10 flights");
}

const results = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Vuelos encontrados" });
const cards = (page: import("@playwright/test").Page) => results(page).getByRole("article");

/** The total of each card, in minor units, as shown. */
async function totals(page: import("@playwright/test").Page): Promise<number[]> {
  const texts = await cards(page).locator("p.text-2xl").allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100));
}

test.describe("flight results", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test(
    "are server-rendered, counted for screen readers, and accessible",
    { tag: "@slow" },
    async ({ page, request }) => {
      // axe on a results page of 10 cards and every filter took 146 s of the describe's 180 in a quiet npm test on
      // a slower 2-core host (load 23 from the suite's own four browsers).
      test.setTimeout(420_000);
      const daysAhead = await daysAheadWithSecondPage(request);
      const html = await (await request.get(roundTrip("CUZ", "", daysAhead))).text();
      expect(html).toContain("vuelos encontrados");
      expect(html).toContain("Seleccionar");
      await page.goto(roundTrip("CUZ", "", daysAhead));
      await waitForHydration(page);
      await expect(page).toHaveTitle("Vuelos de Lima a Cusco | Kuntur Viajes");
      await expect(page.getByRole("status").filter({ hasText: /vuelos? encontrados?/ })).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
      await expect(cards(page).first()).toContainText("Precio total para todos los pasajeros");
      await expect(cards(page).first()).toContainText("Impuestos y tasas");
      await expect(cards(page).first()).toContainText("S/");
      // Each bag of the fare is an icon named by what it means.
      await expect(
        cards(page)
          .first()
          .getByRole("img", { name: /equipaje de mano/ }),
      ).toBeVisible();
      await expect(
        cards(page)
          .first()
          .getByRole("img", { name: /equipaje de bodega/ }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Mostrar más resultados" }).click();
      await expect(page).toHaveURL(/ver=20/);
      await expect.poll(async () => cards(page).count()).toBeGreaterThan(10);
      // Indexable under one URL per search: the view (here 20 results) is not part of the canonical URL.
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute("href", /\/resultados\/vuelos\?tipo=0&origen=LIM&destino=CUZ&/);
      await expect(canonical).not.toHaveAttribute("href", /ver=/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    },
  );

  test("sort, filters with chips and reset live in the URL and survive a reload", async ({ page }) => {
    await page.goto(roundTrip());
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("barato");
    await expect(page).toHaveURL(/orden=barato/);
    await expect
      .poll(async () => {
        const shown = await totals(page);
        return shown.every((total, index) => index === 0 || total >= (shown[index - 1] ?? 0));
      })
      .toBe(true);
    await page.getByRole("checkbox", { name: /^Directo/ }).check();
    await expect(page).toHaveURL(/escalas=0/);
    const chips = page.getByRole("list", { name: "Filtros activos" });
    await expect(chips.getByRole("link", { name: /Directo/ })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: /^Directo/ })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("barato");
    await expect(cards(page).first()).toContainText("Directo");
    await chips.getByRole("link", { name: /Directo/ }).click();
    await expect(page).not.toHaveURL(/escalas=/);
    await expect(page.getByRole("list", { name: "Filtros activos" })).toHaveCount(0);
    await expect(page).toHaveURL(/orden=barato/);
  });

  test("a price bound applies when the field is left, not at each keystroke", async ({ page }) => {
    await page.goto(roundTrip());
    await waitForHydration(page);
    const max = page.getByRole("spinbutton", { name: "Hasta" });
    await max.pressSequentially("400");
    await expect(max).toHaveValue("400");
    await expect(page).not.toHaveURL(/precio_max/);
    await max.press("Tab");
    await expect(page).toHaveURL(/precio_max=400/);
    await expect(page.getByRole("list", { name: "Filtros activos" })).toContainText("Hasta US$");
  });

  test("an impossible filter says which filter to remove", async ({ page }) => {
    await page.goto(roundTrip("CUZ", "&precio_max=1"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Ningún vuelo cumple todos los filtros" })).toBeVisible();
    await page.getByRole("link", { name: /Quitar «Hasta US\$\s1»/ }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test("a card shows more schedules and the detail of a connection", async ({ page }) => {
    await page.goto(roundTrip("CTG"));
    await waitForHydration(page);
    const card = cards(page).first();
    await card.getByText("Detalle del vuelo").first().click();
    await expect(card.getByText(/Cambio de avión en Bogotá \(BOG\)/).first()).toBeVisible();
    await expect(card.getByText(/Vuelo AV \d+/).first()).toBeVisible();
    await page.goto(roundTrip());
    await waitForHydration(page);
    const more = page.getByText(/^Ver más horarios/).first();
    if ((await more.count()) > 0) {
      await more.click();
      await expect(page.locator("details[open] input[type=radio]").first()).toBeVisible();
    }
  });

  test("'Seleccionar' shows the fare families and hands the chosen one to the checkout", async ({ page }) => {
    await page.goto(roundTrip("AQP"));
    await waitForHydration(page);
    await cards(page)
      .first()
      .getByRole("button", { name: /^Seleccionar/ })
      .click();
    await expect(page).toHaveURL(/\/reserva\/vuelos\?oferta=/);
    await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
    const families = page.getByRole("list", { name: "Tarifas disponibles" }).locator(":scope > li");
    await expect(families).toHaveCount(3);
    await expect(families.first()).toContainText("Total para todos los pasajeros");
    await expectNoAxeViolations(page);
    // The family is posted: the checkout (issue 18) opens with it.
    const choice = families.nth(1).getByRole("button", { name: /^Elegir/ });
    const family = (await families.nth(1).getByRole("heading").textContent())?.trim() ?? "";
    await choice.click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Tu tarifa/ })).toContainText(family);
  });

  test("the price calendar links each date pair to its search", async ({ page }) => {
    await page.goto(roundTrip());
    await waitForHydration(page);
    await page.getByText("Calendario de precios (±3 días)").click();
    const cell = page.getByRole("link", { name: new RegExp(`^Ida .*, vuelta .*: US\\$`) }).first();
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`ida=${limaDate(17)}&vuelta=${limaDate(24)}`));
    await expect(cards(page).first()).toBeVisible();
  });

  test("after a calendar date or 'Restablecer' the form, the sort and the filters show the results", async ({
    page,
  }) => {
    await page.goto(roundTrip("CUZ", "&orden=salida-tarde"));
    await waitForHydration(page);
    await page.getByText("Calendario de precios (±3 días)").click();
    await page
      .getByRole("link", { name: /^Ida .*, vuelta .*: US\$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`ida=${limaDate(17)}&vuelta=${limaDate(24)}.*orden=salida-tarde`));
    const box = page.getByRole("form", { name: "Modificar búsqueda de vuelos" });
    await expect(box.getByLabel("Ida", { exact: true })).toHaveValue(limaDate(17));
    await expect(box.getByLabel("Vuelta (solo ida y vuelta)")).toHaveValue(limaDate(24));
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("salida-tarde");
    const filters = page.getByRole("form", { name: "Filtrar resultados" });
    const airline = filters.getByRole("group", { name: "Aerolíneas" }).getByRole("checkbox").first();
    await airline.check();
    await expect(page).toHaveURL(/aerolinea=/);
    await filters.getByRole("link", { name: "Restablecer" }).click();
    await expect(page).not.toHaveURL(/aerolinea=/);
    await expect(airline).not.toBeChecked();
  });

  test("'Desde' is the lowest total, the stops add up, and a time sort pre-selects the schedule it ranked", async ({
    page,
  }) => {
    await page.goto(roundTrip("CUZ", "&orden=salida-tarde&ver=200"));
    await waitForHydration(page);
    const found = Number(
      /(\d+) vuelos encontrados/.exec((await page.getByRole("status").first().textContent()) ?? "")?.[1],
    );
    expect(found).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(found);
    const lowest = Math.min(...(await totals(page)));
    const from =
      (await page
        .getByText(/^Desde US\$/)
        .first()
        .textContent()) ?? "";
    expect(Math.round(Number(from.replace(/[^\d.]/g, "")) * 100)).toBe(lowest);
    const stops = page.getByRole("group", { name: "Escalas" }).locator("label");
    const counts = (await stops.allTextContents()).map((text) => Number(/\((\d+)\)/.exec(text)?.[1] ?? 0));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(found);
    // Each card's chosen outbound schedule leaves no earlier than the next card's.
    const departures = await cards(page).evaluateAll((articles) =>
      articles.map((article) => {
        const label = article.querySelector("fieldset input[type=radio]:checked")?.closest("label");
        return /\d\d:\d\d/.exec(label?.textContent ?? "")?.[0] ?? "";
      }),
    );
    expect(departures.every(Boolean)).toBe(true);
    expect([...departures].sort().reverse()).toEqual(departures);
  });

  test("a bad URL shows the search form with the form's messages, never a 404", async ({ page }) => {
    await page.goto(
      `/resultados/vuelos?tipo=0&origen=LIM&destino=LIM&ida=2020-01-01&vuelta=${limaDate(3)}&adultos=1&ninos=0&infantes=2&clase=0&idioma=ES`,
    );
    await waitForHydration(page);
    const alert = page.getByRole("alert").filter({ hasText: "Revisa los datos de tu búsqueda" });
    await expect(alert).toContainText("El destino debe ser distinto del origen");
    await expect(alert).toContainText("La fecha no puede ser anterior a hoy");
    await expect(alert).toContainText("Cada infante debe viajar en brazos de un adulto");
    await expect(page).toHaveURL(/\/resultados\/vuelos/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.goto(
      `/resultados/vuelos?tipo=1&origen=LIM&destino=ZZZ&ida=${limaDate(5)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
    await expect(page.getByText("Selecciona un aeropuerto de la lista").first()).toBeVisible();
  });

  test("a supplier that does not answer leaves the others' flights with a note", async ({ page }) => {
    await page.goto(roundTrip("TCQ"));
    await waitForHydration(page);
    await expect(page.getByText("Algunas aerolíneas no respondieron")).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test("the currency switch shows soles with the rate", async ({ page }) => {
    await page.goto(roundTrip());
    await waitForHydration(page);
    await page.getByRole("link", { name: "S/", exact: true }).click();
    await expect(page).toHaveURL(/moneda=PEN/);
    await expect(cards(page).first().locator("p.text-2xl")).toHaveText(/^S\/\s/);
    await expect(page.getByText(/Tipo de cambio: US\$ 1 = S\//)).toBeVisible();
    // The fare page keeps the currency chosen.
    await cards(page)
      .first()
      .getByRole("button", { name: /^Seleccionar/ })
      .click();
    await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
    const families = page.getByRole("list", { name: "Tarifas disponibles" }).locator(":scope > li");
    await expect(families.first().locator("p.text-2xl")).toHaveText(/^S\/\s/);
  });

  test("multi-city URLs show each flight", async ({ page }) => {
    await page.goto(
      `/resultados/vuelos?tipo=2&tramo=LIM.CUZ.${limaDate(10)}&tramo=CUZ.AQP.${limaDate(14)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
    await waitForHydration(page);
    await expect(cards(page).first()).toContainText("Tramo 1: Lima → Cusco");
    await expect(cards(page).first()).toContainText("Tramo 2: Cusco → Arequipa");
  });

  test("Travel Outlet lists discounted last seats linked to their search, in the outlet frame", async ({ page }) => {
    await page.goto("/traveloutlet");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Travel Outlet" })).toBeVisible();
    const fares = page.getByRole("list", { name: "Tarifas outlet por destino" }).getByRole("listitem");
    await expect(fares.first()).toContainText("Antes");
    await expect(fares.first()).toContainText("Ahora");
    await expect(page.locator("footer")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fares
      .first()
      .getByRole("link", { name: /^Ver vuelos/ })
      .click();
    await expect(page).toHaveURL(/\/resultados\/vuelos\?tipo=1/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("flight search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box and the filters work as plain forms", async ({ page }) => {
    await page.goto(roundTrip());
    const box = page.getByRole("form", { name: "Modificar búsqueda de vuelos" });
    await box.getByRole("combobox", { name: "Destino" }).selectOption("AQP");
    await box.getByRole("button", { name: "Buscar vuelos" }).click();
    await expect(page).toHaveURL(/destino=AQP/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelos de Lima a Arequipa");
    await page.getByRole("checkbox", { name: /^Directo/ }).check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/escalas=0/);
    await expect(cards(page).first()).toContainText("Directo");
    await page.getByText("Calendario de precios (±3 días)").click();
    await page.getByRole("link", { name: "Ver el calendario de precios" }).click();
    await expect(page).toHaveURL(/calendario=1/);
    await expect(page.getByRole("link", { name: /^Ida .*, vuelta .*: US\$/ }).first()).toBeVisible();
  });

  test("a card's flight detail comes with the page when asked for", async ({ page }) => {
    await page.goto(roundTrip("CTG"));
    const card = cards(page).first();
    await card.getByText("Detalle del vuelo").first().click();
    await card.getByRole("link", { name: "Ver el detalle del vuelo" }).first().click();
    await expect(page).toHaveURL(/detalle=0/);
    await expect(
      cards(page)
        .first()
        .getByText(/Cambio de avión en Bogotá \(BOG\)/)
        .first(),
    ).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByText(/Vuelo AV \d+/)
        .first(),
    ).toBeVisible();
  });
});
