import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "#db";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { AppError } from "#server/errors.ts";
import { newsletterContacts } from "#server/db/schema/newsletter.ts";
import { listUnsubscribeHeaders } from "#server/mail/headers.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { toIsoDate } from "#app/utils/birth-date.ts";
import { NEWSLETTER_CONSENTS } from "./newsletter-consents.ts";
import {
  newsletterLinks,
  renderNewsletterConfirmation,
  renderNewsletterIssue,
  type NewsletterIssue,
} from "./newsletter-emails.server.ts";
import {
  DUPLICATE_REASON,
  type NewsletterSubscription,
  type NewsletterSubscriptionRequest,
} from "./newsletter-schemas.ts";

/** A confirmation link works this long. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A repeated subscription of a pending contact re-sends the confirmation at most this often (no inbox flooding). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;
/** SPEC 8's answer to an address already subscribed (active). */
export const DUPLICATE_MESSAGE = "Al parecer usted ya se encuentra suscrito";

/**
 * Subscription attempts per e-mail address and hour, whatever the answer (issue 15, item 9): SPEC 8's duplicate answer
 * tells whether an address is subscribed, so it cannot be asked about one address again and again, from any IP.
 */
export const NEWSLETTER_EMAIL_RULE: AttemptRule = { name: "newsletter-email", max: 5, timeWindowMs: 60 * 60 * 1000 };

type ContactRow = typeof newsletterContacts.$inferSelect;

/** The duplicate check: e-mails differ only by case or surrounding spaces are the same subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What happened, for logs and tests; the visitor gets the same answer for every one of them. */
export type SubscribeOutcome = "created" | "resent" | "pending" | "resubscribed";

function contactData(request: NewsletterSubscriptionRequest, now: Date) {
  return {
    name: request.name.trim(),
    lastname: request.lastname.trim(),
    email: request.email.trim(),
    privacyPolicy: request.privacyPolicy,
    dataPolicy: request.dataPolicy,
    privacyPolicyText: NEWSLETTER_CONSENTS.privacyPolicy,
    dataPolicyText: NEWSLETTER_CONSENTS.dataPolicy,
    source: request.source,
    birthDate: request.birthDate ? toIsoDate(request.birthDate) : null,
    docType: request.docType || null,
    docNumber: request.docType && request.docNumber ? request.docNumber.trim().toUpperCase() : null,
    consentAt: now,
    updatedAt: now,
  };
}

async function queueConfirmation(tx: Tx, contact: ContactRow, confirmToken: string, siteUrl: string) {
  const links = newsletterLinks(siteUrl, { confirmToken, unsubscribeToken: contact.unsubscribeToken ?? "" });
  await enqueueEmail(tx, {
    // One message per confirm token: a retried transaction never queues it twice.
    dedupeKey: `newsletter-confirm:${contact.confirmTokenHash ?? ""}`,
    template: "newsletter-confirmation",
    to: contact.email,
    ...renderNewsletterConfirmation(
      contact.name,
      { confirmUrl: links.confirmUrl ?? "", unsubscribeUrl: links.unsubscribeUrl },
      CONFIRMATION_VALID_DAYS,
    ),
    metadata: { newsletterContactId: contact.id },
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  });
}

/**
 * Subscribes a contact (double opt-in, docs/decisions/020): a new address, or one that unsubscribed, is stored
 * pending with the consent texts and time, and gets a confirmation e-mail through the outbox, in one transaction.
 * A pending address subscribing again keeps its one row and gets the confirmation again (at most every 10 minutes,
 * with a new link). Only an active address is refused (SPEC 8 duplicate_parameter); every other case gets the same
 * answer, so the API tells no more than SPEC 8 already does.
 */
