import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { accountEmails } from "./account-emails.server.ts";
import { revokeTokens, issueToken, tokensIssuedLastHour } from "./account-tokens.server.ts";
import type { AccountsConfig } from "./accounts-config.ts";
import { normalizeEmail } from "./auth-schemas.ts";
import { AUTH_RESULT_MESSAGES, findUserByEmail, sendConfirmation, type AuthResult } from "./auth-service.server.ts";
import { RECOVERY_MESSAGES } from "./recovery-service.server.ts";

/**
 * Password recovery and "send the confirmation again" answer the same to anyone, and must also take the same time
 * (issue 15, item 6): the request only schedules a job, the same insert for a registered address and an unknown one;
 * the job looks the account up and queues the e-mail a moment later.
 */
export const ACCOUNT_EMAIL_JOBS = {
  passwordRecovery: "accounts.password-recovery",
  confirmationEmail: "accounts.confirmation-email",
} as const;

const MAX_RESETS_PER_HOUR = 5;

type AccountEmailRequest = { email: string; siteUrl: string };

/**
 * Password recovery (SPEC 5.2): the same answer, in the same time, whether or not the e-mail is registered. A
 * registered one gets a single-use link valid for 1 hour from the job.
 */
export async function requestPasswordReset(db: Db, rawEmail: string, config: AccountsConfig): Promise<AuthResult> {
  await scheduleAccountEmail(db, ACCOUNT_EMAIL_JOBS.passwordRecovery, { email: rawEmail, siteUrl: config.siteUrl });
  return { isSuccess: true, message: RECOVERY_MESSAGES.sent };
}

/** A new confirmation e-mail for an unconfirmed account; the same answer, in the same time, whatever the e-mail. */
export async function resendConfirmation(db: Db, rawEmail: string, config: AccountsConfig): Promise<AuthResult> {
  await scheduleAccountEmail(db, ACCOUNT_EMAIL_JOBS.confirmationEmail, { email: rawEmail, siteUrl: config.siteUrl });
  return { isSuccess: true, message: AUTH_RESULT_MESSAGES.resent };
}

/** Schedules the lookup and the e-mail for a requested address (the caller answers at once). */
async function scheduleAccountEmail(
  db: Db,
  kind: (typeof ACCOUNT_EMAIL_JOBS)[keyof typeof ACCOUNT_EMAIL_JOBS],
  request: AccountEmailRequest,
): Promise<void> {
  await scheduleJob(db, {
    kind,
    key: `${kind}:${randomUUID()}`,
    runAt: new Date(),
    payload: { email: normalizeEmail(request.email), siteUrl: request.siteUrl },
  });
}

function requestOf(payload: Record<string, unknown>): AccountEmailRequest {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { email: text(payload.email), siteUrl: text(payload.siteUrl) };
}

/** A job that ran before (delivery is at least once) already queued its e-mail under its own key. */
async function alreadyQueued(tx: Tx, dedupeKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, dedupeKey))
    .limit(1);
  return row !== undefined;
}

/** A single-use reset link valid for 1 hour for a registered address; a new link voids the previous ones. */
export const sendPasswordRecovery: JobHandler = async (payload, { db, job }) => {
  const { email, siteUrl } = requestOf(payload);
  const dedupeKey = `reset-password:${job.key}`;
  await db.transaction(async (tx) => {
    if (await alreadyQueued(tx, dedupeKey)) return;
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    if ((await tokensIssuedLastHour(tx, user.id, "reset-password")) >= MAX_RESETS_PER_HOUR) return;
    await revokeTokens(tx, user.id, "reset-password");
    const token = await issueToken(tx, user.id, "reset-password");
    await enqueueEmail(tx, {
      dedupeKey,
      template: "reset-password",
      to: user.email,
      ...accountEmails.resetPassword(user.firstName, `${siteUrl}/restablecer-contrasena/${token}`),
      metadata: { userId: user.id },
    });
  });
};

/** A new confirmation link for an account that was never confirmed. */
export const sendConfirmationAgain: JobHandler = async (payload, { db, job }) => {
  const { email, siteUrl } = requestOf(payload);
  const dedupeKey = `confirm-email:${job.key}`;
  await db.transaction(async (tx) => {
    if (await alreadyQueued(tx, dedupeKey)) return;
    const user = await findUserByEmail(tx, email);
    if (user && !user.emailVerifiedAt) await sendConfirmation(tx, user, { siteUrl }, dedupeKey);
  });
};

/** The handlers of server/jobs/handlers.ts. */
export const ACCOUNT_EMAIL_JOB_HANDLERS: Record<string, JobHandler> = {
  [ACCOUNT_EMAIL_JOBS.passwordRecovery]: sendPasswordRecovery,
  [ACCOUNT_EMAIL_JOBS.confirmationEmail]: sendConfirmationAgain,
};
