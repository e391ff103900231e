import type { Page } from "@playwright/test";
import { pdfText } from "#tests/support/pdf-text.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { withChoiceCookie } from "./hotel-helpers.ts";
import { tabTo } from "./insurance-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";

// Issue 41: a tour package bought on the order core, from its page to the voucher: departure and rooms, every
// traveller, review with the lines and the package's cancellation tiers, the sandbox card, the confirmation.

const uniqueEmail = (tag: string) =>
  `paquete.${tag}.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@ejemplo.pe`;

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

type Person = { first: string; last: string; dni: string; gender: "F" | "M"; birth: string };

async function fillTravellers(page: Page, people: Person[], email: string) {
  for (const [index, person] of people.entries()) {
    const group = page.getByRole("group", { name: new RegExp(`^Viajero ${String(index + 1)} `) });
    await group.getByLabel("Nombres").fill(person.first);
    await group.getByLabel("Apellidos").fill(person.last);
    await group.getByLabel("Tipo de documento").selectOption("DNI");
    await group.getByLabel("Número de documento").fill(person.dni);
    await group.getByLabel("Sexo").selectOption(person.gender);
    await group.getByLabel(/Fecha de nacimiento/).fill(person.birth);
  }
  const contact = page.getByRole("region", { name: "Contacto" });
  await contact.getByLabel("Nombres").fill(people[0]!.first);
  await contact.getByLabel("Apellidos").fill(people[0]!.last);
  await contact.getByLabel("Correo electrónico").fill(email);
  await contact.getByLabel("Celular").fill("987654321");
  await page.getByRole("checkbox", { name: /Acepto las condiciones de cancelación del paquete/ }).check();
}

