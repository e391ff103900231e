import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import { createSmtpSender, senderDomain } from "./transport.ts";
import { createOutboxWorker, type OutboxWorker } from "./worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The e-mail outbox worker, or null when SMTP_URL is not configured (messages wait in the outbox). */
    mailWorker: OutboxWorker | null;
  }
}

/** Starts the outbox worker with the server (when SMTP_URL is set) and stops it before the database closes. */
export const mailWorkerPlugin = fp(
  async (app: FastifyInstance, options: { env: Env; db: Db }) => {
    const { env } = options;
    if (!env.SMTP_URL) {
      app.decorate("mailWorker", null);
      return;
    }
    const sender = createSmtpSender(env.SMTP_URL, env.MAIL_FROM);
    const worker = createOutboxWorker({
      db: options.db,
      send: sender.send,
      log: app.log.child({ component: "mail-worker" }),
      messageIdDomain: senderDomain(env.MAIL_FROM),
      pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
    });
    app.decorate("mailWorker", worker);
    app.addHook("onReady", async () => worker.start());
    // preClose runs before every onClose hook, so the message in flight finishes while the database is open.
    app.addHook("preClose", async () => {
      await worker.stop();
      sender.close();
    });
  },
  { name: "mail-worker" },
);
