import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { tabTo } from "./insurance-helpers.ts";

// The hotel checkout with the order core's shared fields: a factura (RUC, razón social, dirección fiscal) and a promo
// code valid for hotels, up to the gateway charging the discounted total.

const CHOICE = { necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" };
const FACTURA = { ruc: "20100070970", businessName: "Viajes Andinos S.A.C.", fiscalAddress: "Av. Arequipa 123, Lima" };

async function withChoiceCookie(page: Page) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "COOKIES_CONFIG", value: encodeURIComponent(JSON.stringify(CHOICE)), url }]);
}

const uniqueEmail = (tag: string) =>
  `hotel.${tag}.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@ejemplo.pe`;
/** 'US$ 1,234.56' -> 123456. */
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
/** Nothing wider than the screen. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function reachCheckout(page: Page, from: number, to: number, withJs: boolean) {
  await page.goto(`/resultados/hoteles?destino=CUZ&entrada=${limaDate(from)}&salida=${limaDate(to)}&habitacion=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Cusco: \d+ hoteles$/);
  if (withJs) await waitForHydration(page);
  await page
    .getByRole("region", { name: "Resultados" })
    .getByRole("link", { name: "Ver habitaciones de Plaza Inca Cusco" })
    .click();
  await page.getByRole("link", { name: "Reservar Habitación estándar, Con desayuno", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu estadía en Plaza Inca Cusco");
  if (withJs) await waitForHydration(page);
}

async function fillGuestAndContact(page: Page, email: string) {
  const room = page.getByRole("group", { name: "Titular de la habitación" });
  await room.getByLabel("Nombres").fill("Lucía");
  await room.getByLabel("Apellidos").fill("Mamani Torres");
  await room.getByLabel("Número de documento").fill("45678912");
  const contact = page.getByRole("group", { name: "Datos de contacto" });
  await contact.getByLabel("Nombres").fill("Lucía");
  await contact.getByLabel("Apellidos").fill("Mamani Torres");
  await contact.getByLabel("Correo electrónico").fill(email);
  await contact.getByLabel("Celular").fill("987654321");
  await page.getByRole("checkbox", { name: /Acepto las condiciones de la reserva/ }).check();
}

test.describe("a hotel stay with a factura and a promo code", () => {
  test.describe.configure({ timeout: 120_000 });

  test("factura on the form, a flight-only code refused, a hotel code applied by keyboard, the gateway charges it", async ({
    page,
  }) => {
    await withChoiceCookie(page);
    await reachCheckout(page, 44, 47, true);
    await fillGuestAndContact(page, uniqueEmail("factura"));

    const comprobante = page.getByRole("group", { name: "Comprobante de pago" });
    await expect(comprobante.getByLabel("RUC")).toBeHidden();
    await comprobante.getByRole("checkbox", { name: "Necesito factura" }).check({ force: true });
    await comprobante.getByLabel("RUC").fill("20100070971");
    await comprobante.getByLabel("Razón social").fill(FACTURA.businessName);
    await comprobante.getByLabel("Dirección fiscal").fill(FACTURA.fiscalAddress);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The shared schema runs before posting: the SPEC's message, the focus on the field.
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(comprobante.getByText("Ingresa un número de RUC válido.")).toBeVisible();
    await expect(comprobante.getByLabel("RUC")).toBeFocused();
    await comprobante.getByLabel("RUC").fill(FACTURA.ruc);
    await page.getByRole("checkbox", { name: /Acepto las condiciones de la reserva/ }).focus();
    await tabTo(page, page.getByRole("button", { name: "Continuar al pago" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await expect(page.getByTestId("comprobante")).toHaveText(
      `Factura: RUC ${FACTURA.ruc}, ${FACTURA.businessName}, ${FACTURA.fiscalAddress}`,
    );
    const before = cents(await page.getByTestId("order-total").textContent());
    expect(before).toBeGreaterThan(0);

    const code = page.getByLabel("Código promocional (opcional)");
    await code.fill("VUELA5");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(
      page.getByText("Este código promocional no es válido para hoteles: es solo para vuelos."),
    ).toBeVisible();
    expect(cents(await page.getByTestId("order-total").textContent())).toBe(before);

    // Enter in the code field applies it ('Aplicar' is the form's first button).
    await code.fill("hotel8");
    await code.press("Enter");
    await expect(page.getByText("Código HOTEL8 aplicado: el descuento ya está en el total.")).toBeVisible();
    const discount = Math.min(Math.floor((before * 8 + 50) / 100), 4_000);
    await expect(page.getByRole("row", { name: /^Descuento 8% \(máx\. US\$\s40\)/ })).toBeVisible();
    const total = (await page.getByTestId("order-total").textContent()) ?? "";
    expect(cents(total)).toBe(before - discount);
    await expect(page.getByTestId("pay-total")).toHaveText(`Pagar ${total}`);
    await expect(
      page
        .getByRole("region", { name: "Detalle del precio" })
        .getByText(/^Referencial: S\/\s[\d,.]+ al tipo de cambio/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId("pay-total").click();
    await expect(page.getByRole("heading", { name: "Paga con tarjeta de crédito o débito" })).toBeVisible();
    expect(cents(await page.getByText(/^Total: US\$/).textContent())).toBe(before - discount);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the factura and the promo code post as plain forms", async ({ page }) => {
      await withChoiceCookie(page);
      await reachCheckout(page, 48, 50, false);
      await fillGuestAndContact(page, uniqueEmail("sinjs"));
      const comprobante = page.getByRole("group", { name: "Comprobante de pago" });
      await comprobante.getByRole("checkbox", { name: "Necesito factura" }).check({ force: true });
      await comprobante.getByLabel("RUC").fill(FACTURA.ruc);
      await comprobante.getByLabel("Razón social").fill(FACTURA.businessName);
      await comprobante.getByLabel("Dirección fiscal").fill(FACTURA.fiscalAddress);
      await page.getByRole("button", { name: "Continuar al pago" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
      await expect(page.getByTestId("comprobante")).toContainText(`Factura: RUC ${FACTURA.ruc}`);
      const before = cents(await page.getByTestId("order-total").textContent());
      await page.getByLabel("Código promocional (opcional)").fill("HOTEL8");
      await page.getByRole("button", { name: "Aplicar" }).click();
      await expect(page.getByText("Código HOTEL8 aplicado: el descuento ya está en el total.")).toBeVisible();
      expect(cents(await page.getByTestId("order-total").textContent())).toBe(
        before - Math.min(Math.floor((before * 8 + 50) / 100), 4_000),
      );
    });
  });
});
