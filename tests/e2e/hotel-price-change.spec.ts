import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { fillGuestsAndContact, reachCheckout, uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";

/**
 * Entering the hotel checkout re-prices the chosen rate (decision 052): 'Reservar' carries the total the visitor chose
 * it at (?precio=), and when the stay's total is another now, the checkout says "El precio cambió de US$ X a US$ Y"
 * with the reason, and the visitor accepts the new total or goes back to the results; the form waits for the choice.
 * The inventory's rates move only when the hotel changes them (nothing a browser can do), so the visitor here comes
 * back by a link from before the change: the real 'Reservar' link, chosen at US$ 25.00 less; or posts a form rendered
 * before it (the form's action carries that older total).
 */

const RAISE_MINOR = 2_500;

const money = (minor: number) =>
  `US$\u00a0${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const minorOf = (param: string | null) => Math.round(Number(param) * 100);

/** Results -> hotel -> 'Reservar' (no notice: the link's total is the page's), then the same link chosen earlier. */
async function reachWithOlderPrice(page: Page, withJs: boolean): Promise<{ seen: number; now: number }> {
  const offset = 60 + Math.floor(Math.random() * 40);
  await reachCheckout(page, offset, offset + 2, withJs);
  await expect(page.getByRole("button", { name: "Continuar al pago" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "El precio cambió" })).toHaveCount(0);
  const url = new URL(page.url());
  const now = minorOf(url.searchParams.get("precio"));
  expect(now, "the 'Reservar' link carries the total it was chosen at").toBeGreaterThan(RAISE_MINOR);
  const seen = now - RAISE_MINOR;
  url.searchParams.set("precio", (seen / 100).toFixed(2));
  await page.goto(url.pathname + url.search);
  return { seen, now };
}

const notice = (page: Page) => page.getByRole("alert").filter({ hasText: "El precio cambió" });

/** A form filled at one total and posted after the hotel moved it: accepted, it comes back filled and goes on. */
async function keepsTypedValues(page: Page, consoleErrors: string[], withJs: boolean) {
  const offset = 60 + Math.floor(Math.random() * 40);
  await reachCheckout(page, offset, offset + 2, withJs);
  const now = minorOf(new URL(page.url()).searchParams.get("precio"));
  const seen = now - RAISE_MINOR;
  const email = uniqueEmail("precio");
  await fillGuestsAndContact(page, email, false);
  // The form as it was rendered before the hotel moved the rate: it posts the total chosen then.
  const form = page.getByRole("form", { name: "Datos de la reserva" });
  await form.evaluate(
    (element, total) => {
      const url = new URL(window.location.href);
      url.searchParams.set("precio", total);
      element.setAttribute("action", url.pathname + url.search);
    },
    (seen / 100).toFixed(2),
  );
  await page.getByRole("button", { name: "Continuar al pago" }).click();

  await expect(notice(page).getByRole("heading")).toHaveText(`El precio cambió de ${money(seen)} a ${money(now)}`);
  // The refused post answers 409 Conflict (nothing held), which Chromium logs.
  allowConsoleErrors(consoleErrors, /status of 409/);
  await expect(page.getByRole("button", { name: "Continuar al pago" })).toHaveCount(0);
  await notice(page)
    .getByRole("button", { name: `Continuar con ${money(now)}` })
    .click();
  await expect(notice(page)).toHaveCount(0);
  const contact = page.getByRole("group", { name: "Datos de contacto" });
  await expect(contact.getByLabel("Correo electrónico")).toHaveValue(email);
  await expect(page.getByRole("group", { name: "Titular de la habitación" }).getByLabel("Apellidos")).toHaveValue(
    "Mamani Torres",
  );
  await expect(page.getByRole("region", { name: "Resumen del precio" })).toContainText(money(now));
  await page.getByRole("checkbox", { name: /Acepto las condiciones de la reserva/ }).check();
  await page.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
  await expect(page.getByTestId("pay-total")).toContainText(money(now));
}

test.describe("a hotel price change on entering the checkout", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withChoiceCookie(page));

  test("is announced with both totals and the reason, nothing goes on before it, and it is accepted by keyboard", async ({
    page,
  }) => {
    const { seen, now } = await reachWithOlderPrice(page, true);
    await expect(notice(page).getByRole("heading")).toHaveText(`El precio cambió de ${money(seen)} a ${money(now)}`);
    await expect(notice(page)).toContainText("El hotel cambió la tarifa de alguna de tus noches.");
    await expect(page.getByRole("button", { name: "Continuar al pago" })).toHaveCount(0);
    await expect(notice(page).getByRole("link", { name: "Volver a los resultados" })).toHaveAttribute(
      "href",
      /^\/resultados\/hoteles\?(?=.*destino=CUZ)/,
    );
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await notice(page)
      .getByRole("button", { name: `Continuar con ${money(now)}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`[?&]precio=${(now / 100).toFixed(2).replace(".", "\\.")}(&|$)`));
    await expect(page.getByRole("button", { name: "Continuar al pago" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Resumen del precio" })).toContainText(money(now));
  });

  test("over a filled form keeps what was typed, and the form goes on at the accepted total", async ({
    page,
    consoleErrors,
  }) => keepsTypedValues(page, consoleErrors, true));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("over a filled form, the accept is a plain post that brings the form back filled", async ({
      page,
      consoleErrors,
    }) => keepsTypedValues(page, consoleErrors, false));

    test("the way back is a link to the results and the accept a plain form post", async ({ page }) => {
      const { seen, now } = await reachWithOlderPrice(page, false);
      await expect(notice(page).getByRole("heading")).toHaveText(`El precio cambió de ${money(seen)} a ${money(now)}`);
      await notice(page).getByRole("link", { name: "Volver a los resultados" }).click();
      await expect(page).toHaveURL(/\/resultados\/hoteles\?/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Cusco: \d+ hoteles$/);
      await page.goBack();
      await page.reload();
      await page.getByRole("button", { name: `Continuar con ${money(now)}` }).click();
      await expect(page.getByRole("button", { name: "Continuar al pago" })).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Resumen del precio" })).toContainText(money(now));
    });
  });
});
