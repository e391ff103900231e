import type { Browser, Page } from "@playwright/test";
import { paidFlightOrder } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { paidHotelOrder, uniqueEmail as uniqueHotelEmail } from "./hotel-helpers.ts";
import { paidInsuranceOrder, uniqueEmail as uniqueInsuranceEmail } from "./insurance-helpers.ts";
import {
  cancelOnDesk,
  cancellationEmail,
  downloadedPdf,
  emailedOrderLink,
  expectBothCurrencies,
  expectSameFigures,
  figuresOn,
  freshPage,
  lookUpOrder,
  openOnDesk,
} from "./order-journeys-helpers.ts";
import { signedInStaff } from "./staff-helpers.ts";

// Issue 40, done when: for a flight, a hotel stay and insurance alone, the customer buys, opens the order from the
// e-mail's signed link in a second browser and from Mis reservas (code + e-mail) in a third, downloads its document,
// and the order is cancelled (the flight by the customer, the other two by the desk); the desk lists each order, and
// the cancellation e-mail carries the figures the pages showed. Each journey is a few minutes on a busy machine.

const JOURNEY = { tag: "@slow" } as const;

/** An adviser signed in to /gestion in a browser of their own. */
async function deskPage(browser: Browser, baseURL: string | undefined, request: Parameters<typeof signedInStaff>[1]) {
  const [, page] = await freshPage(browser, baseURL);
  await signedInStaff(page, request);
  return page;
}

/** Opens the signed link of the customer's e-mail in a browser without cookies: it must show `shows`. */
async function openEmailedLink(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  shows: (page: Page) => Promise<void>,
) {
  const link = await emailedOrderLink(email);
  const [context, page] = await freshPage(browser, baseURL);
  await page.goto(link);
  // The token leaves the address bar for the order's own address.
  await expect(page).not.toHaveURL(/enlace=/);
  await shows(page);
  await context.close();
}

