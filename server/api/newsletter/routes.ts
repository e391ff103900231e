import type { FastifyInstance } from "fastify";
import { NewsletterContactSchema } from "#app/features/newsletter/newsletter-schemas.ts";
import { subscribeToNewsletter } from "#app/features/newsletter/newsletter-service.server.ts";
import { attemptLimiter } from "#server/plugins/attempt-limit.ts";

/** Subscriptions per IP and window: a household signing up a few addresses, not a list import. */
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 60 * 1000 };

/**
 * POST /newsletter/contacts (SPEC 5.4, 7): 201 when stored pending and the confirmation e-mail is queued (double
 * opt-in, docs/decisions/020), also for a pending or unsubscribed address; 409 duplicate_parameter when active.
 */
export async function newsletterRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  const limitAttemptOf = attemptLimiter(app);
  app.post("/contacts", { config: { rateLimit: NEWSLETTER_RATE_LIMIT } }, async (request, reply) => {
    const contact = NewsletterContactSchema.parse(request.body);
    const { outcome, ...subscription } = await subscribeToNewsletter(contact, {
      siteUrl: options.siteUrl,
      limitAttempt: limitAttemptOf(request),
    });
    request.log.info({ outcome }, "newsletter subscription");
    reply.status(201);
    return subscription;
  });
}
