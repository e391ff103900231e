import type { Page } from "@playwright/test";
import {
  allowFailedResponses,
  confirmFromEmail,
  emailLink,
  FIRST_DIALOG,
  openAccountMenu,
  openLoginDialog,
  signIn,
  signUp,
  uniqueEmail,
  HASHING,
} from "./accounts-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

/** An ERROR toast with the title and message; closed afterwards so the next one is told apart. */
async function expectToast(page: Page, title: string, message: string) {
  const toast = page
    .getByRole("region", { name: "Notificaciones" })
    .locator('[data-type="ERROR"]')
    .filter({ hasText: message });
  await expect(toast).toBeVisible(HASHING);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await toast.getByRole("button", { name: "Cerrar notificación" }).click();
  await expect(toast).toHaveCount(0);
}

test.describe("password recovery and the error catalogue (SPEC 8)", () => {
  // Whole sign-up and profile journeys: 1-2.5 minutes at load 20-40 on the 2 cores; the limit only bounds a hang.
  test.describe.configure({ timeout: 300_000 });

  test(
    "recovers a password through the e-mailed link and signs in with the new one",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo, "pedro");
      await signUp(page, { firstName: "Pedro", email });
      await confirmFromEmail(page, email);

      await page.goto("/?recuperar=1");
      await waitForHydration(page);
      const forgot = page.getByRole("dialog", { name: "Recupera tu contraseña" });
      await expect(forgot).toBeVisible(FIRST_DIALOG);
      await forgot.getByRole("button", { name: "Enviar enlace" }).click();
      await expect(forgot.getByText("Ingresa tu email")).toBeVisible();
      await forgot.getByLabel("Correo electrónico").fill("a@b.c");
      await expect(forgot.getByText("Un email válido tiene 6 caracteres como mínimo.")).toBeVisible();
      await forgot.getByLabel("Correo electrónico").fill("pedro.example.pe");
      await expect(forgot.getByText("El valor ingresado no tiene formato de email.")).toBeVisible();
      await forgot.getByLabel("Correo electrónico").fill(email);
      await forgot.getByRole("button", { name: "Enviar enlace" }).click();
      const sent = page.getByRole("alertdialog", { name: "Revisa tu correo" });
      await expect(
        sent.getByText("te enviamos un enlace para restablecer tu contraseña", { exact: false }),
      ).toBeVisible();
      await sent.getByRole("button", { name: "Inicia sesión" }).click();
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();

      await page.goto(await emailLink(page, email, "/restablecer-contrasena"));
      await waitForHydration(page);
      await expect(page).toHaveTitle("Restablecer contraseña | Kuntur Viajes");
      await page.getByLabel("Nueva contraseña").fill("lima2026");
      await page.getByLabel("Repetir contraseña").fill("lima2027");
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await expect(page.getByText("Ingresa la misma contraseña")).toBeVisible();
      await page.getByLabel("Repetir contraseña").fill("lima2026");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await expect(page.getByText("Tu contraseña fue actualizada. Ya puedes iniciar sesión.")).toBeVisible(HASHING);
      await page.getByRole("link", { name: "Iniciar sesión" }).click();
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
      await signIn(page, email, "lima2026");
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
      await openAccountMenu(page, "Pedro");

      // The link was single-use.
      await page.goto(await emailLink(page, email, "/restablecer-contrasena"));
      await expect(page.getByRole("alert")).toHaveText(/Este enlace ya fue utilizado/);
    },
  );

  test("authentication failures and HTTP errors give the catalogue's toasts", async ({ page, consoleErrors }) => {
    const dialog = await openLoginDialog(page);
    await signIn(page, "nadie.registrado@example.pe", "clave1234");
    await expectToast(page, "Error", "El correo o la contraseña no son correctos.");
    await expect(dialog).toBeVisible();

    await page.route("**/api/v1/auth/login", (route) =>
      route.fulfill({ status: 200, json: { isSuccess: false, message: "" } }),
    );
    await dialog.getByRole("tabpanel").getByRole("button", { name: "Ingresar" }).click();
    await expectToast(page, "Error", "Error de autenticación");

    await page.unroute("**/api/v1/auth/login");
    await page.route("**/api/v1/auth/login", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await dialog.getByRole("tabpanel").getByRole("button", { name: "Ingresar" }).click();
    await expectToast(page, "Error", "Error de autenticación");
    allowFailedResponses(consoleErrors, 502);
  });

  test("sign-up and recovery errors: 'Error del servidor', an unsuccessful sign-up stays open", async ({
    page,
    consoleErrors,
  }) => {
    const login = await openLoginDialog(page);
    await login.getByRole("button", { name: "Crea una cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "Crea tu cuenta" });
    const panel = dialog.getByRole("tabpanel");
    await panel.getByLabel("Nombre(s)").fill("Carmen");
    await panel.getByLabel("Primer apellido").fill("Díaz");
    await panel.getByLabel("Segundo apellido").fill("Ñique");
    await panel.getByLabel("Correo electrónico").fill("carmen.diaz@example.pe");
    await panel.getByLabel("Contraseña", { exact: true }).fill("playa2025");
    await panel.getByLabel("Repetir contraseña").fill("playa2025");

    await page.route("**/api/v1/auth/register", (route) =>
      route.fulfill({ status: 200, json: { isSuccess: false, message: "x" } }),
    );
    // The answer must have come before the route changes: on a loaded machine the request could leave after it, and
    // both posts would then get the 500 (two toasts).
    const answered = page.waitForResponse("**/api/v1/auth/register");
    await panel.getByRole("button", { name: "Crear cuenta" }).click();
    await answered;
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("alertdialog", { name: "Verifica tu correo" })).toHaveCount(0);

    await page.unroute("**/api/v1/auth/register");
    await page.route("**/api/v1/auth/register", (route) => route.fulfill({ status: 500, body: "{}" }));
    await panel.getByRole("button", { name: "Crear cuenta" }).click();
    await expectToast(page, "Error", "Error del servidor");
    await expect(dialog).toBeVisible();

    await page.goto("/?recuperar=1");
    await waitForHydration(page);
    const forgot = page.getByRole("dialog", { name: "Recupera tu contraseña" });
    await expect(forgot).toBeVisible(FIRST_DIALOG);
    await forgot.getByLabel("Correo electrónico").fill("carmen.diaz@example.pe");
    await page.route("**/api/v1/auth/password-recovery", (route) =>
      route.fulfill({ status: 200, json: { isSuccess: false, message: "No pudimos procesar tu solicitud." } }),
    );
    await forgot.getByRole("button", { name: "Enviar enlace" }).click();
    await expectToast(page, "Error", "No pudimos procesar tu solicitud.");
    await page.unroute("**/api/v1/auth/password-recovery");
    await page.route("**/api/v1/auth/password-recovery", (route) => route.fulfill({ status: 500, body: "{}" }));
    await forgot.getByRole("button", { name: "Enviar enlace" }).click();
    await expectToast(page, "Error", "Error del servidor");
    await page.unroute("**/api/v1/auth/password-recovery");
    await page.route("**/api/v1/auth/password-recovery", (route) =>
      route.fulfill({ status: 200, json: { isSuccess: true, message: "" } }),
    );
    await forgot.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(
      page
        .getByRole("alertdialog", { name: "Revisa tu correo" })
        .getByText("Hemos enviado un correo para la activación de su cuenta, por favor verifique su bandeja."),
    ).toBeVisible();
    allowFailedResponses(consoleErrors, 500);
  });
});