test.describe("an order's whole journey", () => {
  test.describe.configure({ timeout: 420_000 });

  test(
    "a flight: bought, opened from the e-mail and Mis reservas, voucher, cancelled by the customer",
    JOURNEY,
    async ({ page, browser, baseURL, request }) => {
      const email = `viaje.${String(Date.now())}${String(Math.floor(Math.random() * 1000))}@ejemplo.pe`;
      const code = await paidFlightOrder(page, email);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const booking = (target: Page) => target.getByRole("heading", { name: `Reserva ${code}` });

      await openEmailedLink(browser, baseURL, email, async (other) => {
        await expect(booking(other)).toBeVisible();
        await expect(other.getByText("Emitida")).toBeVisible();
      });

      const [, customer] = await freshPage(browser, baseURL);
      await lookUpOrder(customer, code.toLowerCase(), email.toUpperCase());
      await expect(booking(customer)).toBeVisible();
      await downloadedPdf(customer.getByRole("link", { name: `Descargar voucher de la reserva ${code}` }), code);

      // The customer cancels: the page shows the figures before and after, and the e-mail repeats them.
      await customer.getByRole("link", { name: `Anular la reserva ${code}` }).click();
      const offered = await figuresOn(customer.locator("main"));
      expectBothCurrencies(offered);
      await customer.getByRole("button", { name: "Anular la reserva" }).click();
      await expect(customer.getByRole("status")).toContainText(`Anulamos tu reserva ${code}`);
      expectSameFigures(await figuresOn(customer.locator("main")), offered, "the cancel page after cancelling");
      await customer.getByRole("link", { name: "Ver mis reservas" }).click();
      await expect(customer.getByRole("heading", { name: "Anulación y reembolso" })).toBeVisible();
      const onOrderPage = await figuresOn(customer.locator("main"));
      expectSameFigures(onOrderPage, offered, "Mis reservas after cancelling");
      const mail = await cancellationEmail(email, code);
      expectSameFigures(mail.rows, onOrderPage, "the cancellation e-mail");

      // The desk lists the order, cancelled, with the refund the customer was promised still to pay.
      const desk = await deskPage(browser, baseURL, request);
      await openOnDesk(desk, code, "Vuelo");
      await expect(desk.getByTestId("order-state")).toContainText("Anulada");
      const refund = (onOrderPage.at(-1)?.value ?? "").split(" (")[0] ?? "";
      await expect(desk.getByTestId("refunds")).toContainText(`${refund} por anulación · pendiente de pago`);
    },
  );

  test(
    "a hotel stay: bought, opened from the e-mail and Mis reservas, voucher, cancelled by the desk",
    JOURNEY,
    async ({ page, browser, baseURL, request }) => {
      const email = uniqueHotelEmail("viaje");
      const code = await paidHotelOrder(page, email);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const confirmed = async (target: Page) => {
        await expect(target.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!");
        await expect(target.getByTestId("order-code")).toHaveText(code);
      };

      await openEmailedLink(browser, baseURL, email, confirmed);

      const [, customer] = await freshPage(browser, baseURL);
      await lookUpOrder(customer, code, email);
      await confirmed(customer);
      await downloadedPdf(customer.getByRole("link", { name: "Descargar voucher (PDF)" }), code);

      // The desk finds and cancels it; the e-mail and the customer's page carry the figures the desk showed.
      const desk = await deskPage(browser, baseURL, request);
      await openOnDesk(desk, code, "Hotel");
      // The room's lead guest is the order's traveller (no birth date: the hotel checkout does not ask it).
      await expect(desk.getByRole("region", { name: "Viajeros" }).getByRole("listitem")).toHaveText([
        "Lucía Mamani Torres · DNI 45678912",
      ]);
      const shown = await cancelOnDesk(desk);
      expectBothCurrencies(shown);
      const mail = await cancellationEmail(email, code);
      expectSameFigures(mail.rows, shown, "the cancellation e-mail");
      await customer.reload();
      const refund = customer.getByRole("region", { name: "Devolución" });
      await expect(refund).toBeVisible();
      const onOrderPage = await figuresOn(refund);
      expectSameFigures(onOrderPage, shown, "the customer's order page");
      expect(onOrderPage).toEqual(mail.rows);
    },
  );

  test(
    "insurance alone: bought, opened from the e-mail and Mis reservas, certificate, cancelled by the desk",
    JOURNEY,
    async ({ page, browser, baseURL, request }) => {
      const email = uniqueInsuranceEmail("viaje");
      const code = await paidInsuranceOrder(page, email);
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const policy = async (target: Page) => {
        await expect(target.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();
        await expect(target.getByText("Pago confirmado: tu seguro está vigente.")).toBeVisible();
      };

      await openEmailedLink(browser, baseURL, email, policy);

      const [, customer] = await freshPage(browser, baseURL);
      await lookUpOrder(customer, code, email);
      await policy(customer);
      const certificate = await downloadedPdf(
        customer.getByRole("link", { name: "Descargar certificado (PDF)" }),
        code,
      );
      expect(certificate.fileName).toMatch(/^certificado-KVS-[A-Z0-9]{8}\.pdf$/);

      // Sold alone it is cancelled by the desk only; the e-mail carries the figures the desk showed.
      const desk = await deskPage(browser, baseURL, request);
      await openOnDesk(desk, code, "Seguro");
      const shown = await cancelOnDesk(desk);
      expectBothCurrencies(shown);
      const mail = await cancellationEmail(email, code);
      expectSameFigures(mail.rows, shown, "the cancellation e-mail");
      await customer.reload();
      await expect(customer.getByRole("status").filter({ hasText: "Este seguro fue anulado" })).toBeVisible();
      // The policy's page states the cancellation's figures, as a hotel's does: the same rows as the e-mail.
      const refund = customer.getByRole("region", { name: "Devolución" });
      await expect(refund).toBeVisible();
      expect(await figuresOn(refund)).toEqual(mail.rows);
    },
  );
});
