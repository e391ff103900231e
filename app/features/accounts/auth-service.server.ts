import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { users } from "#server/db/schema/accounts.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import type { AccountsConfig } from "./accounts-config.ts";
import { accountEmails } from "./account-emails.server.ts";
import { consumeToken, issueToken, tokensIssuedLastHour } from "./account-tokens.server.ts";
import { normalizeEmail, type Login, type SignUp } from "./auth-schemas.ts";
import { attemptFailed, attemptSucceeded, takeLoginAttempt } from "./brute-force.server.ts";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./password-hash.server.ts";

export type AuthUser = { id: string; name: string; email: string; image: string | null };
export type AuthResult = { isSuccess: boolean; message: string; user?: AuthUser };

export const AUTH_RESULT_MESSAGES = {
  signUp:
    "Te enviamos un correo para confirmar tu cuenta. Revisa tu bandeja de entrada (y la carpeta de spam) para activarla.",
  badCredentials: "El correo o la contraseña no son correctos.",
  unverified:
    "Debes confirmar tu correo antes de iniciar sesión. Te enviamos un nuevo enlace de confirmación a tu bandeja.",
  confirmed: "¡Tu cuenta fue activada! Ya puedes iniciar sesión.",
  confirmInvalid: "El enlace de confirmación no es válido. Solicita un nuevo correo de confirmación.",
  confirmUsed: "Este enlace ya fue utilizado. Si ya confirmaste tu correo, inicia sesión.",
  confirmExpired: "El enlace de confirmación venció. Solicita un nuevo correo de confirmación.",
  resent: "Si el correo está registrado y falta confirmarlo, te enviamos un nuevo enlace de confirmación.",
} as const;

// A person can trigger at most this many confirmation e-mails to an address per hour.
const MAX_CONFIRMATIONS_PER_HOUR = 5;

export const tooManyAttempts = (seconds: number) =>
  new AppError(
    "RATE_LIMITED",
    `Demasiados intentos fallidos. Espera ${seconds} ${seconds === 1 ? "segundo" : "segundos"} e inténtalo de nuevo.`,
    { reason: "too_many_attempts" },
  );

type UserRow = typeof users.$inferSelect;

async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

/** Queues a confirmation link, unless this address already got too many this hour. */
export async function sendConfirmation(
  tx: Db | Tx,
  user: UserRow,
  config: Pick<AccountsConfig, "siteUrl">,
  dedupeKey?: string,
): Promise<void> {
  if ((await tokensIssuedLastHour(tx, user.id, "confirm-email")) >= MAX_CONFIRMATIONS_PER_HOUR) return;
  const token = await issueToken(tx, user.id, "confirm-email");
  const email = accountEmails.confirmEmail(user.firstName, `${config.siteUrl}/confirmacion/${token}`);
  await enqueueEmail(tx, {
    dedupeKey: dedupeKey ?? `confirm-email:${token.slice(0, 16)}`,
    template: "confirm-email",
    to: user.email,
    ...email,
    metadata: { userId: user.id },
  });
}

/**
 * Sign-up (SPEC 5.3). Enumeration-safe: a registered e-mail gets the same answer, after the same hashing work, and
 * its owner gets an e-mail instead (a fresh confirmation link if the account was never confirmed).
 */
export async function signUp(db: Db, input: SignUp, config: AccountsConfig): Promise<AuthResult> {
  const email = normalizeEmail(input.Email);
  const passwordHash = await hashPassword(input.Password, config.hashCost);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        isPerson: input.IsPerson,
        firstName: input.Firstname,
        fatherLastname: input.FatherLastname,
        motherLastname: input.MotherLastname,
        ruc: input.IsPerson ? null : input.Ruc,
        businessName: input.IsPerson ? null : input.BusinessName,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await sendConfirmation(tx, created, config);
      return;
    }
    const existing = await findUserByEmail(tx, email);
    if (!existing) return;
    if (!existing.emailVerifiedAt) {
      await sendConfirmation(tx, existing, config);
      return;
    }
    const hourBucket = Math.floor(Date.now() / 3_600_000);
    await enqueueEmail(tx, {
      dedupeKey: `account-exists:${existing.id}:${hourBucket}`,
      template: "account-exists",
      to: existing.email,
      ...accountEmails.accountExists(
        existing.firstName,
        `${config.siteUrl}/?iniciar-sesion=1`,
        `${config.siteUrl}/?recuperar=1`,
      ),
      metadata: { userId: existing.id },
    });
  });
  return { isSuccess: true, message: AUTH_RESULT_MESSAGES.signUp };
}

/**
 * Sign-in (SPEC 5.1). Unknown e-mail, wrong password, social-only account and wrong tab (Personal/Empresa) all
 * answer the same, after the same scrypt work. Throws RATE_LIMITED while the progressive delay applies (the attempt is
 * taken before the hash is checked, so concurrent guesses cannot pass it).
 */
export async function logIn(
  db: Db,
  input: Login,
  ip: string,
  config: AccountsConfig,
): Promise<AuthResult & { userId?: string }> {
  const email = normalizeEmail(input.username);
  const subject = { email, ip };
  const { attempt, retryAfter } = await takeLoginAttempt(db, subject, config.ipFreeFailures);
  if (!attempt) throw Object.assign(tooManyAttempts(retryAfter), { retryAfter });
  const user = await findUserByEmail(db, email);
  const hash = user?.passwordHash ?? (await dummyHash(config.hashCost));
  const passwordOk = await verifyPassword(input.password, hash);
  if (!user || !user.passwordHash || !passwordOk || user.isPerson !== input.isPerson) {
    await attemptFailed(db, attempt);
    return { isSuccess: false, message: AUTH_RESULT_MESSAGES.badCredentials };
  }
  await attemptSucceeded(db, attempt);
  if (!user.emailVerifiedAt) {
    await db.transaction((tx) => sendConfirmation(tx, user, config));
    return { isSuccess: false, message: AUTH_RESULT_MESSAGES.unverified };
  }
  if (needsRehash(user.passwordHash, config.hashCost)) {
    const upgraded = await hashPassword(input.password, config.hashCost);
    await db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, user.id));
  }
  return {
    isSuccess: true,
    message: "",
    userId: user.id,
    user: { id: user.id, name: user.firstName, email: user.email, image: user.image },
  };
}

/** Confirms the e-mail of the link's account (SPEC 2.4); the token is single-use. */
export async function confirmEmail(db: Db, token: string): Promise<AuthResult & { reason?: string }> {
  return db.transaction(async (tx) => {
    const check = await consumeToken(tx, token, "confirm-email");
    if (check.status === "valid") {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, check.userId));
      return { isSuccess: true, message: AUTH_RESULT_MESSAGES.confirmed };
    }
    const message =
      check.status === "used"
        ? AUTH_RESULT_MESSAGES.confirmUsed
        : check.status === "expired"
          ? AUTH_RESULT_MESSAGES.confirmExpired
          : AUTH_RESULT_MESSAGES.confirmInvalid;
    return { isSuccess: false, message, reason: check.status };
  });
}

export { findUserByEmail };
