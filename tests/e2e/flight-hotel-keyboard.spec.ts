// Flight+hotel bought by keyboard alone (issue 41): results -> the hotel's room -> the travellers -> the one order page
// -> the cash code. Tab, Shift+Tab, Enter, Space and the arrow keys only: no clicks, no fill.
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";
import { tabTo } from "./insurance-helpers.ts";

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);

/** Tab (forward, wrapping round the page) until `target` has the focus, then press `key`. */
async function press(page: Page, target: Locator, key: string, maxPresses = 200) {
  await tabTo(page, target, maxPresses);
  await page.keyboard.press(key);
}

async function type(page: Page, target: Locator, text: string) {
  await tabTo(page, target, 200);
  await page.keyboard.type(text);
}

async function typeTraveller(page: Page, ordinal: number, first: string, last: string, dni: string) {
  const card = page.getByRole("group", { name: `Adulto ${String(ordinal)}` });
  await type(page, card.getByLabel("Número de documento"), dni);
  await type(page, card.getByLabel("Nombres"), first);
  await type(page, card.getByLabel("Apellidos"), last);
  // The same day and month: the date field's order of parts follows the browser's locale.
  await type(page, card.getByLabel("Fecha de nacimiento"), `050519${String(80 + ordinal)}`);
  // A closed select's type-ahead: "F" for Femenino, "M" for Masculino.
  await type(page, card.getByLabel("Género"), ordinal === 1 ? "F" : "M");
  await expect(card.getByLabel("Fecha de nacimiento")).toHaveValue(`19${String(80 + ordinal)}-05-05`);
}

test.describe("flight+hotel by keyboard alone", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("results -> room -> travellers -> order page -> cash code, with the keyboard only", async ({ page }) => {
    const email = uniqueEmail("basket-teclado");
    await withChoiceCookie(page);
    await page.goto(
      `/resultados/vuelohotel?origen=LIM&destino=CUZ&ida=${limaDate(64)}&vuelta=${limaDate(67)}&habitacion=2`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelo + hotel de Lima a Cusco");
    await waitForHydration(page);
    await press(
      page,
      page.getByRole("link", { name: "Elegir habitación y reservar vuelo + hotel en Plaza Inca Cusco" }),
      "Enter",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vuelo + hotel en Cusco");
    await waitForHydration(page);
    await press(page, page.getByRole("link", { name: /^Elegir Habitación estándar, Con desayuno, por US\$/ }), "Enter");
    const totals = page.getByRole("region", { name: "Precio del viaje" });
    await expect(totals).toBeVisible();
    const total = cents(await totals.getByTestId("order-total").textContent());
    expect(total).toBeGreaterThan(0);

    await typeTraveller(page, 1, "Rosario", "Quispe Huamán", "48678912");
    await typeTraveller(page, 2, "Ernesto", "Quispe Vargas", "48678913");
    // The hotel's lead guest: Adulto 2 is one arrow down, Adulto 1 one up again (Shift+Tab came back to it).
    const lead = page.getByLabel("Titular de la habitación");
    await tabTo(page, lead, 200);
    await page.keyboard.press("ArrowDown");
    await expect(lead.locator("option:checked")).toHaveText("Adulto 2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(lead).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(lead.locator("option:checked")).toHaveText("Adulto 1");

    const contact = page.getByRole("group", { name: "Datos de contacto" });
    await type(page, contact.getByLabel("Nombres"), "Rosario");
    await type(page, contact.getByLabel("Apellidos"), "Quispe Huamán");
    await type(page, contact.getByLabel("Teléfono"), "987654321");
    await type(page, contact.getByLabel("Correo electrónico", { exact: true }), email);
    await type(page, contact.getByLabel("Confirma tu correo electrónico"), email);
    const consent = page.getByRole("checkbox", { name: /tratamiento de mis datos personales/ });
    await press(page, consent, "Space");
    await expect(consent).toBeChecked();
    await press(page, page.getByRole("button", { name: "Continuar al pago" }), "Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await expect(page).toHaveURL(/\/reserva\/[0-9a-f-]{36}$/);
    expect(cents(await page.getByTestId("order-total").textContent())).toBe(total);
    await waitForHydration(page);
    // The payment methods are one radio group: Tab reaches the checked one, the arrows move the choice.
    const cash = page.getByRole("radio", { name: "Banca por internet, agentes y bodegas" });
    const card = page.getByRole("radio", { name: "Tarjeta de crédito o débito" });
    await tabTo(page, page.getByRole("radio", { checked: true }), 200);
    for (let step = 0; step < 5 && !(await cash.isChecked()); step++) await page.keyboard.press("ArrowDown");
    await expect(cash).toBeChecked();
    await expect(card).not.toBeChecked();
    await press(page, page.getByTestId("pay-total"), "Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu reserva está separada");
    await expect(page.getByTestId("cash-code")).toHaveText(/^\d{6,}$/);
    const code = page.getByRole("region", { name: "Paga con tu código" });
    expect(cents((await code.textContent())?.match(/por (US\$\s[\d,]+\.\d{2})/)?.[1] ?? "")).toBe(total);
  });
});
