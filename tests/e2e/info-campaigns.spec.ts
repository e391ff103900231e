import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, isWide, prepareInfoPage } from "./info-helpers.ts";

test.describe("campaign and appointment pages", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
  });

  test("/cierrapuertas: 'KV Cierra puertas' with the campaign page embedded, sized to its content", async ({
    page,
  }) => {
    await page.goto("/cierrapuertas");
    await expect(page).toHaveTitle("KV Cierra puertas");
    const frame = page.locator("iframe[title='Evento Cierra puertas']");
    await expect(frame).toHaveAttribute("src", "/campanas/cierrapuertas");
    // Issue 14, item 10: the frame is as tall as the campaign, so nothing scrolls (or hides) inside it.
    await waitForHydration(page);
    await expect
      .poll(() =>
        frame.evaluate((element: HTMLIFrameElement) => {
          const root = element.contentDocument?.documentElement;
          return root ? Math.abs(root.scrollHeight - element.clientHeight) <= 1 : false;
        }),
      )
      .toBe(true);
    // In the site's font, loaded by the campaign page itself.
    expect(
      await frame.evaluate(async (element: HTMLIFrameElement) => {
        const fonts = element.contentDocument?.fonts;
        await fonts?.ready;
        return fonts?.check('800 16px "Nunito Sans"') && [...fonts].some((face) => face.status === "loaded");
      }),
    ).toBe(true);
    const campaign = page.frameLocator("iframe[title='Evento Cierra puertas']");
    await expect(campaign.getByRole("heading", { level: 1, name: "Cierra puertas" })).toBeVisible();
    await expect(campaign.getByRole("link", { name: "Regístrate" })).toHaveAttribute("target", "_top");
    // The date is the flagship store's next Cierra puertas from the events table, not a fixed (past) one.
    const when = campaign.getByRole("listitem").filter({ hasText: "Cuándo:" });
    await expect(when).toContainText(/Cuándo: .*\d/);
    await expect(when).not.toContainText("14 y domingo 15 de junio");
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/cierrapuertas");
    await expectNoAxeViolations(page);
    // The campaign's offers link leaves the frame and opens the offers page of the site.
    await campaign.getByRole("link", { name: "Ver ofertas" }).click();
    await expect(page).toHaveURL(/\/cierrapuertas\/ofertas$/);
    await expect(page).toHaveTitle("KV Cierrapuertas ofertas");
  });

  test("/cierrapuertas/ofertas: 'KV Cierrapuertas ofertas' with the offers page embedded", async ({ page }) => {
    await page.goto("/cierrapuertas/ofertas");
    await expect(page).toHaveTitle("KV Cierrapuertas ofertas");
    const frame = page.locator("iframe[title='Ofertas del evento Cierra puertas']");
    await expect(frame).toHaveAttribute("src", "/campanas/cierrapuertas/ofertas");
    const offers = page.frameLocator("iframe[title='Ofertas del evento Cierra puertas']");
    await expect(offers.getByRole("heading", { name: "Ofertas del Cierra puertas", level: 2 })).toBeVisible();
    await expect(offers.getByRole("listitem").filter({ hasText: "Cusco y Machu Picchu" })).toContainText(
      "Desde US$\u00a0459",
    );
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/cierrapuertas/ofertas");
    await expectNoAxeViolations(page);
  });

  test("/agenda-tu-cita: stored SEO text, '¡Viajemos!', help link and the site's own scheduling", async ({ page }) => {
    await page.goto("/agenda-tu-cita");
    await expect(page).toHaveTitle("Agenda tu cita con un asesor de viajes | Kuntur Viajes");
    await expect(page.locator("meta[name='description']")).toHaveAttribute(
      "content",
      /^Agenda una reunión virtual con nuestros asesores expertos/,
    );
    const hero = page.getByRole("heading", { level: 1, name: "¡Viajemos!" });
    await expect(hero).toBeVisible();
    await expect(page.getByText(/Agenda una reunión con nuestros asesores expertos desde donde estés/)).toBeVisible();
    const help = page.getByRole("link", { name: /^¿Ya realizaste una compra y necesitas ayuda\? Ingresa aquí/ });
    await expect(help).toHaveAttribute("href", "https://ayuda.kunturviajes.pe");
    // Without SCHEDULING_URL (the default) the page schedules by itself: no outside frame.
    await expect(page.locator("iframe")).toHaveCount(0);
    const form = page.getByRole("form", { name: "1. Elige dónde, el motivo y el día" });
    await expect(form.getByLabel("Tienda o asesor virtual")).toBeVisible();

    // Desktop: text beside the form; phone (< 640 px): stacked.
    const heroBox = await hero.boundingBox();
    const formBox = await form.boundingBox();
    if (isWide(page)) expect(formBox!.x).toBeGreaterThan(heroBox!.x + heroBox!.width);
    else expect(formBox!.y).toBeGreaterThan(heroBox!.y + heroBox!.height);
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/agenda-tu-cita");
    await expectNoAxeViolations(page);
  });

  test("/agenda-tu-cita: on a tablet (640-990 px) the scheduling goes below the text", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto("/agenda-tu-cita");
    const heroBox = await page.getByRole("heading", { level: 1, name: "¡Viajemos!" }).boundingBox();
    const formBox = await page.getByRole("form", { name: "1. Elige dónde, el motivo y el día" }).boundingBox();
    expect(formBox!.y).toBeGreaterThan(heroBox!.y + heroBox!.height);
  });
});
