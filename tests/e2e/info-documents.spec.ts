import { PDFDocument } from "pdf-lib";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, isWide, prepareInfoPage } from "./info-helpers.ts";

const PDF_PAGES = [
  {
    path: "/condiciones-de-reserva",
    heading: "CONDICIONES DE RESERVA",
    file: "/documentos/condiciones-de-reserva.pdf",
    title: "CONDICIONES DE RESERVA",
    alwaysEmbedded: false,
  },
  {
    path: "/politicas",
    heading: "Política de protección de datos personales",
    file: "/documentos/politica-de-proteccion-de-datos-personales.pdf",
    title: "Política de Protección de Datos Personales",
    alwaysEmbedded: false,
  },
  {
    path: "/responsabilidad-social",
    heading: "Política de responsabilidad social",
    file: "/documentos/politica-de-responsabilidad-social.pdf",
    title: "Política de Responsabilidad Social",
    alwaysEmbedded: true,
  },
];

test.describe("documents and legal pages", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => {
        counter.printCalls += 1;
      };
    });
  });

  for (const doc of PDF_PAGES) {
    test(`${doc.path}: the PDF is embedded on wide screens and offered as a download on phones`, async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole("heading", { level: 1, name: doc.heading })).toBeVisible();
      const viewer = page.locator(`iframe[src='${doc.file}']`);
      const download = page.getByRole("link", { name: `Descargar PDF: ${doc.title}`, includeHidden: true });
      await expect(download).toHaveAttribute("href", doc.file);
      if (isWide(page) || doc.alwaysEmbedded) await expect(viewer).toBeVisible();
      else await expect(viewer).toBeHidden();
      if (!isWide(page) || doc.alwaysEmbedded) await expect(download).toBeVisible();
      else await expect(download).toBeHidden();
      await waitForHydration(page);
      await expectInfoPageEvents(page, doc.path);
      await expectNoAxeViolations(page);
    });

    test(`${doc.path}: the document's text is on the page as HTML, readable at every width`, async ({ page }) => {
      await page.goto(doc.path);
      const text = page.getByRole("article", { name: `Texto de ${doc.title}` });
      await expect(text).toBeVisible();
      // Every section heading of the PDF is a heading of the page, and the text fits the screen (no sideways scroll).
      const headings = text.getByRole("heading", { level: 2 });
      expect(await headings.count()).toBeGreaterThanOrEqual(4);
      await expect(headings.first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      const words = (await text.innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(200);
    });
  }

  test("every served PDF parses and carries its title", async ({ request }) => {
    for (const doc of [
      ...PDF_PAGES,
      { file: "/documentos/carta-de-responsabilidad.pdf", title: "Carta de Responsabilidad" },
    ]) {
      const response = await request.get(doc.file);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const pdf = await PDFDocument.load(await response.body());
      expect(pdf.getTitle()).toBe(doc.title);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
    }
    expect((await request.get("/documentos/no-existe.pdf")).status()).toBe(404);
  });

  test("/terminos-condiciones: index A to Q with anchors, the SPEC 9 facts, print, and the responsibility letter", async ({
    page,
  }) => {
    await page.goto("/terminos-condiciones");
    await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones de compra" })).toBeVisible();
    const index = page.getByRole("navigation", { name: "Índice" });
    const entries = index.getByRole("link");
    await expect(entries).toHaveCount(17);
    await expect(entries.first()).toHaveText("A. Generalidades y aceptación");
    await expect(entries.last()).toHaveText("Q. Legislación aplicable y jurisdicción");
    const main = page.locator("#contenido");
    for (const fact of [
      "plazo máximo de 72 horas",
      "dentro de las 24 horas siguientes",
      "vigente por al menos 6 meses",
      "La edad mínima para hacer el check-in es 18 años",
      "USD 10 a 30 por habitación por día",
      "18 % de impuesto (IGV)",
      "más de 59 días",
      "mayor de 25 años",
      "de 21 a 26 años",
      "más una comisión del 10 %",
      "cargo del 10 % del valor del servicio más la penalidad",
      "Los boletos aéreos no permiten cambio de fecha",
      "dentro de los 30 días siguientes",
      "dentro del año siguiente a la fecha de compra",
      "3 horas antes de un vuelo nacional y al menos 4 horas antes de un vuelo internacional",
      "hasta en 12 cuotas sin intereses",
      "Libro de Reclamaciones",
      "leyes de la República del Perú",
    ]) {
      await expect(main.getByText(fact).first()).toBeAttached();
    }
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/terminos-condiciones");

    await index.getByRole("link", { name: "J. Alquiler de autos" }).click();
    await expect(page).toHaveURL(/#seccion-j$/);
    await expect(page.getByRole("heading", { name: "J. Alquiler de autos" })).toBeInViewport();

    await page.getByRole("button", { name: "Imprimir condiciones" }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    const letter = page.locator("iframe[src='/documentos/carta-de-responsabilidad.pdf']");
    const letterLink = page.getByRole("link", { name: "Descargar PDF: Carta de Responsabilidad" });
    if (isWide(page)) await expect(letter).toBeVisible();
    else await expect(letterLink).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of ["/documentacion-viaje", "/documentacion_de_viaje.html"]) {
    test(`${path}: printable travel documentation guidance`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Documentación de viaje" })).toBeVisible();
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", `${baseURL}/documentacion-viaje`);
      const main = page.locator("#contenido");
      for (const fact of [
        "al menos 6 meses de vigencia",
        "vigencia de hasta 60 días",
        "entre 5 y 15 días antes del viaje",
        "Bolivia, Colombia y Ecuador",
        "fiebre amarilla",
      ]) {
        await expect(main.getByText(fact).first()).toBeVisible();
      }
      await waitForHydration(page);
      await expectInfoPageEvents(page, path);
      await page.getByRole("button", { name: "Imprimir" }).click();
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
      await expect(page.getByRole("heading", { name: "Lista de control antes de salir" })).toBeVisible();
      await page.emulateMedia({ media: "screen" });
      await expectNoAxeViolations(page);
    });
  }
});