export async function subscribeToNewsletter(
  request: NewsletterSubscriptionRequest,
  options: { siteUrl: string; limitAttempt: LimitAttempt; now?: Date },
): Promise<NewsletterSubscription & { outcome: SubscribeOutcome }> {
  const now = options.now ?? new Date();
  const emailNormalized = normalizeEmail(request.email);
  const attempt = await options.limitAttempt(NEWSLETTER_EMAIL_RULE, hashToken(emailNormalized));
  if (!attempt.allowed) {
    throw Object.assign(new AppError("RATE_LIMITED"), { retryAfter: attempt.retryAfterSeconds });
  }
  return getDb().transaction(async (tx) => {
    const confirmToken = newToken();
    const pending = { status: "pending" as const, confirmTokenHash: hashToken(confirmToken), confirmationSentAt: now };
    const answer = (id: string, outcome: SubscribeOutcome) => ({
      id,
      subscribedAt: now.toISOString(),
      status: "pending" as const,
      outcome,
    });
    const [created] = await tx
      .insert(newsletterContacts)
      .values({
        ...contactData(request, now),
        ...pending,
        emailNormalized,
        unsubscribeToken: newToken(),
        createdAt: now,
      })
      .onConflictDoNothing({ target: newsletterContacts.emailNormalized })
      .returning();
    if (created) {
      await queueConfirmation(tx, created, confirmToken, options.siteUrl);
      return answer(created.id, "created");
    }
    const [existing] = await tx
      .select()
      .from(newsletterContacts)
      .where(eq(newsletterContacts.emailNormalized, emailNormalized))
      .for("update");
    if (!existing) throw new AppError("UNAVAILABLE");
    if (existing.status === "active") {
      throw new AppError("CONFLICT", DUPLICATE_MESSAGE, { reason: DUPLICATE_REASON });
    }
    const recentlySent =
      existing.status === "pending" &&
      existing.confirmationSentAt !== null &&
      now.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_AFTER_MS;
    if (recentlySent) return answer(existing.id, "pending");
    // Re-send (a new token: the older link stops working) or restart the opt-in after an unsubscription.
    const [updated] = await tx
      .update(newsletterContacts)
      .set({
        ...contactData(request, now),
        ...pending,
        confirmedAt: null,
        unsubscribedAt: null,
        unsubscribeToken: existing.unsubscribeToken ?? newToken(),
      })
      .where(eq(newsletterContacts.id, existing.id))
      .returning();
    if (!updated) throw new AppError("UNAVAILABLE");
    await queueConfirmation(tx, updated, confirmToken, options.siteUrl);
    return answer(updated.id, existing.status === "pending" ? "resent" : "resubscribed");
  });
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "unsubscribed" | "invalid";

/**
 * Confirms a subscription from its e-mailed link: pending -> active once (a conditional update inside a row lock);
 * a second click changes nothing and says so; an expired link or an unsubscribed contact activates nothing.
 */
export async function confirmNewsletterSubscription(token: string, now: Date = new Date()): Promise<ConfirmOutcome> {
  return getDb().transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(newsletterContacts)
      .where(eq(newsletterContacts.confirmTokenHash, hashToken(token)))
      .for("update");
    if (!contact) return "invalid";
    if (contact.status === "active") return "already-confirmed";
    if (contact.status === "unsubscribed") return "unsubscribed";
    const sentAt = contact.confirmationSentAt?.getTime() ?? 0;
    if (now.getTime() > sentAt + CONFIRMATION_VALID_DAYS * 86_400_000) return "expired";
    await tx
      .update(newsletterContacts)
      .set({ status: "active", confirmedAt: now, updatedAt: now })
      .where(eq(newsletterContacts.id, contact.id));
    return "confirmed";
  });
}

/** The e-mail of an unsubscribe link, masked for the confirmation page (r***@correo.pe); null for an unknown link. */
export async function findUnsubscribeTarget(token: string): Promise<{ maskedEmail: string; active: boolean } | null> {
  const [contact] = await getDb()
    .select({ email: newsletterContacts.email, status: newsletterContacts.status })
    .from(newsletterContacts)
    .where(eq(newsletterContacts.unsubscribeToken, token));
  if (!contact) return null;
  const [local = "", domain = ""] = contact.email.split("@");
  return { maskedEmail: `${local.slice(0, 1)}***@${domain}`, active: contact.status !== "unsubscribed" };
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "invalid";

/** One-click unsubscription (Ley 29733: withdrawal simple and free), idempotent; pending contacts too. */
export async function unsubscribeFromNewsletter(token: string, now: Date = new Date()): Promise<UnsubscribeOutcome> {
  return getDb().transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(newsletterContacts)
      .where(eq(newsletterContacts.unsubscribeToken, token))
      .for("update");
    if (!contact) return "invalid";
    if (contact.status === "unsubscribed") return "already-unsubscribed";
    await tx
      .update(newsletterContacts)
      .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
      .where(eq(newsletterContacts.id, contact.id));
    return "unsubscribed";
  });
}

/**
 * Queues a newsletter issue for every active contact (never pending or unsubscribed ones), each with its unsubscribe
 * link and the RFC 8058 headers. Once per issue and contact: running it again queues nothing new. Returns how many
 * messages were queued.
 */
export async function queueNewsletterIssue(
  issueId: string,
  issue: NewsletterIssue,
  options: { siteUrl: string },
): Promise<number> {
  return getDb().transaction(async (tx) => {
    const contacts = await tx.select().from(newsletterContacts).where(eq(newsletterContacts.status, "active"));
    let queued = 0;
    for (const contact of contacts) {
      const { unsubscribeUrl } = newsletterLinks(options.siteUrl, { unsubscribeToken: contact.unsubscribeToken ?? "" });
      const fresh = await enqueueEmail(tx, {
        dedupeKey: `newsletter-issue:${issueId}:${contact.id}`,
        template: "newsletter-issue",
        to: contact.email,
        ...renderNewsletterIssue(issue, contact.name, unsubscribeUrl),
        metadata: { newsletterContactId: contact.id, issueId },
        headers: listUnsubscribeHeaders(unsubscribeUrl),
      });
      if (fresh) queued += 1;
    }
    return queued;
  });
}
