import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

test.describe("design-system primitives", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/dev/ui");
    await waitForHydration(page);
  });

  test("have no axe violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });

  test("form fields show their errors and link them to the inputs", async ({ page }) => {
    await page.getByRole("button", { name: "Enviar" }).click();
    const email = page.getByRole("textbox", { name: "Correo electrónico" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Ingresa tu email")).toBeVisible();
    await expect(page.getByText("Debes aceptar las Políticas de Privacidad")).toBeVisible();
    await email.fill("ana@correo.pe");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the dialog traps focus, closes with Escape and returns focus", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Abrir diálogo" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Diálogo de ejemplo" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the menu works with the keyboard", async ({ page }) => {
    await page.getByRole("button", { name: "Abrir menú" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Acción: salir" })).toBeVisible();
  });

  test("toasts show their title and message, and close", async ({ page }) => {
    await page.getByRole("button", { name: "Toast ERROR" }).click();
    const region = page.getByRole("region", { name: "Notificaciones" });
    await expect(region.getByText("Aviso ERROR")).toBeVisible();
    await expect(region.getByText("Mensaje de prueba")).toBeVisible();
    await region.getByRole("button", { name: "Cerrar notificación" }).click();
    await expect(region.getByText("Aviso ERROR")).toBeHidden();
  });
});
