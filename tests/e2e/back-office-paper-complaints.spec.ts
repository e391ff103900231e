import { randomUUID } from "node:crypto";
import { addBusinessDays } from "#app/features/complaints/business-days.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { NATIONAL_HOLIDAYS } from "#server/db/seed/holidays.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import { signedInStaff } from "./staff-helpers.ts";

test("atención enters a store's paper sheet: it keeps its original date and gets the book's next number and deadline", async ({
  page,
  request,
}) => {
  const consumer = `rosa-${randomUUID().slice(0, 8)}@example.pe`;
  const paperNumber = randomUUID().slice(0, 8).toUpperCase();
  await signedInStaff(page, request, "atencion");
  await page.goto("/gestion/reclamos");
  await page.getByRole("link", { name: "Registrar hoja física" }).click();
  await expect(page.getByRole("heading", { name: "Registrar hoja física" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The public cookie prompt still shows on staff pages (issue 42) and covers the form's button.
  await page.locator("[data-cookie-prompt]").getByRole("button", { name: "Aceptar todas" }).click();

  const today = todayInLima();
  await expect(page.getByLabel("Fecha de la hoja")).toHaveValue(today);
  // The day's first minute: always past, and never the moment it is entered.
  await page.getByLabel("Hora de la hoja (hh:mm, Lima)").fill("00:00");
  await page.getByLabel("Tienda").selectOption({ label: "Agencia San Isidro" });
  await page.getByLabel("N° impreso en la hoja").fill(paperNumber);
  await page.getByLabel("Nombres", { exact: true }).fill("Rosa Elena");
  await page.getByLabel("Apellidos").fill("Huamán Quispe");
  await page.getByLabel("Domicilio").fill("Jr. Los Pinos 245, Surquillo, Lima");
  await page.getByLabel("Número de documento", { exact: true }).fill("45871236");
  await page.getByLabel("Teléfono", { exact: true }).fill("987 654 321");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(consumer);
  await page.getByText("Servicio", { exact: true }).click();
  await page.getByLabel("Descripción del producto o servicio").fill("Paquete Cusco 4 días y 3 noches");
  await page.getByText("Reclamo", { exact: true }).click();
  await page
    .getByRole("textbox", { name: "Detalle" })
    .fill("El hotel del paquete no respetó la reserva y nos reubicaron en otro.");
  await page.getByRole("textbox", { name: "Pedido" }).fill("Solicito la devolución de la diferencia de precio.");
  await page.getByRole("button", { name: "Registrar hoja física" }).click();

  await expect(page.getByRole("status")).toContainText("Hoja física registrada en el libro virtual con el Nº");
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const sheetNumber = /(\d{9}-\d{4})/.exec(title)?.[1] ?? "";
  expect(sheetNumber).toMatch(new RegExp(`-${today.slice(0, 4)}$`));

  const holidays = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.day));
  const due = addBusinessDays(today, 15, holidays);
  const [year, month, day] = today.split("-");
  await page.goto(`/gestion/reclamos?q=${encodeURIComponent(consumer)}`);
  const row = page.getByRole("row", { name: new RegExp(sheetNumber) });
  await expect(row).toContainText(`Hoja física N° ${paperNumber}`);
  await expect(row).toContainText(`${String(day)}/${String(month)}/${String(year)} 00:00`);
  await expect(row).toContainText("Agencia San Isidro");
  await expect(row).toContainText(`(${due})`);

  await expect
    .poll(
      () =>
        deliveredTo(consumer).some(
          (mail) => unfolded(mail).includes(sheetNumber) && unfolded(mail).includes("application/pdf"),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});
