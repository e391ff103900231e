import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { withCookieChoice } from "./shell-helpers.ts";

async function openNewsletter(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Suscríbete" }).click();
  const dialog = page.getByRole("dialog", { name: "Suscríbete a nuestro boletín" });
  await expect(dialog.getByRole("textbox", { name: "Nombre" })).toBeVisible();
  return dialog;
}

async function fillNewsletter(dialog: ReturnType<Page["getByRole"]>, email: string) {
  await dialog.getByRole("textbox", { name: "Nombre" }).fill("Rosa");
  await dialog.getByRole("textbox", { name: "Apellidos" }).fill("Quispe Mamani");
  await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  // The visible box and text are the checkbox's label (the input itself is visually hidden).
  await dialog.getByText(/^He leído y acepto la Política de Privacidad/).click();
  await dialog.getByText(/^Autorizo a Kuntur Viajes/).click();
  await expect(dialog.getByRole("checkbox", { name: /Política de Privacidad/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Autorizo/ })).toBeChecked();
}

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("an invalid submit marks every field with the specification's messages", async ({ page }) => {
    const dialog = await openNewsletter(page);
    await dialog.getByRole("button", { name: "Suscribirme" }).click();
    for (const message of [
      "Nombre es obligatorio",
      "Apellidos es obligatorio",
      "Correo es obligatorio",
      "Debes aceptar la Política de Privacidad",
      "Debes autorizar el envío de publicidad",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole("textbox", { name: "Nombre" })).toBeFocused();
    await dialog.getByRole("textbox", { name: "Nombre" }).fill(" Rosa");
    await expect(dialog.getByText("Nombre no válido")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Apellidos" }).fill("x".repeat(51));
    await expect(dialog.getByText("Debe tener max. 50 caracteres")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill("rosa@correo");
    await expect(dialog.getByText("Correo no válido")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Política de Privacidad/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("a subscription shows 'Suscrito', then the modal closes by itself; once confirmed, the same e-mail again is a duplicate", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const email = `rosa.${testInfo.project.name}.${Date.now()}@correo.pe`;
    let dialog = await openNewsletter(page);
    await fillNewsletter(dialog, email);
    await dialog.getByRole("button", { name: "Suscribirme" }).click();
    const subscribed = dialog.getByRole("button", { name: "Suscrito" });
    await expect(subscribed).toBeVisible();
    await expect(subscribed).toBeDisabled();
    // Double opt-in (docs/decisions/020): the visitor is told to confirm from the e-mail.
    await expect(dialog.getByRole("status")).toHaveText(
      "Te enviamos un correo: confírmalo para activar tu suscripción.",
    );
    // It stays a while (5 s), then closes by itself.
    await page.waitForTimeout(3000);
    await expect(subscribed).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 15_000 });

    // Changed by double opt-in: a pending address may subscribe again (the confirmation is re-sent); only a
    // confirmed one is the SPEC 8 duplicate. Confirm it from the e-mail's link first.
    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBe(1);
    const confirmUrl = /https?:\/\/\S+\/suscribirse\/confirmar\?token=3D([A-Za-z0-9_-]+)/.exec(
      unfolded(deliveredTo(email)[0]!),
    );
    expect(confirmUrl).not.toBeNull();
    await page.goto(`/suscribirse/confirmar?token=${confirmUrl![1]!}`);
    await expect(page.getByRole("heading", { level: 1, name: "¡Suscripción confirmada!" })).toBeVisible();

    dialog = await openNewsletter(page);
    await fillNewsletter(dialog, email.toUpperCase());
    await page.evaluate(() => window.scrollTo(0, 600));
    await dialog.getByRole("button", { name: "Suscribirme" }).click();
    const toast = page.locator('[data-type="ERROR"]');
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Al parecer usted ya se encuentra suscrito");
    await expect(dialog.getByRole("button", { name: "Suscribirme" })).toBeEnabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    allowConsoleErrors(consoleErrors, /status of 409/);
  });

  test("any other failure says so for 5 seconds", async ({ page, consoleErrors }) => {
    await page.route("**/api/v1/newsletter/contacts", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"INTERNAL","message":"x"}' }),
    );
    const dialog = await openNewsletter(page);
    await fillNewsletter(dialog, "alguien@correo.pe");
    await dialog.getByRole("button", { name: "Suscribirme" }).click();
    const toast = page.locator('[data-type="ERROR"]');
    await expect(toast).toContainText("Al parecer hubo un error al enviar su suscripción");
    await expect(toast).toBeHidden({ timeout: 15_000 });
    await expect(dialog.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue("alguien@correo.pe");
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});
