import { createHash } from "node:crypto";
import { and, count, eq, gt, inArray, lte, max, min, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { authFailures } from "#server/db/schema/accounts.ts";

/** Failures allowed without delay, then 1 s, 2 s, 4 s … up to 15 min; never more than 100 per account per hour. */
export const FREE_FAILURES = 5;
export const ACCOUNT_HOURLY_CAP = 100;
const MAX_DELAY_SECONDS = 15 * 60;
const WINDOW_MS = 3_600_000;

/** Seconds to wait after the last failure once `failures` failures happened in the window. */
export function requiredDelaySeconds(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);
}

export type AttemptSubject = { email: string; ip: string };

// Keys are hashed: the table must not become a list of e-mails (or IPs) people typed.
const keyOf = (value: string) => createHash("sha256").update(value).digest("hex");

async function stats(db: Db | Tx, scope: "account" | "ip", key: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), last: max(authFailures.createdAt), first: min(authFailures.createdAt) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.createdAt, since)));
  return { failures: row?.failures ?? 0, last: row?.last ?? null, first: row?.first ?? null };
}

function retryAfterOf(
  account: Awaited<ReturnType<typeof stats>>,
  ip: Awaited<ReturnType<typeof stats>>,
  ipFreeFailures: number,
  now: Date,
): number {
  let wait = 0;
  if (account.failures >= ACCOUNT_HOURLY_CAP && account.first) {
    wait = Math.max(wait, (account.first.getTime() + WINDOW_MS - now.getTime()) / 1000);
  }
  for (const [entry, free] of [
    [account, FREE_FAILURES],
    [ip, ipFreeFailures],
  ] as const) {
    const delay = requiredDelaySeconds(entry.failures, free);
    if (!entry.last || delay === 0) continue;
    wait = Math.max(wait, (entry.last.getTime() + delay * 1000 - now.getTime()) / 1000);
  }
  return Math.max(0, Math.ceil(wait));
}

/** An attempt taken: its rows count as failures until the password proves right. */
export type LoginAttempt = { subject: AttemptSubject; rows: string[] };

/**
 * Takes a sign-in attempt before the password is checked: counted per account (the e-mail typed, whether or not it
 * exists, so the answer reveals nothing) and per IP. Counting and recording run under a per-key lock, so of
 * concurrent guesses each sees the ones before it: a burst gets no more checks than the delay allows. Returns the
 * attempt, or the seconds to wait (nothing is then counted).
 */
export async function takeLoginAttempt(
  db: Db,
  subject: AttemptSubject,
  ipFreeFailures = FREE_FAILURES,
  at?: Date,
): Promise<{ attempt: LoginAttempt; retryAfter: 0 } | { attempt: null; retryAfter: number }> {
  const accountKey = keyOf(subject.email);
  const ipKey = keyOf(subject.ip);
  return db.transaction(async (tx) => {
    // Always the account's lock first, then the IP's: two attempts never wait on each other in a cycle.
    for (const key of [accountKey, ipKey]) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth_failures'), hashtext(${key}))`);
    }
    await tx
      .delete(authFailures)
      .where(
        and(
          or(eq(authFailures.key, accountKey), eq(authFailures.key, ipKey)),
          lte(authFailures.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    // The time once the locks are held: the attempts this one waited for are in the past.
    const now = at ?? new Date();
    const since = new Date(now.getTime() - WINDOW_MS);
    const retryAfter = retryAfterOf(
      await stats(tx, "account", accountKey, since),
      await stats(tx, "ip", ipKey, since),
      ipFreeFailures,
      now,
    );
    // Refused without a check: not a failure, or waiting would never end.
    if (retryAfter > 0) return { attempt: null, retryAfter };
    const rows = await tx
      .insert(authFailures)
      .values([
        { scope: "account", key: accountKey },
        { scope: "ip", key: ipKey },
      ])
      .returning({ id: authFailures.id });
    return { attempt: { subject, rows: rows.map((row) => row.id) }, retryAfter: 0 as const };
  });
}

/** The password was wrong: the delay runs from now, the end of the check, not from when the attempt was taken. */
export async function attemptFailed(db: Db | Tx, attempt: LoginAttempt): Promise<void> {
  await db
    .update(authFailures)
    .set({ createdAt: sql`now()` })
    .where(inArray(authFailures.id, attempt.rows));
}

/** The password was right: the attempt was no failure, and the account's failures are cleared (not the IP's). */
export async function attemptSucceeded(db: Db | Tx, attempt: LoginAttempt): Promise<void> {
  await db.delete(authFailures).where(inArray(authFailures.id, attempt.rows));
  await clearAccountFailures(db, attempt.subject.email);
}

/** A successful sign-in clears the account's failures (not the IP's: one valid account must not reset a spray). */
export async function clearAccountFailures(db: Db | Tx, email: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, "account"), eq(authFailures.key, keyOf(email))));
}
