import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { confirmedAccount, HASHING, openLoginDialog, signIn } from "./accounts-helpers.ts";
import { prepareInfoPage } from "./info-helpers.ts";

type Held = { status: "held"; bookingId: string; code: string; holdExpiresAt: string };

const uniqueEmail = (testInfo: TestInfo) =>
  `rosa+${testInfo.project.name}-${String(Date.now())}-${String(testInfo.workerIndex)}@example.pe`;

/** A held booking made through the development fixture (POST /dev/reservas), as the checkout would make it. */
async function heldBooking(page: Page, email: string, daysOut: number, pay: "cash" | null = null): Promise<Held> {
  // A signed-in POST must come from the site (session CSRF check): say so, as a browser's form would.
  const origin = page.url().startsWith("http") ? { origin: new URL(page.url()).origin } : undefined;
  const response = await page.request.post("/dev/reservas", {
    form: { email, daysOut: String(daysOut), ...(pay ? { pay } : {}) },
    ...(origin ? { headers: origin } : {}),
  });
  expect(response.status()).toBe(200);
  const outcome = (await response.json()) as Held | { status: string };
  expect(outcome.status).toBe("held");
  return outcome as Held;
}

async function openLookup(page: Page) {
  await prepareInfoPage(page);
  await page.goto("/mis-reservas");
  await waitForHydration(page);
}

