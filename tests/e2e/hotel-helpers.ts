// The hotel checkout as a visitor goes through it: results, hotel, rate, guests and contact, the sandbox card.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";

const CHOICE = { necessary: true, analytics: false, marketing: false, savedAt: "2026-11-01T10:00:00.000Z" };

export async function withChoiceCookie(page: Page) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "COOKIES_CONFIG", value: encodeURIComponent(JSON.stringify(CHOICE)), url }]);
}

export const uniqueEmail = (tag: string) =>
  `hotel.${tag}.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@ejemplo.pe`;

/** Results -> hotel -> 'Reservar' of a room and rate -> the checkout's heading. */
export async function reachCheckout(page: Page, from: number, to: number, withJs: boolean) {
  await page.goto(`/resultados/hoteles?destino=CUZ&entrada=${limaDate(from)}&salida=${limaDate(to)}&habitacion=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hoteles en Cusco: \d+ hoteles$/);
  if (withJs) await waitForHydration(page);
  await page
    .getByRole("region", { name: "Resultados" })
    .getByRole("link", { name: "Ver habitaciones de Plaza Inca Cusco" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plaza Inca Cusco");
  await page.getByRole("link", { name: "Reservar Habitación estándar, Con desayuno", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu estadía en Plaza Inca Cusco");
}

export async function fillGuestsAndContact(page: Page, email: string, tourist: boolean) {
  const room = page.getByRole("group", { name: "Titular de la habitación" });
  await room.getByLabel("Nombres").fill("Lucía");
  await room.getByLabel("Apellidos").fill("Mamani Torres");
  await room.getByLabel("Tipo de documento").selectOption(tourist ? "PAS" : "DNI");
  await room.getByLabel("Número de documento").fill(tourist ? "X1234567" : "45678912");
  const contact = page.getByRole("group", { name: "Datos de contacto" });
  await contact.getByLabel("Nombres").fill("Lucía");
  await contact.getByLabel("Apellidos").fill("Mamani Torres");
  await contact.getByLabel("Correo electrónico").fill(email);
  await contact.getByLabel("Celular").fill("987654321");
  const igv = page.getByRole("group", { name: "¿Vives en el Perú?" });
  await expect(igv.getByText(/Tarjeta Andina de Migración/).first()).toBeVisible();
  await igv.getByRole("radio", { name: tourist ? /^No, soy turista extranjero/ : /^Sí, vivo en el Perú/ }).check();
  await page.getByRole("checkbox", { name: /Acepto las condiciones de la reserva/ }).check();
}

/** A resident buys a stay `from`..`to` days ahead with the sandbox card; answers the order's code. */
export async function paidHotelOrder(page: Page, email: string, from = 31, to = 33): Promise<string> {
  await withChoiceCookie(page);
  await reachCheckout(page, from, to, true);
  await fillGuestsAndContact(page, email, false);
  await page.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
  await page.getByRole("radio", { name: "Tarjeta de crédito o débito" }).check();
  await page.getByTestId("pay-total").click();
  await payWithSandboxCard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!", { timeout: 30_000 });
  return ((await page.getByTestId("order-code").textContent()) ?? "").trim();
}
