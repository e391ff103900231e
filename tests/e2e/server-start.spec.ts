import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Creating, migrating and seeding an embedded database takes a few seconds on a quiet machine, but far longer
// while the other e2e workers load the 2 cores: the deadline is generous, and a miss prints the server's output.
const READY_DEADLINE_MS = 150_000;

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      SECRETS_FILE: join(dataDir, "secrets.json"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stderr: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  Object.assign(child, { stderrText: () => stderr.join("") });
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}:\n${stderr.join("")}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready in ${String(READY_DEADLINE_MS)} ms:\n${stderr.join("")}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", (exitCode) => resolve(exitCode));
    child.kill("SIGTERM");
  });
  if (code !== 0) console.error((child as ChildProcess & { stderrText: () => string }).stderrText());
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
