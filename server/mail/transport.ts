import nodemailer from "nodemailer";
import type { SendFunction } from "./worker.ts";

/**
 * SMTP delivery through nodemailer. The timeouts bound one attempt well under the worker's claim lease
 * (10 min), so a slow server cannot make two workers send the same row.
 */
export function createSmtpSender(smtpUrl: string, from: string): { send: SendFunction; close: () => void } {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // One reused connection: the worker sends one message at a time, and a new TLS/SMTP handshake per message
    // would dominate delivery time.
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (email) => {
      const info = (await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        // Stable per outbox row: if a send is ever repeated, receiving systems see the same message.
        messageId: email.messageId,
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.attachments
          ? {
              attachments: email.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.content),
              })),
            }
          : {}),
      })) as { messageId?: string };
      return { messageId: info.messageId ?? email.messageId };
    },
    close: () => transport.close(),
  };
}

/** The domain part of a "Name <user@domain>" or "user@domain" sender, for Message-IDs. */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}
