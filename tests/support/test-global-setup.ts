import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { openDb } from "#server/db/client.ts";
import { PGLITE_TEMPLATE_ENV } from "#tests/support/test-db.ts";

/** Migrates one PGlite database and dumps it, so each test file loads it in ~1 s instead of migrating anew. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const handle = await openDb({ inMemory: true });
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<File | Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dir = resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = path;
}
