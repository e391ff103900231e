import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** A demo payment started through the development-only API (no product involved): the hosted page's URL. */
async function startDemoPayment(request: APIRequestContext): Promise<{ paymentId: string; url: string }> {
  const response = await request.post("/api/v1/payments/dev/start", { data: { returnPath: "/" } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { paymentId: string; url: string };
}

async function expectStatus(request: APIRequestContext, paymentId: string, status: string) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/payments/dev/${paymentId}`)).json()) as { status: string }).status,
    )
    .toBe(status);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Types the card with the keyboard only: field by field with Tab, then Enter on 'Pagar'. */
async function typeCard(page: Page, number: string) {
  await page.getByLabel("Número de tarjeta").focus();
  await page.keyboard.type(number);
  for (const value of ["12/39", "123", "Rosa Quispe", "45678912"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Tab"); // cuotas
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Pagar/ })).toBeFocused();
  await page.keyboard.press("Enter");
}

test.describe("sandbox gateway (Pasarela Demo)", () => {
  test("hosted card page: errors named, then paid with the keyboard, back to the shop, approved", async ({
    page,
    request,
  }) => {
    const { paymentId, url } = await startDemoPayment(request);
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Paga con tarjeta de crédito o débito" })).toBeVisible();
    await expect(page.getByText("sin intereses")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel("Número de tarjeta").fill("4111 1111 1111 1112");
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await expect(page.getByRole("alert")).toContainText("El número de tarjeta no es válido");
    await expect(page.getByLabel("Número de tarjeta")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await typeCard(page, "4111 1111 1111 1111");
    await page.waitForURL(/external_reference=/);
    await expectStatus(request, paymentId, "approved");
  });

  test("3-D Secure challenge page: the code approves the payment", async ({ page, request }) => {
    const { paymentId, url } = await startDemoPayment(request);
    await page.goto(url);
    await typeCard(page, "4000 0000 0000 0069");
    await expect(page.getByRole("heading", { name: "Verificación de seguridad de tu banco" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("Código de verificación").fill("123456");
    await page.getByRole("button", { name: "Confirmar" }).click();
    await page.waitForURL(/external_reference=/);
    await expectStatus(request, paymentId, "approved");
  });

  test("the expiry writes its own '/' as it is typed, and takes a pasted 1228, 12/28 or 12/2028", async ({
    page,
    request,
  }) => {
    const { paymentId, url } = await startDemoPayment(request);
    await page.goto(url);
    const expiry = page.getByLabel("Vencimiento (MM/AA)");
    await expiry.pressSequentially("12");
    await expect(expiry).toHaveValue("12/");
    await expiry.pressSequentially("28");
    await expect(expiry).toHaveValue("12/28");
    // Deleting is not undone: the slash goes with the digit before it.
    await expiry.press("Backspace");
    await expiry.press("Backspace");
    await expect(expiry).toHaveValue("12");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const pasted of ["1228", "12/28", "12/2028"]) {
      await expiry.fill("");
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await expiry.press("ControlOrMeta+V");
      await expect(expiry, pasted).toHaveValue("12/28");
    }
    await page.getByLabel("Número de tarjeta").fill("4111 1111 1111 1111");
    await page.getByLabel("CVV").fill("123");
    await page.getByLabel("Nombre del titular").fill("Rosa Quispe");
    await page.getByLabel(/Documento de identidad del titular/).fill("45678912");
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await page.waitForURL(/external_reference=/);
    await expectStatus(request, paymentId, "approved");
  });
});
