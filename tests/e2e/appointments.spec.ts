import type { Page, TestInfo } from "@playwright/test";
import { NATIONAL_HOLIDAYS } from "#server/db/seed/holidays.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { allowConsoleErrors } from "./home-helpers.ts";
import { prepareInfoPage } from "./info-helpers.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";

const HOLIDAYS = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.day));
const PIN = "48291673";

/** A weekday (Monday to Friday) at least `from` days ahead that is not a holiday: every store is open then. */
function openWeekday(from: number): string {
  const date = new Date(Date.now() - 5 * 3600_000 + from * 86_400_000);
  for (;;) {
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() >= 1 && date.getUTCDay() <= 5 && !HOLIDAYS.has(iso)) return iso;
    date.setUTCDate(date.getUTCDate() + 1);
  }
}

const uniqueEmail = (testInfo: TestInfo, name: string) =>
  `${name}+${String(Date.now())}-${String(testInfo.workerIndex)}@example.pe`;

/** Books through /agenda-tu-cita at the flagship store; answers the code shown on /tuscitas. */
async function book(page: Page, email: string, date: string, time: string): Promise<string> {
  await page.goto("/agenda-tu-cita");
  await waitForHydration(page);
  await page.getByLabel("Tienda o asesor virtual").selectOption("tienda-1");
  await page.getByLabel("Motivo de la cita").selectOption("paquetes");
  await page.getByLabel("Día", { exact: true }).fill(date);
  await page.getByRole("button", { name: "Ver horarios" }).click();
  await page.getByRole("radio", { name: time }).check();
  await page.getByLabel("Nombres").fill("Carmen");
  await page.getByLabel("Apellidos").fill("Rojas Ccori");
  await page.getByLabel("Número de documento").fill("46281937");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Celular").fill("987 123 456");
  await page.getByRole("button", { name: "Reservar cita" }).click();
  await expect(page.getByRole("status")).toHaveText(/Reservamos tu cita/);
  const heading = page.getByRole("heading", { level: 2, name: /^Cita CT-/ });
  return ((await heading.textContent()) ?? "").replace("Cita ", "").trim();
}

