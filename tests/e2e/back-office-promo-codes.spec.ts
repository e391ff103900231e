import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { fillGuestsAndContact, reachCheckout, uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";
import { signedInStaff } from "./staff-helpers.ts";

// Issue 42, promotions: staff create a promo code in the back office, a customer takes it on a hotel stay, and the
// code's page shows that order's use with the discount it gave.

/** 'US$ 1,234.56' -> 123456. */
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
/** 123456 -> a pattern for 'US$ 1,234.56' (any space after the symbol). */
const usdPattern = (minor: number) =>
  `US\\$\\s${Math.floor(minor / 100).toLocaleString("en-US")}\\.${String(minor % 100).padStart(2, "0")}`;

/** A code of this run: the list and the order never meet another run's. */
function freshCode() {
  const letters = "ABCDEFGHJKMNPQRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)] ?? "A";
  return `Q${pick()}${pick()}${String(Math.floor(Math.random() * 900) + 100)}`;
}

test("staff create a hotel code, a customer pays a stay with it, the code's page shows that order's discount", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const code = freshCode();
  await signedInStaff(page, request, "administrador");
  await page
    .getByRole("navigation", { name: "Secciones de gestión" })
    .getByRole("link", { name: "Códigos promocionales" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Códigos promocionales" })).toBeVisible();
  await page.getByRole("link", { name: "Nuevo código" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo código promocional" })).toBeVisible();
  await waitForHydration(page);

  // Typed in lower case; a wrong percentage is refused with what was typed kept.
  await page.getByLabel("Código").fill(code.toLowerCase());
  await page.getByLabel("Porcentaje de descuento").fill("0");
  await page.getByLabel("Tope en US$").fill("30");
  for (const product of ["Vuelos", "Seguros de viaje", "Paquetes"]) {
    await page.getByRole("checkbox", { name: product }).uncheck();
  }
  await page.getByLabel("Usos totales").fill("5");
  await page.getByRole("button", { name: "Crear código" }).click();
  await expect(page.getByText("El porcentaje es un número entero de 1 a 100")).toBeVisible();
  await expect(page.getByLabel("Código")).toHaveValue(code.toLowerCase());
  await expect(page.getByRole("checkbox", { name: "Hoteles" })).toBeChecked();
  await page.getByLabel("Porcentaje de descuento").fill("12");
  await page.getByRole("button", { name: "Crear código" }).click();

  await expect(page.getByRole("status")).toHaveText(`Código ${code} guardado.`);
  const row = page.getByRole("row", { name: new RegExp(`^${code}`) });
  await expect(row).toContainText("12% (máx. US$");
  await expect(row).toContainText("Hoteles");
  await expect(row).toContainText("Vigente");
  await expect(row).toContainText("0 de 5");
  await expectNoAxeViolations(page);

  // The customer, in a browser of their own, takes the code on the review step and pays.
  const customer = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1440, height: 900 } });
  await withChoiceCookie(customer);
  const from = 60 + Math.floor(Math.random() * 30);
  await reachCheckout(customer, from, from + 2, true);
  await fillGuestsAndContact(customer, uniqueEmail("promo"), false);
  await customer.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
  await waitForHydration(customer);
  const before = cents(await customer.getByTestId("order-total").textContent());
  await customer.getByLabel("Código promocional (opcional)").fill(code);
  await customer.getByRole("button", { name: "Aplicar" }).click();
  await expect(customer.getByText(`Código ${code} aplicado: el descuento ya está en el total.`)).toBeVisible();
  const discount = Math.min(Math.floor((before * 12 + 50) / 100), 3_000);
  await expect(customer.getByTestId("order-total")).toHaveText(new RegExp(`^${usdPattern(before - discount)}$`));
  await customer.getByRole("radio", { name: "Tarjeta de crédito o débito" }).check();
  await customer.getByTestId("pay-total").click();
  await payWithSandboxCard(customer);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!", {
    timeout: 30_000,
  });
  const orderCode = ((await customer.getByTestId("order-code").textContent()) ?? "").trim();
  await customer.close();

  await page.reload();
  await expect(row).toContainText("1 de 5");
  await expect(row).toContainText(new RegExp(usdPattern(discount)));
  await row.getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Código ${code}` })).toBeVisible();
  const use = page.getByRole("row", { name: new RegExp(`^${orderCode}`) });
  await expect(use).toContainText("Hoteles");
  await expect(use).toContainText(/Pagada|Emitida/);
  await expect(use).toContainText(new RegExp(usdPattern(discount)));
  await expect(page.getByRole("heading", { name: "Usos por pedido (1 uso)" })).toBeVisible();
  await expect(page.getByRole("table", { name: `Cambios del código ${code}` })).toContainText(
    "promotions.codes.create",
  );
  await expectNoAxeViolations(page);

  // Switched off, the code says so; its order opens on the orders desk.
  await page.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByRole("status")).toHaveText(`Código ${code} desactivado: ya no se puede aplicar.`);
  await expect(page.getByRole("button", { name: "Reactivar" })).toBeVisible();
  await use.getByRole("link", { name: orderCode }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();
});
