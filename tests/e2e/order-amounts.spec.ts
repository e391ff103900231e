import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { adult, fillContact, fillTraveller } from "./checkout-helpers.ts";
import { limaDate } from "./home-helpers.ts";
import { APPROVED_CARD, fillSandboxCard } from "./sandbox-card.ts";
import { withCookieChoice } from "./shell-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

/**
 * Issue 31: the money a customer sees is the money charged. One flight purchase reads its amount on the results,
 * the review step (summary, 'Total a pagar', the pay button), the sandbox gateway and the confirmation, and requires
 * them to agree to the cent in both currencies where both are shown; then the same with an accepted price change, a
 * promo code, the travel-assistance add-on and a cash code.
 */

/** Every "US$ 1,234.56" (or "S/ …") in a text, in minor units. */
function amountsIn(text: string | null, symbol: "US$" | "S/"): number[] {
  const escaped = symbol.replace("$", "\\$");
  const pattern = new RegExp(`(-?)${escaped}\\s?(-?)([\\d,]+)(?:\\.(\\d{2}))?`, "g");
  return [...(text ?? "").matchAll(pattern)].map(([, sign1, sign2, units = "0", cents = "00"]) => {
    const value = Number(units.replaceAll(",", "")) * 100 + Number(cents);
    return sign1 || sign2 ? -value : value;
  });
}

/** The last amount of the locator's text (a line's amount follows its label, which may name a cap). */
async function amountOf(locator: Locator, symbol: "US$" | "S/" = "US$"): Promise<number> {
  const value = amountsIn(await locator.first().textContent(), symbol).at(-1);
  expect(value, `an amount in ${symbol} in "${(await locator.first().textContent()) ?? ""}"`).toBeDefined();
  return value ?? Number.NaN;
}

/** "Referencial: S/ 2,081.17 al tipo de cambio del 28/11/2026" → [208117, "28/11/2026"]. */
async function referenceOf(locator: Locator): Promise<{ pen: number; date: string }> {
  const text = (await locator.first().textContent()) ?? "";
  const match = /Referencial: S\/\s?([\d,]+\.\d{2}) al tipo de cambio del (\d{2}\/\d{2}\/\d{4})/.exec(text);
  expect(match, `a 'Referencial' line in "${text}"`).not.toBeNull();
  return { pen: Math.round(Number((match?.[1] ?? "").replaceAll(",", "")) * 100), date: match?.[2] ?? "" };
}

const oneWay = (destination: string, daysOut: number) =>
  `/resultados/vuelos?tipo=1&origen=LIM&destino=${destination}&ida=${limaDate(daysOut)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`;

const email = (tag: string) =>
  `montos.${tag}.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@ejemplo.pe`;

const sidebarOf = (page: Page) => page.getByRole("complementary", { name: "Resumen de tu compra" });

/** Results → the first offer → its first family; returns the results' total (US$ and S/). */
async function selectFlight(page: Page, url: string, hydrate = true): Promise<{ usd: number; pen: number | null }> {
  await page.goto(url);
  if (hydrate) await waitForHydration(page);
  const card = page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article").first();
  const select = card.getByRole("button", { name: /^Seleccionar/ });
  const usd = amountsIn(await select.textContent(), "US$")[0] ?? Number.NaN;
  const pen = amountsIn(await card.textContent(), "S/")[0] ?? null;
  await select.click();
  await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
  const family = page
    .getByRole("list", { name: "Tarifas disponibles" })
    .locator(":scope > li")
    .first()
    .getByRole("button", { name: /^Elegir/ });
  // The results show the cheapest family's total: the first family.
  expect(amountsIn(await family.textContent(), "US$")[0]).toBe(usd);
  await family.click();
  await expect(page.getByRole("heading", { level: 1, name: "Beneficios" })).toBeVisible();
  return { usd, pen };
}

