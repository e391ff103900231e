import type { Page, TestInfo } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures.ts";

export const PASSWORD = "cusco2025";
/** Steps that hash a password (scrypt) on a machine shared with other suites. */
export const HASHING = { timeout: 60_000 };
/**
 * A dialog opened by a link's query parameter or an e-mail's page: it shows once the page has hydrated and the
 * dialogs' code has been fetched and run (23 s after the start-up's end at load 30 with 8x CPU slowdown).
 */
export const FIRST_DIALOG = { timeout: 60_000 };

/** A unique address per test, project and run (the e2e database lives for one run). */
export function uniqueEmail(testInfo: TestInfo, name: string): string {
  return `${name}.${testInfo.project.name}.${Date.now()}@example.pe`;
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}

/** The newest link of the e-mails sent to an address, read from the development outbox page. */
export async function emailLink(page: Page, to: string, path: string): Promise<string> {
  await page.goto(`/dev/correos?para=${encodeURIComponent(to)}`);
  const link = page.locator(`a[href*="${path}/"]`).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`no ${path} link for ${to}`);
  return new URL(href).pathname;
}

export async function openLoginDialog(page: Page) {
  await page.goto("/?iniciar-sesion=1");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await expect(dialog).toBeVisible(FIRST_DIALOG);
  return dialog;
}

type SignUpData = { firstName: string; email: string; business?: { ruc: string; name: string } };

/** Fills and sends the sign-up dialog (opened from the login dialog's link). */
export async function signUp(page: Page, data: SignUpData) {
  const login = await openLoginDialog(page);
  await login.getByRole("button", { name: "Crea una cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Crea tu cuenta" });
  await expect(dialog).toBeVisible();
  if (data.business) await dialog.getByRole("tab", { name: "Empresa" }).click();
  const panel = dialog.getByRole("tabpanel");
  await panel.getByLabel("Nombre(s)").fill(data.firstName);
  await panel.getByLabel("Primer apellido").fill("Huamán");
  await panel.getByLabel("Segundo apellido").fill("Quispe");
  if (data.business) {
    await panel.getByLabel("RUC").fill(data.business.ruc);
    await panel.getByLabel("Razón social").fill(data.business.name);
  }
  await panel.getByLabel("Correo electrónico").fill(data.email);
  await panel.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await panel.getByLabel("Repetir contraseña").fill(PASSWORD);
  await panel.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("alertdialog", { name: "Verifica tu correo" })).toBeVisible(HASHING);
}

/** Opens the confirmation link of the e-mail and accepts the activation modal; ends on home with login open. */
export async function confirmFromEmail(page: Page, email: string) {
  const path = await emailLink(page, email, "/confirmacion");
  await page.goto(path);
  await waitForHydration(page);
  const activated = page.getByRole("alertdialog", { name: "¡Tu cuenta está activa!" });
  await expect(activated).toBeVisible(FIRST_DIALOG);
  await activated.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
}

/**
 * An account signed up through the accounts API, for tests whose subject comes after the sign-up (the sign-up
 * dialog is accounts.spec.ts' journey, proven there once). Returns the path of its e-mailed confirmation link.
 */
export async function registeredAccount(
  page: Page,
  testInfo: TestInfo,
  data: { firstName: string; email: string },
): Promise<string> {
  const registered = await page.request.post("/api/v1/auth/register", {
    headers: await siteOrigin(page, testInfo),
    data: {
      Firstname: data.firstName,
      FatherLastname: "Huamán",
      MotherLastname: "Quispe",
      Email: data.email,
      Password: PASSWORD,
      IsPerson: true,
      Ruc: "",
      BusinessName: "",
    },
  });
  expect(await registered.json()).toMatchObject({ isSuccess: true });
  // The confirmation e-mail's link, from the development outbox page's server HTML.
  let path = "";
  await expect
    .poll(async () => {
      const html = await (await page.request.get(`/dev/correos?para=${encodeURIComponent(data.email)}`)).text();
      path = /\/confirmacion\/[A-Za-z0-9_-]{43}/.exec(html)?.[0] ?? "";
      return path;
    }, FIRST_DIALOG)
    .not.toBe("");
  return path;
}

/**
 * A confirmed account made through the accounts API (see `registeredAccount`). The caller signs in through the login
 * dialog (`openLoginDialog`, `signIn`), as a visitor does, so the browser keeps what a sign-in stores.
 */
export async function confirmedAccount(page: Page, testInfo: TestInfo, data: { firstName: string; email: string }) {
  const path = await registeredAccount(page, testInfo, data);
  const token = path.slice("/confirmacion/".length);
  const confirmed = await page.request.post("/api/v1/auth/confirm-email", {
    headers: await siteOrigin(page, testInfo),
    data: { token },
  });
  expect(await confirmed.json()).toMatchObject({ isSuccess: true });
}

/** The accounts API refuses writes without the site's own Origin (CSRF guard). */
async function siteOrigin(page: Page, testInfo: TestInfo): Promise<{ origin: string }> {
  const origin = testInfo.project.use.baseURL ?? new URL((await page.request.get("/api/v1/health")).url()).origin;
  return { origin };
}

/** Signs in through the open login dialog (Personal or Empresa tab). */
export async function signIn(page: Page, email: string, password = PASSWORD, tab: "Personal" | "Empresa" = "Personal") {
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  if (tab === "Empresa") await dialog.getByRole("tab", { name: "Empresa" }).click();
  const panel = dialog.getByRole("tabpanel");
  await panel.getByLabel("Correo electrónico").fill(email);
  await panel.getByLabel("Contraseña").fill(password);
  await panel.getByRole("button", { name: "Ingresar" }).click();
}

/** The signed-in top bar: the avatar menu on desktop, the side menu on mobile. Returns after opening it. */
export async function openAccountMenu(page: Page, firstName: string) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Menú de navegación" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu.getByText(firstName)).toBeVisible();
    return menu;
  }
  await page.getByRole("button", { name: `Cuenta de ${firstName}` }).click();
  const menu = page.getByRole("dialog", { name: "Mi cuenta" });
  await expect(menu).toBeVisible();
  return menu;
}

/** Chromium logs a failed response as a console error; tests that cause one on purpose drop exactly those. */
export function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(expected)) consoleErrors.splice(i, 1);
  }
}
