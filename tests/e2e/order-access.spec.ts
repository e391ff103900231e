import { expect, test, waitForHydration } from "./fixtures.ts";
import { fillGuestsAndContact, reachCheckout, uniqueEmail, withChoiceCookie } from "./hotel-helpers.ts";
import { choosePlan, fillPurchase, resultsPath, uniqueEmail as uniqueInsuranceEmail } from "./insurance-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { payWithSandboxCard } from "./sandbox-card.ts";

// Issue 40: one guest access rule for every order. A hotel stay bought in one browser opens in another from the
// e-mail's 'Ver mi reserva', and in a third from /mis-reservas with its code and contact e-mail; so does a travel
// insurance policy bought alone.

const LINK = /https?:\/\/[^\s"<>]+\/mis-reservas\/abrir\?enlace=[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{32}/;

/** The 'Ver mi reserva' link of the first e-mail to `email` that has one (quoted-printable undone). */
function viewLinkOf(email: string): string | null {
  for (const mail of deliveredTo(email)) {
    const link = LINK.exec(unfolded(mail).replace(/=3D/g, "="))?.[0];
    if (link) return link;
  }
  return null;
}

test.describe("a hotel stay opens on any device", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => withChoiceCookie(page));

  test("buy, then the e-mail's link in a second browser and code + e-mail in a third show the order", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail("acceso");
    await reachCheckout(page, 31, 33, true);
    await fillGuestsAndContact(page, email, false);
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa y paga tu reserva");
    await page.getByRole("radio", { name: "Tarjeta de crédito o débito" }).check();
    await page.getByTestId("pay-total").click();
    await payWithSandboxCard(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!", {
      timeout: 30_000,
    });
    const orderPage = new URL(page.url()).pathname;
    const code = (await page.getByTestId("order-code").textContent()) ?? "";
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    // Second browser: nothing without the link; the e-mail's link opens the order and leaves the address bar.
    await expect.poll(() => viewLinkOf(email), { timeout: 30_000 }).not.toBeNull();
    const link = viewLinkOf(email)!;
    const second = await browser.newContext({ baseURL });
    const phone = await second.newPage();
    expect((await phone.goto(orderPage))?.status()).toBe(404);
    const forged = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await phone.goto(forged))?.status()).toBe(404);
    await phone.goto(link);
    await expect(phone).toHaveURL(new RegExp(`${orderPage}$`));
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("¡Tu estadía está confirmada!");
    await expect(phone.getByTestId("order-code")).toHaveText(code);
    await expect(phone.getByRole("link", { name: "Descargar voucher (PDF)" })).toBeVisible();
    await second.close();

    // Third browser: /mis-reservas with the code (lower case) and the e-mail (upper case) leads to the same page.
    const third = await browser.newContext({ baseURL });
    const laptop = await third.newPage();
    await laptop.goto("/mis-reservas");
    await laptop.getByLabel("Código de reserva").fill(code);
    await laptop.getByLabel("Correo electrónico de contacto").fill("otra.persona@ejemplo.pe");
    await laptop.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(laptop.getByRole("alert")).toHaveText("No encontramos una reserva con esos datos.");
    await laptop.getByLabel("Código de reserva").fill(code.toLowerCase());
    await laptop.getByLabel("Correo electrónico de contacto").fill(email.toUpperCase());
    await laptop.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(laptop).toHaveURL(new RegExp(`${orderPage}$`));
    await expect(laptop.getByTestId("order-code")).toHaveText(code);
    expect(laptop.url()).not.toContain("ejemplo.pe");
    await third.close();
  });
});

test.describe("a travel insurance policy bought alone opens on any device", () => {
  test.describe.configure({ timeout: 180_000 });

  test("buy with a cash code, then the e-mail's link in a second browser and code + e-mail in a third", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueInsuranceEmail("acceso");
    await page.goto(resultsPath());
    await waitForHydration(page);
    await choosePlan(page);
    await fillPurchase(page, { email, payment: "Código de pago" });
    await page.getByRole("button", { name: "Comprar seguro" }).click();
    await expect(page.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
    await expect(page).toHaveURL(/\/conformidad\?poliza=KVS-[A-Z0-9]{8}$/);
    const policyPage = new URL(page.url());
    const policyPath = `${policyPage.pathname}${policyPage.search}`;
    const code = (await page.getByText(/^Pedido [ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/).textContent())?.slice(7) ?? "";
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);

    // Second browser: nothing without the link; the e-mail's signed link opens the policy page.
    await expect.poll(() => viewLinkOf(email), { timeout: 30_000 }).not.toBeNull();
    const link = viewLinkOf(email)!;
    const second = await browser.newContext({ baseURL });
    const phone = await second.newPage();
    expect((await phone.goto(policyPath))?.status()).toBe(404);
    const forged = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await phone.goto(forged))?.status()).toBe(404);
    await phone.goto(link);
    await expect(phone).toHaveURL(new RegExp(`${policyPath.replace("?", "\\?")}$`));
    await expect(phone.getByText("Tu reserva se completó y está pendiente de pago.")).toBeVisible();
    await expect(phone.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();
    await second.close();

    // Third browser: /mis-reservas with the code and the e-mail leads to the policy, whose certificate downloads.
    const third = await browser.newContext({ baseURL });
    const laptop = await third.newPage();
    expect((await laptop.goto(policyPath))?.status()).toBe(404);
    await laptop.goto("/mis-reservas");
    await laptop.getByLabel("Código de reserva").fill(code.toLowerCase());
    await laptop.getByLabel("Correo electrónico de contacto").fill(email.toUpperCase());
    await laptop.getByRole("button", { name: "Consultar reserva" }).click();
    await expect(laptop).toHaveURL(new RegExp(`${policyPath.replace("?", "\\?")}$`));
    await expect(laptop.getByText(`Pedido ${code}`, { exact: true })).toBeVisible();
    const download = laptop.waitForEvent("download");
    await laptop.getByRole("link", { name: "Descargar certificado (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(`certificado-${policyPage.searchParams.get("poliza")}.pdf`);
    await third.close();
  });
});
