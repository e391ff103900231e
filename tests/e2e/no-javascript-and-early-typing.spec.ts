import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { adult, fillContact, fillTraveller } from "./checkout-helpers.ts";
import { limaDate } from "./home-helpers.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const CHOICE = { necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" };

/** A choice made earlier without JavaScript: the cookie the server reads (the prompt's form sets it). */
async function withChoiceCookie(page: Page) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "COOKIES_CONFIG", value: encodeURIComponent(JSON.stringify(CHOICE)), url }]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie prompt comes first, is answered, and the phone menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/nuestras-agencias");
    const prompt = page.getByRole("region", { name: "Tu privacidad es importante" });
    await expect(prompt.getByRole("button", { name: "Configurar" })).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(prompt.getByRole("link", { name: "política de protección de datos" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(prompt.getByRole("button", { name: "Aceptar todas" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nuestras-agencias$/);
    await expect(prompt).toBeHidden();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();

    const menuButton = page.getByLabel("Menú de navegación").filter({ visible: true });
    await expect(menuButton).toHaveCount(1);
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    await menu.getByRole("link", { name: "Mis reservas" }).click();
    await expect(page).toHaveURL(/\/mis-reservas$/);
  });

  test("the home's flight search is a plain form to the results, airports as typed", async ({ page }) => {
    await withChoiceCookie(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Tu privacidad es importante" })).toBeHidden();
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("combobox", { name: "Destino" }).fill("cuzko");
    await form.getByRole("textbox", { name: "Ida" }).fill(limaDate(20));
    await form.getByRole("textbox", { name: "Vuelta" }).fill(limaDate(27));
    await form.getByLabel("Adultos").selectOption("2");
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    await expect(page.getByText("No encontramos «cuzko»: elige el destino de la lista.").first()).toBeVisible();

    await page.goBack();
    await form.getByRole("combobox", { name: "Destino" }).fill("cusco");
    // Enter in a field submits, as in any form.
    await form.getByRole("combobox", { name: "Destino" }).press("Enter");
    await expect(page).toHaveURL(/\/resultados\/vuelos\?.*destino=CUZ/);
    await expect(page).toHaveURL(/adultos=2/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelos de Lima a Cusco");
  });

  test("a whole flight purchase, from the home's search to the confirmation", async ({ page }) => {
    test.setTimeout(240_000);
    await withChoiceCookie(page);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("combobox", { name: "Destino" }).fill("Cusco");
    await form.getByRole("textbox", { name: "Ida" }).fill(limaDate(32));
    await form.getByRole("textbox", { name: "Vuelta" }).fill(limaDate(39));
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelos de Lima a Cusco");
    await page
      .getByRole("list", { name: "Vuelos encontrados" })
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Seleccionar/ })
      .click();
    await page
      .getByRole("list", { name: "Tarifas disponibles" })
      .locator(":scope > li")
      .first()
      .getByRole("button", { name: /^Elegir/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pasajeros" })).toBeVisible();
    await fillTraveller(page, "Adulto 1", adult());
    await fillContact(page, `sin.js.${String(Date.now())}@ejemplo.pe`);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Revisar y pagar" })).toBeVisible();
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payWithSandboxCard(page);
    await expect(page.getByRole("heading", { level: 1, name: "¡Todo listo para tu vuelo!" })).toBeVisible();
    await expect(page.getByText(/con tarjeta Visa terminada en 1111/).first()).toBeVisible();
  });

  test("a destination page's search goes to its results", async ({ page }) => {
    await withChoiceCookie(page);
    await page.goto("/vuelos/vuelos-baratos-a-cusco");
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("textbox", { name: "Ida" }).fill(limaDate(30));
    await form.getByRole("textbox", { name: "Vuelta" }).fill(limaDate(34));
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    await expect(page).toHaveURL(/origen=LIM&destino=CUZ/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelos de Lima a Cusco");
  });
});

test.describe("typing before the page is interactive", () => {
  /** A mid-range phone (6x slower CPU), and the app's scripts held until the visitor has typed. */
  async function slowStart(page: Page): Promise<() => void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const { promise: released, resolve: release } = Promise.withResolvers<undefined>();
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return () => {
      release(undefined);
    };
  }

  async function expectNotHydrated(page: Page) {
    await expect(page.locator("html")).toHaveClass(/hydrating/);
  }

  test("/suscribirse keeps its five fields, document type and consents", async ({ page }) => {
    await withChoiceCookie(page);
    const release = await slowStart(page);
    await page.goto("/suscribirse", { waitUntil: "domcontentloaded" });
    const email = `temprano.${String(Date.now())}@correo.pe`;
    await page.getByRole("textbox", { name: "Nombre" }).fill("Rosa");
    await page.getByRole("textbox", { name: "Apellidos" }).fill("Quispe Mamani");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await page.getByLabel("Tipo de documento").selectOption("DNI");
    await page.getByRole("textbox", { name: "Número de documento" }).fill("45678912");
    await page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" }).fill("15/08/1990");
    await page.getByText(/^He leído y acepto la Política de Privacidad/).click();
    await page.getByText(/^Autorizo a Kuntur Viajes/).click();
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);
    // A change after hydration renders the form again from its state: nothing typed earlier may go.
    await page.getByRole("textbox", { name: "Apellidos" }).press("End");
    await page.getByRole("textbox", { name: "Apellidos" }).pressSequentially(" Soto");
    await expect(page.getByRole("textbox", { name: "Nombre" })).toHaveValue("Rosa");
    await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: "Número de documento" })).toHaveValue("45678912");
    await expect(page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" })).toHaveValue("15/08/1990");
    await expect(page.getByRole("checkbox", { name: /Política de Privacidad/ })).toBeChecked();
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page).toHaveURL(/\/suscribirse\/exito$/);
  });

  test("the home's airports and a destination page's alert e-mail are kept", async ({ page }) => {
    await withChoiceCookie(page);
    let release = await slowStart(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("combobox", { name: "Origen" }).fill("Arequipa");
    await form.getByRole("combobox", { name: "Destino" }).fill("Cusco");
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);
    await form.getByRole("radio", { name: "Solo ida" }).check();
    await expect(form.getByRole("combobox", { name: "Origen" })).toHaveValue("Arequipa");
    await form.getByRole("combobox", { name: "Destino" }).press("ArrowDown");
    await expect(form.getByRole("option", { name: /^Cusco \(CUZ\)/ })).toBeVisible();

    await page.unrouteAll();
    release = await slowStart(page);
    await page.goto("/vuelos/vuelos-baratos-a-cusco", { waitUntil: "domcontentloaded" });
    const alert = page.getByRole("region", { name: "Alerta de precios" });
    await alert.getByRole("textbox", { name: "Correo electrónico" }).fill("alerta@correo.pe");
    await expectNotHydrated(page);
    release();
    await waitForHydration(page);
    await alert.getByText(/^Acepto que .* me contacte por correo/).click();
    await expect(alert.getByRole("checkbox")).toBeChecked();
    await expect(alert.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue("alerta@correo.pe");
  });
});

test.describe("keyboard and focus", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("the results' skip link, the heading after a navigation, a refused sign-in beside the form", async ({
    page,
  }) => {
    await page.goto(
      `/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=${limaDate(21)}&vuelta=${limaDate(28)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
    await waitForHydration(page);
    await page.getByRole("link", { name: "Saltar a los resultados" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Vuelos encontrados" })).toBeFocused();

    await page.getByRole("banner").getByRole("link", { name: "Tiendas" }).click();
    await expect(page).toHaveURL(/\/nuestras-agencias$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    await page.goto("/?iniciar-sesion=1");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
    await page.route("**/api/v1/auth/login", (route) =>
      route.fulfill({
        status: 200,
        json: { isSuccess: false, message: "El correo o la contraseña no son correctos." },
      }),
    );
    await dialog.getByRole("tabpanel").getByLabel("Correo electrónico").fill("ana@example.pe");
    await dialog.getByRole("tabpanel").getByLabel("Contraseña").fill("clave1234");
    await dialog.getByRole("tabpanel").getByRole("button", { name: "Ingresar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("El correo o la contraseña no son correctos.");
  });
});
