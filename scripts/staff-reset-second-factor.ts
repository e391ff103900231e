// npm run staff:reset-second-factor -- --email ana@agencia.pe
// Resets a staff member's second factor (as Personal does): their sessions end and they enrol a new app at the next
// sign-in. For an administrator nobody else can reset, e.g. one whose secret the server can no longer open.
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { openDb, setDbHandle } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import { resetSecondFactorByEmail } from "#app/features/staff/staff-second-factor-reset.server.ts";

const USAGE = "Uso: npm run staff:reset-second-factor -- --email correo@dominio";

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

async function main(): Promise<number> {
  let email: string;
  try {
    email = parseArgs({ options: { email: { type: "string" } } }).values.email ?? "";
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!email.includes("@")) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv();
  // PGlite serves one process: two on the same folder would corrupt it.
  if (!env.DATABASE_URL && (await listening(env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST, env.PORT))) {
    console.error(
      `El servidor está en marcha en ${env.HOST}:${String(env.PORT)} y usa la base embebida (${env.PGLITE_DATA_DIR}).\n` +
        "Detenlo antes de reiniciar el segundo factor (con PostgreSQL, DATABASE_URL, no hace falta).",
    );
    return 1;
  }
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  setDbHandle(handle);
  try {
    if (!(await resetSecondFactorByEmail(email))) {
      console.error(`No hay un usuario del personal con el correo ${email}.`);
      return 1;
    }
    console.log(`Segundo factor de ${email} reiniciado: al ingresar configurará su aplicación de nuevo.`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
