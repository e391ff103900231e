import { expect, test, waitForHydration } from "./fixtures.ts";
import { chooseAirport, chooseInCalendar, limaDate, pickDate, resultsNavigation } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

test.describe("home search forms", () => {
  // Long keyboard and calendar flows on a machine shared with other test runs.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("a valid round trip goes to the flight results URL and is kept as the last search", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await expect(form.getByRole("combobox", { name: "Origen" })).toHaveValue("Lima (LIM), Perú");
    await chooseAirport(page, "Destino", "cusc", /Cusco \(CUZ\)/, form);
    const departure = limaDate(20);
    const back = limaDate(27);
    await pickDate(page, "Ida", departure, form);
    await pickDate(page, "Vuelta", back, form);
    const navigation = resultsNavigation(page, "/resultados/vuelos", consoleErrors);
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    const expected = `/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=${departure}&vuelta=${back}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`;
    expect(await navigation).toBe(expected);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("lastFlightSearchUrl") ?? "null") as unknown),
    ).toBe(expected);
  });

  test("the calendar shows its seven columns whole and the chosen date fits its field", async ({ page }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    // A date in December: the longest abbreviations ('mié. 23 dic.') must fit.
    await pickDate(page, "Ida", limaDate(20), form);
    await form.getByRole("button", { name: /^Vuelta/ }).click();
    const grid = page.getByRole("grid");
    await expect(grid).toBeVisible();
    const dialog = await page.getByRole("dialog").boundingBox();
    // The weekday header row is hidden from assistive technology (each day cell names its date): find it as markup.
    const headers = grid.locator("thead th");
    await expect(headers).toHaveCount(7);
    const viewport = page.viewportSize();
    for (let index = 0; index < 7; index++) {
      const box = await headers.nth(index).boundingBox();
      expect(box && dialog && viewport).toBeTruthy();
      if (!box || !dialog || !viewport) return;
      // Each column lies inside the popover and inside the screen.
      expect(box.x).toBeGreaterThanOrEqual(dialog.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await page.keyboard.press("Escape");
    await expect(grid).toBeHidden();
    // The chosen date is shown whole: its text is not cut with an ellipsis.
    const shown = form.getByRole("button", { name: /^Ida/ }).locator("span[aria-hidden=true]").first();
    await expect(shown).toHaveText(/^(lun|mar|mié|jue|vie|sáb|dom)\. \d{1,2} [a-z]{3}\.$/);
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test("an invalid search shows the errors next to the fields and keeps what was typed", async ({ page }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    await expect(form.getByText("Selecciona el destino")).toBeVisible();
    await expect(form.getByText("Selecciona la fecha de ida")).toBeVisible();
    await expect(form.getByText("Selecciona la fecha de vuelta")).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Origen" })).toHaveValue("Lima (LIM), Perú");
    await expect(form.getByRole("combobox", { name: "Destino" })).toBeFocused();
    await chooseAirport(page, "Destino", "lima", /Lima \(LIM\)/, form);
    await expect(form.getByText("El destino debe ser distinto del origen")).toBeVisible();
    await expect(page).toHaveURL(/\/vuelos$/);
  });

  test("multi-city adds flights up to 6 and removes them", async ({ page, consoleErrors }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("radio", { name: "Multidestino" }).check();
    const legs = form.getByRole("group", { name: /^Vuelo \d$/ });
    await expect(legs).toHaveCount(2);
    await chooseAirport(page, "Destino", "cusco", /Cusco \(CUZ\)/, legs.nth(0));
    await chooseAirport(page, "Origen", "cusco", /Cusco \(CUZ\)/, legs.nth(1));
    await chooseAirport(page, "Destino", "arequipa", /Arequipa \(AQP\)/, legs.nth(1));
    const add = form.getByRole("button", { name: "Agregar vuelo" });
    await add.click();
    // A new flight starts where the previous one lands.
    await expect(legs.nth(2).getByRole("combobox", { name: "Origen" })).toHaveValue("Arequipa (AQP), Perú");
    for (let count = 4; count <= 6; count++) {
      await add.click();
      await expect(legs).toHaveCount(count);
    }
    await expect(add).toBeDisabled();
    await expect(legs.nth(5).getByRole("combobox", { name: "Origen" })).toBeVisible();
    await form.getByRole("button", { name: "Quitar vuelo 3" }).click();
    await expect(legs).toHaveCount(5);
    await expect(add).toBeEnabled();
    await expect(add).toBeFocused();
    for (const index of [5, 4, 3]) await form.getByRole("button", { name: `Quitar vuelo ${index}` }).click();
    await expect(legs).toHaveCount(2);
    await expect(form.getByRole("button", { name: /^Quitar vuelo/ })).toHaveCount(0);
    await pickDate(page, "Fecha", limaDate(10), legs.nth(0));
    await pickDate(page, "Fecha", limaDate(14), legs.nth(1));
    const navigation = resultsNavigation(page, "/resultados/vuelos", consoleErrors);
    await form.getByRole("button", { name: "Buscar vuelos" }).click();
    expect(await navigation).toBe(
      `/resultados/vuelos?tipo=2&tramo=LIM.CUZ.${limaDate(10)}&tramo=CUZ.AQP.${limaDate(14)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
  });

  test("passengers: at least 1 adult, an infant per adult, 9 in all", async ({ page }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Pasajeros y clase/ }).click();
    const dialog = page.getByRole("dialog", { name: "Pasajeros y clase" });
    const button = (name: string) => dialog.getByRole("button", { name, exact: true });
    await expect(button("Quitar adulto")).toHaveAttribute("aria-disabled", "true");
    await button("Agregar infante").click();
    await expect(button("Agregar infante")).toHaveAttribute("aria-disabled", "true");
    // A counter at its limit stays focusable but does nothing.
    await button("Agregar infante").click({ force: true });
    await expect(dialog.getByRole("status", { name: "Infantes: 1" })).toBeVisible();
    await button("Agregar adulto").click();
    await button("Agregar infante").click();
    await expect(dialog.getByRole("status", { name: "Infantes: 2" })).toBeVisible();
    // Fewer adults take the infants down with them.
    await button("Quitar adulto").click();
    await expect(dialog.getByRole("status", { name: "Infantes: 1" })).toBeVisible();
    for (let index = 0; index < 8; index++) await button("Agregar niño").click({ force: true });
    await expect(dialog.getByRole("status", { name: "Niños: 7" })).toBeVisible();
    await expect(button("Agregar niño")).toHaveAttribute("aria-disabled", "true");
    await expect(button("Agregar adulto")).toHaveAttribute("aria-disabled", "true");
    await dialog.getByLabel("Clase").selectOption({ label: "Ejecutiva" });
    await dialog.getByRole("button", { name: "Listo" }).click();
    await expect(page.getByRole("button", { name: /^Pasajeros y clase/ })).toHaveAccessibleName(
      "Pasajeros y clase 9 pasajeros, Ejecutiva",
    );
  });

  test("a search can be made with the keyboard only", async ({ page, consoleErrors }) => {
    await page.goto("/vuelos");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar vuelos" });
    await form.getByRole("radio", { name: "Ida y vuelta" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "Solo ida" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("combobox", { name: "Origen" })).toBeFocused();
    const destination = form.getByRole("combobox", { name: "Destino" });
    // On wide screens the swap button sits between origin and destination.
    await page.keyboard.press("Tab");
    if (!(await destination.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press("Tab");
    await expect(destination).toBeFocused();
    await page.keyboard.type("arequ");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(destination).toHaveValue("Arequipa (AQP), Perú");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: /^Ida/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("grid")).toBeVisible();
    // The calendar opens on today: 7 days ahead is one week down.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(form.getByRole("button", { name: /^Ida/ })).toBeFocused();
    const navigation = resultsNavigation(page, "/resultados/vuelos", consoleErrors);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Buscar vuelos" })).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await navigation).toBe(
      `/resultados/vuelos?tipo=1&origen=LIM&destino=AQP&ida=${limaDate(7)}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
  });

  test(
    "packages, hotels and flight+hotel go to their results URLs with rooms and ages",
    { tag: "@slow" },
    async ({ page, consoleErrors }) => {
      // Three searches that now each render a real results page (issue 33).
      test.slow();
      await page.goto("/hoteles");
      await waitForHydration(page);
      let form = page.getByRole("form", { name: "Buscar hoteles" });
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      await expect(form.getByText("Selecciona el destino")).toBeVisible();
      await expect(form.getByText("Selecciona la fecha de inicio")).toBeVisible();
      await expect(form.getByText("Selecciona la fecha de fin")).toBeVisible();
      // Hotels search cities, not airports (issue 14, item 5).
      await expect(form.getByRole("combobox", { name: "Destino" })).toHaveAttribute("placeholder", "Ciudad de destino");
      await form.getByRole("combobox", { name: "Destino" }).fill("cusco");
      await expect(page.getByRole("option", { name: "Cusco, Perú" })).toBeVisible();
      await expect(page.getByRole("option", { name: /CUZ|Aeropuerto/ })).toHaveCount(0);
      await chooseAirport(page, "Destino", "cusco", /^Cusco, Perú$/, form);
      await pickDate(page, "Entrada", limaDate(5), form);
      await pickDate(page, "Salida", limaDate(9), form);
      await form.getByRole("button", { name: /^Habitaciones/ }).click();
      const rooms = page.getByRole("dialog", { name: "Habitaciones" });
      await rooms.getByRole("button", { name: "Agregar niño en la habitación 1" }).click();
      await rooms.getByRole("button", { name: "Agregar habitación" }).click();
      await rooms.getByRole("button", { name: "Listo" }).click();
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      await expect(form.getByText("Indica la edad de cada niño")).toBeVisible();
      await expect(page).toHaveURL(/\/hoteles$/);
      await form.getByRole("button", { name: /^Habitaciones/ }).click();
      await rooms.getByLabel("Edad del niño 1").selectOption("7");
      await rooms.getByRole("button", { name: "Listo" }).click();
      let navigation = resultsNavigation(page, "/resultados/hoteles", consoleErrors);
      await form.getByRole("button", { name: "Buscar hoteles" }).click();
      expect(await navigation).toBe(
        `/resultados/hoteles?destino=CUZ&entrada=${limaDate(5)}&salida=${limaDate(9)}&habitacion=2-7&habitacion=1`,
      );

      await page.goto("/paquetes");
      await waitForHydration(page);
      form = page.getByRole("form", { name: "Buscar paquetes" });
      await chooseAirport(page, "Destino", "punta", /^Punta Cana, /, form);
      await pickDate(page, "Salida", limaDate(30), form);
      await pickDate(page, "Regreso", limaDate(36), form);
      navigation = resultsNavigation(page, "/resultados/paquetes", consoleErrors);
      await form.getByRole("button", { name: "Buscar paquetes" }).click();
      expect(await navigation).toBe(
        `/resultados/paquetes?destino=PUJ&salida=${limaDate(30)}&regreso=${limaDate(36)}&habitacion=2`,
      );

      await page.goto("/vuelohotel");
      await waitForHydration(page);
      form = page.getByRole("form", { name: "Buscar vuelo + hotel" });
      await chooseAirport(page, "Destino", "lima", /Lima \(LIM\)/, form);
      await form.getByRole("button", { name: "Buscar vuelo + hotel" }).click();
      await expect(form.getByText("El destino debe ser distinto del origen")).toBeVisible();
      await chooseAirport(page, "Destino", "miami", /Miami \(MIA\)/, form);
      await pickDate(page, "Ida", limaDate(15), form);
      await pickDate(page, "Vuelta", limaDate(20), form);
      navigation = resultsNavigation(page, "/resultados/vuelohotel", consoleErrors);
      await form.getByRole("button", { name: "Buscar vuelo + hotel" }).click();
      expect(await navigation).toBe(
        `/resultados/vuelohotel?origen=LIM&destino=MIA&ida=${limaDate(15)}&vuelta=${limaDate(20)}&habitacion=2`,
      );
    },
  );

  test("insurance asks for region, dates and ages, then goes to its results URL", async ({ page, consoleErrors }) => {
    await page.goto("/seguro-viaje");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Buscar seguros de viaje" });
    await form.getByRole("button", { name: "Agregar viajero" }).click();
    await form.getByRole("button", { name: "Buscar seguros" }).click();
    await expect(form.getByText("Selecciona el destino")).toBeVisible();
    await expect(form.getByText("Selecciona la fecha de salida")).toBeVisible();
    await expect(form.getByText("Selecciona la fecha de regreso")).toBeVisible();
    await expect(form.getByText("Ingresa una edad de 0 a 99 años")).toHaveCount(2);
    await form.getByLabel("Destino").selectOption({ label: "Europa" });
    await pickDate(page, "Salida", limaDate(40), form);
    await form.getByRole("button", { name: /^Regreso/ }).click();
    await chooseInCalendar(page, limaDate(54));
    await form.getByLabel("Edad del viajero 1").fill("41");
    await form.getByLabel("Edad del viajero 2").fill("9");
    const navigation = resultsNavigation(page, "/resultados/seguros", consoleErrors);
    await form.getByRole("button", { name: "Buscar seguros" }).click();
    expect(await navigation).toBe(
      `/resultados/seguros?destino=EU&salida=${limaDate(40)}&regreso=${limaDate(54)}&edades=41%2C9`,
    );
  });
});
