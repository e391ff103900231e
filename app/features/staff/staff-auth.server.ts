import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { staffRecoveryCodes, staffSignIns, staffTokens, staffUsers } from "#server/db/schema/staff.ts";
import { dummyHash, hashPassword, verifyPassword } from "#app/features/accounts/index.server.ts";
import { hashToken } from "#app/features/accounts/index.server.ts";
import { RECOVERY_CODE_COUNT, STAFF_LOCK_AFTER, STAFF_LOCK_MS, staffConfig } from "./staff-config.server.ts";
import { STAFF_MESSAGES } from "./staff-schemas.ts";
import { createStaffSession, deleteStaffSessionByHash, type StaffSession } from "./staff-session.server.ts";
import { base32Encode, matchTotp, newTotpSecret } from "./totp.server.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box.server.ts";

export type SignInContext = { ip: string | null; userAgent: string | null; now?: Date };
type Outcome = (typeof staffSignIns.$inferInsert)["outcome"];
export type SignInResult =
  | { ok: true; token: string; stage: "password" | "enrol" | "full" }
  | { ok: false; message: string; signedOut?: boolean };

const LOCKED_MESSAGE = "Por seguridad, tu acceso está bloqueado 15 minutos tras varios intentos fallidos.";

async function record(
  db: Db | Tx,
  staffUserId: string | null,
  email: string,
  outcome: Outcome,
  context: SignInContext,
) {
  await db.insert(staffSignIns).values({
    staffUserId,
    email,
    outcome,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 200) ?? null,
    ...(context.now ? { at: context.now } : {}),
  });
}

