import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";
import { limaDate } from "./home-helpers.ts";

/** A Europe trip 40 to 49 days from now for two travellers aged 35 and 70. */
export const EUROPE_TRIP = { start: limaDate(40), end: limaDate(49), ages: [35, 70] } as const;

export function resultsPath(
  trip: { start: string; end: string; ages: readonly number[] } = EUROPE_TRIP,
  region = "EU",
) {
  return `/resultados/seguros?destino=${region}&salida=${trip.start}&regreso=${trip.end}&edades=${trip.ages.join("%2C")}`;
}

/** A birth date that falls in the same age band as `age` on the trip's start date (the band is what must match). */
export function birthDateFor(age: number): string {
  return `${String(Number(EUROPE_TRIP.start.slice(0, 4)) - age - 1)}-01-15`;
}

export const uniqueEmail = (tag: string) =>
  `seguro-${tag}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;

/** Fills every field of the purchase form with the mouse-free Playwright API (fill / selectOption / check). */
export async function fillPurchase(page: Page, options: { email: string; payment: "Tarjeta" | "Código de pago" }) {
  const travellers: Array<[string, string, number, string, string]> = [
    ["Ana María", "Quispe Rojas", 35, "45678912", "Femenino"],
    ["Luis", "Quispe Huamán", 70, "40123456", "Masculino"],
  ];
  for (const [index, [names, surnames, age, dni, sex]] of travellers.entries()) {
    const group = page.getByRole("group", { name: new RegExp(`^Viajero ${String(index + 1)} `) });
    await group.getByLabel("Nombres").fill(names);
    await group.getByLabel("Apellidos").fill(surnames);
    await group.getByLabel("Fecha de nacimiento").fill(birthDateFor(age));
    await group.getByLabel("Número de documento").fill(dni);
    await group.getByRole("radio", { name: sex }).check();
  }
  const contact = page.getByRole("group", { name: "Datos de contacto" });
  await contact.getByLabel("Nombres").fill("Ana María");
  await contact.getByLabel("Apellidos").fill("Quispe Rojas");
  await contact.getByLabel("Correo electrónico", { exact: true }).fill(options.email);
  await contact.getByLabel("Confirma tu correo electrónico").fill(options.email);
  await contact.getByLabel("Teléfono", { exact: true }).fill("987654321");
  await page.getByRole("radio", { name: new RegExp(`^${options.payment}`) }).check();
  await page.getByText(/Acepto el tratamiento de mis datos personales/).click();
}

/** From the results page: the first plan's purchase page. */
export async function choosePlan(page: Page, name = "Cóndor Mundo") {
  await page.getByRole("link", { name: `Comprar ${name}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Completa los datos de tu seguro" })).toBeVisible();
}

/** Presses Tab until `target` has the focus (keyboard-only journeys). */
export async function tabTo(page: Page, target: import("@playwright/test").Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("tabTo: the element never got the focus");
}

/** Buys the Europe trip's first plan with the sandbox card, back on /conformidad paid; answers the order's code. */
export async function paidInsuranceOrder(page: Page, email: string): Promise<string> {
  await page.goto(resultsPath());
  await waitForHydration(page);
  await choosePlan(page);
  await fillPurchase(page, { email, payment: "Tarjeta" });
  await page.getByRole("button", { name: "Comprar seguro" }).click();
  await payWithSandboxCard(page);
  await expect(page).toHaveURL(/\/conformidad\?poliza=KVS-/);
  await expect(page.getByText("Pago confirmado: tu seguro está vigente.")).toBeVisible({ timeout: 30_000 });
  return (await page.getByText(/^Pedido [ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/).textContent())?.slice(7) ?? "";
}
