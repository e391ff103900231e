import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { prepareInfoPage } from "./info-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";

const SHEET_URL = /\/libro-reclamaciones\/hoja\/(\d{9}-\d{4})\?nueva=1$/;
const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const uniqueEmail = (name: string, testInfo: TestInfo) =>
  `${name}+${testInfo.project.name}-${String(Date.now())}-${String(testInfo.workerIndex)}@example.pe`;

async function openBook(page: Page) {
  await prepareInfoPage(page);
  await page.goto("/libro-reclamaciones");
  await waitForHydration(page);
}

async function fillConsumer(page: Page, data: { firstNames: string; lastNames: string; email: string; dni: string }) {
  await page.getByLabel("Nombres", { exact: true }).fill(data.firstNames);
  await page.getByLabel("Apellidos", { exact: true }).fill(data.lastNames);
  await page.getByLabel("Domicilio").fill("Jr. Los Pinos 245, Surquillo, Lima");
  await page.getByLabel("Número de documento", { exact: true }).fill(data.dni);
  await page.getByLabel("Teléfono", { exact: true }).fill("987 654 321");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(data.email);
}

async function fillClaim(page: Page, kind: "Reclamo" | "Queja", detail: string) {
  await page.getByRole("radio", { name: /^Servicio/ }).check();
  await page.getByLabel("Descripción del producto o servicio").fill("Paquete Cusco 4 días y 3 noches");
  await page.getByRole("radio", { name: new RegExp(`^${kind}`) }).check();
  await page.getByLabel("Detalle", { exact: true }).fill(detail);
  await page.getByLabel("Pedido", { exact: true }).fill("Solicito la devolución de la diferencia de precio.");
}

