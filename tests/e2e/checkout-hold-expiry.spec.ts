import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { adult, fillContact, fillTraveller, searchUrl, startCheckout } from "./checkout-helpers.ts";
import { E2E_SMTP_PORT } from "./mailbox.ts";
import { withCookieChoice } from "./shell-helpers.ts";

// A hold of 12 seconds needs its own server (BOOKING_HOLD_MINUTES is read at start-up, and the shared e2e server
// keeps the default). It runs once, on the desktop project, beside the other specs.
const READY_DEADLINE_MS = 150_000;
const HOLD_MINUTES = "0.2";

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${String(port)}`,
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      SECRETS_FILE: join(dataDir, "secrets.json"),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`,
      JOBS_POLL_INTERVAL_MS: "200",
      BOOKING_HOLD_MINUTES: HOLD_MINUTES,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join("")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/v1/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready:\n${output.join("")}`);
}

test("a lapsed hold says so, releases the booking and offers a new search", { tag: "@slow" }, async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one run is enough");
  test.setTimeout(2 * READY_DEADLINE_MS);
  const dataDir = mkdtempSync(join(tmpdir(), "kv-hold-"));
  const port = 3340 + (process.pid % 50);
  const server = await startServer(dataDir, port);
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
    await new Promise<void>((resolve) => {
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
