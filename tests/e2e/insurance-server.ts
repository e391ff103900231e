import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const READY_DEADLINE_MS = 150_000;

/** A production server of its own (like server-start.spec.ts), for settings the shared e2e server cannot take. */
export async function startServer(dataDir: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${String(port)}`,
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      SECRETS_FILE: join(dataDir, "secrets.json"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      JOBS_POLL_INTERVAL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
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
  throw new Error(`server did not become ready:\n${output.join("")}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
