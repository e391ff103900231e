import { confirmedAccount, HASHING, openLoginDialog, signIn, uniqueEmail } from "./accounts-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import {
  adult,
  continueStep,
  fillContact,
  fillTraveller,
  searchUrl,
  startCheckout,
  tabTo,
  uniqueDni,
} from "./checkout-helpers.ts";
import { limaDate } from "./home-helpers.ts";
import { withCookieChoice } from "./shell-helpers.ts";

const heading = (page: import("@playwright/test").Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("checkout", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("search, select, family, benefits, passengers and review survive a refresh at each step", async ({ page }) => {
    await startCheckout(page, searchUrl("CUZ", { adults: 1, children: 1, infants: 1 }));
    const sidebar = page.getByRole("complementary", { name: "Resumen de tu compra" });
    await expect(sidebar).toContainText("Tarifa adulto");
    await expect(sidebar).toContainText("x 1");
    await expect(sidebar).toContainText("Cargo por servicio");
    await expect(sidebar.getByTestId("checkout-total")).toContainText("US$");
    await expect(sidebar.getByTestId("checkout-reference")).toContainText("Referencial: S/");
    // The fare's cabin bag, included or not: which family comes first depends on the day's fares ('Zero' has none).
    await expect(page.getByRole("region", { name: /Tu tarifa/ })).toContainText(/(Sin e|E)quipaje de mano/);
    await expectNoAxeViolations(page);
    await page.reload();
    await waitForHydration(page);
    await expect(heading(page, "Beneficios")).toBeVisible();

    // 'Ampliar beneficios' re-prices with another family; the assistance adds its line to the summary.
    const before = await sidebar.getByTestId("checkout-total").textContent();
    await page
      .getByRole("region", { name: "Ampliar beneficios" })
      .getByRole("button", { name: /^Cambiar a/ })
      .first()
      .click();
    await expect(sidebar.getByTestId("checkout-total")).not.toHaveText(before ?? "");
    await page.getByRole("button", { name: "Ver coberturas" }).click();
    const dialog = page.getByRole("dialog", { name: "Coberturas de la asistencia de viaje" });
    await expect(dialog).toContainText("Asistencia médica");
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    const addOn = page.getByRole("checkbox", { name: /Agregar asistencia de viaje/ });
    await addOn.check({ force: true });
    // One price per product: the add-on costs what /seguros sells the same plan for (Peru, 8 days, ages 30, 6, 0).
    const addOnPrice = /US\$\s[\d,]+\.\d{2}/.exec((await addOn.locator("xpath=..").textContent()) ?? "")?.[0];
    const seguros = await page.context().newPage();
    await seguros.goto(`/resultados/seguros?destino=PE&salida=${limaDate(30)}&regreso=${limaDate(37)}&edades=30,6,0`);
    const best = seguros.getByRole("article").first();
    await expect(best.getByText("El mejor plan")).toBeVisible();
    await expect(best.getByText("Total (incluye IGV)").locator("xpath=following-sibling::dd")).toContainText(
      addOnPrice ?? "no price on the add-on",
    );
    await seguros.close();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(heading(page, "Pasajeros")).toBeVisible();
    await expect(sidebar).toContainText("Asistencia de viaje (8 días): Asegurado 1 (30 años)");
    await expect(sidebar).toContainText("Asistencia de viaje (8 días): IGV (18%)");
    await page.reload();
    await expect(heading(page, "Pasajeros")).toBeVisible();
    await waitForHydration(page);

    // Invalid input shows the field messages and changes nothing.
    await expect(page.getByRole("group", { name: "Adulto 1" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Menor 1" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Infante 1" })).toBeVisible();
    await fillTraveller(page, "Adulto 1", adult({ documentNumber: "1234", birthDate: limaDate(-365 * 11) }));
    await fillTraveller(page, "Menor 1", adult({ firstName: "Ñahui", birthDate: limaDate(-365 * 12 - 10) }));
    await fillTraveller(page, "Infante 1", adult({ firstName: "Inés", birthDate: limaDate(-700) }));
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("Revisa los campos marcados.")).toBeVisible();
    const adultCard = page.getByRole("group", { name: "Adulto 1" });
    await expect(adultCard.getByText("El DNI debe tener 8 dígitos")).toBeVisible();
    await expect(adultCard.getByText("El adulto debe tener 12 años o más en la fecha del último vuelo")).toBeVisible();
    await expect(page.getByText("El menor debe tener de 2 a 11 años en la fecha del último vuelo")).toBeVisible();
    // 700 days old today, but 2 years old by the return flight: no longer an infant then.
    await expect(page.getByText("El infante debe tener menos de 2 años en la fecha del último vuelo")).toBeVisible();
    await expect(page.getByText("Debes aceptar el tratamiento de tus datos personales para continuar")).toBeVisible();
    await expect(heading(page, "Pasajeros")).toBeVisible();

    const traveller = adult();
    await fillTraveller(page, "Adulto 1", traveller);
    // Each corrected field loses its message at once; the others keep theirs until corrected.
    await expect(adultCard.getByText("El DNI debe tener 8 dígitos")).toBeHidden();
    await expect(page.getByText("El menor debe tener de 2 a 11 años en la fecha del último vuelo")).toBeVisible();
    await fillTraveller(
      page,
      "Menor 1",
      adult({ documentNumber: uniqueDni(), firstName: "Ñahui", birthDate: limaDate(-365 * 6) }),
    );
    await fillTraveller(
      page,
      "Infante 1",
      adult({ documentNumber: uniqueDni(), firstName: "Inés", birthDate: limaDate(-200) }),
    );
    await fillContact(page);
    await expect(page.getByRole("checkbox", { name: /ofertas y novedades/ })).not.toBeChecked();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(heading(page, "Revisar y pagar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    const code = await page.getByTestId("booking-code").textContent();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByRole("timer", { name: "Tiempo restante de tu reserva" })).toBeVisible();
    await expect(page.getByText(`Adulto 1: María José ${traveller.lastName}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver mis reservas" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId("booking-code")).toHaveText(code ?? "");
    // Back only to completed steps, and not once the booking is held.
    await expect(page.getByRole("navigation", { name: "Pasos de la compra" }).getByRole("link")).toHaveCount(0);
    // The payment hand-off (payments issue) starts from here.
    await expect(page.getByRole("button", { name: "Pagar" })).toBeVisible();
  });

  test("without a checkout, /booking sends the visitor to the last search with a notice", async ({ page }) => {
    await page.goto(searchUrl("AQP"));
    await waitForHydration(page);
    await page.goto("/booking");
    await expect(page).toHaveURL(/\/resultados\/vuelos\?.*destino=AQP/);
    await expect(page.getByText("No hay una compra en curso")).toBeVisible();
  });

  test("the metasearch deep link opens the checkout, or says the flight is gone", async ({ page, request }) => {
    const departure = limaDate(40);
    const back = limaDate(45);
    const api = await request.get(
      `/api/v1/flights/search?tipo=0&origen=LIM&destino=AQP&ida=${departure}&vuelta=${back}&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES`,
    );
    type Seg = {
      marketingCarrier: string;
      marketingFlightNumber: string;
      origin: string;
      destination: string;
      departureLocal: string;
    };
    const body = (await api.json()) as { offers: Array<{ slices: Array<{ options: Array<{ segments: Seg[] }> }> }> };
    const offer = body.offers[0];
    if (!offer) throw new Error("no offer");
    const segments = offer.slices
      .map((slice) =>
        (slice.options[0]?.segments ?? [])
          .map(
            (s) =>
              `${s.marketingCarrier}${s.marketingFlightNumber}-${s.origin}-${s.destination}-${s.departureLocal.slice(0, 10).replace(/-/g, "")}`,
          )
          .join("_"),
      )
      .join("~");
    const link = (segs: string, upsell = "") =>
      `/booking/itinerary/tx-77/g1/${segs}/0/LIM/AQP/${departure}/${back}/1/0/0/0${upsell}`;
    await page.goto(link(segments, "/Plus"));
    await expect(page).toHaveURL(/\/booking$/);
    await expect(heading(page, "Beneficios")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Resumen de tu compra" })).toContainText("Tarifa");
    // The partner's shown price travels in ?precio=: a different total is said before the checkout goes on.
    await page.goto(`${link(segments, "/Plus")}?precio=1.00`);
    const changed = page.getByRole("alert").filter({ hasText: "El precio cambió" });
    await expect(changed.getByRole("heading")).toHaveText(/^El precio cambió de US\$\s1\.00 a US\$\s[\d,]+\.\d{2}$/);
    await changed.getByRole("button", { name: /^Continuar con US\$/ }).click();
    await expect(heading(page, "Beneficios")).toBeVisible();
    await expect(changed).toHaveCount(0);

    await page.goto(link(segments.replace(/^([A-Z0-9]{2})\d+/, "$19999")));
    await expect(page.getByRole("alert")).toContainText("El vuelo que seleccionaste ya no tiene cupos");
    await page.getByRole("link", { name: "Ver los resultados de tu búsqueda" }).click();
    await expect(page).toHaveURL(/\/resultados\/vuelos\?tipo=0&origen=LIM&destino=AQP/);

    const bad = await request.get("/booking/itinerary/x/y/%3Cscript%3E/0/LIM/AQP/2026-13-40/x/1/0/0/0");
    expect(bad.status()).toBe(200);
    expect(await bad.text()).toContain("El vuelo que seleccionaste ya no tiene cupos");
  });

  test("/booking/v2 takes benefits, passengers and review on one page", async ({ page }) => {
    await startCheckout(page, searchUrl("AQP"));
    await page.goto("/booking/v2");
    await waitForHydration(page);
    await expect(heading(page, "Completa tu compra")).toBeVisible();
    await page.getByRole("checkbox", { name: /Agregar asistencia de viaje/ }).check({ force: true });
    await page.getByRole("button", { name: "Separar mi reserva" }).click();
    await expect(page.getByText("Revisa los campos marcados.")).toBeVisible();
    await fillTraveller(page, "Adulto 1", adult());
    await fillContact(page);
    await page.getByRole("button", { name: "Separar mi reserva" }).click();
    await expect(heading(page, "Revisar y pagar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Resumen de tu compra" })).toContainText(
      "Asistencia de viaje",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("checkout duplicates", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("the same traveller on the same flights: keep the other booking, or cancel it and continue", async ({
    page,
  }) => {
    const traveller = adult();
    const holdOnePage = async () => {
      await startCheckout(page, searchUrl("PIU"));
      await page.goto("/booking/v2");
      await waitForHydration(page);
      await fillTraveller(page, "Adulto 1", traveller);
      await fillContact(page);
      await page.getByRole("button", { name: "Separar mi reserva" }).click();
    };
    await holdOnePage();
    const first = await page.getByTestId("booking-code").textContent();
    await holdOnePage();
    const notice = page.getByRole("alert").filter({ hasText: "ya tiene la reserva" });
    await expect(notice).toContainText(
      `${traveller.firstName} ${traveller.lastName} ya tiene la reserva ${first ?? ""}`,
    );
    await expect(notice.getByRole("link", { name: "Mantener mi reserva anterior" })).toBeVisible();
    await notice.getByRole("button", { name: `Anular la reserva ${first ?? ""} y continuar` }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await expect(page.getByTestId("booking-code")).not.toHaveText(first ?? "");
  });
});

test.describe("checkout signed in", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a new traveller is saved and fills a later checkout's card", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the cards are the same at 360 px (see the flow above)");
    await withCookieChoice(page);
    const email = uniqueEmail(testInfo, "checkout");
    // The account through the API (sign-up is accounts.spec.ts' journey); the sign-in by the dialog.
    await confirmedAccount(page, testInfo, { firstName: "Rosa", email });
    await openLoginDialog(page);
    await signIn(page, email);
    await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
    const traveller = adult({ firstName: "Rosa" });
    await startCheckout(page, searchUrl("CUZ"));
    await page.getByRole("button", { name: "Continuar" }).click();
    // The customer's contact data comes filled in from the account.
    const contact = page.getByRole("group", { name: "Datos de contacto" });
    await expect(contact.getByLabel("Nombres")).toHaveValue("Rosa");
    await expect(contact.getByLabel("Apellidos")).toHaveValue("Huamán Quispe");
    await expect(contact.getByLabel("Correo electrónico", { exact: true })).toHaveValue(email);
    await expect(contact.getByLabel("Confirma tu correo electrónico")).toHaveValue(email);
    await fillTraveller(page, "Adulto 1", traveller);
    await page.getByRole("checkbox", { name: "Guardar en mis pasajeros frecuentes" }).check({ force: true });
    await fillContact(page, email);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver mis reservas" })).toHaveAttribute("href", "/perfil/mis-reservas");

    await startCheckout(page, searchUrl("AQP"));
    await page.getByRole("button", { name: "Continuar" }).click();
    await waitForHydration(page);
    const card = page.getByRole("group", { name: "Adulto 1" });
    await card.getByLabel("Usar pasajero guardado").selectOption({ label: `Rosa ${traveller.lastName}` });
    await expect(card.getByLabel("Número de documento")).toHaveValue(traveller.documentNumber);
    await expect(card.getByLabel("Apellidos")).toHaveValue(traveller.lastName);
    await expect(card.getByLabel("Fecha de nacimiento")).toHaveValue(traveller.birthDate);
  });
});

test.describe("checkout by keyboard", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("the whole flow can be completed with the keyboard only", { tag: "@slow" }, async ({ page }) => {
    const press = async (target: import("@playwright/test").Locator, key: string) => {
      await tabTo(page, target);
      await page.keyboard.press(key);
    };
    const type = async (target: import("@playwright/test").Locator, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };
    await page.goto(searchUrl("AQP"));
    await waitForHydration(page);
    const card = page.getByRole("list", { name: "Vuelos encontrados" }).getByRole("article").first();
    await press(card.getByRole("button", { name: /^Seleccionar/ }), "Enter");
    await expect(page.getByRole("heading", { name: "Elige tu tarifa" })).toBeVisible();
    const families = page.getByRole("list", { name: "Tarifas disponibles" }).locator(":scope > li");
    await press(families.first().getByRole("button", { name: /^Elegir/ }), "Enter");
    await expect(heading(page, "Beneficios")).toBeVisible();
    await waitForHydration(page);
    await press(page.getByRole("checkbox", { name: /Agregar asistencia de viaje/ }), "Space");
    await press(page.getByRole("button", { name: "Continuar" }), "Enter");
    await expect(heading(page, "Pasajeros")).toBeVisible();
    await waitForHydration(page);
    const card1 = page.getByRole("group", { name: "Adulto 1" });
    await type(card1.getByLabel("Número de documento"), uniqueDni());
    await type(card1.getByLabel("Nombres"), "Rosa");
    await type(card1.getByLabel("Apellidos"), adult().lastName);
    await type(card1.getByLabel("Fecha de nacimiento"), "04051990");
    await type(card1.getByLabel("Género"), "F");
    const contact = page.getByRole("group", { name: "Datos de contacto" });
    await type(contact.getByLabel("Nombres"), "Rosa");
    await type(contact.getByLabel("Apellidos"), "Condori");
    await type(contact.getByLabel("Teléfono"), "987654321");
    await type(contact.getByLabel("Correo electrónico", { exact: true }), "rosa@ejemplo.pe");
    await type(contact.getByLabel("Confirma tu correo electrónico"), "rosa@ejemplo.pe");
    await press(page.getByRole("checkbox", { name: /tratamiento de mis datos personales/ }), "Space");
    await press(page.getByRole("button", { name: "Continuar" }), "Enter");
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
  });
});

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  test("the whole flow posts plain forms", async ({ page }) => {
    await startCheckout(page, searchUrl("CUZ"), { hydrate: false });
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(heading(page, "Pasajeros")).toBeVisible();
    await continueStep(page, page.getByText("Revisa los campos marcados."));
    await expect(page.getByRole("group", { name: "Adulto 1" }).getByText("Ingresa el nombre")).toBeVisible();
    const traveller = adult();
    const fill = async () => {
      await fillTraveller(page, "Adulto 1", traveller);
      await fillContact(page);
    };
    await fill();
    await continueStep(page, page.getByRole("heading", { name: "Tu reserva está separada" }), fill);
    // The stepper links back only to completed steps: none once held.
    await page.goto("/booking?paso=beneficios");
    await expect(heading(page, "Revisar y pagar")).toBeVisible();
  });
});

test.describe("checkout total on a phone", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  test("the total stays in view on every step, without covering the focused field", async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== "mobile",
      "the bar is for narrow screens; the sidebar shows the total at 1440 px",
    );
    const bar = page.locator("[data-sticky-total]");
    const inView = async () => {
      const box = await bar.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      expect(box, "the total bar").not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height + 1);
      expect(box?.y ?? height).toBeGreaterThan(height / 2);
      return box;
    };
    await startCheckout(page, searchUrl("CUZ"));
    const sidebarTotal = page
      .getByRole("complementary", { name: "Resumen de tu compra" })
      .getByTestId("checkout-total");
    await expect(bar.getByTestId("sticky-total")).toHaveText((await sidebarTotal.textContent()) ?? "");
    await inView();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(heading(page, "Pasajeros")).toBeVisible();
    await inView();
    // A field typed into near the bottom of the screen scrolls above the bar.
    const email = page
      .getByRole("group", { name: "Datos de contacto" })
      .getByLabel("Correo electrónico", { exact: true });
    await tabTo(page, email);
    const barBox = await inView();
    const fieldBox = await email.boundingBox();
    expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    // 'Ver detalle' opens the full summary.
    await bar.getByRole("link", { name: "Ver detalle" }).click();
    await expect(page.getByRole("heading", { name: "Resumen de tu compra" })).toBeInViewport();
    await fillTraveller(page, "Adulto 1", adult());
    await fillContact(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await inView();
    await expect(bar.getByTestId("sticky-total")).toHaveText((await sidebarTotal.textContent()) ?? "");
    await expectNoAxeViolations(page);
  });
});
