import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { confirmedAccount, HASHING, openLoginDialog, signIn } from "./accounts-helpers.ts";
import { fillGuestsAndContact, paidHotelOrder, reachCheckout, uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";
import { expectBothCurrencies, figuresOn } from "./order-journeys-helpers.ts";

// The order core's one 'Mis reservas' (issue 40): any product's order in the account's list, cancelled from it with
// the core's figures, which the entry then shows as its refund instead of a total; an unpaid one released with
// nothing to refund. The former insurance-only list's address leads to the list's insurance orders.
test.describe("an account's 'Mis reservas' of every product", () => {
  test.describe.configure({ timeout: 300_000 });

  test(
    "a hotel stay bought as a guest is listed once the e-mail is verified, and cancelled from the list",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      const email = uniqueEmail("lista");
      const code = await paidHotelOrder(page, email, 45, 47);
      await confirmedAccount(page, testInfo, { firstName: "Lucía", email });
      await openLoginDialog(page);
      await signIn(page, email);
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);

      await page.goto("/perfil/mis-reservas");
      await waitForHydration(page);
      const entry = page
        .getByRole("list", { name: "Tus reservas" })
        .getByRole("listitem")
        .filter({ hasText: `Reserva ${code}` });
      await expect(entry.getByRole("heading", { level: 3, name: /^Plaza Inca Cusco, / })).toBeVisible();
      await expect(entry).toContainText(`Reserva ${code} · Emitida`);
      await expect(entry).toContainText(/Total US\$\s[\d,]+\.\d{2}/);
      await expect(entry).toContainText(/Referencial: S\/\s[\d,]+\.\d{2} al tipo de cambio del \d{2}\/\d{2}\/\d{4}/);
      await expect(entry.getByRole("link", { name: `Ver detalle de la reserva ${code}` })).toHaveAttribute(
        "href",
        /^\/hoteles\/reserva\/[0-9a-f-]{36}$/,
      );

      // The confirmation shows the core's figures first; confirming cancels the stay.
      await entry.getByRole("link", { name: `Cancelar reserva ${code}` }).click();
      await expect(entry.getByRole("heading", { name: `¿Cancelar la reserva ${code}?` })).toBeVisible();
      const offered = await figuresOn(entry);
      expectBothCurrencies(offered);
      await expectNoAxeViolations(page);
      // The entry and its figures fit a 360 px phone without scrolling sideways.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await entry.getByRole("button", { name: `Sí, cancelar reserva ${code}` }).click();

      await expect(page.getByRole("status").filter({ hasText: "Cancelaste la reserva" })).toHaveText(
        "Cancelaste la reserva. En la lista verás lo que te devolvemos; te lo enviamos también por correo.",
      );
      await expect(entry).toContainText(`Reserva ${code} · Anulada`);
      await expect(entry).toContainText(`Te devolvemos ${offered.at(-1)?.value ?? ""}`);
      await expect(entry).toContainText(/Pagaste US\$\s[\d,]+\.\d{2} · Retenido US\$\s[\d,]+\.\d{2} · Reembolso/);
      await expect(entry).not.toContainText(/Total US\$\s0\.00/);
      await expect(entry.getByRole("link", { name: `Cancelar reserva ${code}` })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test(
    "an unpaid stay is cancelled from the list without JavaScript, and the list says nothing was charged",
    { tag: "@slow" },
    async ({ page, browser }, testInfo) => {
      const email = uniqueEmail("sin-pago");
      await withChoiceCookie(page);
      await reachCheckout(page, 52, 54, true);
      await fillGuestsAndContact(page, email, false);
      await page.getByRole("button", { name: "Continuar al pago" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
      const code = ((await page.getByTestId("order-code").textContent()) ?? "").trim();
      await confirmedAccount(page, testInfo, { firstName: "Lucía", email });
      await openLoginDialog(page);
      await signIn(page, email);
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);

      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const plain = await context.newPage();
        await plain.goto("/perfil/mis-reservas");
        const entry = plain
          .getByRole("list", { name: "Tus reservas" })
          .getByRole("listitem")
          .filter({ hasText: `Reserva ${code}` });
        await expect(entry).toContainText(`Reserva ${code} · Reservada, pendiente de pago`);
        await entry.getByRole("link", { name: `Cancelar reserva ${code}` }).click();
        await expect(entry.getByRole("heading", { name: `¿Cancelar la reserva ${code}?` })).toBeVisible();
        await expect(entry).toContainText("No se realizó ningún cobro, así que no hay nada que devolver.");
        await entry.getByRole("button", { name: `Sí, cancelar reserva ${code}` }).click();

        await expect(plain.getByRole("status").filter({ hasText: "Cancelaste la reserva" })).toHaveText(
          "Cancelaste la reserva y liberamos lo que tenías separado. No se realizó ningún cobro.",
        );
        await expect(entry).toContainText(`Reserva ${code} · Anulada`);
        await expect(entry).toContainText("No se realizó ningún cobro.");
        await expect(entry).not.toContainText("Total");
        await expect(entry.getByRole("link", { name: `Cancelar reserva ${code}` })).toHaveCount(0);
      } finally {
        await context.close();
      }
      await expectNoAxeViolations(page);
    },
  );

  test(
    "the former /perfil/mis-seguros leads to the list's insurance orders, and the profile names one list",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      const moved = await page.request.get("/perfil/mis-seguros", { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe("/perfil/mis-reservas?producto=seguros");

      const email = uniqueEmail("seguros");
      await confirmedAccount(page, testInfo, { firstName: "Lucía", email });
      await openLoginDialog(page);
      await signIn(page, email);
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
      await page.goto("/perfil/mis-seguros");
      await expect(page).toHaveURL(/\/perfil\/mis-reservas\?producto=seguros$/);
      await expect(page.getByText("Solo tus seguros de viaje: no tienes reservas de este tipo.")).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Secciones de mi cuenta" });
      await expect(nav.getByRole("link", { name: "Mis seguros" })).toHaveCount(0);
      await nav.getByRole("link", { name: "Mis reservas" }).click();
      await expect(page).toHaveURL(/\/perfil\/mis-reservas$/);
      await expect(page.getByText("Aún no tienes reservas.")).toBeVisible();
    },
  );
});