/** Benefits (optionally the add-on) → one adult → the review step. */
async function reachReview(page: Page, options: { assistance?: boolean; tag: string }): Promise<string> {
  if (options.assistance) {
    await waitForHydration(page);
    const before = await amountOf(sidebarOf(page).getByTestId("checkout-total"));
    await page.getByRole("checkbox", { name: /Agregar asistencia de viaje/ }).check({ force: true });
    // With JavaScript the summary shows the add-on at once, before 'Continuar'.
    await expect(sidebarOf(page)).toContainText("Asistencia de viaje (");
    await expect.poll(() => amountOf(sidebarOf(page).getByTestId("checkout-total"))).toBeGreaterThan(before);
  }
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pasajeros" })).toBeVisible();
  if (options.assistance) await expect(sidebarOf(page)).toContainText("Asistencia de viaje (");
  await fillTraveller(page, "Adulto 1", adult());
  const contact = email(options.tag);
  await fillContact(page, contact);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revisar y pagar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Forma de pago" })).toBeVisible();
  return contact;
}

/** A delivered message's text: quoted-printable soft breaks joined and its escapes decoded (UTF-8). */
function mailText(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The review step's summary, 'Total a pagar' and pay button agree; returns the amount in both currencies. */
async function reviewAmounts(page: Page): Promise<{ usd: number; pen: number; date: string }> {
  const total = await amountOf(sidebarOf(page).getByTestId("checkout-total"));
  const reference = await referenceOf(sidebarOf(page).getByTestId("checkout-reference"));
  expect(await amountOf(page.getByTestId("pay-total"))).toBe(total);
  expect(await referenceOf(page.getByTestId("pay-reference"))).toEqual(reference);
  const button = page.getByRole("button", { name: /^Pagar/ });
  await expect(button).toHaveText(/^Pagar US\$\s/);
  expect(await amountOf(button)).toBe(total);
  // Never "del día" for a rate that is not today's; the rate's date is today's or earlier.
  await expect(page.locator("main")).not.toContainText("Tipo de cambio del día");
  const [day, month, year] = reference.date.split("/");
  expect(`${year ?? ""}-${month ?? ""}-${day ?? ""}` <= limaDate(0)).toBe(true);
  return { usd: total, pen: reference.pen, date: reference.date };
}

async function payOnGateway(page: Page, expected: { usd: number; pen: number; date: string }, card = APPROVED_CARD) {
  await expect(page.getByRole("heading", { name: "Paga con tarjeta de crédito o débito" })).toBeVisible();
  expect(await amountOf(page.getByText(/^Total: /))).toBe(expected.usd);
  expect(await referenceOf(page.getByText(/Referencial:/))).toEqual({ pen: expected.pen, date: expected.date });
  await fillSandboxCard(page, card);
  const pay = page.getByRole("button", { name: /^Pagar/ });
  expect(await amountOf(pay)).toBe(expected.usd);
  await pay.click();
}

async function confirmationAmount(page: Page): Promise<number> {
  const done = page.getByRole("heading", { level: 1, name: "¡Todo listo para tu vuelo!" });
  // The gateway's notice may still be on its way ('Estamos procesando tu pago'): read the page again until it lands.
  await expect(async () => {
    if (!(await done.isVisible())) await page.reload();
    await expect(done).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return amountOf(page.getByText(/con tarjeta .* terminada en/));
}

test.describe("the amount shown is the amount charged (issue 31)", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("results, review, pay button, gateway and confirmation agree to the cent", async ({ page }) => {
    const results = await selectFlight(page, oneWay("TRU", 41));
    expect(await amountOf(sidebarOf(page).getByTestId("checkout-total"))).toBe(results.usd);
    if (results.pen !== null) {
      expect((await referenceOf(sidebarOf(page).getByTestId("checkout-reference"))).pen).toBe(results.pen);
    }
    await reachReview(page, { tag: "simple" });
    const review = await reviewAmounts(page);
    // The seats were held at the results' price unless the review asks to accept a new one.
    if ((await page.getByRole("button", { name: "Aceptar el nuevo precio" }).count()) === 0) {
      expect(review.usd).toBe(results.usd);
    }
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, review);
    expect(await confirmationAmount(page)).toBe(review.usd);
  });

  test("an accepted price change: the summary, the button and the charge show the new price", async ({ page }) => {
    const daysOut = 150 + Math.floor(Math.random() * 100);
    await selectFlight(page, oneWay("CUZ", daysOut));
    await reachReview(page, { tag: "cambio" });
    const accept = page.getByRole("button", { name: "Aceptar el nuevo precio" });
    // Other travellers take the cheapest seats of the flight (the development fixture holds one seat each).
    const origin = { origin: new URL(page.url()).origin };
    for (let round = 0; round < 12 && (await accept.count()) === 0; round++) {
      for (let index = 0; index < 8; index++) {
        const response = await page.request.post("/dev/reservas", {
          form: { email: email("otro"), daysOut: String(daysOut) },
          headers: origin,
        });
        expect(response.status()).toBe(200);
      }
      await page.reload();
    }
    await expect(accept).toBeVisible();
    const now = await amountOf(
      page.getByRole("alert").filter({ hasText: "El precio de tu vuelo cambió" }).getByText(/Ahora/).locator("strong"),
    );
    await accept.click();
    await expect(accept).toHaveCount(0);
    const review = await reviewAmounts(page);
    expect(review.usd).toBe(now);
    await expect(sidebarOf(page)).toContainText("Nuevo precio aceptado");
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, review);
    expect(await confirmationAmount(page)).toBe(review.usd);
  });

  test("a promo code applied on the review step survives a declined card and is what the gateway charges", async ({
    page,
  }) => {
    await selectFlight(page, oneWay("JUL", 43));
    await reachReview(page, { tag: "promo" });
    const before = await reviewAmounts(page);
    await page.getByLabel("Código promocional (opcional)").fill("NOEXIS");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("El código promocional no existe o ya no está vigente.")).toBeVisible();
    await page.getByLabel("Código promocional (opcional)").fill("KUNTUR");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(sidebarOf(page)).toContainText("Descuento 10%");
    await expect(page.getByText("Código KUNTUR aplicado")).toBeVisible();
    const discounted = await reviewAmounts(page);
    expect(discounted.usd).toBeLessThan(before.usd);
    const discountLine = sidebarOf(page)
      .locator("div")
      .filter({ hasText: /^Descuento 10%/ });
    expect(before.usd + (await amountOf(discountLine))).toBe(discounted.usd);

    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, discounted, "4000 0000 0000 0010");
    await expect(page.getByRole("heading", { level: 1, name: "No se pudo realizar el pago" })).toBeVisible();
    await page.getByRole("link", { name: "Intentar de nuevo" }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    // After the decline: the code is still in the field and its discount still in every amount.
    await expect(page.getByLabel("Código promocional (opcional)")).toHaveValue("KUNTUR");
    expect(await reviewAmounts(page)).toEqual(discounted);
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, discounted);
    expect(await confirmationAmount(page)).toBe(discounted.usd);
    await expect(page.getByText(/Descuento 10%/).first()).toBeVisible();
  });

  test("the travel-assistance add-on is in the summary at once and in every amount after", async ({ page }) => {
    const results = await selectFlight(page, oneWay("IQT", 44));
    await reachReview(page, { assistance: true, tag: "asistencia" });
    const review = await reviewAmounts(page);
    await expect(sidebarOf(page)).toContainText("Asistencia de viaje (");
    // The add-on's lines: one per insured traveller, and IGV on national cover.
    let addOn = 0;
    for (const line of await sidebarOf(page)
      .locator("div")
      .filter({ hasText: /^Asistencia de viaje \(/ })
      .all())
      addOn += await amountOf(line);
    if ((await page.getByRole("button", { name: "Aceptar el nuevo precio" }).count()) === 0) {
      expect(review.usd).toBe(results.usd + addOn);
    }
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, review);
  });

  test("the add-on's purchase reaches the confirmation with the amount charged and its policy", async ({ page }) => {
    await selectFlight(page, oneWay("IQT", 46));
    await reachReview(page, { assistance: true, tag: "asistencia2" });
    const review = await reviewAmounts(page);
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, review);
    expect(await confirmationAmount(page)).toBe(review.usd);
    await expect(page.getByText(/Póliza KVS-[A-Z0-9]{8}/).first()).toBeVisible();
  });

  test("a cash code: the pay button's amount is the code's amount", async ({ page }) => {
    await selectFlight(page, oneWay("TPP", 45));
    await reachReview(page, { tag: "codigo" });
    const review = await reviewAmounts(page);
    await page.getByRole("radio", { name: "Banca por internet, agentes y bodegas" }).check({ force: true });
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tu reserva está separada" })).toBeVisible();
    expect(await amountOf(page.getByTestId("cash-amount"))).toBe(review.usd);
    expect(await referenceOf(page.getByText(/^Monto:/))).toEqual({ pen: review.pen, date: review.date });
  });

  test("the voucher PDF, the voucher e-mail and Mis reservas show the amount charged", async ({ page }) => {
    await selectFlight(page, oneWay("AQP", 47));
    const contact = await reachReview(page, { tag: "documentos" });
    await page.getByLabel("Código promocional (opcional)").fill("KUNTUR");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Código KUNTUR aplicado")).toBeVisible();
    const review = await reviewAmounts(page);
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await payOnGateway(page, review);
    expect(await confirmationAmount(page)).toBe(review.usd);
    const code = (await page.getByTestId("booking-code").textContent()) ?? "";

    // The voucher PDF: the total paid and its dated S/ reference, the discount as a line.
    const href = (await page.getByRole("link", { name: "Descargar voucher (PDF)" }).getAttribute("href")) ?? "";
    const voucher = pdfText(await (await page.request.get(href)).body()).replace(/\s+/g, " ");
    expect(amountsIn(voucher, "US$")).toContain(review.usd);
    expect(amountsIn(voucher, "S/")).toContain(review.pen);
    expect(voucher).toContain(`al tipo de cambio del ${review.date}`);
    expect(voucher).toContain("Descuento 10%");

    // The voucher e-mail: the same amounts.
    const voucherMail = () =>
      deliveredTo(contact)
        .map((mail) => mailText(unfolded(mail)))
        .find((text) => text.includes(`voucher-${code}.pdf`));
    await expect.poll(voucherMail, { timeout: 60_000 }).toBeDefined();
    const mail = (voucherMail() ?? "").replace(/\s+/g, " ");
    expect(amountsIn(mail, "US$")).toContain(review.usd);
    expect(amountsIn(mail, "S/")).toContain(review.pen);
    expect(mail).toContain(`al tipo de cambio del ${review.date}`);

    // Mis reservas (the guest look-up): the amount paid.
    await page.goto("/mis-reservas");
    await page.getByLabel("Código de reserva").fill(code);
    await page.getByLabel("Correo electrónico de contacto").fill(contact);
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    expect(await amountOf(page.getByTestId("paid-amount"))).toBe(review.usd);
  });
});

test.describe("the same amounts without JavaScript (issue 31)", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 240_000 });

  test("the add-on counts once the step posts, and 'Aplicar' posts the promo code", async ({ page }) => {
    await selectFlight(page, oneWay("CIX", 47), false);
    const before = await amountOf(sidebarOf(page).getByTestId("checkout-total"));
    await page.getByRole("checkbox", { name: /Agregar asistencia de viaje/ }).check({ force: true });
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pasajeros" })).toBeVisible();
    await expect(sidebarOf(page)).toContainText("Asistencia de viaje (");
    expect(await amountOf(sidebarOf(page).getByTestId("checkout-total"))).toBeGreaterThan(before);
    await fillTraveller(page, "Adulto 1", adult());
    await fillContact(page, email("sinjs"));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await expect(sidebarOf(page)).toContainText("Asistencia de viaje (");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("Ingresa tu código promocional.")).toBeVisible();
    await page.getByLabel("Código promocional (opcional)").fill("KUNTUR");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(sidebarOf(page)).toContainText("Descuento 10%");
    await reviewAmounts(page);
  });
});
