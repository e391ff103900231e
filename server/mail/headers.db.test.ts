import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { listUnsubscribeHeaders } from "./headers.ts";
import { renderEmail } from "./layout.ts";
import { enqueueEmail } from "./outbox.ts";
import { startTestSmtp } from "#tests/fakes/test-smtp.ts";
import { createSmtpSender } from "./transport.ts";
import { createOutboxWorker } from "./worker.ts";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const content = renderEmail({ subject: "Boletín", preheader: "p", heading: "Hola", paragraphs: ["Texto"] });
const unsubscribeUrl = "https://www.kunturviajes.pe/suscribirse/baja?token=abc_DEF-123";

describe("outbox messages with extra headers (RFC 8058)", () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it("delivers List-Unsubscribe and List-Unsubscribe-Post over SMTP, and nothing extra for messages without them", async () => {
    const smtp = await startTestSmtp();
    const sender = createSmtpSender(smtp.url, "Kuntur Viajes <no-responder@kunturviajes.pe>");
    await db.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        dedupeKey: "with-headers",
        template: "test",
        to: "ana@example.pe",
        ...content,
        metadata: { contactId: "c-1" },
        headers: listUnsubscribeHeaders(unsubscribeUrl),
      });
      await enqueueEmail(tx, { dedupeKey: "plain", template: "test", to: "beto@example.pe", ...content });
    });
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
    const withHeaders = await smtp.waitFor((email) => email.to.includes("ana@example.pe"));
    const plain = await smtp.waitFor((email) => email.to.includes("beto@example.pe"));
    await smtp.close();
    const head = withHeaders.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(head).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(plain.raw).not.toMatch(/^List-Unsubscribe/im);
  });
});