/** The messages to an address whose text contains all the words, once they have arrived. */
async function mailWith(email: string, ...words: string[]) {
  await expect
    .poll(() => deliveredTo(email).filter((mail) => words.every((word) => unfolded(mail).includes(word))).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return deliveredTo(email).filter((mail) => words.every((word) => unfolded(mail).includes(word)));
}

/** On the staff's call page: calls the store's waiting numbers, oldest first, until nobody waits. */
async function callEveryoneWaiting(staff: Page) {
  const waiting = staff.getByRole("region", { name: /^En espera/ }).getByRole("listitem");
  await expect(staff.getByRole("button", { name: "Llamar al siguiente" })).toBeVisible();
  for (let round = 0; round < 50 && (await waiting.count()) > 0; round++) {
    const next = ((await waiting.first().textContent()) ?? "").split(" · ")[0] ?? "";
    await staff.getByRole("button", { name: "Llamar al siguiente" }).click();
    await expect(staff.getByRole("status")).toHaveText(`Llamaste el turno ${next}.`);
  }
  await expect(waiting).toHaveCount(0);
}

test.describe("appointments", () => {
  test("book, receive the e-mail with its calendar file, reschedule and cancel", async ({ page }, testInfo) => {
    await prepareInfoPage(page);
    const email = uniqueEmail(testInfo, "carmen");
    const date = openWeekday(3);
    const code = await book(page, email, date, "11:00 a. m.");
    expect(code).toMatch(/^CT-[2-9A-Z]{6}$/);
    expect(page.url()).not.toContain("%40");
    await expect(page.getByText(/11:00 a\. m\. \(hora de Lima\)/)).toBeVisible();
    const [confirmation] = await mailWith(email, code, "text/calendar");
    expect(unfolded(confirmation!)).toContain("/tuscitas");
    await expectNoAxeViolations(page);

    // Another day and time at the same store.
    const newDate = openWeekday(4 + ((Number(date.slice(8)) % 3) + 1));
    await page.getByRole("link", { name: "Reprogramar" }).click();
    await page.getByLabel("Nuevo día").fill(newDate);
    await page.getByRole("button", { name: "Ver horarios" }).click();
    await page.getByRole("radio", { name: "3:30 p. m." }).check();
    await page.getByRole("button", { name: "Confirmar nuevo horario" }).click();
    await expect(page.getByRole("status")).toHaveText(/Reprogramamos tu cita/);
    await expect(page.getByText(/3:30 p\. m\. \(hora de Lima\)/)).toBeVisible();
    await mailWith(email, code, "3:30 p. m.");

    await page.getByRole("link", { name: "Cancelar cita" }).click();
    await page.getByRole("button", { name: "Sí, cancelar mi cita" }).click();
    await expect(page.getByRole("status")).toHaveText(/Cancelamos tu cita/);
    await expect(page.getByText("Cancelada", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reprogramar" })).toHaveCount(0);
    // The calendar file that removes the entry.
    await mailWith(email, code, "method=CANCEL");
  });

  test("/tuscitas finds an appointment by code and e-mail, with one answer for any miss", async ({
    page,
  }, testInfo) => {
    await prepareInfoPage(page);
    const email = uniqueEmail(testInfo, "luis");
    const code = await book(page, email, openWeekday(5), "9:30 a. m.");
    await page.getByRole("button", { name: "Consultar otra cita" }).click();
    const lookup = async (typedCode: string, typedEmail: string) => {
      await page.getByLabel("Código de la cita").fill(typedCode);
      await page.getByLabel("Correo electrónico").fill(typedEmail);
      await page.getByRole("button", { name: "Consultar" }).click();
    };
    const miss = "No encontramos una cita con ese código y correo electrónico. Revisa los datos e inténtalo de nuevo.";
    await lookup(code, "otra.persona@example.pe");
    await expect(page.getByRole("alert")).toHaveText(miss);
    await lookup(code === "CT-ZZZZZZ" ? "CT-YYYYYY" : "CT-ZZZZZZ", email);
    await expect(page.getByRole("alert")).toHaveText(miss);
    await lookup(code.toLowerCase(), email);
    await expect(page.getByRole("heading", { name: `Cita ${code}` })).toBeVisible();
  });
});

test.describe("store reception kiosk", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("check in with an appointment code, get a number and see it called on the display", async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    await prepareInfoPage(page);
    const email = uniqueEmail(testInfo, "kiosko");
    const code = await book(page, email, openWeekday(3), "10:00 a. m.");
    const moved = await page.request.post("/dev/citas/hoy", { form: { code } });
    expect(moved.status()).toBe(200);

    // Set up once by staff: the store and the PIN. No header, footer, chat or cookie prompt.
    await page.context().clearCookies();
    await page.goto("/recepcion");
    await expect(page.getByRole("heading", { level: 1, name: "Recepción digital: configuración" })).toBeVisible();
    await page.getByLabel("Tienda").selectOption({ label: "Tienda 28 de Julio" });
    await page.getByLabel("PIN del personal").fill("13572460");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("alert")).toHaveText("El PIN no es correcto.");
    // The refused PIN's 403, logged by the browser: provoked on purpose.
    allowConsoleErrors(consoleErrors, /status of 403/);
    await page.getByLabel("Tienda").selectOption({ label: "Tienda 28 de Julio" });
    await page.getByLabel("PIN del personal").fill(PIN);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenido a Tienda 28 de Julio" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /chat|asesor/i })).toHaveCount(0);
    await expect(page.getByText(/cookies/i)).toHaveCount(0);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Staff open the PIN-protected call page and call whoever still waits (a first attempt's turn, when this test is
    // retried): the next number called must be this test's own.
    const staff = await browser.newPage();
    await staff.goto("/recepcion/atencion");
    await staff.getByLabel("Tienda").selectOption({ label: "Tienda 28 de Julio" });
    await staff.getByLabel("PIN del personal").fill(PIN);
    await staff.getByRole("button", { name: "Continuar" }).click();
    await staff.getByLabel("Módulo").selectOption("3");
    await callEveryoneWaiting(staff);

    // The display, on another screen, updates by itself.
    const screen = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await screen.goto("/recepcion/pantalla?tienda=1");
    await waitForHydration(screen);
    const waiting = screen.getByRole("list", { name: "Turnos en espera" });

    await page.getByLabel("Código de tu cita o pre-registro").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Registrar mi llegada" }).click();
    await expect(page.getByRole("heading", { name: "Tu turno es el" })).toBeVisible();
    const number = ((await page.locator("[aria-live='polite']").textContent()) ?? "").trim();
    expect(Number(number)).toBeGreaterThan(0);
    await mailWith(email, `de turno es el ${number} (`);
    await expect(waiting.getByText(number, { exact: true })).toBeVisible();

    // Staff call the next number; the display shows it without a reload. This spec alone checks in at the flagship
    // store, and nobody else waited there: the number waiting is the next one called.
    await staff.getByLabel("Módulo").selectOption("3");
    await staff.getByRole("button", { name: "Llamar al siguiente" }).click();
    await expect(staff.getByRole("status")).toHaveText(`Llamaste el turno ${number}.`);
    // The staff (never the display) see whose appointment it is.
    await expect(staff.getByText(new RegExp(`^Cita ${code} · `))).toBeVisible();
    await expect(screen.getByText(code)).toHaveCount(0);
    await expect(screen.getByTestId("turno-llamado")).toHaveText(number);
    await expect(screen.getByText("Módulo 3", { exact: true })).toBeVisible();
    await expect(waiting.getByText(number, { exact: true })).toHaveCount(0);
    await screen.close();
    await staff.close();
  });
});
