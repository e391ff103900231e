import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, prepareInfoPage } from "./info-helpers.ts";

test.describe("branch finder (/nuestras-agencias)", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
  });

  test("lists the flagship first and the twelve branches, the first one selected with all its details", async ({
    page,
  }) => {
    await page.goto("/nuestras-agencias");
    await expect(page).toHaveTitle("Nuestras agencias: direcciones y horarios | Kuntur Viajes");
    await expect(page.getByRole("heading", { level: 1, name: "Nuestras agencias" })).toBeVisible();
    const branches = page.getByRole("list", { name: "Agencias" }).getByRole("button");
    await expect(branches).toHaveCount(13);
    await expect(branches.first()).toContainText("Tienda 28 de Julio");
    await expect(branches.first()).toHaveAttribute("aria-pressed", "true");
    const details = page.getByRole("article");
    await expect(details.getByRole("heading", { name: "Tienda 28 de Julio" })).toBeVisible();
    await expect(details).toContainText("Av. 28 de Julio 1045, esquina con Av. Reducto");
    await expect(details).toContainText("Miraflores");
    await expect(details).toContainText("Lunes a sábado de 9:00 a. m. a 8:00 p. m.");
    await expect(details).toContainText("Domingos y feriados de 10:00 a. m. a 6:00 p. m.");
    await expect(details.getByRole("link", { name: "(01) 640-7001" })).toHaveAttribute("href", "tel:+5116407001");
    await expect(details.getByRole("link", { name: "tienda28dejulio@kunturviajes.pe" })).toHaveAttribute(
      "href",
      "mailto:tienda28dejulio@kunturviajes.pe",
    );
    const photo = details.getByRole("img", { name: "Fachada de la Tienda 28 de Julio" });
    await expect(photo).toHaveAttribute("width", "640");
    await expect(photo).toHaveAttribute("height", "400");
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const map = details.locator("iframe[title='Mapa de ubicación de la Tienda 28 de Julio']");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /marker=-12\.12618%2C-77\.02695/);
    const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").textContent()) ?? "{}") as {
      department: Array<{ name: string; geo: { latitude: number } }>;
    };
    expect(jsonLd.department).toHaveLength(13);
    expect(jsonLd.department[0]).toMatchObject({
      name: "Kuntur Viajes · Tienda 28 de Julio",
      geo: { latitude: -12.12618 },
    });
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/nuestras-agencias");
    await expectNoAxeViolations(page);
  });

  test("picking a branch shows its own data; a branch without phones shows none", async ({ page }) => {
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Agencia Cusco/ }).click();
    const details = page.getByRole("article");
    await expect(details.getByRole("heading", { name: "Agencia Cusco" })).toBeVisible();
    await expect(details).toContainText("Av. El Sol 620, segundo piso");
    await expect(details).toContainText("Lunes a sábado de 8:30 a. m. a 7:30 p. m.");
    await expect(details.getByRole("link", { name: "cusco@kunturviajes.pe" })).toBeVisible();
    await expect(details.locator("iframe")).toHaveAttribute("src", /marker=-13\.52254%2C-71\.97449/);
    await expect(page.getByRole("button", { name: /Agencia Cusco/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /Tienda 28 de Julio/ })).toHaveAttribute("aria-pressed", "false");
    await expect(details.getByRole("link", { name: /Ver más/ })).toHaveCount(0);

    await page.getByRole("button", { name: /Agencia Centro de Lima/ }).click();
    await expect(details.getByRole("heading", { name: "Agencia Centro de Lima" })).toBeVisible();
    await expect(details.getByText(/^Teléfono/)).toHaveCount(0);
    await expect(details.getByRole("link", { name: "centrodelima@kunturviajes.pe" })).toBeVisible();
  });

  test("the search box filters the branches by street or district as the visitor types", async ({ page }) => {
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Busca por calle o distrito" });
    const branches = page.getByRole("list", { name: "Agencias" }).getByRole("button");
    await search.pressSequentially("primavera");
    await expect(branches).toHaveCount(1);
    await expect(branches.first()).toContainText("Agencia Surco");
    await expect(page.getByRole("article").getByRole("heading", { name: "Agencia Surco" })).toBeVisible();
    const summary = page.getByRole("status").filter({ hasText: "agencias" });
    await expect(summary).toHaveText("1 de 13 agencias");

    // San Isidro, Santiago de Surco, San Miguel, San Borja, and Centro de Lima (plaza San Agustín).
    await search.fill("san");
    await expect(branches).toHaveCount(5);
    await search.fill("camana");
    await expect(branches).toHaveText([/Agencia Centro de Lima/]);

    await search.fill("Tacna");
    await expect(branches).toHaveCount(0);
    await expect(summary).toHaveText("No encontramos agencias para «Tacna». Prueba con otra calle o distrito.");
    await search.fill("");
    await expect(branches).toHaveCount(13);
  });

  test("the flagship's 'Ver más' leads to /28-de-julio and the help portal opens in a new tab", async ({ page }) => {
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    const help = page.getByRole("link", { name: /Ir al portal de ayuda/ });
    await expect(help).toHaveAttribute("href", "https://ayuda.kunturviajes.pe");
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: /Ver más/ }).click();
    await expect(page).toHaveURL(/\/28-de-julio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tienda 28 de Julio" })).toBeVisible();
  });
});
