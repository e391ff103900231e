import { expect, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";

// Agencia Trujillo (id 11) has its own PIN in RECEPTION_PINS (playwright.config.ts); the others take RECEPTION_PIN.
const STORE = "Agencia Trujillo";
const STORE_PIN = "97531086";
const NOTICE = "Sitio de demostración";

test.describe("store reception kiosk (issue 35's leftovers)", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("a store's own PIN, no demo strip, the walk-in form keeps what was typed, the display reloads without JavaScript", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // No demo strip on any kiosk page (nor header, footer, chat or cookie prompt: appointments.spec.ts).
    for (const path of ["/recepcion", "/recepcion/pantalla", "/recepcion/atencion", "/recepcion/pantalla?tienda=11"]) {
      expect(await (await page.request.get(path)).text(), path).not.toContain(NOTICE);
    }

    // One PIN attempt in this spec: they are limited per IP, and every test signs in from 127.0.0.1.
    await page.goto("/recepcion");
    await page.getByLabel("Tienda").selectOption({ label: STORE });
    await page.getByLabel("PIN del personal").fill(STORE_PIN);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Bienvenido a ${STORE}` })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Aviso de demostración" })).toHaveCount(0);
    await waitForHydration(page);

    // An e-mail the server refuses: the name and the e-mail stay as typed, the e-mail says why.
    const walkIn = page.getByRole("form", { name: "No tengo cita" });
    await walkIn.getByLabel("Tu nombre (opcional)").fill("Rosa");
    await walkIn.getByLabel("Tu correo, para enviarte el turno (opcional)").fill("rosa@correo");
    await walkIn.getByRole("button", { name: "Vuelos", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Revisa los datos.");
    // The refused form's 400, logged by the browser: provoked on purpose.
    allowConsoleErrors(consoleErrors, /status of 400/);
    const email = walkIn.getByLabel("Tu correo, para enviarte el turno (opcional)");
    await expect(email).toHaveValue("rosa@correo");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Ingresa un correo electrónico válido o déjalo en blanco");
    await expect(walkIn.getByLabel("Tu nombre (opcional)")).toHaveValue("Rosa");

    // The same without JavaScript, on the same kiosk (its store cookie).
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 768 } });
    await noScript.addCookies(await page.context().cookies());
    const kiosk = await noScript.newPage();
    await kiosk.goto("/recepcion");
    const plainWalkIn = kiosk.getByRole("form", { name: "No tengo cita" });
    await plainWalkIn.getByLabel("Tu nombre (opcional)").fill("Óscar");
    await plainWalkIn.getByLabel("Tu correo, para enviarte el turno (opcional)").fill("oscar@correo");
    await plainWalkIn.getByRole("button", { name: "Seguros de viaje", exact: true }).click();
    await expect(kiosk.getByRole("alert")).toHaveText("Revisa los datos.");
    await expect(plainWalkIn.getByLabel("Tu nombre (opcional)")).toHaveValue("Óscar");
    await expect(plainWalkIn.getByLabel("Tu correo, para enviarte el turno (opcional)")).toHaveValue("oscar@correo");

    // The queue display without JavaScript: a turn taken after it loaded appears on it by itself.
    const display = await noScript.newPage();
    await display.goto("/recepcion/pantalla?tienda=11");
    await expect(display.getByRole("heading", { level: 1, name: `Turnos · ${STORE}` })).toBeVisible();
    // Counted when the main frame navigates (the meta refresh), not at its `load`: the new turn can be visible while
    // the reloaded page's stylesheet still loads on a busy machine (CI saw the number shown and no `load` yet).
    let reloads = 0;
    display.on("framenavigated", (frame) => {
      if (frame === display.mainFrame()) reloads += 1;
    });
    await plainWalkIn.getByLabel("Tu correo, para enviarte el turno (opcional)").fill("");
    await plainWalkIn.getByRole("button", { name: "Paquetes turísticos", exact: true }).click();
    await expect(kiosk.getByRole("heading", { name: "Tu turno es el" })).toBeVisible();
    const number = new URL(kiosk.url()).searchParams.get("turno") ?? "";
    expect(Number(number)).toBeGreaterThan(0);
    await expect(
      display.getByRole("list", { name: "Turnos en espera" }).getByText(number, { exact: true }),
    ).toBeVisible({ timeout: 25_000 });
    expect(reloads).toBeGreaterThan(0);
    await noScript.close();
  });
});
