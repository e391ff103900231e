// Steps of an order's journey after the purchase (issue 40): the signed link and Mis reservas in browsers without the
// buyer's cookies, the voucher as a download, the desk, and the cancellation's figures on pages and in the e-mail.
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { pdfText } from "#tests/support/pdf-text.ts";
import { expect } from "./fixtures.ts";
import { deliveredTo, orderLinkFor, plainText } from "./mailbox.ts";

/** A browser with no cookies of the buyer's (another device). */
export async function freshPage(browser: Browser, baseURL: string | undefined): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL });
  return [context, await context.newPage()];
}

/** Waits for the customer's first e-mail with the order's signed link, and answers the link. */
export async function emailedOrderLink(email: string): Promise<string> {
  await expect.poll(() => orderLinkFor(email), { timeout: 60_000 }).not.toBeNull();
  return orderLinkFor(email) ?? "";
}

/** /mis-reservas as a guest: the order's code and its contact e-mail. */
export async function lookUpOrder(page: Page, code: string, email: string): Promise<void> {
  await page.goto("/mis-reservas");
  await page.getByLabel("Código de reserva").fill(code);
  await page.getByLabel("Correo electrónico de contacto").fill(email);
  await page.getByRole("button", { name: "Consultar reserva" }).click();
}

/** Clicks a download link and answers the file's text, after checking it is a PDF that names the order. */
export async function downloadedPdf(link: Locator, code: string): Promise<{ fileName: string; text: string }> {
  const download = link.page().waitForEvent("download");
  await link.click();
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(bytes);
  expect(text).toContain(`Pedido ${code}`);
  return { fileName: file.suggestedFilename(), text };
}

export type FigureRow = { label: string; value: string };

const clean = (text: string | null) =>
  (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The cancellation's figures (paid, retained, commission, refund) as a page shows them under `scope`. */
export async function figuresOn(scope: Locator): Promise<FigureRow[]> {
  const list = scope.locator("dl").filter({ hasText: "Pagaste" }).first();
  await expect(list).toBeVisible();
  const labels = await list.locator("dt").allTextContents();
  const values = await list.locator("dd").allTextContents();
  expect(labels.length).toBe(values.length);
  return labels.map((label, index) => ({ label: clean(label), value: clean(values[index] ?? "") }));
}

/** Every figure in both currencies ('US$ 112.15 (S/ 419.96)'), deducted ones with a minus sign. */
export function expectBothCurrencies(rows: FigureRow[]): void {
  expect(rows.length).toBeGreaterThanOrEqual(4);
  for (const row of rows) expect(row.value, row.label).toMatch(/^-?US\$ [\d,]+\.\d{2} \(S\/ [\d,]+\.\d{2}\)$/);
}

/** The cancellation e-mail to `email` for `code` (waited for), and its figures ('Pagaste: US$ …' paragraphs). */
export async function cancellationEmail(email: string, code: string): Promise<{ text: string; rows: FigureRow[] }> {
  const find = () =>
    deliveredTo(email)
      .map(plainText)
      .find((text) => text.includes(`pedido ${code}`) && /anul/.test(text) && text.includes("Pagaste: "));
  await expect.poll(find, { timeout: 60_000, message: `the cancellation e-mail of ${code}` }).toBeTruthy();
  const text = find() ?? "";
  const rows = [...text.matchAll(/^([^:\n]+): (-?US\$ [^\n]+)$/gm)].map((match) => ({
    label: clean(match[1] ?? ""),
    value: clean(match[2] ?? ""),
  }));
  return { text, rows };
}

/** The same amounts row by row; the refund's label is each page's own ('Reembolso a devolver', 'Te devolvemos'). */
export function expectSameFigures(actual: FigureRow[], expected: FigureRow[], what: string): void {
  expect(
    actual.map((row) => row.value),
    what,
  ).toEqual(expected.map((row) => row.value));
  expect(
    actual.slice(0, -1).map((row) => row.label),
    what,
  ).toEqual(expected.slice(0, -1).map((row) => row.label));
}

/** On the orders desk (signed in): searches the order by its code, checks its row, and opens it. */
export async function openOnDesk(page: Page, code: string, product: string): Promise<void> {
  await page.goto("/gestion/pedidos");
  await page.getByLabel("Código del pedido").fill(code);
  await page.getByRole("button", { name: "Buscar" }).click();
  const rows = page.getByRole("table").getByRole("row");
  // The header and this order's one row.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(code);
  await expect(rows.nth(1)).toContainText(product);
  await rows.nth(1).getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pedido ${code}` })).toBeVisible();
}

/** The desk cancels the open order: answers the figures it showed before cancelling. */
export async function cancelOnDesk(page: Page): Promise<FigureRow[]> {
  const shown = await figuresOn(page.getByTestId("cancel-terms"));
  const form = page.getByRole("form", { name: "Anular pedido con penalidad" });
  await form.getByLabel("Motivo de la anulación").fill("El cliente pidió anular por teléfono");
  await form.getByRole("button", { name: "Anular pedido" }).click();
  // The first press asks, with the refund of the same computation: "¿Anular PNTYWB y devolver US$ 212.10 (S/ …)?".
  await expect(form.getByTestId("confirm-question")).toHaveText(
    /^¿Anular [A-Z0-9]{6} y devolver (US\$|S\/)\s[\d,.]+\s\(/,
  );
  await form.getByRole("button", { name: "Sí, anular" }).click();
  await expect(page.getByRole("status")).toContainText("Pedido anulado");
  await expect(page.getByTestId("order-state")).toContainText("Anulada");
  return shown;
}
