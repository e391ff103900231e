import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, prepareInfoPage } from "./info-helpers.ts";

const WHATSAPP =
  "https://wa.me/51987654321?text=" + encodeURIComponent("Hola, quiero información para planificar mi próximo viaje.");

async function expectDescription(page: Page, pattern: RegExp): Promise<void> {
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pattern);
}

/** Nothing wider than the viewport (the 360 px layout does not scroll sideways). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("customer service pages", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
  });

  test("/canales-de-atencion lists every channel with its hours; every link works", async ({ page }) => {
    await page.goto("/canales-de-atencion");
    await expect(page).toHaveTitle("Canales de atención: WhatsApp, teléfono, tiendas y más | Kuntur Viajes");
    await expectDescription(page, /asesores virtuales con cita, WhatsApp, central telefónica \(01\) 640-7000/);
    await expect(page.getByRole("heading", { level: 1, name: "Canales de atención" })).toBeVisible();
    for (const group of ["Habla con un asesor", "Resuelve por tu cuenta o por escrito", "Reclamos y quejas"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const channels = [
      "Asesores virtuales",
      "WhatsApp",
      "Central telefónica",
      "Tiendas",
      "Centro de ayuda",
      "Correo electrónico",
      "Libro de Reclamaciones",
    ];
    for (const name of channels) {
      const card = page.getByRole("article", { name });
      await expect(card.getByRole("heading", { level: 3, name })).toBeVisible();
      await expect(card.getByRole("heading", { level: 4, name: "Horario de atención" })).toBeVisible();
    }
    const main = page.getByRole("main");
    const call = main.getByRole("link", { name: "Llamar al (01) 640-7000" });
    await expect(call).toHaveAttribute("href", "tel:+5116407000");
    await expect(call).toBeVisible();
    const callBox = await call.boundingBox();
    expect(callBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    const whatsapp = main.getByRole("link", { name: /^Escríbenos por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", WHATSAPP);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Escribir a ventas@kunturviajes.pe" })).toHaveAttribute(
      "href",
      "mailto:ventas@kunturviajes.pe",
    );
    await expect(main.getByRole("link", { name: "Ir al centro de ayuda" })).toHaveAttribute(
      "href",
      "/redireccionando?url=https%3A%2F%2Fayuda.kunturviajes.pe",
    );
    const internal = await main
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(internal).toEqual(expect.arrayContaining(["/agenda-tu-cita", "/nuestras-agencias", "/libro-reclamaciones"]));
    for (const href of internal) {
      const response = await page.request.get(href);
      expect(new URL(response.url()).pathname, href).not.toBe("/404");
      expect(response.status(), href).toBeLessThan(400);
    }
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/canales-de-atencion");
    await expectNoAxeViolations(page);
  });

  test("/eventos lists upcoming events with date, time, store and address, and past ones apart", async ({ page }) => {
    await page.goto("/eventos");
    await expect(page).toHaveTitle("Eventos en nuestras tiendas | Kuntur Viajes");
    await expectDescription(page, /Cierra puertas, Europa & Destinos exóticos, Travel Outlet y Viajes, bodas y más/);
    await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
    const upcoming = page.getByRole("region", { name: "Próximos eventos" });
    // The seed places these weeks after the day it runs (the Cierra puertas of /tusdatos has a fixed date instead).
    for (const title of [
      "Noche de Europa & Destinos exóticos",
      "Travel Outlet en tienda",
      "Feria Viajes, bodas y más",
      "Cierra puertas Arequipa",
    ]) {
      await expect(upcoming.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    const europe = upcoming.getByRole("article", { name: "Noche de Europa & Destinos exóticos" });
    await expect(europe).toContainText("Europa & Destinos exóticos");
    await expect(europe).toContainText(/Sábado, \d{1,2} de [a-z]+ de \d{4}/);
    await expect(europe).toContainText("De 7:00 p. m. a 9:30 p. m.");
    await expect(europe).toContainText("Tienda 28 de Julio");
    await expect(europe).toContainText("Av. 28 de Julio 1045");
    await expect(upcoming.getByRole("article", { name: "Cierra puertas Arequipa" })).toContainText("Agencia Arequipa");
    const past = page.getByRole("region", { name: "Eventos anteriores" });
    await expect(past.getByRole("heading", { name: "Cierra puertas de invierno" })).toBeVisible();
    await expect(past.getByRole("link", { name: /Regístrate/ })).toHaveCount(0);
    await expect(upcoming.getByRole("heading", { name: "Cierra puertas de invierno" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/eventos");
    await expectNoAxeViolations(page);
  });

  test("'Regístrate' opens /tusdatos for that event's campaign", async ({ page }) => {
    await page.goto("/eventos");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Regístrate en Noche de Europa & Destinos exóticos" }).click();
    await expect(page).toHaveURL(/\/tusdatos\?campania=2$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Pre-registro: Noche de Europa & Destinos exóticos" }),
    ).toBeVisible();
    await expect(page.getByText("De 7:00 p. m. a 9:30 p. m.")).toBeVisible();
  });

  test("'Agregar al calendario' downloads an .ics of the event in America/Lima", async ({ page }) => {
    await page.goto("/eventos");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Agregar al calendario de Noche de Europa & Destinos exóticos" });
    const file = "noche-de-europa-y-destinos-exoticos.ics";
    await expect(link).toHaveAttribute("href", `/eventos/${file}`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(file);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const body = await readFile(path, "utf8");
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    // 7:00 to 9:30 p.m. Lima time, written as local times of the America/Lima zone the file defines.
    expect(body).toMatch(/\r\nDTSTART;TZID=America\/Lima:(\d{8})T190000\r\n/);
    expect(body).toMatch(/\r\nDTEND;TZID=America\/Lima:(\d{8})T213000\r\n/);
    expect(body).toContain("\r\nTZOFFSETTO:-0500\r\n");
    expect(body).toContain("\r\nSUMMARY:Noche de Europa & Destinos exóticos - Kuntur Viajes\r\n");
    expect(body).toMatch(/\r\nLOCATION:Tienda 28 de Julio\\, Av\. 28 de Julio 1045/);
    expect(body).toMatch(/\r\nUID:noche-de-europa-y-destinos-exoticos@127\.0\.0\.1\r\n/);
    expect(body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const response = await page.request.get(`/eventos/${file}`);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${file}"`);
    expect((await page.request.get("/eventos/no-existe.ics")).status()).toBe(404);
  });

  test("/promociones lists the current campaigns with their validity; an ended one is not listed", async ({ page }) => {
    await page.goto("/promociones");
    await expect(page).toHaveTitle("Promociones vigentes | Kuntur Viajes");
    await expectDescription(page, /Hot Sale, Cierrapuertas, Travel Outlet y cuotas sin intereses/);
    await expect(page.getByRole("heading", { level: 1, name: "Promociones" })).toBeVisible();
    const titles = ["Hot Sale Kuntur", "Cierrapuertas", "Travel Outlet", "Hasta 12 cuotas sin intereses"];
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(titles);
    for (const title of titles) {
      await expect(page.getByRole("article", { name: title })).toContainText(
        /Vigencia: Del \d{1,2} de \w+ de \d{4} al/,
      );
    }
    await expect(page.getByText("Fiestas Patrias")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver el Travel Outlet" })).toHaveAttribute("href", "/traveloutlet");
    await expect(page.getByRole("link", { name: "Ver los beneficios" })).toHaveAttribute("href", "/beneficios");
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/promociones");
    await expectNoAxeViolations(page);
  });

  test("a promotion's page has its full terms with fees and caps; an unknown one is the 404 page", async ({ page }) => {
    await page.goto("/promociones");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Términos y condiciones de Hot Sale Kuntur" }).click();
    await expect(page).toHaveURL(/\/promociones\/hot-sale$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hot Sale Kuntur" })).toBeVisible();
    await expect(page).toHaveTitle("Hot Sale Kuntur: términos y condiciones | Kuntur Viajes");
    await expect(page.getByText("Tope de descuento", { exact: true })).toBeVisible();
    await expect(page.getByText("US$ 400 por reserva", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Montos, topes y cargos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver ofertas Hot Sale" })).toHaveAttribute(
      "href",
      "/?pestana=hot-sale",
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const ended = await page.goto("/promociones/fiestas-patrias");
    expect(ended?.status()).toBe(200);
    await expect(page.getByRole("status")).toHaveText(/Esta promoción ya terminó/);

    // Fetched, not opened: the browser would log the 404 document as a console error.
    const unknown = await page.request.get("/promociones/no-existe");
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(html).toContain("<title>Página no encontrada | Kuntur Viajes</title>");
    expect(html).toMatch(/<h1[^>]*>Página no encontrada\.<\/h1>/);
  });
});