/** The reserve page's price lines and total, checking that the lines add up to it. */
async function readPrice(page: Page): Promise<string> {
  const price = page.getByRole("table", { name: "Detalle del precio del paquete" });
  const amounts = await price.locator("tbody td").allTextContents();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(total).toMatch(/^US\$\s[\d,.]+$/);
  expect(amounts.reduce((sum, amount) => sum + cents(amount), 0)).toBe(cents(total));
  await expect(
    price.getByText(/^Referencial: S\/\s[\d,.]+ al tipo de cambio del \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
  return total;
}

const year = new Date().getFullYear();
const ADULTS: Person[] = [
  { first: "Lucía", last: "Mamani Torres", dni: "45678912", gender: "F", birth: "10/03/1985" },
  { first: "Jorge", last: "Mamani Ríos", dni: "45678913", gender: "M", birth: "22/11/1983" },
];
const CHILD: Person = {
  first: "Inés",
  last: "Mamani Torres",
  dni: "78945612",
  gender: "F",
  birth: `15/06/${String(year - 8)}`,
};

test.describe("buying a tour package", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => withChoiceCookie(page));

  test("package -> departure and rooms -> travellers -> review -> sandbox card -> confirmation, voucher, calendar, e-mail", async ({
    page,
  }) => {
    const email = uniqueEmail("tarjeta");
    await page.goto("/paquetes/cusco-machu-picchu");
    await waitForHydration(page);
    await expect(
      page.getByText(/cuotas sin intereses .* disponibles en nuestras tiendas y con un asesor/),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Reservar el paquete" });
    const departure = form.getByRole("radio").nth(1);
    const date = (await departure.getAttribute("value")) ?? "";
    await departure.check();
    const room = form.getByRole("group", { name: "Habitación 1" });
    await room.getByLabel("Adultos").selectOption("2");
    await room.getByLabel(/Edad del niño 1/).selectOption("7");
    await form.getByRole("button", { name: "Reservar y pagar en línea" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu paquete Cusco y Machu Picchu");
    await expect(page.getByText("2 adultos en habitación doble", { exact: false })).toBeVisible();
    await expect(page.getByText(/^1 niño \(hasta 11 años\)/)).toBeVisible();
    await expect(page.getByText(/^IGV \(18%\)$/)).toBeVisible();
    const rules = page.getByRole("region", { name: "Condiciones de cancelación" });
    await expect(rules.getByText(/se retiene el \d+ % del paquete\.$/).first()).toBeVisible();
    await expect(rules.getByText(/la agencia retiene además su comisión/)).toBeVisible();
    const total = await readPrice(page);
    await expectNoAxeViolations(page);

    // An empty submit stays on the page with the fields' messages.
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(page.getByText("Ingresa los nombres (mín. 2 letras)").first()).toBeVisible();
    await fillTravellers(page, [...ADULTS, CHILD], email);
    await page.getByRole("button", { name: "Continuar al pago" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await expect(page).toHaveURL(/\/paquetes\/reserva\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Separada hasta las/)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(total);
    await expect(page.getByTestId("pay-total")).toHaveText(`Pagar ${total}`);
    await expect(page.getByText(/Inés Mamani Torres · DNI 78945612/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Pay by keyboard: Tab to the button, Enter.
    await page.getByRole("radio", { name: "Tarjeta de crédito o débito" }).focus();
    await tabTo(page, page.getByRole("button", { name: `Pagar ${total}` }));
    await page.keyboard.press("Enter");
    await payWithSandboxCard(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu paquete está confirmado!", {
      timeout: 30_000,
    });
    const code = (await page.getByTestId("order-code").textContent()) ?? "";
    await expect(page.getByText(/^KVP-[0-9A-F]{8}$/)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(total);
    await expect(page.getByText(/^Asistencia 24 horas durante el viaje/)).toBeVisible();

    const voucher = await page.request.get(
      (await page.getByRole("link", { name: "Descargar voucher (PDF)" }).getAttribute("href")) ?? "",
    );
    expect(voucher.status()).toBe(200);
    expect(voucher.headers()["content-type"]).toBe("application/pdf");
    expect((await voucher.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const voucherText = pdfText(await voucher.body()).replace(/\s+/g, " ");
    expect(voucherText).toContain(total.replace(/\s/, " "));
    expect(voucherText).toContain("Machu Picchu");
    expect(voucherText).toContain("Asistencia 24 horas");
    expect(voucherText).toContain("20609876540");
    const calendar = await page.request.get(
      (await page.getByRole("link", { name: "Agregar al calendario (.ics)" }).getAttribute("href")) ?? "",
    );
    expect(await calendar.text()).toContain(`DTSTART:${date.replaceAll("-", "")}T130000Z`);

    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const mail = unfolded(deliveredTo(email)[0]!);
    expect(mail).toContain(`voucher-paquete-${code}.pdf`);
    expect(mail).toContain(`paquete-${code}.ics`);
    expect(mail).toContain(total.replace(/\s/, " ").slice(5));
  });

  test("a cash code holds the places: the code's amount is the review's total", async ({ page }) => {
    await page.goto("/paquetes/iquitos-selva");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Reservar el paquete" });
    // A departure weeks ahead: a cash code must be paid two days before departure.
    await form.getByRole("radio").nth(4).check();
    await form.getByRole("group", { name: "Habitación 1" }).getByLabel("Adultos").selectOption("2");
    await form.getByRole("button", { name: "Reservar y pagar en línea" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu paquete Iquitos");
    const total = await readPrice(page);
    await fillTravellers(page, ADULTS, uniqueEmail("codigo"));
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await page.getByRole("radio", { name: "Banca por internet, agentes y bodegas" }).check({ force: true });
    await page.getByRole("button", { name: `Pagar ${total}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu reserva está separada");
    await expect(page.getByTestId("cash-code")).toHaveText(/^[0-9A-Z-]{6,}$/);
    await expect(page.getByRole("region", { name: "Paga con tu código" })).toContainText(total);
  });

  test("by keyboard alone: departure, room, travellers, pay and the sandbox card", async ({ page }) => {
    const typeInto = async (target: import("@playwright/test").Locator, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };
    await page.goto("/paquetes/mancora-playa-y-sol");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Reservar el paquete" });
    await tabTo(page, form.getByRole("radio").first());
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("radio").nth(1)).toBeChecked();
    await tabTo(page, form.getByRole("button", { name: "Reservar y pagar en línea" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu paquete Máncora, playa y sol");
    const total = await readPrice(page);

    for (const [index, person] of ADULTS.entries()) {
      const group = page.getByRole("group", { name: new RegExp(`^Viajero ${String(index + 1)} `) });
      await typeInto(group.getByLabel("Nombres"), person.first);
      await typeInto(group.getByLabel("Apellidos"), person.last);
      await typeInto(group.getByLabel("Número de documento"), person.dni);
      await tabTo(page, group.getByLabel("Sexo"));
      await page.keyboard.press(person.gender === "F" ? "ArrowDown" : "End");
      await typeInto(group.getByLabel(/Fecha de nacimiento/), person.birth);
    }
    const contact = page.getByRole("region", { name: "Contacto" });
    await typeInto(contact.getByLabel("Nombres"), "Lucía");
    await typeInto(contact.getByLabel("Apellidos"), "Mamani Torres");
    await typeInto(contact.getByLabel("Correo electrónico"), uniqueEmail("teclado"));
    await typeInto(contact.getByLabel("Celular"), "987654321");
    await tabTo(page, page.getByRole("checkbox", { name: /Acepto las condiciones de cancelación/ }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Continuar al pago" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await tabTo(page, page.getByRole("button", { name: `Pagar ${total}` }), 120);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Paga con tarjeta de crédito o débito" })).toBeVisible();
    await typeInto(page.getByLabel("Número de tarjeta"), "4111111111111111");
    await typeInto(page.getByLabel("Vencimiento (MM/AA)"), "0839");
    await typeInto(page.getByLabel("CVV"), "123");
    await typeInto(page.getByLabel("Nombre del titular"), "Lucía Mamani");
    await typeInto(page.getByLabel(/Documento de identidad del titular/), "45678912");
    await tabTo(page, page.getByRole("button", { name: /^Pagar/ }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu paquete está confirmado!", {
      timeout: 30_000,
    });
    await expect(page.getByTestId("order-total")).toHaveText(total);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a single traveller books a simple room with plain forms, pays in the sandbox and cancels", async ({
      page,
    }) => {
      await page.goto("/paquetes/mancora-playa-y-sol");
      const form = page.getByRole("form", { name: "Reservar el paquete" });
      // The last departure listed is weeks ahead: inside the operator's free tier (21 days or more before).
      const departure = form.getByRole("radio").last();
      const date = (await departure.getAttribute("value")) ?? "";
      expect(Date.parse(`${date}T00:00:00Z`) - Date.now()).toBeGreaterThan(22 * 86_400_000);
      await departure.check();
      await form.getByRole("group", { name: "Habitación 1" }).getByLabel("Adultos").selectOption("1");
      await form.getByRole("button", { name: "Reservar y pagar en línea" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva tu paquete Máncora, playa y sol");
      await expect(page.getByText(/^1 adulto en habitación simple/)).toBeVisible();
      const total = await readPrice(page);
      await fillTravellers(page, [ADULTS[0]!], uniqueEmail("sinjs"));
      await page.getByRole("button", { name: "Continuar al pago" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
      await page.getByRole("button", { name: `Pagar ${total}` }).click();
      await payWithSandboxCard(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu paquete está confirmado!", {
        timeout: 30_000,
      });
      await expect(page.getByTestId("order-total")).toHaveText(total);

      // The order core's one cancellation: the operator keeps nothing yet, the agency its 10 % of what was paid.
      const paid = cents(total);
      const refund = (paid - Math.round(paid / 10)) / 100;
      const refundText = refund.toLocaleString("en-US", { minimumFractionDigits: 2 });
      await page.getByRole("link", { name: "Cancelar la reserva" }).click();
      await expect(page.getByRole("status")).toContainText(`Te devolvemos US$ ${refundText}`);
      await page.getByRole("button", { name: "Sí, cancelar la reserva" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva cancelada");
      await expect(page.getByTestId("refund-due")).toContainText(`Te devolvemos US$ ${refundText}`);
      await expect(page.getByTestId("order-total")).toHaveCount(0);
    });
  });
});
