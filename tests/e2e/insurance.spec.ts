import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { chooseInCalendar, limaDate, pickDate } from "./home-helpers.ts";
import {
  birthDateFor,
  choosePlan,
  EUROPE_TRIP,
  fillPurchase,
  resultsPath,
  tabTo,
  uniqueEmail,
} from "./insurance-helpers.ts";
import { READY_DEADLINE_MS, startServer, stopServer } from "./own-server.ts";
import { APPROVED_CARD, payWithSandboxCard } from "./sandbox-card.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { CONFIRMATION_STATUS_TEXT } from "#app/features/insurance/policy-view.ts";

/** Which of /conformidad's status texts the page shows (it must show exactly one). */
async function statusesShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const text of Object.values(CONFIRMATION_STATUS_TEXT)) {
    if ((await page.getByText(text, { exact: true }).count()) > 0) shown.push(text);
  }
  return shown;
}

test.describe("travel insurance", () => {
  test(
    "home tab -> plans -> coverage dialog -> card purchase through the gateway -> /conformidad",
    { tag: "@slow" },
    async ({ page }) => {
      // Search, plans, coverage, purchase, the gateway and /conformidad, with axe on four pages: 118 s of the
      // default 120 with two busy loops beside the suite.
      test.setTimeout(300_000);
      await page.goto("/seguro-viaje");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Buscar seguros de viaje" });
      await form.getByLabel("Destino").selectOption({ label: "Europa" });
      await pickDate(page, "Salida", EUROPE_TRIP.start, form);
      await form.getByRole("button", { name: /^Regreso/ }).click();
      await chooseInCalendar(page, EUROPE_TRIP.end);
      await form.getByRole("button", { name: "Agregar viajero" }).click();
      await form.getByLabel("Edad del viajero 1").fill("35");
      await form.getByLabel("Edad del viajero 2").fill("70");
      await form.getByRole("button", { name: "Buscar seguros" }).click();

      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Selecciona el plan que mejor se adapte a tu viaje | 10 días por Europa",
        }),
      ).toBeVisible();
      const cards = page.getByRole("article");
      await expect(cards.first().getByText("El mejor plan")).toBeVisible();
      expect(await cards.count()).toBeLessThanOrEqual(5);
      await expect(
        cards
          .first()
          .getByText(/US\$\s/)
          .first(),
      ).toBeVisible();
      await expect(cards.first().getByText(/S\/\s/).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Ver coberturas de Cóndor Mundo", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Coberturas de Cóndor Mundo" });
      await expect(dialog.getByRole("cell", { name: "Asistencia médica por accidente o enfermedad" })).toBeVisible();
      await expect(dialog.getByRole("cell", { name: "EUR 60,000" })).toBeVisible();
      await expect(dialog.getByRole("row")).toHaveCount(8);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await choosePlan(page);
      const email = uniqueEmail("tarjeta");
      await fillPurchase(page, { email, payment: "Tarjeta" });
      await page.getByRole("button", { name: "Comprar seguro" }).click();

      await payWithSandboxCard(page, APPROVED_CARD, "Ana Quispe");

      await expect(page).toHaveURL(/\/conformidad\?poliza=KVS-/);
      await expect(page.getByRole("heading", { level: 1, name: "¡Felicitaciones, Ana María!" })).toBeVisible();
      // Back from the gateway, the page asked the provider: the approved card activated the policy (one state only).
      await expect.poll(() => statusesShown(page)).toEqual([CONFIRMATION_STATUS_TEXT.paid]);
      await expect(page.getByText("Luis Quispe Huamán")).toBeVisible();
      await expect(page.getByRole("timer")).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Works after a refresh (the purchase's own cookie), and not in another browser.
      const url = page.url();
      await page.goto(url);
      await expect(page.getByText("Pago confirmado: tu seguro está vigente.")).toBeVisible();
      const stranger = await page.context().browser()!.newContext();
      const other = await stranger.newPage();
      const response = await other.goto(url);
      expect(response?.status()).toBe(404);
      await stranger.close();
      await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(unfolded(deliveredTo(email)[0]!)).toContain("certificado-KVS-");
    },
  );

  test("cash code -> /conformidad with the bank steps and a running countdown", async ({ page }) => {
    await page.goto(resultsPath());
    await waitForHydration(page);
    await choosePlan(page);
    const email = uniqueEmail("efectivo");
    await fillPurchase(page, { email, payment: "Código de pago" });
    await page.getByRole("button", { name: "Comprar seguro" }).click();

    await expect(page.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Cómo pagar tu reserva" })).toBeVisible();
    // The order's code stands beside the policy number, in the page and in the e-mail.
    const orderCode = (await page.getByText(/^Pedido [ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/).textContent())?.slice(7) ?? "";
    expect(orderCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    await expect(page.getByTestId("deadline-cash")).toContainText(
      /^Paga hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} \(hora de Lima\)\. Tiempo restante: \d{2}:\d{2}:\d{2}/,
    );
    const timer = page.getByRole("timer", { name: "Tiempo restante para pagar" });
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? "");
    await expect(timer).toHaveAttribute("data-status", "running");
    // Without JavaScript the page cannot follow the payment by itself: "Actualizar" reloads it.
    const refresh = page.getByRole("link", { name: "Actualizar" });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(await refresh.getAttribute("href"));
    await expect(page.getByRole("heading", { level: 3, name: "Paga en tu banco o agente" })).toBeVisible();
    expect(await page.getByRole("heading", { level: 4 }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    // The mail carries the code and the certificate, and its link opens the page in another browser.
    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const mail = unfolded(deliveredTo(email)[0]!).replace(/=3D/g, "=");
    expect(mail).toContain("certificado-KVS-");
    expect(mail).toContain(`Pedido ${orderCode}`);
    // The order core's signed link (decision 050); the token leaves the address bar for the policy's own address.
    const link = /https?:\/\/[^\s"<>]+\/mis-reservas\/abrir\?enlace=[\w.-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const policyUrl = new URL(page.url());
    const fresh = await page.context().browser()!.newContext();
    const other = await fresh.newPage();
    await other.goto(link!);
    await expect(other.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
    expect(new URL(other.url()).pathname + new URL(other.url()).search).toBe(policyUrl.pathname + policyUrl.search);
    await fresh.close();
  });

  test("a cash code paid at the bank: /conformidad shows one state, the certificate says paid, an e-mail follows", async ({
    page,
  }) => {
    await page.goto(resultsPath());
    await waitForHydration(page);
    await choosePlan(page);
    const email = uniqueEmail("pagado");
    await fillPurchase(page, { email, payment: "Código de pago" });
    await page.getByRole("button", { name: "Comprar seguro" }).click();
    await expect.poll(() => statusesShown(page)).toEqual([CONFIRMATION_STATUS_TEXT.awaiting_cash]);
    const certificate = async () => {
      const href = await page.getByRole("link", { name: "Descargar certificado (PDF)" }).getAttribute("href");
      const response = await page.request.get(href ?? "");
      expect(response.headers()["content-type"]).toBe("application/pdf");
      return pdfText(await response.body());
    };
    expect(await certificate()).toContain("Estado: pendiente de pago");
    const code = (await page.getByTestId("cash-code").textContent())?.trim() ?? "";
    const confirmation = page.url();

    // The code is copied with the keyboard, and the copy is announced.
    await waitForHydration(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const copy = page.getByRole("button", { name: "Copiar código" });
    await copy.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Código copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Paid at the "bank" in another tab: the page left open shows the paid state by itself, without a reload.
    const bank = await page.context().newPage();
    await bank.goto("/pasarela-demo/pagar-codigo");
    await bank.getByLabel("Código de pago").fill(code);
    await bank.getByRole("button", { name: "Pagar código" }).click();
    await bank.close();
    await expect(page.getByText("Pago confirmado: tu seguro está vigente.")).toBeVisible({ timeout: 30_000 });
    expect(page.url()).toBe(confirmation);
    expect(await statusesShown(page)).toEqual([CONFIRMATION_STATUS_TEXT.paid]);
    await expect(page.getByText(/pendiente de pago/)).toHaveCount(0);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Cómo pagar tu reserva" })).toHaveCount(0);
    await expect(page.getByText("Monto pagado")).toBeVisible();
    const paid = await certificate();
    expect(paid).toContain("Estado: vigente (pago confirmado)");
    expect(paid).not.toContain("pendiente de pago");

    // The purchase e-mail, then the payment's e-mail with the paid certificate.
    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBe(2);
    const paidMail = deliveredTo(email)
      .map(unfolded)
      .find((mail) => mail.includes("Confirmamos el pago"));
    expect(paidMail).toContain("certificado-KVS-");
  });

  test("the purchase form says what is missing and refuses a birth date outside the quoted age", async ({ page }) => {
    await page.goto(resultsPath());
    await waitForHydration(page);
    await choosePlan(page);
    await page.getByRole("button", { name: "Comprar seguro" }).click();
    await expect(page.getByRole("alert")).toHaveText("Revisa los campos marcados.");
    await expect(page.getByText("Ingresa los nombres (mín. 3 letras)").first()).toBeVisible();
    await expect(page.getByText("Debes aceptar el tratamiento de tus datos personales para continuar")).toBeVisible();
    await expect(page.getByText("Elige cómo quieres pagar")).toBeVisible();
    await expect(page.getByRole("group", { name: /^Viajero 1 / }).getByLabel("Nombres")).toBeFocused();

    await fillPurchase(page, { email: uniqueEmail("validacion"), payment: "Tarjeta" });
    const second = page.getByRole("group", { name: /^Viajero 2 / });
    await second.getByLabel("Fecha de nacimiento").fill(`${String(Number(limaDate(0).slice(0, 4)) - 30)}-01-15`);
    await second.getByLabel("Número de documento").fill("123");
    await page
      .getByRole("group", { name: "Datos de contacto" })
      .getByLabel("Confirma tu correo electrónico")
      .fill("otro@example.com");
    await page.getByRole("button", { name: "Comprar seguro" }).click();
    await expect(second.getByText("La fecha de nacimiento no corresponde a la edad cotizada")).toBeVisible();
    await expect(second.getByText("El DNI debe tener 8 dígitos")).toBeVisible();
    await expect(page.getByText("Los correos electrónicos no coinciden")).toBeVisible();
  });

  test("/seguros quotes by birth date with 'Cotizar ahora'", async ({ page }) => {
    await page.goto("/seguros");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Cotiza tu seguro de viaje" })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.getByRole("form", { name: "Buscar seguros de viaje" });
    await form.getByLabel("Destino").selectOption({ label: "Perú (viaje nacional)" });
    await pickDate(page, "Salida", EUROPE_TRIP.start, form);
    await form.getByRole("button", { name: /^Regreso/ }).click();
    await chooseInCalendar(page, EUROPE_TRIP.end);
    await form.getByText("Prefiero ingresar las fechas de nacimiento").click();
    await form.getByLabel("Nacimiento del viajero 1").fill(birthDateFor(35));
    await form.getByRole("button", { name: "Cotizar ahora" }).click();
    await expect(page).toHaveURL(/\/resultados\/seguros\?destino=PE&.*edades=3[56]$/);
    await expect(page.getByRole("heading", { level: 1, name: /10 días por Perú$/ })).toBeVisible();
    await expect(page.getByText("Total (incluye IGV)").first()).toBeVisible();
    await choosePlan(page, "Cóndor Perú");
    await expectNoAxeViolations(page);
  });

  test("an impossible trip is not sold, and says why", async ({ page }) => {
    await page.goto(resultsPath({ ...EUROPE_TRIP, ages: [40, 88] }));
    await expect(page.getByText("No podemos asegurar a viajeros mayores de 85 años.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });
});

test.describe("travel insurance with the keyboard only", () => {
  test("buys a policy with a cash code using Tab, typing, arrows, Space and Enter", async ({ page }) => {
    await page.goto(resultsPath());
    await waitForHydration(page);
    const buy = page.getByRole("link", { name: "Comprar Cóndor Mundo", exact: true });
    await tabTo(page, buy, 200);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Completa los datos de tu seguro" })).toBeVisible();
    const email = uniqueEmail("teclado");
    const type = async (locator: Locator, text: string) => {
      await tabTo(page, locator);
      await page.keyboard.type(text);
    };
    for (const [index, age, sexKey] of [
      [0, 35, "Space"],
      [1, 70, "ArrowRight"],
    ] as const) {
      const group = page.getByRole("group", { name: new RegExp(`^Viajero ${String(index + 1)} `) });
      await type(group.getByLabel("Nombres"), index === 0 ? "Rosa" : "Jorge");
      await type(group.getByLabel("Apellidos"), "Mamani");
      // Chromium's date field in es-PE takes day, month and year as typed digits.
      await type(group.getByLabel("Fecha de nacimiento"), `1501${birthDateFor(age).slice(0, 4)}`);
      await type(group.getByLabel("Número de documento"), index === 0 ? "41234567" : "42345678");
      await tabTo(page, group.getByRole("radio", { name: "Femenino" }));
      await page.keyboard.press(sexKey);
    }
    const contact = page.getByRole("group", { name: "Datos de contacto" });
    await type(contact.getByLabel("Nombres"), "Rosa");
    await type(contact.getByLabel("Apellidos"), "Mamani");
    await type(contact.getByLabel("Correo electrónico", { exact: true }), email);
    await type(contact.getByLabel("Confirma tu correo electrónico"), email);
    await type(contact.getByLabel("Teléfono", { exact: true }), "987654321");
    await tabTo(page, page.getByRole("radio", { name: /^Tarjeta/ }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Código de pago/ })).toBeChecked();
    await tabTo(page, page.getByRole("checkbox", { name: /tratamiento de mis datos personales/ }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Comprar seguro" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
    await expect(page.getByText("Jorge Mamani")).toBeVisible();
  });
});

test.describe("travel insurance cash code expiry", () => {
  test.describe.configure({ timeout: READY_DEADLINE_MS + 250_000 });
  test(
    "at the deadline the countdown is done and the page says the code has expired",
    { tag: "@slow" },
    async ({ browser }) => {
      test.skip(test.info().project.name !== "desktop", "one server of its own is enough");
      const dataDir = mkdtempSync(join(tmpdir(), "kv-insurance-"));
      const port = 3760 + (process.pid % 30);
      // 0.0175 hours = 63 seconds: the shortest code the payments service issues is one minute.
      const server = await startServer(dataDir, port, { PAYMENT_CODE_HOURS: "0.0175" });
      try {
        const context = await browser.newContext({
          baseURL: `http://127.0.0.1:${String(port)}`,
          locale: "es-PE",
          timezoneId: "America/Lima",
        });
        const page = await context.newPage();
        await page.goto(resultsPath());
        await choosePlan(page);
        await fillPurchase(page, { email: uniqueEmail("vence"), payment: "Código de pago" });
        await page.getByRole("button", { name: "Comprar seguro" }).click();
        await expect(page.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
        const timer = page.getByRole("timer", { name: "Tiempo restante para pagar" });
        await expect(timer).toHaveAttribute("data-status", "running");
        await expect(timer).toHaveText(/^00:0[01]:\d{2}$/);
        // At the deadline the page changes state: the code, its countdown and the bank steps give way.
        await expect.poll(() => statusesShown(page), { timeout: 120_000 }).toEqual([CONFIRMATION_STATUS_TEXT.expired]);
        await expect(timer).toHaveCount(0);
        // After a refresh too: the stored deadline has passed.
        await page.reload();
        expect(await statusesShown(page)).toEqual([CONFIRMATION_STATUS_TEXT.expired]);
        await expect(page.getByRole("heading", { name: "Cómo pagar tu reserva" })).toHaveCount(0);
        await context.close();
      } finally {
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
