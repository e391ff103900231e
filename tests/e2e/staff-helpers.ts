import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { totpCode } from "#app/features/staff/totp.server.ts";
import { waitForHydration } from "./fixtures.ts";

export const STAFF_PASSWORD = "una frase larga y secreta";

/** A one-time set-password link from the development pages (what `npm run staff:create` prints). */
export async function staffInvitation(request: APIRequestContext, origin = "") {
  const email = `admin-${randomUUID().slice(0, 8)}@kuntur.test`;
  const invitation = await request.post(`${origin}/dev/personal`, {
    form: { email, role: "administrador", name: "Ana Torres" },
  });
  expect(invitation.status()).toBe(200);
  const { link } = (await invitation.json()) as { link: string };
  return { email, link };
}

/**
 * An administrator set up as `npm run staff:create` does: the one-time link, a password, TOTP enrolled. Every step
 * is a form that also works as a document post, so a click before hydration does the same.
 */
export async function setUpAdministrator(page: Page, request: APIRequestContext, origin = "") {
  const { email, link } = await staffInvitation(request, origin);
  await page.goto(`${origin}${new URL(link).pathname}`);
  await page.getByLabel("Nueva contraseña").fill(STAFF_PASSWORD);
  await page.getByLabel("Repetir contraseña").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("heading", { name: "Configura la verificación en dos pasos" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  const enrolmentCode = totpCode(secret);
  await page.getByLabel("Código").fill(enrolmentCode);
  await page.getByRole("button", { name: "Activar" }).click();
  await expect(page.getByRole("heading", { name: "Guarda tus códigos de recuperación" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  return { email, link, secret, enrolmentCode };
}

/** Signs in at /gestion/ingresar with the password and the app's next code (the enrolment's is used). */
export async function signInStaff(page: Page, account: { email: string; secret: string }, origin = "") {
  await page.goto(`${origin}/gestion/ingresar`);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await page.getByLabel("Código").fill(totpCode(account.secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Verificar" }).click();
}

/** A staff member of `role` invited as `npm run staff:create` would, with the password set and TOTP enrolled (signed in). */
export async function signedInStaff(page: Page, request: APIRequestContext, role = "asesor"): Promise<void> {
  const email = `${role}-${randomUUID().slice(0, 8)}@kuntur.test`;
  const invitation = await request.post("/dev/personal", { form: { email, role, name: "Luis Rojas" } });
  const { link } = (await invitation.json()) as { link: string };
  await page.goto(new URL(link).pathname);
  // A click during hydration can send a form twice; the second finds the rotated session gone.
  await waitForHydration(page);
  await page.getByLabel("Nueva contraseña").fill(STAFF_PASSWORD);
  await page.getByLabel("Repetir contraseña").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("heading", { name: "Configura la verificación en dos pasos" })).toBeVisible();
  await waitForHydration(page);
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Código").fill(totpCode(secret));
  await page.getByRole("button", { name: "Activar" }).click();
  await expect(page.getByRole("heading", { name: "Guarda tus códigos de recuperación" })).toBeVisible();
  await page.getByRole("link", { name: "Ya los guardé, ir a Gestión" }).click();
  await expect(page.getByRole("heading", { name: "Hola, Luis Rojas" })).toBeVisible();
}
