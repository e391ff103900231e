import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { EXTERNAL_EMBEDS, prepareInfoPage } from "./info-helpers.ts";

// Issue 14, item 9: an embedded site that cannot be reached leaves a useful alternative, not an empty box.
test.describe("embeds that cannot load", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await prepareInfoPage(page);
    // Every third-party embed is unreachable (a blocked network, a third party down).
    await page.unroute(EXTERNAL_EMBEDS);
    await page.route(EXTERNAL_EMBEDS, (route) => route.abort("connectionrefused"));
  });
  // The browser logs each refused request: provoked on purpose here.
  test.afterEach(({ consoleErrors }) => allowConsoleErrors(consoleErrors, /ERR_CONNECTION_REFUSED/));

  test("the branch map becomes the address and a 'Ver en el mapa' link", async ({ page }) => {
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    const fallback = page.getByRole("group", { name: /^Mapa de ubicación de la / });
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toContainText("No pudimos cargar el mapa.");
    await expect(fallback.getByRole("link", { name: /Ver en el mapa/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d/,
    );
    await expect(page.locator("iframe[title^='Mapa de ubicación']")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the company video shows its poster and a link instead of a broken player", async ({ page }) => {
    await page.goto("/nuestra-empresa");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Reproducir el video/ }).click();
    await expect(page.getByText("No pudimos cargar el video.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: /Ábrelo en una nueva pestaña/ })).toBeVisible();
  });

  test("an embed that answers stays a frame", async ({ page }) => {
    await page.unroute(EXTERNAL_EMBEDS);
    await prepareInfoPage(page);
    // The page's one check of the map's address: once it has its answer, the frame stays for good.
    const probe = page.waitForEvent(
      "requestfinished",
      (request) => EXTERNAL_EMBEDS.test(request.url()) && request.resourceType() === "fetch",
    );
    await page.goto("/nuestras-agencias");
    await waitForHydration(page);
    await probe;
    const frame = page.locator("iframe[title^='Mapa de ubicación']");
    await expect(frame).toBeVisible();
    await expect(page.getByText("No pudimos cargar el mapa.")).toHaveCount(0);
  });
});
