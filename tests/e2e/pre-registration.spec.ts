import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { deliveredTo, unfolded } from "./mailbox.ts";
import {
  choose,
  fillPassenger,
  fillRegistration,
  outboxStatuses,
  outboxSubjects,
  passengerCard,
  registrationGroup,
  uniqueEmail,
} from "./pre-registration-helpers.ts";

const SUBMIT_ERROR = "Error al enviar el formulario. Intente de nuevo.";
const SUBJECT = /^Tu código de inscripción para Cierra puertas: (CP-[2-9A-Z]{4}-[2-9A-Z]{4})$/;

test.describe("/tusdatos pre-registration", () => {
  test("is server-rendered with the banner, the form and the recommendations", async ({ page, request }) => {
    const html = await (await request.get("/tusdatos")).text();
    expect(html).toContain("<title>Pre-registro Cierra puertas | Kuntur Viajes</title>");
    expect(html).toMatch(/<meta name="description" content="Pre-regístrate[^"]+"/);
    expect(html).toContain('srcSet="/images/tusdatos/banner-desktop.svg" width="1440" height="360"');
    expect(html).toContain("Recomendaciones importantes");

    await page.goto("/tusdatos");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Pre-registro: Cierra puertas" })).toBeVisible();
    const banner = page.getByRole("img", { name: /Cierra puertas de Kuntur Viajes/ });
    await expect(banner).toBeVisible();
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      wide ? "banner-desktop.svg" : "banner-mobile.svg",
    );
    for (const text of [
      "documento de identidad",
      "código de inscripción",
      "condiciones",
      "fila preferencial",
      "stock",
    ]) {
      await expect(page.getByRole("complementary").getByText(new RegExp(text))).toBeVisible();
    }
    // The banner's reserved size and the server-rendered form: nothing moves while the page loads and hydrates.
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(layoutShift).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectNoAxeViolations(page);
    // The banner's call to action is a real link, inside the banner, that takes the visitor to the form (issue 14).
    const cta = page.getByRole("link", { name: "Pre-regístrate y evita la fila" });
    const [ctaBox, bannerBox] = [await cta.boundingBox(), await banner.boundingBox()];
    expect(ctaBox && bannerBox && ctaBox.y + ctaBox.height <= bannerBox.y + bannerBox.height).toBe(true);
    await cta.click();
    await expect(page).toHaveURL(/#formulario-titulo$/);
    await expect(page.getByRole("heading", { name: "Completa tus datos" })).toBeInViewport();
  });

  test("an invalid submit shows the errors of every field and focuses the first", async ({ page }) => {
    await page.goto("/tusdatos");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Registrarme" }).click();
    const first = passengerCard(page, 1);
    await expect(first.getByLabel("Número de documento")).toBeFocused();
    for (const message of [
      "Ingresa el número de documento",
      "Ingresa tu(s) nombre(s)",
      "Ingresa tu apellido paterno",
      "Ingresa tu apellido materno",
      "Ingresa tu fecha de nacimiento",
      "Ingresa tu email",
      "Ingresa tu teléfono",
    ]) {
      await expect(first.getByText(message, { exact: true })).toBeVisible();
    }
    const registration = registrationGroup(page);
    for (const message of [
      "Selecciona una tienda",
      "Selecciona cómo te enteraste del evento",
      "Debes aceptar las Políticas de Privacidad",
      "Debes aceptar el tratamiento de tus datos personales.",
    ]) {
      await expect(registration.getByText(message, { exact: true })).toBeVisible();
    }
    // The DNI / passport switch: numeric 8 digits, then 12 letters or digits.
    const number = first.getByLabel("Número de documento");
    await expect(number).toHaveAttribute("inputmode", "numeric");
    await number.fill("12ab34");
    await expect(number).toHaveValue("1234");
    await expect(first.getByText("El DNI debe tener 8 dígitos", { exact: true })).toBeVisible();
    await choose(first, /Tipo de documento/, "Pasaporte");
    await expect(number).toHaveAttribute("inputmode", "text");
    await expect(number).toHaveAttribute("maxlength", "12");
    await number.fill("ab1234567xyz");
    await expect(number).toHaveValue("AB1234567XYZ");
    await first.getByLabel("Fecha de nacimiento").pressSequentially("01012999");
    await expect(first.getByLabel("Fecha de nacimiento")).toHaveValue("01/01/2999");
    await expect(first.getByText("Ingresa una fecha de nacimiento válida", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("two passengers, one removed, a document look-up, the modal, the reset and the e-mail", async ({ page }) => {
    // A long visitor journey plus the e-mail delivery (up to 15 s): more than the default 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail("lucia");
    await page.goto("/tusdatos");
    await waitForHydration(page);

    // The known document fills the names and birth date (names and birth date only).
    const first = passengerCard(page, 1);
    await fillPassenger(first, { docNumber: "45871236", email, phone: "987 111 201" });
    await expect(first.getByLabel("Nombres")).toHaveValue("Lucía Fernanda");
    await expect(first.getByLabel("Apellido paterno")).toHaveValue("Quispe");
    await expect(first.getByLabel("Apellido materno")).toHaveValue("Mamani");
    await expect(first.getByLabel("Fecha de nacimiento")).toHaveValue("14/03/1990");

    await first.getByRole("button", { name: "Agregar pasajero" }).click();
    await first.getByRole("button", { name: "Agregar pasajero" }).click();
    await expect(passengerCard(page, 3)).toBeVisible();
    await fillPassenger(passengerCard(page, 2), {
      docType: "Carné de extranjería",
      docNumber: "009988776",
      firstName: "José María",
      lastName: "D'Ávila",
      mLastName: "Ñique",
      birthDate: "02071985",
      email: uniqueEmail("jose"),
      phone: "+51 912 345 678",
    });
    await expect(passengerCard(page, 2).getByText(/No encontramos datos para este documento/)).toBeVisible();
    await passengerCard(page, 3).getByRole("button", { name: "Quitar pasajero 3" }).click();
    await expect(passengerCard(page, 3)).toHaveCount(0);
    await expect(first.getByRole("button", { name: /Quitar/ })).toHaveCount(0);

    await fillRegistration(page, "Agencia San Isidro", "Otro", "Me lo contó una amiga");
    await page.getByRole("button", { name: "Registrarme" }).click();

    const modal = page.getByRole("dialog", { name: "¡Muchas gracias por registrarte!" });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: "Aceptar" }).click();
    await expect(modal).toHaveCount(0);

    // Reset: first passenger cleared, extra passengers removed, selects and checkboxes reset.
    await expect(page.getByRole("group", { name: /^Pasajero \d+$/ })).toHaveCount(1);
    for (const label of ["Número de documento", "Nombres", "Fecha de nacimiento", "Correo electrónico"]) {
      await expect(first.getByLabel(label)).toHaveValue("");
    }
    const registration = registrationGroup(page);
    await expect(registration.getByRole("button", { name: /Tienda/ })).toContainText("Elige la tienda donde asistirás");
    await expect(registration.getByRole("button", { name: /Cómo te enteraste/ })).toContainText("Selecciona un medio");
    await expect(registration.getByLabel("¿Por qué otro medio?")).toHaveCount(0);
    for (const name of [/Políticas de Privacidad/, /tratamiento de mis datos/]) {
      await expect(registration.getByRole("checkbox", { name })).not.toBeChecked();
    }
    await expect(page.getByText("Ingresa tu email", { exact: true })).toHaveCount(0);

    const subjects = await outboxSubjects(page, email);
    expect(subjects).toHaveLength(1);
    const code = SUBJECT.exec(subjects[0] ?? "")?.[1] ?? "";
    expect(code).not.toBe("");
    // Delivered over SMTP to the first passenger only, exactly once, with the inscription code.
    await expect.poll(() => deliveredTo(email).length, { timeout: 15_000 }).toBe(1);
    const [message] = deliveredTo(email);
    expect(message?.to).toEqual([email.toLowerCase()]);
    expect(unfolded(message!)).toContain(code);
    await expect.poll(async () => (await outboxStatuses(page, email))[0], { timeout: 15_000 }).toMatch(/^Enviado/);
  });

  test("a failed submission keeps the data, says so, and its retry registers once", async ({ page, consoleErrors }) => {
    const email = uniqueEmail("rosa");
    await page.goto("/tusdatos");
    await waitForHydration(page);
    const first = passengerCard(page, 1);
    await fillPassenger(first, {
      docNumber: "46093127",
      email,
      phone: "987111205",
    });
    await expect(first.getByLabel("Nombres")).toHaveValue("Rosa Elvira");
    await fillRegistration(page, "Agencia San Isidro", "Televisión");

    // The server stores the registration but its answer is lost on the way back.
    await page.route(
      "**/api/v1/pre-registrations",
      async (route) => {
        await route.fetch();
        await route.abort("failed");
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Registrarme" }).click();
    await expect(page.getByText(SUBMIT_ERROR)).toBeVisible();
    // The browser logs the aborted request as a console error: the one we caused on purpose, and only that one.
    expect(consoleErrors).toEqual(["Failed to load resource: net::ERR_FAILED"]);
    consoleErrors.length = 0;
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
    await expect(first.getByLabel("Nombres")).toHaveValue("Rosa Elvira");
    await expect(first.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(registrationGroup(page).getByRole("button", { name: /Tienda/ })).toContainText("Agencia San Isidro");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The visitor tries again: same data, same idempotency key, the first registration is confirmed.
    await page.getByRole("button", { name: "Registrarme" }).click();
    await expect(page.getByRole("dialog", { name: "¡Muchas gracias por registrarte!" })).toBeVisible();
    expect(await outboxSubjects(page, email)).toHaveLength(1);
  });
});
