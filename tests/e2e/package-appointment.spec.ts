import { NATIONAL_HOLIDAYS } from "#server/db/seed/holidays.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { withChoiceCookie } from "./hotel-helpers.ts";

// Issue 41: the adviser is a second way to buy a package, and "Agendar una cita" keeps the package and its departure.

const HOLIDAYS = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.day));

/** A weekday at least `from` days ahead (Lima) that is not a holiday: every store is open then. */
function openWeekday(from: number): string {
  const date = new Date(Date.now() - 5 * 3600_000 + from * 86_400_000);
  for (;;) {
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() >= 1 && date.getUTCDay() <= 5 && !HOLIDAYS.has(iso)) return iso;
    date.setUTCDate(date.getUTCDate() + 1);
  }
}

test("from a package's departure, 'Agendar una cita' preselects the reason and writes the package and date", async ({
  page,
}) => {
  await withChoiceCookie(page);
  await page.goto("/paquetes/cusco-machu-picchu");
  const date =
    (await page.getByRole("form", { name: "Reservar el paquete" }).getByRole("radio").nth(1).getAttribute("value")) ??
    "";
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto(`/paquetes/cusco-machu-picchu?salida=${date}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Agendar una cita" }).click();

  await expect(page).toHaveURL(/\/agenda-tu-cita\?reason=paquetes&paquete=cusco-machu-picchu&salida=/);
  await expect(page.getByLabel("Motivo de la cita")).toHaveValue("paquetes");
  await page.getByLabel("Tienda o asesor virtual").selectOption("tienda-1");
  await page.getByLabel("Día", { exact: true }).fill(openWeekday(3));
  await page.getByRole("button", { name: "Ver horarios" }).click();

  const [year, month, day] = date.split("-");
  await expect(page.getByLabel("Comentario para tu asesor (opcional)")).toHaveValue(
    `Paquete: Cusco y Machu Picchu, salida del ${day ?? ""}/${month ?? ""}/${year ?? ""}`,
  );
  await expect(page.getByLabel("Motivo de la cita")).toHaveValue("paquetes");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the day form carries the package along and the comment is written by the server", async ({ page }) => {
    await page.goto("/agenda-tu-cita?reason=paquetes&paquete=mancora-playa-y-sol&salida=2027-02-30");
    await expect(page.getByLabel("Motivo de la cita")).toHaveValue("paquetes");
    await page.getByLabel("Tienda o asesor virtual").selectOption("tienda-1");
    await page.getByLabel("Día", { exact: true }).fill(openWeekday(4));
    await page.getByRole("button", { name: "Ver horarios" }).click();
    // Not a calendar date: the departure is left out, the package kept.
    await expect(page.getByLabel("Comentario para tu asesor (opcional)")).toHaveValue("Paquete: Máncora, playa y sol");
  });
});
