import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { accountTokens } from "#server/db/schema/accounts.ts";
import { hashToken, newToken } from "./session-service.server.ts";

export type TokenPurpose = "confirm-email" | "reset-password";

/** Confirmation links last a day; reset links an hour (issue #5). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "confirm-email": 24 * 3_600_000,
  "reset-password": 3_600_000,
};

export type TokenCheck =
  { status: "valid"; userId: string } | { status: "used" | "expired"; userId: string } | { status: "invalid" };

/** Issues a single-use token for the user; only its hash is stored. Returns the token for the e-mailed link. */
export async function issueToken(tx: Db | Tx, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** What a token is worth, without using it (the reset page shows "expired" before the form). */
export async function inspectToken(db: Db | Tx, token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  if (!row) return { status: "invalid" };
  if (row.usedAt) return { status: "used", userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { status: "expired", userId: row.userId };
  return { status: "valid", userId: row.userId };
}

/**
 * Uses a token: one conditional update, so two concurrent requests cannot both succeed (single use).
 * Otherwise tells why it is not valid.
 */
export async function consumeToken(tx: Db | Tx, token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (row) return { status: "valid", userId: row.userId };
  return inspectToken(tx, token, purpose);
}

/** Tokens of a purpose issued to the user in the last hour (caps e-mails one person can trigger to another). */
export async function tokensIssuedLastHour(db: Db | Tx, userId: string, purpose: TokenPurpose): Promise<number> {
  const [row] = await db
    .select({ issued: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.issued ?? 0;
}

/** Unused tokens of a purpose stop working (a new reset link voids the older ones; a reset voids them all). */
export async function revokeTokens(tx: Db | Tx, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
