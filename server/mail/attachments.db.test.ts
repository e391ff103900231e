import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { enqueueEmail } from "./outbox.ts";
import { startTestSmtp } from "#tests/fakes/test-smtp.ts";
import { createSmtpSender } from "./transport.ts";
import { createOutboxWorker } from "./worker.ts";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("e-mail outbox attachments", () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it("stores files with the message, sends them as MIME attachments, and leaves messages without files unchanged", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4 prueba áé");
    await db.db.transaction(async (tx) => {
      const base = {
        template: "test",
        to: "ana@example.pe",
        subject: "Con adjunto",
        html: "<p>Hola</p>",
        text: "Hola",
      };
      expect(
        await enqueueEmail(tx, {
          ...base,
          dedupeKey: "with-file",
          attachments: [{ filename: "hoja.pdf", contentType: "application/pdf", content: pdf }],
        }),
      ).toBe(true);
      // A retried enqueue queues nothing new, files included.
      expect(
        await enqueueEmail(tx, {
          ...base,
          dedupeKey: "with-file",
          attachments: [{ filename: "hoja.pdf", contentType: "application/pdf", content: pdf }],
        }),
      ).toBe(false);
      await enqueueEmail(tx, { ...base, dedupeKey: "plain", subject: "Sin adjunto" });
    });
    expect(await db.db.select().from(emailOutboxAttachments)).toHaveLength(1);
    const smtp = await startTestSmtp();
    const sender = createSmtpSender(smtp.url, "Kuntur Viajes <no-responder@kunturviajes.pe>");
    const worker = createOutboxWorker({
      db: db.db,
      send: sender.send,
      log: silent,
      messageIdDomain: "kunturviajes.pe",
      pollIntervalMs: 50,
      maxAttempts: 3,
      retryBaseMs: 10,
    });
    expect(await worker.runOnce()).toBe(2);
    sender.close();
    await smtp.close();
    const withFile = smtp.received.find((email) => email.subject === "Con adjunto");
    const plain = smtp.received.find((email) => email.subject === "Sin adjunto");
    expect(withFile?.raw).toMatch(/Content-Disposition: attachment;\s+filename=hoja\.pdf/);
    expect(withFile?.raw).toContain(Buffer.from(pdf).toString("base64"));
    expect(plain?.raw).not.toContain("Content-Disposition: attachment");
    const rows = await db.db.select().from(emailOutbox);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
  });
});
