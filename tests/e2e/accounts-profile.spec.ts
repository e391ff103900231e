import type { Page, TestInfo } from "@playwright/test";
import {
  allowFailedResponses,
  confirmedAccount,
  HASHING,
  openLoginDialog,
  PASSWORD,
  signIn,
  uniqueEmail,
} from "./accounts-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

/** A signed-in user: the account made through the API (sign-up is accounts.spec.ts' journey), signed in by the dialog. */
async function signedInUser(page: Page, testInfo: TestInfo, name: string) {
  const email = uniqueEmail(testInfo, name.toLowerCase());
  await confirmedAccount(page, testInfo, { firstName: name, email });
  await openLoginDialog(page);
  await signIn(page, email);
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
  return email;
}

async function chooseOption(page: Page, scope: ReturnType<Page["getByRole"]>, label: RegExp, option: string) {
  await scope.getByRole("button", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("profile", () => {
  // Whole sign-up and profile journeys: 1-2.5 minutes at load 20-40 on the 2 cores; the limit only bounds a hang.
  test.describe.configure({ timeout: 300_000 });

  test("frequent travellers: add, edit, delete", { tag: "@slow" }, async ({ page }, testInfo) => {
    await signedInUser(page, testInfo, "Gloria");
    await page.goto("/perfil/pasajeros");
    await waitForHydration(page);
    await expect(page.getByText("Aún no tienes pasajeros frecuentes.")).toBeVisible();
    await page.getByRole("button", { name: "Agregar pasajero" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo pasajero" });
    await dialog.getByRole("button", { name: "Guardar pasajero" }).click();
    await expect(dialog.getByText("Selecciona el tipo de documento")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Nombre(s)").fill("Mateo");
    await dialog.getByLabel("Primer apellido").fill("Quispe");
    await dialog.getByLabel("Segundo apellido").fill("Rojas");
    await chooseOption(page, dialog, /Tipo de documento/, "DNI");
    await dialog.getByLabel("Número de documento").fill("71234567");
    await dialog.getByLabel("Fecha de nacimiento").fill("09082015");
    await chooseOption(page, dialog, /Género/, "Masculino");
    await dialog.getByRole("button", { name: "Guardar pasajero" }).click();
    const list = page.getByRole("list", { name: "Pasajeros frecuentes" });
    await expect(list.getByText("Mateo Quispe Rojas")).toBeVisible();
    await expect(list.getByText("DNI 71234567 · Nació el 09/08/2015")).toBeVisible();

    await page.getByRole("button", { name: "Editar a Mateo Quispe Rojas" }).click();
    const edit = page.getByRole("dialog", { name: "Editar pasajero" });
    await edit.getByLabel("Nombre(s)").fill("Mateo Andrés");
    await edit.getByRole("button", { name: "Guardar pasajero" }).click();
    await expect(list.getByText("Mateo Andrés Quispe Rojas")).toBeVisible();

    await page.getByRole("button", { name: "Eliminar a Mateo Andrés Quispe Rojas" }).click();
    await page
      .getByRole("alertdialog", { name: "¿Eliminar pasajero?" })
      .getByRole("button", { name: "Sí, eliminar" })
      .click();
    await expect(page.getByText("Aún no tienes pasajeros frecuentes.")).toBeVisible();
  });

  test(
    "preferences, withdrawing consent in one click, and the empty bookings list",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      await signedInUser(page, testInfo, "Hugo");
      await page.goto("/perfil/preferencias");
      await waitForHydration(page);
      await page.getByText("Gastronomía").click();
      await page.getByText("Acepto recibir ofertas", { exact: false }).click();
      await page.getByRole("button", { name: "Guardar preferencias" }).click();
      await expect(page.getByRole("button", { name: "Retirar mi consentimiento" })).toBeVisible();
      await page.getByRole("button", { name: "Retirar mi consentimiento" }).click();
      await expect(page.getByText("Ya no te enviaremos publicidad.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Retirar mi consentimiento" })).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: "Gastronomía" })).toBeChecked();

      // The profile's own section (the footer also links to the guests' look-up, /mis-reservas).
      await page
        .getByRole("navigation", { name: "Secciones de mi cuenta" })
        .getByRole("link", { name: "Mis reservas" })
        .click();
      await expect(page.getByText("Aún no tienes reservas.")).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    "changing the password, then deleting the account",
    { tag: "@slow" },
    async ({ page, consoleErrors }, testInfo) => {
      await signedInUser(page, testInfo, "Irma");
      await page.goto("/perfil/cambiar-contrasena");
      await waitForHydration(page);
      await page.getByLabel("Contraseña actual").fill("equivocada1");
      await page.getByLabel("Nueva contraseña", { exact: true }).fill("tacna2026");
      await page.getByLabel("Repetir nueva contraseña").fill("tacna2026");
      await page.getByRole("button", { name: "Cambiar contraseña" }).click();
      await expect(page.getByText("La contraseña actual no es correcta.").first()).toBeVisible(HASHING);
      allowFailedResponses(consoleErrors, 400);
      await page.getByLabel("Contraseña actual").fill(PASSWORD);
      await page.getByRole("button", { name: "Cambiar contraseña" }).click();
      await expect(page.getByText("Tu contraseña fue actualizada.")).toBeVisible(HASHING);

      await page.goto("/perfil/mi-perfil");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
      const confirm = page.getByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
      await confirm.getByLabel("Contraseña").fill("tacna2026");
      await confirm.getByRole("button", { name: "Sí, eliminar mi cuenta" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText("Eliminamos tu cuenta y tus datos personales.")).toBeVisible();
      // The session ended with the account: the profile asks to sign in again. (That the old password no longer
      // works is an API test; failed sign-ins here would count against the shared e2e IP.)
      await page.goto("/perfil/mi-perfil");
      await expect(page).toHaveURL(/\/\?iniciar-sesion=1&volver=%2Fperfil%2Fmi-perfil$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("usuario"))).toBeNull();
    },
  );
});
