import { inArray } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { featureFlags } from "#server/db/schema/flags.ts";
import { FLAG_KEYS, type Flags } from "./flag-definitions.ts";

/** Every known flag: the stored value when an editor set one, else the configured default. */
export async function getFlags(defaults: Flags, db: Db = getDb()): Promise<Flags> {
  const rows = await db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(inArray(featureFlags.key, [...FLAG_KEYS]));
  const stored = new Map(rows.map((row) => [row.key, row.enabled]));
  const flags = { ...defaults };
  for (const key of FLAG_KEYS) flags[key] = stored.get(key) ?? defaults[key];
  return flags;
}
