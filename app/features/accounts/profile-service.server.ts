import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { accountTokens, travellers, users } from "#server/db/schema/accounts.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import type { AccountsConfig } from "./accounts-config.ts";
import { accountEmails } from "./account-emails.server.ts";
import { tooManyAttempts } from "./auth-service.server.ts";
import { attemptFailed, attemptSucceeded, takeLoginAttempt } from "./brute-force.server.ts";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import type { ChangePassword, ContactData, Preferences } from "./profile-schemas.ts";
import { displayDate } from "./profile-schemas.ts";
import { deleteUserSessions } from "./session-service.server.ts";

/** What the owner sees of their account (never returned for anyone else). */
export type Profile = {
  id: string;
  email: string;
  emailVerified: boolean;
  isPerson: boolean;
  firstName: string;
  fatherLastname: string;
  motherLastname: string;
  ruc: string | null;
  businessName: string | null;
  documentType: "DNI" | "CE" | "PAS" | null;
  documentNumber: string | null;
  /** DD/MM/YYYY, as typed. */
  birthDate: string;
  phone: string | null;
  travelInterests: string[];
  marketingConsent: boolean;
  hasPassword: boolean;
  socialNetwork: "G" | null;
};

async function activeUser(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError("UNAUTHORIZED");
  return row;
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await activeUser(db, userId);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    isPerson: row.isPerson,
    firstName: row.firstName,
    fatherLastname: row.fatherLastname,
    motherLastname: row.motherLastname,
    ruc: row.ruc,
    businessName: row.businessName,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    birthDate: displayDate(row.birthDate),
    phone: row.phone,
    travelInterests: row.travelInterests,
    marketingConsent: row.marketingConsent,
    hasPassword: row.passwordHash !== null,
    socialNetwork: row.socialNetwork,
  };
}

export async function updateContactData(db: Db, userId: string, input: ContactData): Promise<Profile> {
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      fatherLastname: input.fatherLastname,
      motherLastname: input.motherLastname,
      documentType: input.documentType || null,
      documentNumber: input.documentType ? input.documentNumber.toUpperCase() : null,
      birthDate: input.birthDate || null,
      phone: input.phone || null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return getProfile(db, userId);
}

/** Interests and marketing consent; withdrawing consent is one call with marketingConsent false. */
export async function updatePreferences(db: Db, userId: string, input: Preferences): Promise<Profile> {
  await db
    .update(users)
    .set({
      travelInterests: input.travelInterests,
      marketingConsent: input.marketingConsent,
      // When consent was given (or withdrawn) is kept as evidence (Ley 29733).
      marketingConsentAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return getProfile(db, userId);
}

const WRONG_PASSWORD = "La contraseña actual no es correcta.";

/**
 * The current password asked before a sensitive change, under the sign-in's brute-force rules (issue 15): the same
 * per-account and per-IP failure counts and progressive delay, so guessing it through these forms is as slow as
 * through the login.
 */
async function verifyCurrentPassword(
  db: Db,
  user: { email: string; passwordHash: string | null },
  password: string,
  ip: string,
  field: string,
  ipFreeFailures: number,
): Promise<void> {
  if (!user.passwordHash) return;
  const subject = { email: user.email, ip };
  const { attempt, retryAfter } = await takeLoginAttempt(db, subject, ipFreeFailures);
  if (!attempt) throw Object.assign(tooManyAttempts(retryAfter), { retryAfter });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await attemptFailed(db, attempt);
    throw new AppError("INVALID_DATA", WRONG_PASSWORD, { issues: [{ path: field, message: WRONG_PASSWORD }] });
  }
  await attemptSucceeded(db, attempt);
}

/** Changes the password; every other session of the account ends, and the owner is told by e-mail. */
export async function changePassword(
  db: Db,
  userId: string,
  input: ChangePassword,
  config: AccountsConfig,
  currentSessionHash: string,
  ip: string,
): Promise<{ isSuccess: boolean; message: string }> {
  const user = await activeUser(db, userId);
  if (!user.passwordHash) {
    throw new AppError("INVALID_DATA", WRONG_PASSWORD, {
      issues: [{ path: "currentPassword", message: WRONG_PASSWORD }],
    });
  }
  await verifyCurrentPassword(db, user, input.currentPassword, ip, "currentPassword", config.ipFreeFailures);
  const passwordHash = await hashPassword(input.newPassword, config.hashCost);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await deleteUserSessions(tx, userId, currentSessionHash);
    await enqueueEmail(tx, {
      dedupeKey: `password-changed:${userId}:${Date.now()}`,
      template: "password-changed",
      to: user.email,
      ...accountEmails.passwordChanged(user.firstName, `${config.siteUrl}/?recuperar=1`),
      metadata: { userId },
    });
  });
  return { isSuccess: true, message: "Tu contraseña fue actualizada." };
}

/**
 * Deletes the account (Ley 29733): personal data erased, the row kept anonymised (future bookings point at it),
 * travellers, tokens and sessions removed. Asks for the password when the account has one.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: string,
  ip: string,
  ipFreeFailures: number,
): Promise<void> {
  const user = await activeUser(db, userId);
  await verifyCurrentPassword(db, user, password, ip, "password", ipFreeFailures);
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, {
      dedupeKey: `account-deleted:${userId}`,
      template: "account-deleted",
      to: user.email,
      ...accountEmails.accountDeleted(user.firstName),
    });
    await tx.delete(travellers).where(eq(travellers.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await deleteUserSessions(tx, userId);
    await tx
      .update(users)
      .set({
        email: `eliminado-${userId}@cuentas.invalid`,
        passwordHash: null,
        firstName: "",
        fatherLastname: "",
        motherLastname: "",
        ruc: null,
        businessName: null,
        socialNetwork: null,
        idSocialNetwork: null,
        image: null,
        documentType: null,
        documentNumber: null,
        birthDate: null,
        phone: null,
        travelInterests: [],
        marketingConsent: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  });
}

/** The avatar of a user, for that user only (SPEC 7 "Avatar by user id"). */
export async function getAvatar(db: Db, userId: string): Promise<{ image: string | null }> {
  const user = await activeUser(db, userId);
  return { image: user.image };
}
