import { getDb } from "#db";
import { AppError } from "../../../server/errors.ts";
import { newsletterContacts } from "../../../server/db/schema/newsletter.ts";
import { NEWSLETTER_CONSENTS } from "./newsletter-consents.ts";
import { DUPLICATE_REASON, type NewsletterContact, type NewsletterSubscription } from "./newsletter-schemas.ts";

/** The duplicate check: e-mails differ only by case or surrounding spaces are the same subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Subscribes a contact with the consent texts accepted and the time. One row per e-mail whatever the case:
 * the unique key decides between concurrent requests, and a repeat answers CONFLICT duplicate_parameter.
 */
export async function subscribeToNewsletter(contact: NewsletterContact): Promise<NewsletterSubscription> {
  const [row] = await getDb()
    .insert(newsletterContacts)
    .values({
      name: contact.name.trim(),
      lastname: contact.lastname.trim(),
      email: contact.email.trim(),
      emailNormalized: normalizeEmail(contact.email),
      privacyPolicy: contact.privacyPolicy,
      dataPolicy: contact.dataPolicy,
      privacyPolicyText: NEWSLETTER_CONSENTS.privacyPolicy,
      dataPolicyText: NEWSLETTER_CONSENTS.dataPolicy,
      source: contact.source,
    })
    .onConflictDoNothing({ target: newsletterContacts.emailNormalized })
    .returning({ id: newsletterContacts.id, createdAt: newsletterContacts.createdAt });
  if (!row) {
    throw new AppError("CONFLICT", "Al parecer usted ya se encuentra suscrito", { reason: DUPLICATE_REASON });
  }
  return { id: row.id, subscribedAt: row.createdAt.toISOString() };
}
