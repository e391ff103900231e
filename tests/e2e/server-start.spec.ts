import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { READY_DEADLINE_MS, serverOutput, startServer, stopServer } from "./own-server.ts";

/** Stops the server and prints its output when the shutdown was not clean. */
async function stop(child: Awaited<ReturnType<typeof startServer>>): Promise<number | null> {
  const code = await stopServer(child);
  if (code !== 0) console.error(serverOutput(child));
  return code;
}

test.describe("production server start", () => {
  test.describe.configure({ mode: "serial", timeout: 2 * READY_DEADLINE_MS + 60_000 });
  test("creates the database on an empty data folder, then reuses it", { tag: "@slow" }, async () => {
    test.skip(test.info().project.name !== "desktop", "one run is enough: no browser involved");
    const dataDir = mkdtempSync(join(tmpdir(), "kv-start-"));
    try {
      const port = 3290 + (process.pid % 50);
      const first = await startServer(dataDir, port);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Kuntur Viajes");
      expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(await stop(first)).toBe(0);

      const started = Date.now();
      const second = await startServer(dataDir, port);
      const reuseMs = Date.now() - started;
      const again = await fetch(`http://127.0.0.1:${port}/`);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("Kuntur Viajes");
      expect(await stop(second)).toBe(0);
      test.info().annotations.push({ type: "second start", description: `${reuseMs} ms` });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
