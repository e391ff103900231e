import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The sandbox gateway's approved test card. */
export const APPROVED_CARD = "4111 1111 1111 1111";

/** Fills the sandbox gateway's card form (the page must be on it) without pressing "Pagar". */
export async function fillSandboxCard(page: Page, card = APPROVED_CARD, holder = "María Quispe") {
  await page.getByLabel("Número de tarjeta").fill(card);
  await page.getByLabel("Vencimiento (MM/AA)").fill("08/39");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Nombre del titular").fill(holder);
  await page.getByLabel(/Documento de identidad del titular/).fill("45678912");
}

/** Waits for the sandbox gateway's card page, fills the card and pays. */
export async function payWithSandboxCard(page: Page, card = APPROVED_CARD, holder = "María Quispe") {
  await expect(page.getByRole("heading", { name: "Paga con tarjeta de crédito o débito" })).toBeVisible();
  await fillSandboxCard(page, card, holder);
  await page.getByRole("button", { name: /^Pagar/ }).click();
}
