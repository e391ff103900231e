import type { Locator } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { expectInfoPageEvents, prepareInfoPage } from "./info-helpers.ts";

function currentSlide(carousel: Locator): Locator {
  return carousel.locator("[aria-roledescription='diapositiva'][data-current='true']");
}

test.describe("flagship store (/28-de-julio)", () => {
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
  });

  test("describes the store, shows its map, four event carousels, the next events and 'Regístrate'", async ({
    page,
  }) => {
    await page.goto("/28-de-julio");
    await expect(page.getByRole("heading", { level: 1, name: "Tienda 28 de Julio" })).toBeVisible();
    await expect(page.getByText("Av. 28 de Julio 1045, esquina con Av. Reducto")).toBeVisible();
    await expect(page.locator("iframe[title='Mapa de ubicación de la Tienda 28 de Julio']")).toHaveAttribute(
      "src",
      /openstreetmap\.org.*marker=-12\.12618%2C-77\.02695/,
    );
    for (const name of ["Cierra puertas", "Europa & Destinos exóticos", "Travel Outlet", "Viajes, bodas y más"]) {
      await expect(page.getByRole("region", { name, exact: true })).toHaveAttribute("aria-roledescription", "carrusel");
    }
    // The store's next events come from the events table (issue 14: no date that has passed): the same ones, in
    // the same order, as the store's upcoming events on /eventos.
    const next = page.getByRole("region", { name: "Próximos eventos" }).getByRole("heading", { level: 3 });
    const titles = await next.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);
    const register = page.getByRole("link", { name: "Regístrate", exact: true });
    await register.scrollIntoViewIfNeeded();
    await expect(register).toHaveAttribute("href", "/tusdatos");
    await expect(page.getByRole("link", { name: "Ver todos los eventos de nuestras tiendas" })).toHaveAttribute(
      "href",
      "/eventos",
    );
    await waitForHydration(page);
    await expectInfoPageEvents(page, "/28-de-julio");
    await expectNoAxeViolations(page);
    await page.goto("/eventos");
    const upcoming = page.getByRole("region", { name: "Próximos eventos" });
    const listed = (await upcoming.getByRole("heading", { level: 3 }).allTextContents()).filter((title) =>
      titles.includes(title),
    );
    expect(listed).toEqual(titles);
  });

  test("a carousel advances every 3 s, stops on pause, resumes on play and moves with the keyboard", async ({
    page,
  }) => {
    await page.goto("/28-de-julio");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Travel Outlet", exact: true });
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", /^1 de 3/);
    // The interval is measured in the page, between two advances: a loaded machine delays the test, not the timer.
    await carousel.evaluate((node) => {
      const advances: Array<{ label: string; at: number }> = [];
      (window as unknown as { __advances: typeof advances }).__advances = advances;
      new MutationObserver(() => {
        const label =
          node.querySelector("[aria-roledescription='diapositiva'][data-current='true']")?.getAttribute("aria-label") ??
          "";
        if (advances.at(-1)?.label !== label) advances.push({ label, at: performance.now() });
      }).observe(node, { attributes: true, subtree: true, attributeFilter: ["data-current"] });
    });
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", /^2 de 3/, { timeout: 15_000 });
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", /^3 de 3/, { timeout: 15_000 });
    const advances = await page.evaluate(
      () => (window as unknown as { __advances: Array<{ label: string; at: number }> }).__advances,
    );
    const second = advances.find((advance) => advance.label.startsWith("2 de 3"));
    const third = advances.find((advance) => advance.label.startsWith("3 de 3"));
    // Every 3 s. The carousel keeps a fixed 3 s rhythm, so when a busy machine renders one advance late the next one
    // comes that much sooner after it (seen: 2,825 ms at load 25): the bound allows that, not a shorter interval.
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(2500);

    await carousel.getByRole("button", { name: "Pausar carrusel Travel Outlet" }).click();
    await page.mouse.move(0, 0);
    const paused = await currentSlide(carousel).getAttribute("aria-label");
    await page.waitForTimeout(4000);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", paused ?? "");

    // Keyboard: the next button moves one slide; the rotation stays paused.
    await carousel.getByRole("button", { name: "Diapositiva siguiente" }).focus();
    await page.keyboard.press("Enter");
    await expect(currentSlide(carousel)).not.toHaveAttribute("aria-label", paused ?? "");
    await carousel.getByRole("button", { name: "Reproducir carrusel Travel Outlet" }).press("Enter");
    await expect(carousel.getByRole("button", { name: "Pausar carrusel Travel Outlet" })).toBeVisible();
  });

  test("carousels do not rotate by themselves when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/28-de-julio");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Cierra puertas", exact: true });
    await expect(carousel.getByRole("button", { name: "Reproducir carrusel Cierra puertas" })).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", /^1 de 3/);
  });
});
