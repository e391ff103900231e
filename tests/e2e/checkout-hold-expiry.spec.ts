import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { adult, fillContact, fillTraveller, searchUrl, startCheckout } from "./checkout-helpers.ts";
import { E2E_SMTP_PORT } from "./mailbox.ts";
import { READY_DEADLINE_MS, startServer, stopServer } from "./own-server.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// A hold of 12 seconds needs its own server (BOOKING_HOLD_MINUTES is read at start-up, and the shared e2e server
// keeps the default). It runs once, on the desktop project, beside the other specs.
const HOLD_MINUTES = "0.2";

test("a lapsed hold says so, releases the booking and offers a new search", { tag: "@slow" }, async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one run is enough");
  test.setTimeout(2 * READY_DEADLINE_MS);
  const dataDir = mkdtempSync(join(tmpdir(), "kv-hold-"));
  const port = 3340 + (process.pid % 50);
  const server = await startServer(dataDir, port, {
    SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`,
    BOOKING_HOLD_MINUTES: HOLD_MINUTES,
  });
  try {
    await withCookieChoice(page);
    const base = `http://127.0.0.1:${String(port)}`;
    await startCheckout(page, `${base}${searchUrl("TRU")}`);
    await page.getByRole("button", { name: "Continuar" }).click();
    await fillTraveller(page, "Adulto 1", adult());
    await fillContact(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Tu reserva está separada" })).toBeVisible();
    await waitForHydration(page);
    const ended = page.getByText("El tiempo para pagar tu reserva terminó y liberamos los asientos.");
    await expect(ended).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Hacer una nueva búsqueda" })).toHaveAttribute(
      "href",
      /\/resultados\/vuelos\?/,
    );
    // The server agrees after a reload (the hold is expired on read or by the job).
    await page.reload();
    await expect(ended).toBeVisible();
    await expect(page.getByRole("button", { name: "Pagar" })).toHaveCount(0);
  } finally {
    // Leave the page first: a page left open on a server that stops logs its failed requests as console errors.
    await page.goto("about:blank");
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