/** Counts a failure; the STAFF_LOCK_AFTER-th in a row locks the account for STAFF_LOCK_MS. */
async function countFailure(db: Db | Tx, staffUserId: string, now: Date): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      failedAttempts: sql`case when ${staffUsers.failedAttempts} + 1 >= ${STAFF_LOCK_AFTER} then 0 else ${staffUsers.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staffUsers.failedAttempts} + 1 >= ${STAFF_LOCK_AFTER} then ${new Date(now.getTime() + STAFF_LOCK_MS).toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
    })
    .where(eq(staffUsers.id, staffUserId));
}

const isLocked = (user: { lockedUntil: Date | null }, now: Date) => user.lockedUntil !== null && user.lockedUntil > now;

/**
 * First step: e-mail and password (the customers' scrypt KDF). An unknown e-mail costs the same hash and gets the
 * same answer. Success opens a session that still needs the second factor (or its enrolment).
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  context: SignInContext,
  db: Db = getDb(),
): Promise<SignInResult> {
  const now = context.now ?? new Date();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  if (!user?.passwordHash) {
    await verifyPassword(input.password, await dummyHash(staffConfig().hashCost));
    await record(db, user?.id ?? null, input.email, "unknown", context);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  if (isLocked(user, now)) {
    await record(db, user.id, input.email, "locked", context);
    return { ok: false, message: LOCKED_MESSAGE };
  }
  const valid = await verifyPassword(input.password, user.passwordHash);
  if (!valid) {
    await countFailure(db, user.id, now);
    await record(db, user.id, input.email, "bad_password", context);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  if (user.disabledAt) {
    await record(db, user.id, input.email, "disabled", context);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  const stage = user.totpConfirmedAt ? "password" : "enrol";
  return { ok: true, token: await createStaffSession(db, user.id, stage), stage };
}

const recoveryHash = (code: string) =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toUpperCase()).digest("hex");

/**
 * Second step: a TOTP code (the current step, or one either side, never one accepted before) or an unused recovery
 * code. Success replaces the pending session with a full one (a new token).
 */
export async function verifySecondFactor(
  session: StaffSession,
  code: string,
  context: SignInContext,
  db: Db = getDb(),
): Promise<SignInResult> {
  const now = context.now ?? new Date();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.staff.id));
  if (!user?.totpSecret || !user.totpConfirmedAt || session.stage !== "password") {
    return { ok: false, message: STAFF_MESSAGES.code };
  }
  if (isLocked(user, now)) {
    await deleteStaffSessionByHash(db, session.tokenHash);
    await record(db, user.id, user.email, "locked", context);
    return { ok: false, message: LOCKED_MESSAGE, signedOut: true };
  }
  return db.transaction(async (tx) => {
    let outcome: Outcome | null = null;
    const secret = openTotpSecret(user.totpSecret ?? "");
    const step = secret && /^\d{6}$/.test(code) ? matchTotp(secret, code, now) : null;
    if (step !== null) {
      // Conditional: of two requests with the same code, only one moves the last step forward.
      const [taken] = await tx
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, user.id), lt(staffUsers.totpLastStep, step)))
        .returning({ id: staffUsers.id });
      if (taken) outcome = "ok";
    } else if (!/^\d{6}$/.test(code)) {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.codeHash, recoveryHash(code)),
            eq(staffRecoveryCodes.staffUserId, user.id),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeHash: staffRecoveryCodes.codeHash });
      if (used) outcome = "recovery_code";
    }
    if (!outcome) {
      await countFailure(tx, user.id, now);
      await record(tx, user.id, user.email, "bad_code", context);
      const [after] = await tx
        .select({ lockedUntil: staffUsers.lockedUntil })
        .from(staffUsers)
        .where(eq(staffUsers.id, user.id));
      if (after && isLocked(after, now)) {
        // Locked now: the pending session ends, and the next try starts at the password again.
        await deleteStaffSessionByHash(tx, session.tokenHash);
        return { ok: false as const, message: LOCKED_MESSAGE, signedOut: true };
      }
      return { ok: false as const, message: "El código no es válido o ya fue usado." };
    }
    await tx.update(staffUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffUsers.id, user.id));
    await record(tx, user.id, user.email, outcome, context);
    await deleteStaffSessionByHash(tx, session.tokenHash);
    return { ok: true as const, token: await createStaffSession(tx, user.id, "full"), stage: "full" as const };
  });
}

/** Uses a one-time link: sets the password and opens a session that must enrol the second factor. */
export async function setPasswordWithToken(
  token: string,
  password: string,
  db: Db = getDb(),
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  const passwordHash = await hashPassword(password, staffConfig().hashCost);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          isNull(staffTokens.usedAt),
          gt(staffTokens.expiresAt, new Date()),
        ),
      )
      .returning({ staffUserId: staffTokens.staffUserId });
    if (!used)
      return {
        ok: false as const,
        message: "El enlace no es válido o ya fue usado. Pide uno nuevo a un administrador.",
      };
    // A new password also clears the second factor: whoever sets it enrols a new one.
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        totpSecret: null,
        totpConfirmedAt: null,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, used.staffUserId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, used.staffUserId));
    return { ok: true as const, token: await createStaffSession(tx, used.staffUserId, "enrol") };
  });
}

/** The secret being enrolled (created on first view and kept until confirmed, so a reload shows the same QR). */
export async function pendingTotpSecret(session: StaffSession, db: Db = getDb(), retried = false): Promise<string> {
  const [user] = await db
    .select({ totpSecret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, session.staff.id));
  const stored = user?.totpSecret ? openTotpSecret(user.totpSecret) : null;
  if (stored) return stored;
  // None yet, or one sealed under a key the server no longer has: the unconfirmed secret is replaced.
  const unchanged = user?.totpSecret ? eq(staffUsers.totpSecret, user.totpSecret) : isNull(staffUsers.totpSecret);
  const [replaced] = await db
    .update(staffUsers)
    .set({ totpSecret: sealTotpSecret(newTotpSecret()) })
    .where(and(eq(staffUsers.id, session.staff.id), isNull(staffUsers.totpConfirmedAt), unchanged))
    .returning({ totpSecret: staffUsers.totpSecret });
  const secret = replaced?.totpSecret ? openTotpSecret(replaced.totpSecret) : null;
  if (secret) return secret;
  // Another request set it first: read theirs, once.
  if (retried) throw new Error("staff enrolment: no usable TOTP secret");
  return pendingTotpSecret(session, db, true);
}

function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * Confirms the enrolment with a first code from the app: the factor is on, ten recovery codes are made (shown once:
 * only their hashes are kept) and the session becomes full.
 */
export async function confirmEnrolment(
  session: StaffSession,
  code: string,
  context: SignInContext,
  db: Db = getDb(),
): Promise<{ ok: true; token: string; recoveryCodes: string[] } | { ok: false; message: string }> {
  const now = context.now ?? new Date();
  if (session.stage !== "enrol") return { ok: false, message: STAFF_MESSAGES.code };
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.staff.id));
  const secret = user?.totpSecret ? openTotpSecret(user.totpSecret) : null;
  const step = secret ? matchTotp(secret, code, now) : null;
  if (!user || step === null)
    return { ok: false, message: "El código no coincide. Revisa la hora de tu teléfono y vuelve a intentarlo." };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpConfirmedAt: now, totpLastStep: step, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, user.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((value) => ({ codeHash: recoveryHash(value), staffUserId: user.id })));
    await record(tx, user.id, user.email, "ok", context);
    await deleteStaffSessionByHash(tx, session.tokenHash);
    return { ok: true as const, token: await createStaffSession(tx, user.id, "full"), recoveryCodes };
  });
}
