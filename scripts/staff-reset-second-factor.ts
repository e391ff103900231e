// npm run staff:reset-second-factor -- --email ana@agencia.pe
// Resets a staff member's second factor (as Personal does): their sessions end and they enrol a new app at the next
// sign-in. For an administrator nobody else can reset, e.g. one whose secret the server can no longer open.
import { parseArgs } from "node:util";
import { openDb, setDbHandle } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import { embeddedDbInUse } from "./embedded-db-guard.ts";
import { resetSecondFactorByEmail } from "#app/features/staff/staff-second-factor-reset.server.ts";

const USAGE = "Uso: npm run staff:reset-second-factor -- --email correo@dominio";

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
  const inUse = await embeddedDbInUse(env, "reiniciar el segundo factor");
  if (inUse) {
    console.error(inUse);
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
