import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { resultsNavigation } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const CUSCO = "/vuelos/vuelos-baratos-a-cusco";

type JsonLdNode = { "@type": string; [key: string]: unknown };

async function jsonLdGraph(page: Page): Promise<JsonLdNode[]> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const parsed = JSON.parse(text ?? "{}") as { "@context"?: string; "@graph"?: JsonLdNode[] };
  expect(parsed["@context"]).toBe("https://schema.org");
  return parsed["@graph"] ?? [];
}

const offersList = (page: Page) =>
  page.getByRole("region", { name: /Ofertas recientes de Lima a Cusco/ }).getByRole("listitem");

test.describe("destination landing page", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("a known slug renders everything, server-side, with its SEO data", async ({ page, request, baseURL }) => {
    const html = await (await request.get(CUSCO)).text();
    expect(html).toContain("<title>Vuelos baratos a Cusco desde Lima | Kuntur Viajes</title>");
    expect(html).toMatch(/<meta name="description" content="Compara pasajes baratos de Lima a Cusco[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${CUSCO}"`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${CUSCO}"`);
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">/);
    expect(html).toContain("Aclimátate a la altura");
    // Prices are the last searches' (flight searches of other tests record theirs): any amount in dollars.
    expect(html).toMatch(/US\$\u00a0\d+/);

    await page.goto(CUSCO);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Vuelos baratos a Cusco" })).toBeVisible();
    const breadcrumbs = page.getByRole("navigation", { name: "Migas de pan" });
    await expect(breadcrumbs.getByRole("link")).toHaveText(["Inicio", "Vuelos"]);

    const search = page.getByRole("form", { name: "Buscar vuelos" });
    await expect(search.getByRole("combobox", { name: "Origen" })).toHaveValue(/LIM/);
    await expect(search.getByRole("combobox", { name: "Destino" })).toHaveValue(/CUZ/);

    await expect(offersList(page)).toHaveCount(2);
    await expect(offersList(page).first()).toContainText(/US\$\u00a0\d+/);
    await expect(offersList(page).first()).toContainText(/S\/\u00a0\d+\.\d{2}/);
    await expect(offersList(page).first()).toContainText(/Ida .+ · Vuelta .+/);

    await expect(page.getByRole("heading", { level: 2, name: "Viaja a Cusco" })).toBeVisible();
    const notes = page.getByRole("region", { name: "Antes de viajar a Cusco" }).getByRole("listitem");
    await expect(notes).toHaveCount(3);
    await expect(notes.first().getByRole("heading", { level: 3 })).toHaveText("Aclimátate a la altura");

    const alert = page.getByRole("region", { name: "Alerta de precios" });
    await expect(alert.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible();
    await expect(alert.getByRole("checkbox")).not.toBeChecked();

    const faq = page.getByRole("region", { name: "Preguntas frecuentes sobre vuelos a Cusco" });
    await expect(faq.getByRole("button")).toHaveCount(5);

    const routes = page.getByRole("navigation", { name: "Rutas populares" });
    await expect(routes.locator("[data-route-group]")).toHaveCount(2);
    for (const group of await routes.locator("[data-route-group]").all())
      await expect(group.getByRole("link")).toHaveCount(3);

    const graph = await jsonLdGraph(page);
    expect(graph.map((node) => node["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage", "TravelAgency"]);
    const faqNode = graph.find((node) => node["@type"] === "FAQPage");
    expect((faqNode?.mainEntity as unknown[]).length).toBe(5);
    await expectNoAxeViolations(page);
  });

  test("an unknown slug ends on /404", async ({ page }) => {
    await page.goto("/vuelos/vuelos-baratos-a-la-atlantida");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada." })).toBeVisible();
  });

  test("/vuelos/ with no slug goes to the home screen", async ({ page }) => {
    await page.goto("/vuelos");
    const homeHeading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/vuelos/");
    await expect(page).not.toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading ?? "");
    await expect(page.getByRole("form", { name: "Buscar vuelos" })).toBeVisible();
  });

  test("offers expand to 6 with 'Ver más ofertas' and collapse to 2 with 'Ver menos'", async ({ page }) => {
    await page.goto(CUSCO);
    await waitForHydration(page);
    await expect(offersList(page)).toHaveCount(2);
    const more = page.getByRole("button", { name: "Ver más ofertas" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(offersList(page)).toHaveCount(6);
    const less = page.getByRole("button", { name: "Ver menos" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    // Cheapest first (flight searches record real fares here, so the amounts depend on what was searched).
    const prices = (await offersList(page).allTextContents()).map((text) =>
      Number(/US\$\s([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN),
    );
    expect(prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0))).toBe(true);
    await less.click();
    await expect(offersList(page)).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Ver más ofertas" })).toBeVisible();
  });

  test("an offer click runs the default search of its route and dates, and keeps it", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(CUSCO);
    await waitForHydration(page);
    const first = offersList(page).first().getByRole("link");
    const href = (await first.getAttribute("href")) ?? "";
    const expected = new URL(href, "http://x");
    expect(expected.pathname).toBe("/resultados/vuelos");
    expect(Object.fromEntries(expected.searchParams)).toEqual({
      tipo: "0",
      origen: "LIM",
      destino: "CUZ",
      ida: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      vuelta: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      adultos: "1",
      ninos: "0",
      infantes: "0",
      clase: "0",
      idioma: "ES",
    });
    // The results page belongs to a later issue: the shared helper follows the navigation to its URL.
    const navigation = resultsNavigation(page, "/resultados/vuelos", consoleErrors);
    await first.click();
    expect(await navigation).toBe(href);
    expect(await page.evaluate(() => localStorage.getItem("lastFlightSearchUrl"))).toBe(JSON.stringify(href));
  });

  test("the FAQ works by keyboard: Enter and Space toggle, arrows move between questions", async ({ page }) => {
    await page.goto(CUSCO);
    await waitForHydration(page);
    const faq = page.getByRole("region", { name: "Preguntas frecuentes sobre vuelos a Cusco" });
    const questions = faq.getByRole("button");
    // The first answer is open from the server HTML.
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(
      faq.getByText("El vuelo directo dura alrededor de 1 hora y 20 minutos.", { exact: false }),
    ).toBeVisible();

    await questions.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    const answer = page.getByRole("region", { name: "¿Cuándo es más barato volar a Cusco?" });
    await expect(answer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("temporada baja");
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await page.keyboard.press("End");
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(questions.last()).not.toBeFocused();
  });

  test("the price alert checks the form, then confirms the request by e-mail", async ({ page }, testInfo) => {
    await page.goto(CUSCO);
    await waitForHydration(page);
    const alert = page.getByRole("region", { name: "Alerta de precios" });
    const submit = alert.getByRole("button", { name: "Crear alerta" });
    await submit.click();
    await expect(alert.getByText("Correo es obligatorio")).toBeVisible();
    await expect(
      alert.getByText("Debes aceptar recibir nuestras comunicaciones para activar la alerta."),
    ).toBeVisible();
    const email = `viajera.${testInfo.project.name}.${Date.now()}@example.pe`;
    await alert.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await alert.getByText("Acepto que Kuntur Viajes me contacte", { exact: false }).click();
    await expect(alert.getByRole("checkbox")).toBeChecked();
    await submit.click();
    await expect(alert.getByRole("status")).toHaveText(
      "¡Listo! Revisa tu correo (también la carpeta de spam): te escribimos sobre tu alerta de precios.",
    );
    await expect(alert.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue("");

    // The e-mail (read from the development outbox page) carries the confirm and one-click unsubscribe links.
    await page.goto(`/dev/correos?para=${encodeURIComponent(email)}`);
    const message = page
      .getByRole("listitem")
      .filter({ hasText: "Confirma tu alerta de precios: vuelos Lima – Cusco" });
    const links = message.getByRole("list", { name: "Enlaces del correo" }).getByRole("link");
    const confirmUrl =
      (await links.filter({ hasText: "/alertas-de-precio/confirmar?token=" }).getAttribute("href")) ?? "";
    const unsubscribeUrl =
      (await links.filter({ hasText: "/alertas-de-precio/baja?token=" }).getAttribute("href")) ?? "";
    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1, name: "¡Alerta de precios confirmada!" })).toBeVisible();
    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Tu alerta ya estaba confirmada" })).toBeVisible();
    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Te diste de baja" })).toBeVisible();
    await expect(page.getByText("Ya no recibirás alertas de precio de Lima – Cusco.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Ver vuelos de la ruta" }).click();
    await expect(page).toHaveURL(new RegExp(`${CUSCO}$`));
  });

  test("popular routes link destination pages to each other; the loading flag clears after the response", async ({
    page,
  }) => {
    await page.goto(CUSCO);
    await waitForHydration(page);
    // Hold the next page's data a moment so the loading flag can be seen.
    await page.route(/\/vuelos\/vuelos-baratos-a-arequipa\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Rutas populares" })
      .getByRole("link", { name: "Vuelos de Lima a Arequipa" })
      .click();
    await expect(page.getByTestId("loading-overlay")).toBeVisible();
    await expect(page).toHaveURL(/\/vuelos\/vuelos-baratos-a-arequipa$/);
    await expect(page.getByTestId("loading-overlay")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Vuelos baratos a Arequipa" })).toBeVisible();
    await expect(page).toHaveTitle("Vuelos baratos a Arequipa desde Lima | Kuntur Viajes");
  });
});

test.describe("sitemap and price-alert links", () => {
  test("/sitemap.xml lists the home tabs, the information pages and every destination page", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:]+Z<\/lastmod>/g)].map(
      (m) => m[1],
    );
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/seguro-viaje`);
    expect(locs).toContain(`${baseURL}/nuestras-agencias`);
    expect(locs).toContain(`${baseURL}${CUSCO}`);
    expect(locs.filter((loc) => loc?.startsWith(`${baseURL}/vuelos/`)).length).toBeGreaterThanOrEqual(25);
  });

  test("a bad unsubscribe link says so without an error page", async ({ page }) => {
    await withCookieChoice(page);
    await page.goto(`/alertas-de-precio/baja?token=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Enlace no válido" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  });
});
