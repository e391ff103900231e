import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { deliveredTo, unfolded, type DeliveredMail } from "./mailbox.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const uniqueEmail = (label: string, project: string) =>
  `${label}.${project}.${String(Date.now())}.${String(Math.floor(Math.random() * 1e6))}@correo.pe`;

/** The message with quoted-printable undone (soft breaks joined, =XX bytes decoded as UTF-8). */
const mailText = (mail: DeliveredMail) =>
  Buffer.from(
    unfolded(mail).replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function linkIn(mail: DeliveredMail, path: "confirmar" | "baja"): string {
  const match = new RegExp(`https?://[^\\s"<>]+/suscribirse/${path}\\?token=[A-Za-z0-9_-]+`).exec(mailText(mail));
  if (!match) throw new Error(`no /suscribirse/${path} link in the e-mail`);
  return match[0];
}

/** The header block, folded lines joined. */
const headersOf = (mail: DeliveredMail) => (mail.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, "");

async function fillForm(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Nombre" }).fill("Rosa");
  await page.getByRole("textbox", { name: "Apellidos" }).fill("Quispe Mamani");
  await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await page.getByLabel("Tipo de documento").selectOption("DNI");
  await page.getByRole("textbox", { name: "Número de documento" }).fill("45678912");
  // The visible box and text are the checkbox's label (the input itself is visually hidden).
  await page.getByText(/^He leído y acepto la Política de Privacidad/).click();
  await page.getByText(/^Autorizo a Kuntur Viajes/).click();
  await expect(page.getByRole("checkbox", { name: /Política de Privacidad/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Autorizo/ })).toBeChecked();
}

test.describe("/suscribirse with double opt-in", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("subscribe, confirm from the e-mail, a duplicate, then unsubscribe from the e-mail's link", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const email = uniqueEmail("rosa", testInfo.project.name);
    await page.goto("/suscribirse");
    await expect(page).toHaveTitle("Suscríbete a nuestro boletín de ofertas | Kuntur Viajes");
    await expect(page.getByRole("heading", { level: 1, name: "Suscríbete a nuestro boletín" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await fillForm(page, email);
    // The birth date gets its slashes as it is typed.
    await page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" }).pressSequentially("15081990");
    await expect(page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" })).toHaveValue("15/08/1990");
    await page.getByRole("button", { name: "Suscribirme" }).click();

    await expect(page).toHaveURL(/\/suscribirse\/exito$/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Suscripción exitosa!" })).toBeVisible();
    await expect(page.getByText(/Te enviamos un correo para confirmar tu suscripción/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBe(1);
    const [confirmation] = deliveredTo(email);
    expect(mailText(confirmation!)).toContain("Confirma tu suscripción");
    const unsubscribeUrl = linkIn(confirmation!, "baja");
    // RFC 8058 one-click unsubscription: the link of the body in List-Unsubscribe, and List-Unsubscribe-Post.
    expect(/^List-Unsubscribe:\s*<([^>]+)>/im.exec(headersOf(confirmation!))?.[1]).toBe(unsubscribeUrl);
    expect(headersOf(confirmation!)).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click\s*$/im);

    const confirmUrl = linkIn(confirmation!, "confirmar");
    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1, name: "¡Suscripción confirmada!" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Tu suscripción ya estaba confirmada" })).toBeVisible();

    // The address is active now: the same e-mail again is the duplicate answer.
    await page.goto("/suscribirse");
    await waitForHydration(page);
    await fillForm(page, email.toUpperCase());
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByRole("alert")).toHaveText("Al parecer usted ya se encuentra suscrito");
    await expect(page.getByText("El correo ingresado ya fue registrado")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveAttribute("aria-invalid", "true");
    allowConsoleErrors(consoleErrors, /status of 409/);

    // Opening the unsubscribe link changes nothing (a link scanner must not unsubscribe); the button does.
    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1, name: "¿Quieres darte de baja?" })).toBeVisible();
    await expect(page.getByText(/r\*\*\*@correo\.pe/)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tu suscripción fue cancelada" })).toBeVisible();
    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Tu suscripción ya estaba cancelada" })).toBeVisible();
  });

  test("bad input shows the messages on every field and sends nothing", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.goto("/suscribirse");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Suscribirme" }).click();
    for (const message of [
      "Nombre es obligatorio",
      "Apellidos es obligatorio",
      "Correo es obligatorio",
      "Debes aceptar la Política de Privacidad",
      "Debes autorizar el envío de publicidad",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Nombre" })).toBeFocused();
    await page.getByRole("textbox", { name: "Nombre" }).fill(" Rosa");
    await expect(page.getByText("Nombre no válido")).toBeVisible();
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill("rosa@correo");
    await expect(page.getByText("Correo no válido")).toBeVisible();
    await page.getByLabel("Tipo de documento").selectOption("DNI");
    await page.getByRole("textbox", { name: "Número de documento" }).fill("1234");
    await page.getByRole("textbox", { name: "Número de documento" }).blur();
    await expect(page.getByText("El DNI debe tener 8 dígitos")).toBeVisible();
    await page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" }).fill("31/02/1990");
    await page.getByRole("textbox", { name: "Fecha de nacimiento (opcional)" }).blur();
    await expect(page.getByText("Ingresa una fecha de nacimiento válida")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(posted).toBe(false);
  });
});

test.describe("/suscribirse without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers bad input with the messages, then subscribes", async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail("sinjs", testInfo.project.name);
    await page.goto("/suscribirse");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("Nombre es obligatorio")).toBeVisible();
    await expect(page.getByText("Debes aceptar la Política de Privacidad")).toBeVisible();
    // What was typed comes back.
    await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(email);
    allowConsoleErrors(consoleErrors, /status of 400/);

    await fillForm(page, email);
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page).toHaveURL(/\/suscribirse\/exito$/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Suscripción exitosa!" })).toBeVisible();
    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBe(1);

    // A mail client's RFC 8058 one-click POST to the List-Unsubscribe URL unsubscribes, without a session or Origin.
    const unsubscribeUrl = linkIn(deliveredTo(email)[0]!, "baja");
    const oneClick = await page.request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Tu suscripción ya estaba cancelada" })).toBeVisible();
  });
});
