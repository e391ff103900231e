import type { Page } from "@playwright/test";
import { dataLayer, expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoShellAxeViolations, withCookieChoice } from "./shell-helpers.ts";

test.describe("app shell: cookie prompt", () => {
  test("appears on the first visit, not again once a choice is stored", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const prompt = page.getByRole("region", { name: "Tu privacidad es importante" });
    await expect(prompt).toBeVisible();
    await expectNoShellAxeViolations(page);
    await prompt.getByRole("button", { name: "Rechazar opcionales" }).click();
    await expect(prompt).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("COOKIES_CONFIG") ?? "null") as unknown);
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Aceptar todas" })).toHaveCount(0);
  });

  test("consent-mode flags reach the data layer before any event, and the choice updates them", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(1);
    const first = (await dataLayer(page))[0];
    expect(first).toMatchObject({
      0: "consent",
      1: "default",
      2: { analytics_storage: "denied", ad_storage: "denied" },
    });
    await page.getByRole("button", { name: "Aceptar todas" }).click();
    const last = (await dataLayer(page)).at(-1);
    expect(last).toMatchObject({
      0: "consent",
      1: "update",
      2: { analytics_storage: "granted", ad_storage: "granted" },
    });
  });

  test("categories can be configured, and the footer reopens the settings", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Configurar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Configuración de cookies" });
    await expect(dialog.getByRole("checkbox", { name: /Necesarias/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Necesarias/ })).toBeDisabled();
    await expectNoShellAxeViolations(page);
    await dialog.getByText("Analíticas").click();
    await dialog.getByRole("button", { name: "Guardar preferencias" }).click();
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("COOKIES_CONFIG") ?? "null") as unknown),
    ).toMatchObject({ analytics: true, marketing: false });
    await page.getByRole("contentinfo").getByRole("button", { name: "Configurar cookies" }).click();
    await expect(dialog.getByRole("checkbox", { name: /Analíticas/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Tu privacidad es importante" })).toHaveCount(0);
  });
});

test.describe("app shell: chat launcher", () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    // A page whose first screen has no control where the launcher floats (on the home's first screen, at 360 px, the
    // launcher steps aside for the search form: tested below).
    await page.goto("/canales-de-atencion");
    await waitForHydration(page);
  });

  test("opens the card with the WhatsApp adviser and closes it", async ({ page }) => {
    const launcher = page.getByRole("button", { name: "Chatea con nosotros" });
    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    const card = page.getByRole("region", { name: "¿En qué te ayudamos?" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /Asesor de ventas por WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/51987654321?text=${encodeURIComponent("Hola, quiero información para planificar mi próximo viaje.")}`,
    );
    // No AI assistant URL is configured for the e2e server: the option is hidden.
    await expect(card.getByRole("link", { name: /Asistente virtual/ })).toHaveCount(0);
    await expect(card).toHaveAttribute("data-phase", "visible");
    await expectNoShellAxeViolations(page);
    // Record the phases the card goes through: the 250 ms closing animation may be over before a poll sees it.
    await page.evaluate(() => {
      const phases: string[] = [];
      (window as unknown as { __phases: string[] }).__phases = phases;
      const node = document.getElementById("chat-card");
      if (node) new MutationObserver(() => phases.push(node.dataset.phase ?? "")).observe(node, { attributes: true });
    });
    await card.getByRole("button", { name: "Cerrar chat" }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases)).toContain("closing");
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the card; the toggle collapses the button", async ({ page }) => {
    const launcher = page.getByRole("button", { name: "Chatea con nosotros" });
    await launcher.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "¿En qué te ayudamos?" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("region", { name: "¿En qué te ayudamos?" })).toHaveCount(0);
    await page.getByRole("button", { name: "Ocultar chat" }).click();
    await expect(launcher).toHaveCount(0);
    await page.getByRole("button", { name: "Mostrar chat" }).click();
    await expect(launcher).toBeVisible();
    await expect(page.getByRole("button", { name: "Ocultar chat" })).toBeVisible();
  });
});

test.describe("app shell: the chat launcher never covers a control", () => {
  test.beforeEach(async ({ page }) => withCookieChoice(page));

  /** Controls of the page found under the launcher's visible buttons (hit-testing a 5x5 grid of each). */
  const coveredControls = (page: Page) =>
    page.evaluate(() => {
      const launcher = [...document.querySelectorAll("button")].find((button) =>
        button.textContent.includes("Chatea con nosotros"),
      );
      const widget = launcher?.closest<HTMLElement>("[data-js-only]");
      if (!widget || getComputedStyle(widget).visibility === "hidden") return [];
      const found = new Set<string>();
      for (const box of widget.querySelectorAll("button")) {
        const rect = box.getBoundingClientRect();
        for (let i = 0; i <= 4; i++) {
          for (let j = 0; j <= 4; j++) {
            const x = rect.left + 1 + ((rect.width - 2) * i) / 4;
            const y = rect.top + 1 + ((rect.height - 2) * j) / 4;
            for (const element of document.elementsFromPoint(x, y)) {
              if (widget.contains(element)) continue;
              const control = element.closest(
                "input, select, textarea, button, a[href], [role=combobox], [role=radio]",
              );
              if (control) found.add(control.outerHTML.slice(0, 80));
            }
          }
        }
      }
      return [...found];
    });

  for (const path of ["/", "/seguro-viaje", "/hoteles", "/nuestras-agencias"]) {
    test(`on ${path}, at every scroll position`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const share of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
        await page.evaluate((top) => window.scrollTo(0, top), Math.round(height * share));
        await expect.poll(() => coveredControls(page)).toEqual([]);
      }
    });
  }

  test("it steps aside while a text field has the focus (a phone's keyboard is open)", async ({ page }) => {
    await page.goto("/libro-reclamaciones");
    await waitForHydration(page);
    const launcher = page.getByRole("button", { name: "Chatea con nosotros" });
    const field = page.getByRole("textbox").first();
    await field.focus();
    await expect(launcher).toBeHidden();
  });
});

test.describe("app shell: mobile app-download modal", () => {
  test("on a phone, on a results URL, both buttons open the store page", async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      baseURL: testInfo.project.use.baseURL ?? "",
      userAgent: "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
    });
    await context.route("https://play.google.com/**", (route) => route.fulfill({ body: "tienda" }));
    const page = await context.newPage();
    await page.goto("/dev/ui?origen=resultados");
    const modal = page.getByRole("dialog", { name: "Descarga la App de Kuntur Viajes" });
    await expect(modal).toBeVisible();
    const popup = page.waitForEvent("popup");
    await modal.getByRole("button", { name: "Ahora no" }).click();
    expect((await popup).url()).toBe("https://play.google.com/store/apps/details?id=pe.kunturviajes.demo");
    await expect(modal).toBeHidden();
    // Once per session.
    await page.reload();
    await waitForHydration(page);
    await expect(modal).toHaveCount(0);
    await context.close();
  });

  test("not on a desktop browser, nor off results URLs", async ({ page }) => {
    await page.goto("/dev/ui?origen=resultados");
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog", { name: "Descarga la App de Kuntur Viajes" })).toHaveCount(0);
  });
});
