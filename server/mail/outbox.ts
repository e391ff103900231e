import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import type { Db, Tx } from "#server/db/client.ts";

export type OutgoingEmail = {
  /** Unique per logical message (e.g. `pre-registration:<id>`): a retried write queues nothing new. */
  dedupeKey: string;
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  metadata?: Record<string, unknown>;
  /** Extra header fields (server/mail/headers.ts: list headers only), kept in `metadata.headers`. */
  headers?: Record<string, string>;
  /** Files sent with the message (e.g. a PDF), stored with it: an SMTP failure loses none of them. */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };

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
      metadata: email.headers ? { ...email.metadata, headers: email.headers } : (email.metadata ?? {}),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  const [queued] = rows;
  if (queued && email.attachments?.length) {
    await tx
      .insert(emailOutboxAttachments)
      .values(email.attachments.map((attachment, position) => ({ outboxId: queued.id, position, ...attachment })));
  }
  return rows.length > 0;
}
