import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { renderEmail } from "./layout.ts";
import { enqueueEmail } from "./outbox.ts";
import { startTestSmtp, type TestSmtp } from "#tests/fakes/test-smtp.ts";
import { createSmtpSender } from "./transport.ts";
import { backoffDelay, createOutboxWorker, type SendFunction } from "./worker.ts";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function queue(db: DbHandle, key: string, to = "ana.quispe@example.pe") {
  const content = renderEmail({
    subject: `Prueba ${key}`,
    preheader: "Prueba",
    heading: "Hola, Ana",
    paragraphs: ["Este es un mensaje de prueba con tildes: áéíóú ñ."],
    action: { label: "Abrir", url: `https://kunturviajes.test/enlace/${key}?a=1&b=2` },
  });
  await db.db.transaction(async (tx) => {
    await enqueueEmail(tx, { dedupeKey: key, template: "test", to, ...content });
  });
}

async function rowOf(db: DbHandle, key: string) {
  const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key));
  if (!row) throw new Error(`no outbox row ${key}`);
  return row;
}

function worker(db: DbHandle, send: SendFunction, extra: { maxAttempts?: number; leaseMs?: number } = {}) {
  return createOutboxWorker({
    db: db.db,
    send,
    log: silent,
    messageIdDomain: "kunturviajes.pe",
    pollIntervalMs: 50,
    maxAttempts: extra.maxAttempts ?? 3,
    retryBaseMs: 10,
    ...(extra.leaseMs ? { leaseMs: extra.leaseMs } : {}),
  });
}

/** Makes every row due now (retries are scheduled in the future by the backoff). */
async function makeDue(db: DbHandle) {
  await db.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

describe("e-mail outbox worker", () => {
  let db: DbHandle;
  let smtp: TestSmtp;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.db.delete(emailOutbox);
  });
  afterEach(async () => {
    await smtp.close();
  });

  it("delivers through real SMTP once, records the Message-ID, and a retried enqueue queues nothing new", async () => {
    smtp = await startTestSmtp();
    const sender = createSmtpSender(smtp.url, "Kuntur Viajes <no-responder@kunturviajes.pe>");
    await queue(db, "welcome:1");
    await queue(db, "welcome:1");
    const claimed = await worker(db, sender.send).runOnce();
    sender.close();
    expect(claimed).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const email = smtp.received[0]!;
    const row = await rowOf(db, "welcome:1");
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.messageId).toBe(`<${row.id}@kunturviajes.pe>`);
    expect(email.messageId).toBe(row.messageId);
    expect(email.to).toEqual(["ana.quispe@example.pe"]);
    expect(email.subject).toBe("Prueba welcome:1");
    expect(email.text).toContain("áéíóú ñ");
    expect(email.text).toContain("Abrir: https://kunturviajes.test/enlace/welcome:1?a=1&b=2");
    expect(email.html).toContain('href="https://kunturviajes.test/enlace/welcome:1?a=1&amp;b=2"');
    expect(await worker(db, sender.send).runOnce()).toBe(0);
  });

  it("retries transient failures with backoff and delivers exactly once", async () => {
    smtp = await startTestSmtp({ rejectFirst: 2 });
    const sender = createSmtpSender(smtp.url, "no-responder@kunturviajes.pe");
    const outbox = worker(db, sender.send, { maxAttempts: 5 });
    await queue(db, "retry:1");
    await outbox.runOnce();
    let row = await rowOf(db, "retry:1");
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/Try again later/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Not due yet: the backoff holds it back.
    await db.db.update(emailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` });
    expect(await outbox.runOnce()).toBe(0);
    await makeDue(db);
    await outbox.runOnce();
    await makeDue(db);
    await outbox.runOnce();
    sender.close();
    row = await rowOf(db, "retry:1");
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up after the last attempt, and at once on a permanent rejection", async () => {
    smtp = await startTestSmtp({ rejectAlways550: true });
    const sender = createSmtpSender(smtp.url, "no-responder@kunturviajes.pe");
    await queue(db, "bounce:1");
    await worker(db, sender.send, { maxAttempts: 5 }).runOnce();
    expect((await rowOf(db, "bounce:1")).status).toBe("failed");

    let calls = 0;
    const flaky: SendFunction = async () => {
      calls += 1;
      throw new Error("connection refused");
    };
    await queue(db, "down:1");
    const outbox = worker(db, flaky, { maxAttempts: 2 });
    await outbox.runOnce();
    await makeDue(db);
    await outbox.runOnce();
    await makeDue(db);
    expect(await outbox.runOnce()).toBe(0);
    const row = await rowOf(db, "down:1");
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(2);
    expect(calls).toBe(2);
    sender.close();
  });

  it("never sends a message twice when two workers poll at the same time", async () => {
    smtp = await startTestSmtp();
    for (let i = 0; i < 30; i++) await queue(db, `bulk:${i}`, `viajero${i}@example.pe`);
    const sent: string[] = [];
    const slowSend: SendFunction = async (email) => {
      sent.push(email.to);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { messageId: email.messageId };
    };
    const a = worker(db, slowSend);
    const b = worker(db, slowSend);
    const drain = async (w: ReturnType<typeof worker>) => {
      while ((await w.runOnce()) > 0) {
        // keep claiming until nothing is due
      }
    };
    await Promise.all([drain(a), drain(b), drain(a)]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const statuses = await db.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(statuses.every((row) => row.status === "sent")).toBe(true);
  });

  it("reclaims a message whose worker died mid-send once the lease expires, and fences the stale claim", async () => {
    smtp = await startTestSmtp();
    await queue(db, "lease:1");
    let release: () => void = () => undefined;
    const stuck: SendFunction = () =>
      new Promise((resolve) => {
        release = () => resolve({ messageId: "<stale@x>" });
      });
    const first = worker(db, stuck, { leaseMs: 60_000 });
    const pending = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rowOf(db, "lease:1")).status).toBe("sending");
    expect(await worker(db, stuck).runOnce()).toBe(0);
    await makeDue(db);
    const sentBySecond: string[] = [];
    await worker(db, async (email) => {
      sentBySecond.push(email.messageId);
      return { messageId: email.messageId };
    }).runOnce();
    release();
    await pending;
    const row = await rowOf(db, "lease:1");
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
    expect(row.messageId).toBe(sentBySecond[0]);
  });

  it("starts with the server when SMTP_URL is set, and stops before the database closes", async () => {
    smtp = await startTestSmtp();
    const own = await createTestDb();
    const app = await buildTestApp(own, { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "50" });
    await app.ready();
    await queue(own, "boot:1", "rosa.huaman@example.pe");
    const email = await smtp.waitFor((message) => message.to.includes("rosa.huaman@example.pe"));
    expect(email.subject).toBe("Prueba boot:1");
    await expect.poll(async () => (await rowOf(own, "boot:1")).status).toBe("sent");
    await app.close();
  });

  it("backs off exponentially with jitter, capped at one hour", () => {
    expect(backoffDelay(1, 30_000, () => 0.5)).toBe(30_000);
    expect(backoffDelay(2, 30_000, () => 0.5)).toBe(60_000);
    expect(backoffDelay(4, 30_000, () => 0.5)).toBe(240_000);
    expect(backoffDelay(20, 30_000, () => 0.5)).toBe(3_600_000);
    expect(backoffDelay(1, 30_000, () => 0)).toBe(24_000);
    expect(backoffDelay(1, 30_000, () => 1)).toBe(36_000);
  });
});
