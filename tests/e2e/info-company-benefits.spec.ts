import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, prepareInfoPage } from "./info-helpers.ts";

test.describe("company and benefits pages", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
  });

  test("/nuestra-empresa states mission, vision and the headline figures", async ({ page }) => {
    await page.goto("/nuestra-empresa");
    await expect(page).toHaveTitle("Nuestra empresa: misión, visión y cifras | Kuntur Viajes");
    await expect(page.getByRole("heading", { level: 1, name: "Somos Kuntur Viajes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Misión" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Visión" })).toBeVisible();
    const figures = page.locator("dl").filter({ hasText: "clientes corporativos" });
    const values = await figures.locator("dd").allTextContents();
    expect(values).toEqual(["250", "640", "15", "850", "27,000", "1,100"]);
    await expect(figures).toContainText("años como líderes en viajes");
    await expect(figures).toContainText("agencias asociadas en nuestra red");
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/nuestra-empresa");
    await expectNoAxeViolations(page);
  });

  test("the video loads the configured player only after the visitor presses play", async ({ page }) => {
    const playerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("youtube-nocookie.com")) playerRequests.push(request.url());
    });
    await page.goto("/nuestra-empresa");
    await waitForHydration(page);
    await expect(page.locator("iframe[title^='Conoce Kuntur Viajes']")).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    await page.getByRole("button", { name: "Reproducir el video: Conoce Kuntur Viajes, video institucional" }).click();
    const player = page.locator("iframe[title='Conoce Kuntur Viajes, video institucional']");
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
  });

  test("/beneficios states the instalment rules; 'Ver condiciones' expands the conditions and scrolls to them", async ({
    page,
  }) => {
    await page.goto("/beneficios");
    await expect(page.getByRole("heading", { level: 1, name: "Hasta 12 cuotas sin intereses" })).toBeVisible();
    const banks = page.locator("#bancos li");
    await expect(banks).toHaveCount(4);
    await expect(page.getByText("No aplica a boletos aéreos.", { exact: true })).toBeVisible();
    await expect(page.getByText("No válido para compras en el sitio web.", { exact: true })).toBeVisible();
    await expect(page.locator("#canales")).toContainText("en cuotas con intereses de tu banco");
    for (const item of ["Paquetes turísticos", "Vuelo + hotel", "Hoteles"]) {
      await expect(page.locator("#aplica").getByText(item, { exact: true })).toBeVisible();
    }
    for (const channel of ["Tiendas:", "Central telefónica:", "WhatsApp:", "Asesor virtual:"]) {
      await expect(page.locator("#canales").getByText(channel)).toBeVisible();
    }
    const conditions = page.locator("details#condiciones");
    const firstCondition = conditions.getByText(/^Hasta 12 cuotas sin intereses pagando/);
    await waitForHydration(page);
    await expect(conditions).not.toHaveAttribute("open");
    await expect(firstCondition).toBeHidden();
    await expectInfoPageEvents(page, "/beneficios");

    await page.getByRole("link", { name: "Ver condiciones" }).click();
    await expect(conditions).toHaveAttribute("open");
    await expect(firstCondition).toBeVisible();
    await expect(conditions).toBeInViewport();
    await expectNoAxeViolations(page);

    // The summary collapses them again.
    await conditions.getByText("Condiciones de la promoción").click();
    await expect(firstCondition).toBeHidden();
  });
});