test.describe("virtual complaints book", () => {
  test("an adult files a reclamo with a file: number, print view, PDF and the e-mails", async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail("rosa", testInfo);
    await openBook(page);
    await expect(page).toHaveTitle("Libro de Reclamaciones | Kuntur Viajes");
    await expect(page.getByText("Kuntur Viajes y Turismo S.A.C.").first()).toBeVisible();
    await expect(page.getByText("20609876540").first()).toBeVisible();
    await expect(page.getByLabel("Tienda o canal")).toHaveValue("virtual");
    // The legal definitions sit beside the choice; no consent box is required to file.
    await expect(page.getByText("Disconformidad relacionada a los productos o servicios.")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await fillConsumer(page, { firstNames: "Rosa Elena", lastNames: "Huamán Quispe", email, dni: "45871236" });
    await page.getByLabel("Monto reclamado (opcional)").fill("350.50");
    const detail = "El hotel del paquete no respetó la reserva.";
    await fillClaim(page, "Reclamo", detail);
    await expect(page.getByText(`${String(detail.length)} de 2000 caracteres`)).toBeVisible();
    await page
      .getByLabel("Archivos adjuntos (opcional)")
      .setInputFiles({ name: "boleta.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();

    await expect(page).toHaveURL(SHEET_URL);
    const sheetNumber = SHEET_URL.exec(page.url())?.[1] ?? "";
    await expect(page.getByRole("heading", { level: 1, name: `Hoja de reclamación Nº ${sheetNumber}` })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("15 días hábiles");
    await expect(page.getByText("S/\u00a0350.50")).toBeVisible();
    await expect(page.getByText("boleta.pdf")).toBeVisible();
    await expectNoAxeViolations(page);

    // Print view: the site's frame and the buttons are left off paper, every field stays.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimir hoja" })).toBeHidden();
    await expect(page.getByText("El hotel del paquete no respetó la reserva.")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const pdf = await page.request.get(`/libro-reclamaciones/hoja/${sheetNumber}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Another browser cannot open the sheet or its PDF by guessing the number.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/libro-reclamaciones/hoja/${sheetNumber}`);
    expect(response?.status()).toBe(404);
    // The shared not-found page, with its title and kept out of search engines.
    await expect(strangerPage).toHaveTitle("Página no encontrada | Kuntur Viajes");
    await expect(strangerPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await strangerPage.request.get(`/libro-reclamaciones/hoja/${sheetNumber}/pdf`)).status()).toBe(404);
    await stranger.close();

    await expect.poll(() => deliveredTo(email).length, { timeout: 30_000 }).toBe(1);
    const [message] = deliveredTo(email);
    const raw = unfolded(message!);
    expect(raw).toContain(sheetNumber);
    expect(raw).toMatch(/Content-Type: application\/pdf;\s+name=hoja-de-reclamacion-\d{9}-\d{4}\.pdf/);
    expect(raw).toContain("15 d=C3=ADas h=C3=A1biles");
    await expect
      .poll(() => deliveredTo("reclamos@kunturviajes.pe").some((mail) => mail.raw.includes(sheetNumber)), {
        timeout: 30_000,
      })
      .toBe(true);
  });

  test("a minor files a queja with the guardian's data, then looks it up by number and e-mail", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("mateo", testInfo);
    await openBook(page);
    const guardian = page.getByLabel("Nombre completo del padre, madre o apoderado");
    await expect(guardian).toBeHidden();
    await page.getByText("Soy menor de edad").click();
    await expect(guardian).toBeVisible();

    await fillConsumer(page, { firstNames: "Mateo", lastNames: "Rojas Vela", email, dni: "78451236" });
    await fillClaim(page, "Queja", "La atención en la tienda virtual fue descortés.");
    await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await expect(page.getByText("Ingresa el nombre de tu padre, madre o apoderado")).toBeVisible();
    await expect(page.getByText("Ingresa el teléfono de tu padre, madre o apoderado")).toBeVisible();
    await guardian.fill("Carmen Vela Torres");
    await page.getByLabel("Número de documento del apoderado").fill("41236587");
    await page.getByLabel("Teléfono del apoderado").fill("999 888 777");
    await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();

    await expect(page).toHaveURL(SHEET_URL);
    const sheetNumber = SHEET_URL.exec(page.url())?.[1] ?? "";
    await expect(page.getByText("Carmen Vela Torres")).toBeVisible();
    await expect(page.getByText(/^Queja: Disconformidad no relacionada/)).toBeVisible();

    await page.goto("/libro-reclamaciones/consulta");
    await waitForHydration(page);
    await page.getByLabel("Número de hoja").fill(sheetNumber);
    await page.getByLabel("Correo electrónico").fill("otra.persona@example.pe");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "No encontramos una hoja con ese número y correo electrónico. Revisa los datos e inténtalo de nuevo.",
    );
    await page.getByLabel("Correo electrónico").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Consultar" }).click();
    const answer = page.getByRole("region", { name: `Hoja de reclamación Nº ${sheetNumber}` });
    await expect(answer).toContainText("Recibido");
    await expect(answer).toContainText("Aún no hay respuesta.");
    await expectNoAxeViolations(page);
  });

  test("bad input shows the Spanish messages and files nothing", async ({ page }) => {
    await openBook(page);
    await page.getByLabel("Tipo de documento", { exact: true }).selectOption("RUC");
    await page.getByLabel("Número de documento", { exact: true }).fill("30609876540");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("rosa@");
    await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await expect(page.getByRole("alert")).toHaveText("Revisa los campos marcados.");
    for (const message of [
      "Ingresa tu(s) nombre(s)",
      "El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20",
      "El valor ingresado no tiene formato de email.",
      "Indica si es un reclamo o una queja",
      "Escribe el detalle de tu reclamo o queja",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Nombres", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/libro-reclamaciones$/);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts, the server answers the messages, and a valid sheet is filed", async ({ page }, testInfo) => {
      await prepareInfoPage(page);
      await page.goto("/libro-reclamaciones");
      await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
      await expect(page.getByRole("alert")).toHaveText("Revisa los campos marcados.");
      await expect(page.getByText("Escribe tu pedido", { exact: true })).toBeVisible();
      await fillConsumer(page, {
        firstNames: "Lucía",
        lastNames: "Paredes Soto",
        email: uniqueEmail("lucia", testInfo),
        dni: "40123456",
      });
      await fillClaim(page, "Reclamo", "No recibí los boletos electrónicos.");
      await page.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
      await expect(page).toHaveURL(SHEET_URL);
      await expect(page.getByText("No recibí los boletos electrónicos.")).toBeVisible();
    });
  });
});
