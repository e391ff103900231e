import type { Db } from "../client.ts";
import { seedContent } from "./content.ts";

/** Domain seeders, in dependency order. Each one is idempotent: safe to run on every start. */
const seeders: Array<{ name: string; run: (db: Db) => Promise<void> }> = [{ name: "content", run: seedContent }];

/** Inserts the demo content of the fictional brand; never overwrites rows that already exist. */
export async function seedDemoContent(db: Db): Promise<void> {
  for (const seeder of seeders) await seeder.run(db);
}