test.describe("guests' 'Mis reservas'", () => {
  test("finds a booking by code and e-mail, shows it, and cancels it after a confirmation", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booking = await heldBooking(page, email, testInfo.project.name === "mobile" ? 33 : 34);
    await openLookup(page);
    await expect(page).toHaveTitle("Mis reservas | Kuntur Viajes");
    await expectNoAxeViolations(page);

    // Invalid input is refused on the page; a wrong e-mail and a wrong code get the same answer.
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByText("Ingresa el código de tu reserva (6 caracteres)")).toBeVisible();
    await page.getByLabel("Código de reserva").fill(booking.code);
    await page.getByLabel("Correo electrónico de contacto").fill("otra.persona@example.pe");
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByRole("alert")).toHaveText("No encontramos una reserva con esos datos.");
    const wrongCode = booking.code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    await page.getByLabel("Código de reserva").fill(wrongCode);
    await page.getByLabel("Correo electrónico de contacto").fill(email);
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByRole("alert")).toHaveText("No encontramos una reserva con esos datos.");

    await page.getByLabel("Código de reserva").fill(booking.code.toLowerCase());
    await page.getByLabel("Correo electrónico de contacto").fill(email);
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByRole("heading", { name: `Reserva ${booking.code}` })).toBeVisible();
    // The flight's own order page; the e-mail never reaches the URL.
    await expect(page).toHaveURL(new RegExp(`/vuelos/reserva/${booking.bookingId}$`));
    expect(page.url()).not.toContain("example.pe");
    expect(page.url()).not.toContain("%40");
    await expect(page.getByText("Reservada, pendiente de pago")).toBeVisible();
    await expect(page.getByTestId("deadline-hold")).toContainText(
      /^Separada hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} \(hora de Lima\)\. Tiempo restante: \d{2}:\d{2}:\d{2}/,
    );
    await expect(page.getByRole("heading", { name: "Vuelos" })).toBeVisible();
    await expect(page.getByText(/LIM → CUZ/).first()).toBeVisible();
    await expect(page.getByText(/Adulto\)/)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);

    // A refresh keeps the detail (the grant cookie), without posting again; so does the page's former address.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: `Reserva ${booking.code}` })).toBeVisible();
    await page.goto(`/mis-reservas?reserva=${booking.bookingId}`);
    await expect(page).toHaveURL(new RegExp(`/vuelos/reserva/${booking.bookingId}$`));
    await waitForHydration(page);

    await page.getByRole("link", { name: "Cancelar reserva" }).click();
    await expect(page.getByRole("heading", { name: `¿Cancelar la reserva ${booking.code}?` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sí, cancelar reserva" }).click();
    await expect(page.getByRole("status")).toHaveText("Cancelaste la reserva. Sus asientos quedaron libres.");
    await expect(page.getByText("Anulada", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancelar reserva" })).toHaveCount(0);

    await page.getByRole("button", { name: "Consultar otra reserva" }).click();
    await expect(page.getByLabel("Código de reserva")).toBeVisible();
  });

  test("a booking awaiting a cash payment shows its code, amount with the S/ reference, deadline and banks", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booking = await heldBooking(page, email, testInfo.project.name === "mobile" ? 37 : 38, "cash");
    const cash = (booking as Held & { cash: { code: string } | null }).cash;
    expect(cash?.code).toBeTruthy();
    await openLookup(page);
    await page.getByLabel("Código de reserva").fill(booking.code);
    await page.getByLabel("Correo electrónico de contacto").fill(email);
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByRole("heading", { name: `Reserva ${booking.code}` })).toBeVisible();
    await expect(page.getByText("Pago en proceso")).toBeVisible();
    const block = page.getByRole("region", { name: "Paga con tu código en banca por internet, agentes y bodegas" });
    await expect(block.getByTestId("cash-code")).toHaveText(cash?.code ?? "");
    // The amount is the order's total in US$ (what the code charges), with S/ as a dated reference.
    const amount = block.getByTestId("cash-amount");
    await expect(amount).toHaveText(
      /^Monto: US\$\s[\d,]+\.\d{2} · Referencial: S\/\s[\d,]+\.\d{2} al tipo de cambio del \d{2}\/\d{2}\/\d{4}$/,
    );
    const total = page.getByRole("definition").filter({ hasText: /^US\$\s[\d,]+\.\d{2} · Referencial/ });
    await expect(total).toHaveText(((await amount.textContent()) ?? "").replace("Monto: ", ""));
    await expect(block.getByText(/Paga hasta el .+ \(hora de Lima\)/)).toBeVisible();
    await expect(block.getByRole("region", { name: /^Cómo pagar en / }).first()).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^Pendiente$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works without JavaScript: look-up, confirmation and cancellation", async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: testInfo.project.use.viewport ?? null,
    });
    const page = await context.newPage();
    const email = uniqueEmail(testInfo);
    const booking = await heldBooking(page, email, testInfo.project.name === "mobile" ? 35 : 36);
    await page.goto("/mis-reservas");
    await page.getByLabel("Código de reserva").fill(booking.code);
    await page.getByLabel("Correo electrónico de contacto").fill(email);
    await page.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(page.getByRole("heading", { name: `Reserva ${booking.code}` })).toBeVisible();
    await page.getByRole("link", { name: "Cancelar reserva" }).click();
    await page.getByRole("button", { name: "Sí, cancelar reserva" }).click();
    await expect(page.getByText("Anulada", { exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe("signed-in users' 'Mis reservas'", () => {
  test("lists the user's bookings, opens one and cancels it", { tag: "@slow" }, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo).replace("rosa+", "lucia+");
    // The account through the API (sign-up is accounts.spec.ts' journey); the sign-in by the dialog.
    await confirmedAccount(page, testInfo, { firstName: "Lucía", email });
    await openLoginDialog(page);
    await signIn(page, email);
    await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
    const later = await heldBooking(page, email, testInfo.project.name === "mobile" ? 40 : 41);
    const sooner = await heldBooking(page, email, testInfo.project.name === "mobile" ? 20 : 21);

    await page.goto("/perfil/mis-reservas");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Mis reservas | Kuntur Viajes");
    const cards = page.getByRole("list", { name: "Tus reservas" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    // Upcoming first: the sooner trip leads.
    await expect(cards.first()).toContainText(`Reserva ${sooner.code} · Reservada, pendiente de pago`);
    await expect(cards.nth(1)).toContainText(`Reserva ${later.code}`);
    // Each entry as its product describes it, with the order core's total in both currencies.
    await expect(cards.first().getByRole("heading", { level: 3, name: /^Vuelo LIM - / })).toBeVisible();
    await expect(cards.first()).toContainText(/Total US\$\s[\d,]+\.\d{2}/);
    await expect(cards.first()).toContainText(
      /Referencial: S\/\s[\d,]+\.\d{2} al tipo de cambio del \d{2}\/\d{2}\/\d{4}/,
    );
    await expectNoAxeViolations(page);

    // 'Ver detalle' opens the flight's own order page, where an unpaid booking is cancelled.
    await page.getByRole("link", { name: `Ver detalle de la reserva ${later.code}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vuelos/reserva/${later.bookingId}$`));
    await expect(page.getByRole("heading", { name: `Reserva ${later.code}` })).toBeVisible();
    await page.getByRole("link", { name: `Cancelar reserva ${later.code}` }).click();
    await page.getByRole("button", { name: `Sí, cancelar reserva ${later.code}` }).click();
    await expect(page.getByRole("status")).toHaveText("Cancelaste la reserva. Sus asientos quedaron libres.");
    await page.goto("/perfil/mis-reservas");
    await expect(cards.nth(1)).toContainText(`Reserva ${later.code} · Anulada`);
    await expect(cards.first()).toContainText(`Reserva ${sooner.code}`);
    await expectNoAxeViolations(page);
  });
});
