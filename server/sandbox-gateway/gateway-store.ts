import { randomBytes, randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { sandboxGatewayNotifications, sandboxGatewaySessions } from "./gateway-schema.ts";
import type { GatewayDb, SessionStatus } from "./gateway-types.ts";

export type SessionRow = typeof sandboxGatewaySessions.$inferSelect;
type NewSession = typeof sandboxGatewaySessions.$inferInsert;

export function newSessionId(): string {
  return `ses_${randomBytes(12).toString("base64url")}`;
}

/** CIP-like: 9 digits, the first never 0. */
export function newCashCode(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** Creates a session, or answers the one created before with the same merchant key. */
export async function createSession(db: GatewayDb, values: Omit<NewSession, "id">): Promise<SessionRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(sandboxGatewaySessions)
      .values({ ...values, id: newSessionId(), cashCode: values.kind === "cash" ? newCashCode() : null })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [existing] = await db
      .select()
      .from(sandboxGatewaySessions)
      .where(eq(sandboxGatewaySessions.merchantKey, values.merchantKey));
    if (existing) return existing;
    // Otherwise a cash code collided: draw another.
  }
  throw new Error("could not create a sandbox session");
}

export async function findSession(db: GatewayDb, id: string): Promise<SessionRow | null> {
  if (!/^ses_[A-Za-z0-9_-]{16}$/.test(id)) return null;
  const [row] = await db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.id, id));
  return row ?? null;
}

export async function findByCode(db: GatewayDb, code: string): Promise<SessionRow | null> {
  if (!/^\d{8,12}$/.test(code)) return null;
  const [row] = await db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.cashCode, code));
  return row ?? null;
}

/**
 * Moves a session from one of `from` to `to` (conditional update) and, when the result is final, queues the signed
 * notification in the same transaction. Answers the new row, or null when it was not in `from`.
 */
export async function moveSession(
  db: GatewayDb,
  id: string,
  from: SessionStatus[],
  to: SessionStatus,
  changes: Partial<NewSession> = {},
  now: Date = new Date(),
): Promise<SessionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxGatewaySessions)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(sandboxGatewaySessions.id, id), inArray(sandboxGatewaySessions.status, from)))
      .returning();
    if (!row) return null;
    if (to === "approved" || to === "declined" || to === "refunded") {
      const eventId = `evt_${randomBytes(12).toString("base64url")}`;
      await tx.insert(sandboxGatewayNotifications).values({
        eventId,
        sessionId: row.id,
        body: {
          eventId,
          type: "payment.updated",
          sessionId: row.id,
          merchantReference: row.merchantReference,
          status: row.status,
          createdAt: now.toISOString(),
        },
        nextAttemptAt: now,
      });
    }
    return row;
  });
}

/**
 * Adds a refund to an approved session, at the refunded total it was read with (a concurrent refund makes this one
 * answer null); the last one, reaching the whole amount, moves it to "refunded" and notifies as any status change.
 */
export async function addRefund(
  db: GatewayDb,
  session: SessionRow,
  refund: SessionRow["refunds"][number],
  now: Date,
): Promise<SessionRow | null> {
  const refundedMinor = session.refundedMinor + refund.amountMinor;
  const changes = { refundedMinor, refunds: [...session.refunds, refund] };
  if (refundedMinor >= session.amountMinor) {
    return moveSession(db, session.id, ["approved"], "refunded", changes, now);
  }
  const [row] = await db
    .update(sandboxGatewaySessions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(sandboxGatewaySessions.id, session.id),
        eq(sandboxGatewaySessions.status, "approved"),
        eq(sandboxGatewaySessions.refundedMinor, session.refundedMinor),
      ),
    )
    .returning();
  return row ?? null;
}
