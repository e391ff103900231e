// npm run staff:create -- --email ana@agencia.pe --role administrador [--role atencion] [--name "Ana Torres"]
// Creates a staff user of the back office (/gestion) and prints the one-time link that sets its password.
import { parseArgs } from "node:util";
import { openDb, setDbHandle } from "#server/db/client.ts";
import { seedReferenceData } from "#server/db/seed/index.ts";
import { parseEnv } from "#server/env.ts";
import { embeddedDbInUse } from "./embedded-db-guard.ts";
import { accountsConfigFrom } from "#server/accounts-config.ts";
import { configureStaff } from "#app/features/staff/staff-config.server.ts";
import { StaffInviteSchema } from "#app/features/staff/staff-schemas.ts";
import { inviteStaff } from "#app/features/staff/staff-users.server.ts";

const USAGE =
  'Uso: npm run staff:create -- --email correo@dominio --role administrador [--role atencion ...] [--name "Nombre Apellido"]\n' +
  "Roles: asesor, atencion, contenido, inventario, administrador.";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: "string" }, role: { type: "string", multiple: true }, name: { type: "string" } },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const email = args.email ?? "";
  const roles = (args.role ?? []).flatMap((role) => role.split(",")).map((role) => role.trim());
  const parsed = StaffInviteSchema.safeParse({ email, roles, name: args.name ?? email.split("@")[0] ?? "" });
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n")}\n${USAGE}`,
    );
    return 2;
  }
  const env = parseEnv();
  const inUse = await embeddedDbInUse(env, "crear el usuario");
  if (inUse) {
    console.error(inUse);
    return 1;
  }
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
    prepare: seedReferenceData,
  });
  setDbHandle(handle);
  try {
    configureStaff({
      hashCost: env.PASSWORD_HASH_COST,
      secureCookie: accountsConfigFrom(env).session.secureCookie,
      siteUrl: env.SITE_URL,
    });
    const { link } = await inviteStaff(parsed.data, { id: null, email: "staff:create" });
    console.log(`Usuario ${parsed.data.email} (${parsed.data.roles.join(", ")}) creado.`);
    console.log("Enlace para crear su contraseña (válido 72 horas, un solo uso):");
    console.log(link);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
