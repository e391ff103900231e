import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures.ts";
import { limaDate } from "./home-helpers.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// Helpers of the checkout specs (issue 18). Dates far enough ahead that every traveller type has a clear age.

export const DEPARTURE_DAYS = 30;
export const RETURN_DAYS = 37;

export function searchUrl(destination = "CUZ", passengers = { adults: 1, children: 0, infants: 0 }): string {
  const { adults, children, infants } = passengers;
  return `/resultados/vuelos?tipo=0&origen=LIM&destino=${destination}&ida=${limaDate(DEPARTURE_DAYS)}&vuelta=${limaDate(RETURN_DAYS)}&adultos=${String(adults)}&ninos=${String(children)}&infantes=${String(infants)}&clase=0&idioma=ES`;
}

/** A document number no other test uses (duplicate detection is per owner, but keep travellers apart anyway). */
export function uniqueDni(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8);
}

/** Results -> 'Seleccionar' -> a fare family: lands on /booking (step 1). */
export async function startCheckout(page: Page, url = searchUrl(), options: { hydrate?: boolean } = {}): Promise<void> {
  const hydrate = options.hydrate ?? true;
  await page.goto(url);
  if (hydrate) await waitForHydration(page);
  const cards = page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article");
  await cards
    .first()
    .getByRole("button", { name: /^Seleccionar/ })
    .click();
  await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
  const families = page.getByRole("list", { name: "Tarifas disponibles" }).locator(":scope > li");
  await families
    .first()
    .getByRole("button", { name: /^Elegir/ })
    .click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
  // Tests running beside this one book the same flights: when they took seats between the results and the checkout,
  // the checkout says the price changed (the product's own behaviour, checkout-price-change.spec.ts). The customer
  // accepts it here, so each test goes on from its step at the price now in force.
  if (await acceptPriceChange(page)) {
    await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
  }
}

/**
 * Tests beside this one take seats on the same flights, so a step may re-price: the checkout then shows "El precio
 * cambió…" instead of the step (the product's behaviour). Accepts it when shown; answers whether it did.
 */
export async function acceptPriceChange(page: Page): Promise<boolean> {
  const changed = page.getByRole("alert").filter({ hasText: "El precio cambió" });
  if (!(await changed.isVisible())) return false;
  await changed.getByRole("button", { name: /^Continuar con US\$/ }).click();
  await expect(changed).toHaveCount(0);
  return true;
}

/**
 * A step's 'Continuar' that lands on `expected`; when the step re-priced instead, accepts the new price, fills the
 * step again (`refill`) and continues again.
 */
export async function continueStep(page: Page, expected: Locator, refill?: () => Promise<void>): Promise<void> {
  const changed = page.getByRole("alert").filter({ hasText: "El precio cambió" });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(expected.or(changed).first()).toBeVisible();
    if (!(await acceptPriceChange(page))) return;
    await refill?.();
  }
  await expect(expected).toBeVisible();
}

/** A surname no other test uses: the same traveller on the same flights in two live bookings is a duplicate. */
export function uniqueSurname(): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Quispe ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

export type Traveller = {
  documentNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: "F" | "M";
};

export const adult = (overrides: Partial<Traveller> = {}): Traveller => ({
  documentNumber: uniqueDni(),
  firstName: "María José",
  lastName: uniqueSurname(),
  birthDate: "1990-05-04",
  gender: "F",
  ...overrides,
});

/** Fills a traveller card (by its legend, 'Adulto 1') with DNI and Peruvian nationality. */
export async function fillTraveller(page: Page, legend: string, traveller: Traveller): Promise<void> {
  const card = page.getByRole("group", { name: legend });
  await card.getByLabel("Tipo de documento").selectOption("DNI");
  await card.getByLabel("Número de documento").fill(traveller.documentNumber);
  await card.getByLabel("Nombres").fill(traveller.firstName);
  await card.getByLabel("Apellidos").fill(traveller.lastName);
  await card.getByLabel("Fecha de nacimiento").fill(traveller.birthDate);
  await card.getByLabel("Género").selectOption(traveller.gender);
}

export async function fillContact(page: Page, email = "maria.quispe@ejemplo.pe"): Promise<void> {
  const contact = page.getByRole("group", { name: "Datos de contacto" });
  await contact.getByLabel("Nombres").fill("María José");
  await contact.getByLabel("Apellidos").fill("Quispe Huamán");
  await contact.getByLabel("Teléfono").fill("987654321");
  await contact.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await contact.getByLabel("Confirma tu correo electrónico").fill(email);
  await page.getByRole("checkbox", { name: /tratamiento de mis datos personales/ }).check({ force: true });
}

/** Presses Tab until `target` has the focus (keyboard-only tests). */
export async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element never got the keyboard focus");
}

/**
 * Other tests hold seats on the same flights, so the price may have moved to the next fare bucket between the hold
 * and the review: the review then asks to accept the new total before paying (issue 18). Accept it when asked.
 */
export async function acceptNewPriceIfAsked(page: Page): Promise<void> {
  const accept = page.getByRole("button", { name: "Aceptar el nuevo precio" });
  if (!(await accept.isVisible())) return;
  await accept.click();
  await expect(accept).toHaveCount(0);
}

/** A customer buys a flight with the sandbox card; answers the order's code. */
export async function paidFlightOrder(page: Page, email: string): Promise<string> {
  await withCookieChoice(page);
  await startCheckout(page, searchUrl("CUZ", { adults: 1, children: 0, infants: 0 }));
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pasajeros" })).toBeVisible();
  await fillTraveller(page, "Adulto 1", adult());
  await fillContact(page, email);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revisar y pagar" })).toBeVisible();
  await acceptNewPriceIfAsked(page);
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await payWithSandboxCard(page);
  await expect(page.getByRole("heading", { level: 1, name: "¡Todo listo para tu vuelo!" })).toBeVisible();
  return ((await page.getByTestId("booking-code").textContent()) ?? "").trim();
}
