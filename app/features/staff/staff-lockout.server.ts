import { and, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { staffSignIns, staffUsers } from "#server/db/schema/staff.ts";
import { STAFF_LOCK_AFTER, STAFF_LOCK_MS } from "./staff-config.server.ts";

export type SignInContext = { ip: string | null; userAgent: string | null; now?: Date };
export type SignInOutcome = (typeof staffSignIns.$inferInsert)["outcome"];
type StaffRow = typeof staffUsers.$inferSelect;

/** Appends one row to the sign-in log. */
export async function recordSignIn(
  db: Db | Tx,
  staffUserId: string | null,
  email: string,
  outcome: SignInOutcome,
  context: SignInContext,
): Promise<void> {
  await db.insert(staffSignIns).values({
    staffUserId,
    email,
    outcome,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 200) ?? null,
    ...(context.now ? { at: context.now } : {}),
  });
}

/**
 * Logs a password attempt that was not checked (unknown e-mail, no password yet, or locked) in one statement, so
 * the refusal runs as many queries as a wrong password does.
 */
export async function recordRefusedSignIn(db: Db | Tx, email: string, context: SignInContext, now: Date) {
  const user = sql`(select ${staffUsers.id} from ${staffUsers} where ${staffUsers.email} = ${email})`;
  const locked = sql`exists (select 1 from ${staffUsers} where ${staffUsers.email} = ${email}
    and ${staffUsers.passwordHash} is not null and ${staffUsers.lockedUntil} > ${now.toISOString()}::timestamptz)`;
  await db.insert(staffSignIns).values({
    staffUserId: sql`${user}`,
    email,
    outcome: sql`case when ${locked} then 'locked' else 'unknown' end`,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 200) ?? null,
    ...(context.now ? { at: context.now } : {}),
  });
}

/**
 * Takes one attempt (password or code) of the user `where` names, before anything is checked, in one conditional
 * update: the STAFF_LOCK_AFTER-th attempt in a row locks the account for STAFF_LOCK_MS, so no more than that many
 * guesses are checked per lock window whatever the concurrency. Null when the account is locked (or not found).
 */
export async function takeAttempt(db: Db | Tx, where: SQL | undefined, now: Date): Promise<StaffRow | null> {
  const lockExpired = sql`(${staffUsers.lockedUntil} is not null and ${staffUsers.lockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const next = sql`(case when ${lockExpired} then 1 else ${staffUsers.failedAttempts} + 1 end)`;
  const lockUntil = new Date(now.getTime() + STAFF_LOCK_MS).toISOString();
  const [taken] = await db
    .update(staffUsers)
    .set({
      failedAttempts: sql`case when ${next} >= ${STAFF_LOCK_AFTER} then 0 else ${next} end`,
      lockedUntil: sql`case when ${next} >= ${STAFF_LOCK_AFTER} then ${lockUntil}::timestamptz else null end`,
    })
    .where(and(where, or(isNull(staffUsers.lockedUntil), lte(staffUsers.lockedUntil, now))))
    .returning();
  return taken ?? null;
}

/**
 * A right password gives its attempt back (the count is of failures in a row); the lock it set, if it was the
 * attempt that locked, goes too. Wrong codes after it still add up.
 */
export async function giveAttemptBack(db: Db | Tx, taken: StaffRow): Promise<void> {
  await db
    .update(staffUsers)
    .set(
      taken.lockedUntil
        ? { failedAttempts: STAFF_LOCK_AFTER - 1, lockedUntil: null }
        : { failedAttempts: sql`greatest(${staffUsers.failedAttempts} - 1, 0)` },
    )
    .where(
      and(
        eq(staffUsers.id, taken.id),
        taken.lockedUntil ? eq(staffUsers.lockedUntil, taken.lockedUntil) : isNull(staffUsers.lockedUntil),
      ),
    );
}

/** A full sign-in (the second factor passed) clears the count. */
export async function clearAttempts(db: Db | Tx, staffUserId: string): Promise<void> {
  await db.update(staffUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffUsers.id, staffUserId));
}
