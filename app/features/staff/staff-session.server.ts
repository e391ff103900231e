import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { staffSessions, staffUsers } from "#server/db/schema/staff.ts";
import { hashToken, newToken } from "#app/features/accounts/index.server.ts";
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, staffConfig } from "./staff-config.server.ts";
import type { StaffRole } from "./staff-roles.ts";

export const SECURE_STAFF_COOKIE = "__Host-kv_staff";
export const DEV_STAFF_COOKIE = "kv_staff";

export function staffCookieName(secure = staffConfig().secureCookie): string {
  return secure ? SECURE_STAFF_COOKIE : DEV_STAFF_COOKIE;
}

export type StaffStage = "password" | "enrol" | "full";
export type StaffMember = { id: string; email: string; name: string; roles: StaffRole[] };
export type StaffSession = { tokenHash: string; stage: StaffStage; staff: StaffMember };

// The last-seen time is written at most every 30 s: precise enough for a 15-minute idle timeout.
const TOUCH_INTERVAL_MS = 30_000;

/** The Set-Cookie value of a back-office session: HttpOnly, SameSite=Strict, a browser-session cookie. */
export function staffCookie(token: string): string {
  const secure = staffConfig().secureCookie;
  return `${staffCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

export function clearedStaffCookie(): string {
  const secure = staffConfig().secureCookie;
  return `${staffCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The staff session token of a request's Cookie header, if any. */
export function staffTokenOf(cookieHeader: string | null): string | null {
  const name = staffCookieName();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

export async function createStaffSession(db: Db | Tx, staffUserId: string, stage: StaffStage): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffUserId,
    stage,
    expiresAt: new Date(Date.now() + STAFF_ABSOLUTE_MS),
  });
  return token;
}

/** The session of a token within the idle and absolute timeouts, of an enabled user; expired ones are removed. */
export async function resolveStaffSession(db: Db, token: string, now = new Date()): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      stage: staffSessions.stage,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      roles: staffUsers.roles,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, and(eq(staffUsers.id, staffSessions.staffUserId), isNull(staffUsers.disabledAt)))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row) return null;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + STAFF_IDLE_MS <= now.getTime()) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    stage: row.stage,
    staff: { id: row.id, email: row.email, name: row.name, roles: row.roles },
  };
}

export async function deleteStaffSessionByHash(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of a user (disabled, second factor reset). */
export async function deleteStaffSessions(db: Db | Tx, staffUserId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
}
