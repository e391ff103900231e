import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import type { SessionUser } from "#request-context";
import { sessions, users } from "#server/db/schema/accounts.ts";
import type { SessionPolicy } from "./accounts-config.ts";

/** Cookie names: `__Host-` (Secure, Path=/, no Domain) outside development, where the site may run on http. */
export const SECURE_SESSION_COOKIE = "__Host-kv_session";
export const DEV_SESSION_COOKIE = "kv_session";

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : DEV_SESSION_COOKIE;
}

/** 256 random bits, base64url (43 characters): sessions and e-mailed tokens alike. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored hashed: a database leak gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// Writing last_seen_at on every request would turn each page view into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export type ResolvedSession = { tokenHash: string; user: SessionUser; expiresAt: Date };

/** Starts a session for the user; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db | Tx,
  userId: string,
  policy: SessionPolicy,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 200) ?? null,
  });
  return { token, expiresAt };
}

/** The session of a cookie token, if it is within both the idle and the absolute timeout; expired ones are removed. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      image: users.image,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + policy.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    expiresAt: row.expiresAt,
    user: { id: row.id, firstName: row.firstName, email: row.email, image: row.image },
  };
}

/** Ends one session (logout, or the old session at login: rotation). */
export async function deleteSession(db: Db | Tx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (password change, account deletion), optionally keeping one. */
export async function deleteUserSessions(db: Db | Tx, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
}
