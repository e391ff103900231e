import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { READY_DEADLINE_MS, serverOutput, startServer, stopServer } from "./own-server.ts";
import { setUpAdministrator, signInStaff } from "./staff-helpers.ts";

// The second factor's secret is sealed under a key the server derives from its configured secret: a restart (or
// another instance with the same secrets) must open it. Its own production server, restarted mid-test.
test.describe("back office across a server restart", () => {
  test.describe.configure({ timeout: 2 * READY_DEADLINE_MS + 120_000 });

  test(
    "an administrator enrolled before a restart signs in after it with a fresh code",
    { tag: "@slow" },
    async ({ page, request }) => {
      test.skip(test.info().project.name !== "desktop", "one server restart is enough");
      const dataDir = mkdtempSync(join(tmpdir(), "kv-staff-restart-"));
      const port = Number(process.env.E2E_PORT ?? 3210) + 3;
      const origin = `http://127.0.0.1:${String(port)}`;
      // A loaded CI machine can take longer than the default 10 s to close the embedded database: the restart, not the
      // shutdown deadline, is what this test is about.
      const env = { DEV_PAGES: "true", PASSWORD_HASH_COST: "12", SHUTDOWN_TIMEOUT_MS: "60000" };
      let server = await startServer(dataDir, port, env);
      try {
        const admin = await setUpAdministrator(page, request, origin);
        // The set-password link is built from the server's SITE_URL, not a default.
        expect(admin.link.startsWith(`${origin}/gestion/activar/`), admin.link).toBe(true);

        expect(await stopServer(server)).toBe(0);
        server = await startServer(dataDir, port, env);

        // The session made before the restart still opens the back office; signed out, the app's code signs in.
        await page.goto(`${origin}/gestion`);
        await expect(page.getByRole("heading", { name: "Hola, Ana Torres" })).toBeVisible();
        await page.getByRole("button", { name: "Cerrar sesión" }).click();
        await expect(page.getByRole("heading", { name: "Ingresar a Gestión" })).toBeVisible();
        await signInStaff(page, admin, origin);
        await expect(page.getByRole("heading", { name: "Hola, Ana Torres" })).toBeVisible();
      } catch (error) {
        console.error(serverOutput(server));
        throw error;
      } finally {
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
