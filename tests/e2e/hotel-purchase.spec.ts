import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { fillGuestsAndContact, reachCheckout, uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";
import { limaDate } from "./home-helpers.ts";
import { tabTo } from "./insurance-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";

// Issue 33: a hotel stay bought natively on the order core, from the results to the voucher.

test.describe("buying a hotel stay", () => {
  test.describe.configure({ timeout: 240_000 });

  test.describe("with JavaScript", () => {
    test.beforeEach(async ({ page }) => withChoiceCookie(page));

    test("results -> hotel -> Reservar -> guests -> pay in the sandbox -> confirmation -> voucher and calendar", async ({
      page,
    }) => {
      const email = uniqueEmail("tarjeta");
      await reachCheckout(page, 25, 28, true);
      await waitForHydration(page);
      const summary = page.getByRole("region", { name: "Resumen del precio" });
      await expect(summary.getByText(/^IGV \(18%\)$/)).toBeVisible();
      await expect(
        summary.getByText(/^Referencial: S\/\s[\d,.]+ al tipo de cambio del \d{2}\/\d{2}\/\d{4}$/),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Reservar por WhatsApp" })).toHaveAttribute("href", /wa\.me/);

      // An empty submit stays on the page with the fields' messages.
      await page.getByRole("button", { name: "Continuar al pago" }).click();
      await expect(page.getByText("Ingresa los nombres (mín. 2 letras)").first()).toBeVisible();

      await fillGuestsAndContact(page, email, false);
      // The rest by keyboard: Tab to the button, Enter.
      await page.getByRole("checkbox", { name: /Acepto las condiciones de la reserva/ }).focus();
      await tabTo(page, page.getByRole("button", { name: "Continuar al pago" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
      await expect(page).toHaveURL(/\/hoteles\/reserva\/[0-9a-f-]{36}$/);
      await expect(page.getByText(/^Separada hasta las/)).toBeVisible();
      const total = (await page.getByTestId("order-total").textContent()) ?? "";
      expect(total).toMatch(/^US\$\s[\d,.]+$/);
      await expect(page.getByTestId("pay-total")).toHaveText(`Pagar ${total}`);
      await expectNoAxeViolations(page);

      await page.getByRole("radio", { name: "Tarjeta de crédito o débito" }).focus();
      await tabTo(page, page.getByTestId("pay-total"));
      await page.keyboard.press("Enter");
      await payWithSandboxCard(page);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!", {
        timeout: 30_000,
      });
      const code = (await page.getByTestId("order-code").textContent()) ?? "";
      await expect(page.getByText(/^KVH-[0-9A-F]{8}$/)).toBeVisible();
      await expect(page.getByTestId("order-total")).toHaveText(total);
      await expectNoAxeViolations(page);

      const voucher = await page.request.get(
        (await page.getByRole("link", { name: "Descargar voucher (PDF)" }).getAttribute("href")) ?? "",
      );
      expect(voucher.status()).toBe(200);
      expect(voucher.headers()["content-type"]).toBe("application/pdf");
      expect((await voucher.body()).subarray(0, 5).toString()).toBe("%PDF-");
      const calendar = await page.request.get(
        (await page.getByRole("link", { name: "Agregar al calendario (.ics)" }).getAttribute("href")) ?? "",
      );
      const ics = await calendar.text();
      expect(ics).toContain(`DTSTART:${limaDate(25).replaceAll("-", "")}T`);
      expect(ics).toContain(`DTSTART:${limaDate(28).replaceAll("-", "")}T`);

      // Another browser gets nothing.
      const stranger = await page.context().browser()!.newContext();
      const response = await (await stranger.newPage()).goto(page.url());
      expect(response?.status()).toBe(404);
      await stranger.close();

      await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const mail = unfolded(deliveredTo(email)[0]!);
      expect(mail).toContain(`voucher-hotel-${code}.pdf`);
      expect(mail).toContain(`estadia-${code}.ics`);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a foreign tourist books without IGV, pays in the sandbox and cancels under the rate's tiers", async ({
      page,
    }) => {
      await withChoiceCookie(page);
      await reachCheckout(page, 30, 32, false);
      await fillGuestsAndContact(page, uniqueEmail("sinjs"), true);
      await page.getByRole("button", { name: "Continuar al pago" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
      await expect(page.getByText("IGV exonerado (turista extranjero no domiciliado)")).toBeVisible();
      await page.getByTestId("pay-total").click();
      await payWithSandboxCard(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!", {
        timeout: 30_000,
      });
      const total = (await page.getByTestId("order-total").textContent()) ?? "";

      // 30 days ahead: inside the free cancellation tier, so the hotel keeps nothing and the agency its 10 %.
      const cents = Math.round(Number(total.replace(/[^\d.]/g, "")) * 100);
      const refund = (cents - Math.round(cents / 10)) / 100;
      const refundText = refund.toLocaleString("en-US", { minimumFractionDigits: 2 });
      await page.getByRole("link", { name: "Cancelar la reserva" }).click();
      await expect(page.getByRole("status")).toContainText(`Te devolvemos US$ ${refundText}`);
      await page.getByRole("button", { name: "Sí, cancelar la reserva" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserva cancelada");
      await expect(page.getByTestId("refund-due")).toContainText(`Te devolvemos US$ ${refundText}`);
      await expect(page.getByText("Pagaste", { exact: true })).toBeVisible();
      await expect(page.getByTestId("order-total")).toHaveCount(0);
    });
  });
});
