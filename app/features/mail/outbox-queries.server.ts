import { desc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { emailOutbox } from "#server/db/schema/mail.ts";

export type OutboxMessage = Pick<
  typeof emailOutbox.$inferSelect,
  "id" | "template" | "toAddress" | "subject" | "html" | "text" | "status" | "attempts" | "lastError" | "messageId"
> & { createdAt: string; sentAt: string | null };

/** The latest outbox messages, newest first, optionally for one recipient (development page only). */
export async function listOutboxMessages(
  options: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const query = getDb()
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.toAddress, options.to) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit ?? 50);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    toAddress: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
