import { emailOutbox } from "../db/schema/mail.ts";
import type { Db, Tx } from "../db/client.ts";

export type OutgoingEmail = {
  /** Unique per logical message (e.g. `pre-registration:<id>`): a retried write queues nothing new. */
  dedupeKey: string;
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  metadata?: Record<string, unknown>;
};

/**
 * Queues an e-mail inside the caller's transaction, so the message exists if and only if the change that
 * causes it is committed. Returns true when a new message was queued, false when the key was already queued.
 */
export async function enqueueEmail(tx: Db | Tx, email: OutgoingEmail): Promise<boolean> {
  const rows = await tx
    .insert(emailOutbox)
    .values({
      dedupeKey: email.dedupeKey,
      template: email.template,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      metadata: email.metadata ?? {},
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
