import { createHash } from "node:crypto";
import { and, count, eq, gt, lte, max, min, or, sql } from "drizzle-orm";
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

/**
 * Whether a sign-in attempt may be checked now. Counted per account (the e-mail typed, whether or not it exists,
 * so the answer reveals nothing) and per IP. Returns the seconds to wait when it may not.
 */
export async function loginRetryAfter(
  db: Db | Tx,
  subject: AttemptSubject,
  ipFreeFailures = FREE_FAILURES,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const account = await stats(db, "account", keyOf(subject.email), since);
  const ip = await stats(db, "ip", keyOf(subject.ip), since);
  let wait = 0;
  if (account.failures >= ACCOUNT_HOURLY_CAP && account.first) {
    wait = Math.max(wait, (account.first.getTime() + WINDOW_MS - now.getTime()) / 1000);
  }
  for (const [entry, free] of [
    [account, FREE_FAILURES],
    [ip, ipFreeFailures],
  ] as const) {
    if (!entry.last) continue;
    const delay = requiredDelaySeconds(entry.failures, free);
    wait = Math.max(wait, (entry.last.getTime() + delay * 1000 - now.getTime()) / 1000);
  }
  return Math.max(0, Math.ceil(wait));
}

/** Records a failed attempt for the account and the IP; forgets failures older than the window. */
export async function recordLoginFailure(db: Db | Tx, subject: AttemptSubject): Promise<void> {
  const accountKey = keyOf(subject.email);
  const ipKey = keyOf(subject.ip);
  await db.insert(authFailures).values([
    { scope: "account", key: accountKey },
    { scope: "ip", key: ipKey },
  ]);
  await db
    .delete(authFailures)
    .where(
      and(
        or(eq(authFailures.key, accountKey), eq(authFailures.key, ipKey)),
        lte(authFailures.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
}

/** A successful sign-in clears the account's failures (not the IP's: one valid account must not reset a spray). */
export async function clearAccountFailures(db: Db | Tx, email: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, "account"), eq(authFailures.key, keyOf(email))));
}
