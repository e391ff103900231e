import {
  confirmFromEmail,
  registeredAccount,
  FIRST_DIALOG,
  isMobile,
  openAccountMenu,
  openLoginDialog,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  HASHING,
} from "./accounts-helpers.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

test.describe("accounts", () => {
  // Whole sign-up and profile journeys: 1-2.5 minutes at load 20-40 on the 2 cores; the limit only bounds a hang.
  test.describe.configure({ timeout: 300_000 });

  test(
    "sign up (Personal), confirm by e-mail, sign in, edit the profile, sign out",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo, "rosa");
      const registerCalls: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/v1/auth/register")) registerCalls.push(request.url());
      });

      // An invalid submit marks every field and calls nothing (SPEC 5.3).
      const login = await openLoginDialog(page);
      await expectNoAxeViolations(page);
      await login.getByRole("button", { name: "Crea una cuenta" }).click();
      const signUpDialog = page.getByRole("dialog", { name: "Crea tu cuenta" });
      await signUpDialog.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(signUpDialog.getByText("Ingresa tu(s) nombre(s)")).toBeVisible();
      await expect(signUpDialog.getByText("Ingresa tu primer apellido")).toBeVisible();
      await expect(signUpDialog.getByText("Ingresa tu email")).toBeVisible();
      await expect(signUpDialog.getByText("Ingresa una contraseña")).toBeVisible();
      await expectNoAxeViolations(page);
      expect(registerCalls).toEqual([]);
      // A field shows its error once it is dirty.
      await signUpDialog.getByLabel("Contraseña", { exact: true }).fill("abc");
      await expect(
        signUpDialog.getByText(
          "Debe contener 6 caracteres como mínimo, 10 caracteres como máximo, mínimo una letra y mínimo un número.",
        ),
      ).toBeVisible();

      await signUp(page, { firstName: "Rosa", email });
      await expect(page.getByText("Te enviamos un correo de verificación.", { exact: false })).toBeVisible();
      await confirmFromEmail(page, email);
      await signIn(page, email);
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);

      // Signed in: the top bar shows the user, and the browser keeps 'usuario' and 'bookings' (SPEC 3, 4).
      const menu = await openAccountMenu(page, "Rosa");
      const stored = await page.evaluate(() => ({
        user: JSON.parse(localStorage.getItem("usuario") ?? "null") as { email?: string } | null,
        bookings: JSON.parse(localStorage.getItem("bookings") ?? "null") as unknown,
      }));
      expect(stored.user?.email).toBe(email);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("bookings"))).toBe("[]");

      await menu.getByRole("link", { name: "Perfil" }).click();
      await expect(page).toHaveURL(/\/perfil\/mi-perfil$/);
      await expect(page.getByRole("heading", { name: "Mi perfil" })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText("Verificado")).toBeVisible();
      await expect(page.getByText("Personal", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Datos de contacto" }).click();
      await expect(page).toHaveTitle("Datos de contacto | Kuntur Viajes");
      await page.getByLabel("Número de documento").fill("40123456");
      await page.getByRole("button", { name: /Tipo de documento/ }).click();
      await page.getByRole("option", { name: "DNI" }).click();
      await page.getByLabel("Fecha de nacimiento").fill("05111988");
      await expect(page.getByLabel("Fecha de nacimiento")).toHaveValue("05/11/1988");
      await page.getByLabel("Teléfono").fill("987 654 321");
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page.getByText("Guardamos tus datos de contacto.")).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel("Teléfono")).toHaveValue("987 654 321");
      await expect(page.getByLabel("Fecha de nacimiento")).toHaveValue("05/11/1988");

      // Sign out: the session ends server-side, the browser forgets the user, and the visitor is home.
      const accountMenu = await openAccountMenu(page, "Rosa");
      await accountMenu.getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(page).toHaveURL(/\/$/);
      if (!isMobile(page)) await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("usuario"))).toBeNull();
      await page.goto("/perfil/mi-perfil");
      await expect(page).toHaveURL(/\/\?iniciar-sesion=1&volver=%2Fperfil%2Fmi-perfil$/);
      await waitForHydration(page);
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible(FIRST_DIALOG);
      // Signing in from there comes back to the profile page.
      await signIn(page, email);
      await expect(page).toHaveURL(/\/perfil\/mi-perfil$/, HASHING);
    },
  );

  test(
    "sign up an Empresa account with a valid RUC and sign in on the Empresa tab",
    { tag: "@slow" },
    async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo, "ventas");
      const login = await openLoginDialog(page);
      await login.getByRole("button", { name: "Crea una cuenta" }).click();
      const dialog = page.getByRole("dialog", { name: "Crea tu cuenta" });
      await dialog.getByRole("tab", { name: "Empresa" }).click();
      const ruc = dialog.getByRole("tabpanel").getByLabel("RUC");
      await ruc.fill("20512333798");
      await ruc.blur();
      await expect(dialog.getByText("Ingresa un número de RUC válido.")).toBeVisible();
      await ruc.fill("2051233");
      await expect(dialog.getByText("Un RUC válido tiene 11 dígitos.")).toBeVisible();
      await expectNoAxeViolations(page);

      await signUp(page, { firstName: "Marco", email, business: { ruc: "20512333797", name: "Andes Tours S.A.C." } });
      await confirmFromEmail(page, email);
      // The Personal tab does not sign a business account in.
      await signIn(page, email, PASSWORD, "Personal");
      // Said next to the form (the toast says it too).
      await expect(page.getByRole("tabpanel", { name: "Personal" }).getByRole("alert")).toHaveText(
        "El correo o la contraseña no son correctos.",
        HASHING,
      );
      await signIn(page, email, PASSWORD, "Empresa");
      await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeHidden(HASHING);
      await page.goto("/perfil/mi-perfil");
      await expect(page.getByText("Andes Tours S.A.C.")).toBeVisible();
      await expect(page.getByText("20512333797")).toBeVisible();
    },
  );

  test("the top bar's 'Iniciar sesión' opens the login dialog; switching tabs resets the forms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Menú de navegación" }).click();
      await page.getByRole("dialog", { name: "Menú" }).getByRole("button", { name: "Iniciar sesión" }).click();
    } else {
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tabpanel").getByLabel("Correo electrónico").fill("ana@example.pe");
    await dialog.getByRole("tab", { name: "Empresa" }).click();
    await dialog.getByRole("tab", { name: "Personal" }).click();
    await expect(dialog.getByRole("tabpanel").getByLabel("Correo electrónico")).toHaveValue("");
    // An invalid submit shows the SPEC 5.1 messages.
    await dialog.getByRole("button", { name: "Ingresar" }).click();
    await expect(dialog.getByText("Ingresa tu email")).toBeVisible();
    await expect(dialog.getByText("Ingresa tu contraseña")).toBeVisible();
    // The social button needs Google to be configured: the e2e server has no client id.
    await expect(dialog.getByRole("link", { name: "Continuar con Google" })).toHaveCount(0);
  });

  test("an expired or used confirmation link explains itself and offers a new e-mail", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "luis");
    // The account through the API (the sign-up dialog is the first test's journey); its link through the page.
    const path = await registeredAccount(page, testInfo, { firstName: "Luis", email });
    await page.goto(path);
    await expect(page.getByRole("alertdialog", { name: "¡Tu cuenta está activa!" })).toBeVisible();
    await page.goto(path);
    await waitForHydration(page);
    const problem = page.getByRole("dialog", { name: "No pudimos confirmar tu correo" });
    await expect(problem.getByText("Este enlace ya fue utilizado.", { exact: false })).toBeVisible();
    await problem.getByLabel("Correo electrónico").fill(email);
    await problem.getByRole("button", { name: "Enviarme un nuevo correo" }).click();
    await expect(problem.getByRole("status")).toBeVisible();
    // The home screen is rendered under the modal (SPEC 2.1).
    await expect(page).toHaveTitle(/Kuntur Viajes/);
  });
});
