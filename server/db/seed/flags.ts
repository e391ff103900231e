import { FLAG_DESCRIPTIONS, FLAG_KEYS } from "#app/features/flags/flag-definitions.ts";
import { featureFlags } from "#server/db/schema/flags.ts";
import type { Db } from "#server/db/client.ts";

/** Lists every known flag with `enabled` unset, so the configured defaults apply until an editor sets one. */
export async function seedFlags(db: Db): Promise<void> {
  await db
    .insert(featureFlags)
    .values(FLAG_KEYS.map((key) => ({ key, enabled: null, description: FLAG_DESCRIPTIONS[key] })))
    .onConflictDoNothing({ target: featureFlags.key });
}
