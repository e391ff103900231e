import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

/**
 * Creating, migrating and seeding an embedded database takes about ten seconds on a quiet machine, but over a minute
 * while the other e2e workers, Vitest and whatever else the developer runs load the 2 cores (71 s seen at load 38,
 * 53 s of it PGlite's initdb and the migrations): the deadline only bounds a real hang.
 */
export const READY_DEADLINE_MS = 300_000;

const outputs = new WeakMap<ChildProcess, string[]>();

/**
 * A production server of its own on a fresh embedded database, for settings the shared e2e server cannot take (they
 * are read at start-up: a 12-second hold, a one-minute cash code) or for the start itself. Resolves once it is ready.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
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
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      JOBS_POLL_INTERVAL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  outputs.set(child, output);
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}:\n${output.join("")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/v1/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready in ${String(READY_DEADLINE_MS)} ms:\n${output.join("")}`);
}

/** What the server wrote to its stdout and stderr so far. */
export function serverOutput(child: ChildProcess): string {
  return (outputs.get(child) ?? []).join("");
}

/** Stops the server with SIGTERM (a graceful shutdown) and resolves with its exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}
