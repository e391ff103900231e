// The staff scripts open the database themselves: with the embedded one, the site's server must not be running.
import { connect } from "node:net";
import type { parseEnv } from "#server/env.ts";

/** Whether something answers on host:port (the site's server, which holds the embedded database). */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 500 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The refusal to print when the server holds the embedded database (PGlite serves one process: two on the same folder
 * would corrupt it), or null when the script may open it. `action` ends the sentence "Detenlo antes de …".
 */
export async function embeddedDbInUse(env: ReturnType<typeof parseEnv>, action: string): Promise<string | null> {
  if (env.DATABASE_URL || !(await listening(env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST, env.PORT))) return null;
  return (
    `El servidor está en marcha en ${env.HOST}:${String(env.PORT)} y usa la base embebida (${env.PGLITE_DATA_DIR}).\n` +
    `Detenlo antes de ${action} (con PostgreSQL, DATABASE_URL, no hace falta).`
  );
}
