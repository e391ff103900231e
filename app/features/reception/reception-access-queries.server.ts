/** A store's reception access row: the shared PIN failure count and the generation of its issued cookies. */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { receptionAccess } from "#server/db/schema/appointments.ts";

/** Wrong PINs a store accepts per window, from all addresses together, before every attempt is refused. */
export const STORE_PIN_FAILURES = 10;
export const STORE_PIN_WINDOW_MINUTES = 15;

const windowOver = sql`${receptionAccess.failureWindowStartedAt} <= now() - ${sql.raw(`interval '${String(STORE_PIN_WINDOW_MINUTES)} minutes'`)}`;

/**
 * Counts an attempt as a failure before the PIN is compared (so concurrent guesses cannot all pass a read), in one
 * conditional upsert; false when the store's window is already full.
 */
export async function reservePinAttempt(db: Db | Tx, agencyId: number): Promise<boolean> {
  const rows = await db
    .insert(receptionAccess)
    .values({ agencyId, pinFailures: 1 })
    .onConflictDoUpdate({
      target: receptionAccess.agencyId,
      set: {
        pinFailures: sql`case when ${windowOver} then 1 else ${receptionAccess.pinFailures} + 1 end`,
        failureWindowStartedAt: sql`case when ${windowOver} then now() else ${receptionAccess.failureWindowStartedAt} end`,
      },
      setWhere: sql`${windowOver} or ${receptionAccess.pinFailures} < ${STORE_PIN_FAILURES}`,
    })
    .returning({ agencyId: receptionAccess.agencyId });
  return rows.length > 0;
}

/** A right PIN was not a failure: gives back the attempt `reservePinAttempt` counted. */
export async function releasePinAttempt(db: Db | Tx, agencyId: number): Promise<void> {
  await db
    .update(receptionAccess)
    .set({ pinFailures: sql`greatest(${receptionAccess.pinFailures} - 1, 0)` })
    .where(eq(receptionAccess.agencyId, agencyId));
}

/** The generation a store's cookies must carry (1 until its first revocation). */
export async function accessGeneration(db: Db | Tx, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ generation: receptionAccess.generation })
    .from(receptionAccess)
    .where(eq(receptionAccess.agencyId, agencyId));
  return row?.generation ?? 1;
}

/** Revokes every kiosk and call-page cookie of the store issued so far; returns the new generation. */
export async function raiseGeneration(db: Db | Tx, agencyId: number): Promise<number> {
  const [row] = await db
    .insert(receptionAccess)
    .values({ agencyId, generation: 2, revokedAt: sql`now()` })
    .onConflictDoUpdate({
      target: receptionAccess.agencyId,
      set: { generation: sql`${receptionAccess.generation} + 1`, revokedAt: sql`now()` },
    })
    .returning({ generation: receptionAccess.generation });
  if (!row) throw new Error("reception access upsert returned no row");
  return row.generation;
}
