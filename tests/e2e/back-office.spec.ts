import { randomUUID } from "node:crypto";
import { totpCode } from "#app/features/staff/totp.server.ts";
import { sampleComplaint } from "#tests/support/complaint-data.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { setUpAdministrator, STAFF_PASSWORD, staffInvitation } from "./staff-helpers.ts";

test("an administrator sets up the account, signs in with the TOTP code and is refused a reused code", async ({
  page,
  request,
}) => {
  const { email, secret, enrolmentCode } = await setUpAdministrator(page, request);
  await page.getByRole("link", { name: "Ya los guardé, ir a Gestión" }).click();
  await expect(page.getByRole("heading", { name: "Hola, Ana Torres" })).toBeVisible();
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Ingresar a Gestión" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  // The enrolment's code was accepted once: it is refused; the next step's (one step of clock skew) is accepted.
  await page.getByLabel("Código").fill(enrolmentCode);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("alert")).toContainText("no es válido o ya fue usado");
  await page.getByLabel("Código").fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByRole("heading", { name: "Hola, Ana Torres" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones de gestión" }).getByRole("link")).toHaveText([
    "Inicio",
    "Pedidos",
    "Reclamaciones",
    "Contenido",
    "Códigos promocionales",
    "Tipo de cambio",
    "Personal",
    "Auditoría",
  ]);
  await expectNoAxeViolations(page);
});

test("without JavaScript, enrolment shows the ten recovery codes and keeps the new session", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const { link } = await staffInvitation(request);
    await page.goto(new URL(link).pathname);
    await page.getByLabel("Nueva contraseña").fill(STAFF_PASSWORD);
    await page.getByLabel("Repetir contraseña").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByRole("heading", { name: "Configura la verificación en dos pasos" })).toBeVisible();
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    await page.getByLabel("Código").fill(totpCode(secret));
    await page.getByRole("button", { name: "Activar" }).click();
    await expect(page).toHaveURL(/\/gestion\/segundo-factor$/);
    await expect(page.getByRole("heading", { name: "Guarda tus códigos de recuperación" })).toBeVisible();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    expect(new Set(await codes.allTextContents()).size).toBe(10);
    await page.getByRole("link", { name: "Ya los guardé, ir a Gestión" }).click();
    await expect(page.getByRole("heading", { name: "Hola, Ana Torres" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a complaint answered from the desk reaches the consumer by e-mail and the public look-up", async ({
  page,
  request,
}) => {
  const consumer = `rosa-${randomUUID().slice(0, 8)}@example.pe`;
  const filed = await request.post("/api/v1/complaints", {
    headers: { "idempotency-key": randomUUID() },
    data: sampleComplaint({ email: consumer }),
  });
  expect(filed.status()).toBe(201);
  const { sheetNumber } = (await filed.json()) as { sheetNumber: string };
  await setUpAdministrator(page, request);
  await page.goto("/gestion/reclamos?estado=abiertas");
  await page.getByLabel("Buscar").fill(consumer);
  await page.getByRole("button", { name: "Filtrar" }).click();
  const row = page.getByRole("row", { name: new RegExp(sheetNumber) });
  await expect(row).toContainText("15 días hábiles");
  await row.getByRole("link", { name: sheetNumber }).click();
  const answer =
    "Lamentamos lo ocurrido. Le devolveremos la diferencia de precio entre ambos hoteles en 5 días hábiles.";
  await page.getByLabel("Respuesta al consumidor").fill(answer);
  await page.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(page.getByRole("status")).toContainText("La hoja quedó respondida");
  await expect(page.getByRole("heading", { name: /^Respuesta/ })).toBeVisible();

  await expect
    .poll(() => deliveredTo(consumer).some((mail) => unfolded(mail).includes("Lamentamos lo ocurrido")), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto("/libro-reclamaciones/consulta");
  await page.getByLabel("Número de hoja").fill(sheetNumber);
  await page.getByLabel("Correo electrónico").fill(consumer);
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText("Respondido")).toBeVisible();
});

test("a new promo-strip text is previewed, saved and shown on the home page", async ({ page, request }) => {
  await setUpAdministrator(page, request);
  await page.goto("/gestion/contenido");
  await page.getByRole("link", { name: "Nueva franja" }).click();
  const text = `Cyber Kuntur ${randomUUID().slice(0, 6)}: vuelos a Cusco desde S/ 199`;
  await page.getByLabel("Texto").fill(text);
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.getByTestId("promo-preview")).toHaveText(text);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Cambios guardados.");
  await expect(page.getByRole("cell", { name: text, exact: true })).toBeVisible();
  // Within the page cache's lifetime (5 s) and the strip's own (10 s).
  await expect
    .poll(
      async () => {
        await page.goto("/");
        return page.getByTestId("promo-strip").textContent();
      },
      { timeout: 40_000 },
    )
    .toContain(text);

  // Switched off again, it leaves the home: the seeded promotion is the current one for the other tests.
  await page.goto("/gestion/contenido");
  await page.getByRole("link", { name: `Editar «${text}»` }).click();
  await expect(page).toHaveURL(/\/gestion\/contenido\/franja\/[^/]+$/);
  await expect(page.getByLabel("Texto")).toHaveValue(text);
  await page.getByLabel("Activa", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Cambios guardados.");
  await expect
    .poll(
      async () => {
        await page.goto("/");
        return page.getByTestId("promo-strip").textContent();
      },
      { timeout: 40_000 },
    )
    .not.toContain(text);
});
