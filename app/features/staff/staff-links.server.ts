import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { staffTokens, staffUsers } from "#server/db/schema/staff.ts";
import { hashToken, newToken } from "#app/features/accounts/index.server.ts";
import { STAFF_INVITE_TTL_MS, staffConfig } from "./staff-config.server.ts";

export const SET_PASSWORD_PATH = "/gestion/activar";

/** Voids every unused set-password link of a user. */
export async function voidSetPasswordLinks(tx: Db | Tx, staffUserId: string): Promise<void> {
  await tx.delete(staffTokens).where(and(eq(staffTokens.staffUserId, staffUserId), isNull(staffTokens.usedAt)));
}

/** A new one-time link that sets the password (STAFF_INVITE_TTL_MS); the user's earlier links stop working. */
export async function newSetPasswordLink(tx: Db | Tx, staffUserId: string): Promise<string> {
  await voidSetPasswordLinks(tx, staffUserId);
  const token = newToken();
  await tx.insert(staffTokens).values({
    tokenHash: hashToken(token),
    staffUserId,
    purpose: "set-password",
    expiresAt: new Date(Date.now() + STAFF_INVITE_TTL_MS),
  });
  return `${staffConfig().siteUrl}${SET_PASSWORD_PATH}/${token}`;
}

/** Whether a set-password link is usable (unused, unexpired, of an enabled account with no password yet), without using it. */
export async function findSetPasswordToken(token: string, db: Db = getDb()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ staffUserId: staffTokens.staffUserId, email: staffUsers.email })
    .from(staffTokens)
    .innerJoin(
      staffUsers,
      and(eq(staffUsers.id, staffTokens.staffUserId), isNull(staffUsers.disabledAt), isNull(staffUsers.passwordHash)),
    )
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}
