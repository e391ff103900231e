import { expect, type Locator, type Page } from "@playwright/test";

/** The months as Spanish dates write them ("12 de diciembre de 2026"). */
export const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** Today in Lima plus `days`, as yyyy-mm-dd (Peru keeps UTC-5). */
export function limaDate(days: number): string {
  return new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens a date picker by its label and picks the date in its calendar (clicks or, with `keyboard`, keys only). */
export async function pickDate(
  page: Page,
  label: string,
  isoDate: string,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole("button", { name: new RegExp(`^${label}\\b`) }).click();
  await chooseInCalendar(page, isoDate);
}

export async function chooseInCalendar(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const heading = page.getByRole("dialog").getByRole("heading");
  const target = new RegExp(`${MONTHS[month - 1]} de ${year}`, "i");
  for (let step = 0; step < 24 && !target.test((await heading.textContent()) ?? ""); step++) {
    await page.getByRole("button", { name: "Mes siguiente" }).click();
  }
  await page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(`\\b${day} de ${MONTHS[month - 1]} de ${year}`) })
    .click();
  await expect(page.getByRole("grid")).toBeHidden();
}

/** Chooses an airport in a destinations combobox by typing part of its name. */
export async function chooseAirport(
  page: Page,
  label: string,
  text: string,
  option: RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  const combobox = scope.getByRole("combobox", { name: label });
  await combobox.fill(text);
  await page.getByRole("option", { name: option }).first().click();
  await expect(combobox).toHaveValue(option);
}

/** Removes the console errors a test provokes on purpose (a failed request the browser always logs). */
export function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  for (let index = errors.length - 1; index >= 0; index--)
    if (pattern.test(errors[index] ?? "")) errors.splice(index, 1);
}

/**
 * Waits for the navigation to a results URL and returns the URL the app asked for (query as the form built it). The
 * flight (issue 16) and insurance (issue 20) results pages exist; the others are built by later issues, and until then
 * the catch-all sends the visitor to /404.
 */
export function resultsNavigation(page: Page, path: string, consoleErrors: string[]): Promise<string> {
  return page
    .waitForRequest((request) => new URL(request.url()).pathname.startsWith(path))
    .then(async (request) => {
      const url = new URL(request.url());
      url.searchParams.delete("_routes");
      if (path === "/resultados/vuelos") {
        // The flight results page (issue 16) answers the search.
        await expect(page).toHaveURL(/\/resultados\/vuelos\?/);
        // Its search box: open from 1024 px, folded under "Modificar" on a phone (issue 32).
        await expect(page.locator("form[aria-label='Modificar búsqueda de vuelos']")).toBeAttached();
      } else if (path === "/resultados/seguros") {
        // The insurance plans page (issue 20) answers the quote.
        await expect(page).toHaveURL(/\/resultados\/seguros\?/);
        await expect(
          page.getByRole("heading", { level: 1, name: /^Selecciona el plan que mejor se adapte/ }),
        ).toBeVisible();
      } else {
        // The stay results pages (issue 33) answer hotels, packages and flight+hotel: never the catch-all's /404.
        await expect(page).toHaveURL(new RegExp(`${path}\\?`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(consoleErrors.filter((error) => /status of 404/.test(error))).toEqual([]);
      }
      return `${url.pathname.replace(/\.data$/, "")}?${url.searchParams.toString()}`;
    });
}
