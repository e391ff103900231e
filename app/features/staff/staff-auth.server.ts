import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { staffRecoveryCodes, staffTokens, staffUsers } from "#server/db/schema/staff.ts";
import { dummyHash, hashPassword, verifyPassword } from "#app/features/accounts/index.server.ts";
import { hashToken } from "#app/features/accounts/index.server.ts";
import { RECOVERY_CODE_COUNT, staffConfig } from "./staff-config.server.ts";
import {
  clearAttempts,
  giveAttemptBack,
  recordRefusedSignIn,
  recordSignIn,
  takeAttempt,
  type SignInContext,
  type SignInOutcome,
} from "./staff-lockout.server.ts";
import { STAFF_MESSAGES } from "./staff-schemas.ts";
import {
  createStaffSession,
  deleteStaffSessionByHash,
  deleteStaffSessions,
  type StaffSession,
} from "./staff-session.server.ts";
import { findSetPasswordToken, voidSetPasswordLinks } from "./staff-links.server.ts";
import { base32Encode, matchTotp, newTotpSecret } from "./totp.server.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box.server.ts";

export type { SignInContext } from "./staff-lockout.server.ts";
export type SignInResult =
  | { ok: true; token: string; stage: "password" | "enrol" | "full" }
  | { ok: false; message: string; signedOut?: boolean };

const LOCKED_MESSAGE = "Por seguridad, tu acceso está bloqueado 15 minutos tras varios intentos fallidos.";

/**
 * First step: e-mail and password (the customers' scrypt KDF). The attempt is taken before the hash is checked, so
 * a burst of guesses gets no more checks than the lockout allows. An unknown e-mail and a locked account cost the
 * same hash and get the same answer as a wrong password. Success opens a session that still needs the second factor.
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  context: SignInContext,
  db: Db = getDb(),
): Promise<SignInResult> {
  const now = context.now ?? new Date();
  const taken = await takeAttempt(db, and(eq(staffUsers.email, input.email), isNotNull(staffUsers.passwordHash)), now);
  if (!taken?.passwordHash) {
    await verifyPassword(input.password, await dummyHash(staffConfig().hashCost));
    await recordRefusedSignIn(db, input.email, context, now);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  if (!(await verifyPassword(input.password, taken.passwordHash))) {
    await recordSignIn(db, taken.id, input.email, "bad_password", context);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  if (taken.disabledAt) {
    await recordSignIn(db, taken.id, input.email, "disabled", context);
    return { ok: false, message: STAFF_MESSAGES.signIn };
  }
  await giveAttemptBack(db, taken);
  const stage = taken.totpConfirmedAt ? "password" : "enrol";
  return { ok: true, token: await createStaffSession(db, taken.id, stage), stage };
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
  // Taken before the code is checked, like the password: concurrent guesses cannot pass the lockout.
  const taken = await takeAttempt(db, eq(staffUsers.id, user.id), now);
  if (!taken) {
    await deleteStaffSessionByHash(db, session.tokenHash);
    await recordSignIn(db, user.id, user.email, "locked", context);
    return { ok: false, message: LOCKED_MESSAGE, signedOut: true };
  }
  return db.transaction(async (tx) => {
    let outcome: SignInOutcome | null = null;
    const secret = openTotpSecret(user.totpSecret ?? "");
    const step = secret && /^\d{6}$/.test(code) ? matchTotp(secret, code, now) : null;
    if (step !== null) {
      // Conditional: of two requests with the same code, only one moves the last step forward.
      const [accepted] = await tx
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, user.id), lt(staffUsers.totpLastStep, step)))
        .returning({ id: staffUsers.id });
      if (accepted) outcome = "ok";
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
      await recordSignIn(tx, user.id, user.email, "bad_code", context);
      if (taken.lockedUntil) {
        // This attempt locked the account: the pending session ends, and the next try starts at the password again.
        await deleteStaffSessionByHash(tx, session.tokenHash);
        return { ok: false as const, message: LOCKED_MESSAGE, signedOut: true };
      }
      return { ok: false as const, message: "El código no es válido o ya fue usado." };
    }
    await clearAttempts(tx, user.id);
    await recordSignIn(tx, user.id, user.email, outcome, context);
    await deleteStaffSessionByHash(tx, session.tokenHash);
    return { ok: true as const, token: await createStaffSession(tx, user.id, "full"), stage: "full" as const };
  });
}

const LINK_REFUSED = "El enlace no es válido o ya fue usado. Pide uno nuevo a un administrador.";

/**
 * Uses a one-time link: sets the password of an account that has none yet, voids its other links, ends its other
 * sessions and opens one that must enrol the second factor. An active member's password is never a link's to replace.
 */
export async function setPasswordWithToken(
  token: string,
  password: string,
  db: Db = getDb(),
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  // A made-up, used or stale link costs no hash; the transaction checks it again.
  const found = await findSetPasswordToken(token, db);
  if (!found) return { ok: false, message: LINK_REFUSED };
  const passwordHash = await hashPassword(password, staffConfig().hashCost);
  return db.transaction(async (tx) => {
    // The account first: two links of one account used at once wait here, not on each other's token rows.
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, found.staffUserId)).for("update");
    const [used] = await tx
      .update(staffTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          eq(staffTokens.staffUserId, found.staffUserId),
          isNull(staffTokens.usedAt),
          gt(staffTokens.expiresAt, new Date()),
        ),
      )
      .returning({ staffUserId: staffTokens.staffUserId });
    if (!used) return { ok: false as const, message: LINK_REFUSED };
    // Conditional: of two links used at once, one sets the password; the other finds it set and is refused.
    const [user] = await tx
      .update(staffUsers)
      .set({
        passwordHash,
        totpSecret: null,
        totpConfirmedAt: null,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(staffUsers.id, used.staffUserId), isNull(staffUsers.passwordHash), isNull(staffUsers.disabledAt)))
      .returning({ id: staffUsers.id });
    if (!user) return { ok: false as const, message: LINK_REFUSED };
    await voidSetPasswordLinks(tx, user.id);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, user.id));
    await deleteStaffSessions(tx, user.id);
    return { ok: true as const, token: await createStaffSession(tx, user.id, "enrol") };
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
    await recordSignIn(tx, user.id, user.email, "ok", context);
    await deleteStaffSessionByHash(tx, session.tokenHash);
    return { ok: true as const, token: await createStaffSession(tx, user.id, "full"), recoveryCodes };
  });
}
