import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// A part of the page whose code is fetched after the first load (onDemand, HydrateOnUse) must survive a failed
// download (no network, or a deploy that removed the chunk): its server HTML stays and works as plain HTML, the
// visitor is told only when using it, and a later use tries again.

const LOAD_FAILED_MESSAGE = "No pudimos abrir esta sección. Revisa tu conexión e inténtalo de nuevo.";

/** Makes every download of the chunk fail until the returned function is called; counts the attempts. */
async function failChunk(page: Page, chunk: RegExp) {
  let attempts = 0;
  const abort = async (route: Route) => {
    attempts += 1;
    await route.abort("internetdisconnected");
  };
  await page.route(chunk, abort);
  return {
    attempts: () => attempts,
    restore: () => page.unroute(chunk, abort),
  };
}

/** The browser logs each aborted download as an error: those, and only those, are expected here. */
function dropFailedChunkLogs(consoleErrors: string[]) {
  const others = consoleErrors.filter((text) => !text.includes("net::ERR_INTERNET_DISCONNECTED"));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test.describe("a part of the page whose chunk cannot be downloaded", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
  });

  test("destination: the part under the hero (the price alert) keeps its server HTML, says so on use, and works after a retry", async ({
    page,
    consoleErrors,
  }) => {
    const chunk = await failChunk(page, /\/assets\/destination-below-the-fold-[\w-]+\.js$/);
    await page.goto("/vuelos/vuelos-baratos-a-cusco");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: /Cusco/ })).toBeVisible();
    const alert = page.getByRole("region", { name: "Alerta de precios" });
    await alert.scrollIntoViewIfNeeded();
    // Near the viewport the download starts by itself and fails quietly: no message yet, the HTML in place.
    await expect.poll(chunk.attempts).toBeGreaterThan(0);
    const email = alert.getByRole("textbox", { name: "Correo electrónico" });
    await expect(email).toBeVisible();
    await expect(page.getByText(LOAD_FAILED_MESSAGE)).toHaveCount(0);

    // Using it tries again; that fails too, so the visitor is told. The field still takes text (plain HTML).
    const before = chunk.attempts();
    await email.click();
    await expect(page.getByText(LOAD_FAILED_MESSAGE)).toBeVisible();
    expect(chunk.attempts()).toBe(before + 1);
    await email.pressSequentially("viajera@example.pe");
    await expect(email).toHaveValue("viajera@example.pe");
    await expect(alert.getByRole("button", { name: "Crear alerta" })).toBeDisabled();
    await expect(page.getByRole("heading", { level: 1, name: /Cusco/ })).toBeVisible();

    // Back online: the next use downloads the code and the form comes to life.
    await chunk.restore();
    await email.click();
    const submit = alert.getByRole("button", { name: "Crear alerta" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(
      alert.getByText("Debes aceptar recibir nuestras comunicaciones para activar la alerta."),
    ).toBeVisible();
    dropFailedChunkLogs(consoleErrors);
  });

  test("home: a tab's form keeps its server HTML and the page starts; using it says so and retries", async ({
    page,
    consoleErrors,
  }) => {
    const chunk = await failChunk(page, /\/assets\/travel-search-ui-[\w-]+\.js$/);
    await page.goto("/hoteles");
    // The start-up finishes although the tab's code, which it waits for, failed.
    await waitForHydration(page);
    await expect.poll(chunk.attempts).toBeGreaterThan(0);
    const form = page.getByRole("form", { name: "Buscar hoteles" });
    const destination = form.getByRole("combobox", { name: "Destino" });
    await expect(destination).toBeVisible();
    await expect(page.getByRole("tab", { name: "Hoteles" })).toHaveAttribute("aria-selected", "true");

    const before = chunk.attempts();
    await destination.click();
    await expect(page.getByText(LOAD_FAILED_MESSAGE)).toBeVisible();
    expect(chunk.attempts()).toBe(before + 1);
    await expect(form).toBeVisible();

    await chunk.restore();
    const downloaded = page.waitForResponse(/\/assets\/travel-search-ui-[\w-]+\.js$/);
    await destination.click();
    await downloaded;
    // Hydrated: the form's own validation answers instead of a native submit.
    await expect(async () => {
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      await expect(form.getByText("Selecciona el destino")).toBeVisible({ timeout: 1000 });
    }).toPass();
    dropFailedChunkLogs(consoleErrors);
  });
});
