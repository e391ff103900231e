import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { adult, fillContact, fillTraveller, searchUrl, startCheckout } from "./checkout-helpers.ts";
import { deliveredTo, E2E_SMTP_PORT } from "./mailbox.ts";
import { READY_DEADLINE_MS, startServer, stopServer } from "./own-server.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// A cash code valid for 72 seconds (PAYMENT_CODE_HOURS is read at start-up): its own server, desktop only.
test(
  "an unpaid cash code expires: the booking is cancelled and the buyer is told by e-mail",
  { tag: "@slow" },
  async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one run is enough");
    // The start, then a 72-second code and the job that cancels it, each with room for a busy machine.
    test.setTimeout(READY_DEADLINE_MS + 300_000);
    const dataDir = mkdtempSync(join(tmpdir(), "kv-cash-"));
    const port = 3800 + (process.pid % 50);
    const server = await startServer(dataDir, port, {
      PAYMENT_CODE_HOURS: "0.02",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`,
      MAIL_POLL_INTERVAL_MS: "300",
    });
    try {
      await withCookieChoice(page);
      const email = `codigo.vencido.${String(Date.now())}@ejemplo.pe`;
      await startCheckout(page, `http://127.0.0.1:${String(port)}${searchUrl("JUL")}`);
      await page.getByRole("button", { name: "Continuar" }).click();
      await fillTraveller(page, "Adulto 1", adult());
      await fillContact(page, email);
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByRole("radio", { name: "Banca por internet, agentes y bodegas" }).check({ force: true });
      await page.getByRole("button", { name: /^Pagar/ }).click();
      await expect(page.getByTestId("cash-code")).toHaveText(/^\d{8,}$/);
      const confirmation = page.url();
      await expect
        .poll(
          async () => {
            await page.goto(confirmation);
            return page.getByRole("heading", { level: 1 }).first().textContent();
          },
          { timeout: 180_000, intervals: [5_000] },
        )
        .toBe("Tu reserva ya no está vigente");
      await expect
        .poll(() => deliveredTo(email).some((mail) => mail.raw.includes("anulada")), { timeout: 60_000 })
        .toBe(true);
    } finally {
      // Leave the page first: a page left open on a server that stops logs its failed requests as console errors.
      await page.goto("about:blank");
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
