import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { newsletterContacts } from "#server/db/schema/newsletter.ts";
import { allowAllAttempts } from "#tests/support/test-app.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { isAppError } from "#server/errors.ts";
import { createOutboxWorker } from "#server/mail/worker.ts";
import { NewsletterSignupSchema } from "./newsletter-schemas.ts";
import {
  confirmNewsletterSubscription,
  hashToken,
  queueNewsletterIssue,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./newsletter-service.server.ts";

const siteUrl = "https://www.kunturviajes.pe";
const MINUTE = 60_000;
const DAY = 86_400_000;

const request = (email: string, extra: Record<string, unknown> = {}) =>
  NewsletterSignupSchema.parse({
    name: "Rosa",
    lastname: "Quispe Mamani",
    email,
    privacyPolicy: true,
    dataPolicy: true,
    source: "API_WEB",
    ...extra,
  });

describe("newsletter double opt-in and unsubscription", () => {
  let db: DbHandle;
  const t0 = new Date("2026-03-02T15:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await db.close();
  });
  beforeEach(async () => {
    await db.db.delete(newsletterContacts);
    await db.db.delete(emailOutbox);
  });

  const contacts = () => db.db.select().from(newsletterContacts);
  const mails = () => db.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
  const subscribe = (email: string, now: Date, extra: Record<string, unknown> = {}) =>
    subscribeToNewsletter(request(email, extra), { siteUrl, now, limitAttempt: allowAllAttempts });
  const linkToken = (text: string, path: "confirmar" | "baja") => {
    const match = new RegExp(`/suscribirse/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`);
    return match[1];
  };
  const lastMailText = async () => (await mails()).at(-1)?.text ?? "";

  it("stores a new subscription pending with the page's optional data and queues the confirmation e-mail", async () => {
    const answer = await subscribe("  Rosa.Quispe@Correo.pe ", t0, {
      birthDate: "15/08/1990",
      docType: "CE",
      docNumber: "abc123",
    });
    expect(answer).toMatchObject({ status: "pending", outcome: "created", subscribedAt: t0.toISOString() });
    const [row] = await contacts();
    expect(row).toMatchObject({
      status: "pending",
      email: "Rosa.Quispe@Correo.pe",
      emailNormalized: "rosa.quispe@correo.pe",
      birthDate: "1990-08-15",
      docType: "CE",
      docNumber: "ABC123",
      confirmedAt: null,
      consentAt: t0,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ template: "newsletter-confirmation", toAddress: "Rosa.Quispe@Correo.pe" });
    const token = linkToken(mail!.text, "confirmar");
    // Only the hash of the confirmation token is stored; the token is long and random.
    expect(token).toHaveLength(43);
    expect(row!.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const unsubscribe = linkToken(mail!.text, "baja");
    expect(mail!.metadata).toMatchObject({
      headers: {
        "List-Unsubscribe": `<${siteUrl}/suscribirse/baja?token=${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  });

  it("activates the contact once: a second click changes nothing and says so", async () => {
    await subscribe("ana@correo.pe", t0);
    const token = linkToken(await lastMailText(), "confirmar");
    expect(await confirmNewsletterSubscription(token, at(MINUTE))).toBe("confirmed");
    expect(await confirmNewsletterSubscription(token, at(2 * MINUTE))).toBe("already-confirmed");
    const [row] = await contacts();
    expect(row).toMatchObject({ status: "active", confirmedAt: at(MINUTE) });
    expect(await confirmNewsletterSubscription("x".repeat(43))).toBe("invalid");
  });

  it("refuses an expired link (7 days) and the contact stays pending", async () => {
    await subscribe("tarde@correo.pe", t0);
    const token = linkToken(await lastMailText(), "confirmar");
    expect(await confirmNewsletterSubscription(token, at(7 * DAY + MINUTE))).toBe("expired");
    expect((await contacts())[0]?.status).toBe("pending");
    expect(await confirmNewsletterSubscription(token, at(7 * DAY - MINUTE))).toBe("confirmed");
  });

  it("answers an active address with SPEC 8's duplicate, whatever its case, and changes nothing", async () => {
    await subscribe("luis@correo.pe", t0);
    await confirmNewsletterSubscription(linkToken(await lastMailText(), "confirmar"), at(MINUTE));
    const error = await subscribe("LUIS@correo.pe", at(20 * MINUTE), { name: "Otro" }).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && [error.code, error.reason, error.message]).toEqual([
      "CONFLICT",
      "duplicate_parameter",
      "Al parecer usted ya se encuentra suscrito",
    ]);
    expect((await contacts()).map((row) => [row.name, row.status])).toEqual([["Rosa", "active"]]);
    expect(await mails()).toHaveLength(1);
  });

  it("a pending address subscribing again keeps one row, re-sends at most every 10 minutes, and the old link dies", async () => {
    const first = await subscribe("pili@correo.pe", t0);
    const firstToken = linkToken(await lastMailText(), "confirmar");
    const again = await subscribe("Pili@correo.pe", at(2 * MINUTE));
    expect(again).toMatchObject({ id: first.id, status: "pending", outcome: "pending" });
    expect(await mails()).toHaveLength(1);
    const resent = await subscribe("pili@correo.pe", at(11 * MINUTE), { name: "Pilar" });
    expect(resent).toMatchObject({ id: first.id, outcome: "resent", subscribedAt: at(11 * MINUTE).toISOString() });
    expect(await mails()).toHaveLength(2);
    const secondToken = linkToken(await lastMailText(), "confirmar");
    expect(secondToken).not.toBe(firstToken);
    expect(await confirmNewsletterSubscription(firstToken, at(12 * MINUTE))).toBe("invalid");
    expect(await confirmNewsletterSubscription(secondToken, at(12 * MINUTE))).toBe("confirmed");
    expect((await contacts()).map((row) => [row.name, row.status])).toEqual([["Pilar", "active"]]);
  });

  it("unsubscribes idempotently, stops newsletter mail, and a new subscription restarts the double opt-in", async () => {
    await subscribe("eva@correo.pe", t0);
    const confirmation = await lastMailText();
    await confirmNewsletterSubscription(linkToken(confirmation, "confirmar"), at(MINUTE));
    const unsubscribe = linkToken(confirmation, "baja");
    expect(await unsubscribeFromNewsletter(unsubscribe, at(2 * MINUTE))).toBe("unsubscribed");
    expect(await unsubscribeFromNewsletter(unsubscribe, at(3 * MINUTE))).toBe("already-unsubscribed");
    expect((await contacts())[0]).toMatchObject({ status: "unsubscribed", unsubscribedAt: at(2 * MINUTE) });
    expect(await queueNewsletterIssue("2026-03", issue, { siteUrl })).toBe(0);

    const again = await subscribe("eva@correo.pe", at(DAY));
    expect(again.outcome).toBe("resubscribed");
    const rows = await contacts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", unsubscribedAt: null, confirmedAt: null, consentAt: at(DAY) });
    const newConfirmation = await lastMailText();
    // The same unsubscribe link keeps working; the new confirmation activates again.
    expect(linkToken(newConfirmation, "baja")).toBe(unsubscribe);
    expect(await confirmNewsletterSubscription(linkToken(newConfirmation, "confirmar"), at(DAY + MINUTE))).toBe(
      "confirmed",
    );
  });

  it("a pending contact that unsubscribes cannot be activated by its confirmation link", async () => {
    await subscribe("rita@correo.pe", t0);
    const mail = await lastMailText();
    expect(await unsubscribeFromNewsletter(linkToken(mail, "baja"), at(MINUTE))).toBe("unsubscribed");
    expect(await confirmNewsletterSubscription(linkToken(mail, "confirmar"), at(2 * MINUTE))).toBe("unsubscribed");
    expect((await contacts())[0]?.status).toBe("unsubscribed");
    expect(await unsubscribeFromNewsletter("y".repeat(43))).toBe("invalid");
  });

  const issue = {
    subject: "Ofertas de marzo",
    preheader: "Vuelos a Cusco desde US$ 89",
    heading: "Ofertas de marzo",
    paragraphs: ["Vuela a Cusco desde US$ 89 por tramo."],
  };

  it("sends an issue only to active contacts, each with its unsubscribe link and headers, once", async () => {
    await subscribe("activa@correo.pe", t0);
    await confirmNewsletterSubscription(linkToken(await lastMailText(), "confirmar"), at(MINUTE));
    await subscribe("pendiente@correo.pe", t0);
    await db.db.delete(emailOutbox);
    expect(await queueNewsletterIssue("2026-03", issue, { siteUrl })).toBe(1);
    expect(await queueNewsletterIssue("2026-03", issue, { siteUrl })).toBe(0);
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ toAddress: "activa@correo.pe", template: "newsletter-issue" });
    const [active] = await db.db
      .select()
      .from(newsletterContacts)
      .where(eq(newsletterContacts.emailNormalized, "activa@correo.pe"));
    expect(mail!.text).toContain(`/suscribirse/baja?token=${active!.unsubscribeToken ?? ""}`);
    expect(mail!.metadata).toMatchObject({ headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });
  });

  it("keeps one row and one e-mail when the same subscription arrives several times at once", async () => {
    const answers = await Promise.all(
      ["par@correo.pe", "PAR@correo.pe", "par@correo.pe", "Par@Correo.pe"].map((email) => subscribe(email, t0)),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(["created", "pending", "pending", "pending"]);
    expect(await contacts()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("an SMTP failure keeps the contact and its confirmation e-mail queued for a retry", async () => {
    await subscribe("smtp@correo.pe", new Date());
    const worker = createOutboxWorker({
      db: db.db,
      send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      messageIdDomain: "kunturviajes.pe",
      pollIntervalMs: 50,
      maxAttempts: 5,
      retryBaseMs: 10,
    });
    expect(await worker.runOnce()).toBe(1);
    expect((await contacts())[0]?.status).toBe("pending");
    const [mail] = await mails();
    expect(mail).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
  });

  it("the migration keeps contacts stored before double opt-in active, each with an unsubscribe token", async () => {
    // A row as the SPEC 5.4 block stored it before this change (the new columns at their defaults).
    await db.db.execute(sql`insert into newsletter_contacts
      (name, lastname, email, email_normalized, privacy_policy, data_policy, privacy_policy_text, data_policy_text,
       source, created_at)
      values ('Old', 'Contact', 'old@correo.pe', 'old@correo.pe', true, true, 'p', 'd', 'API_WEB',
              '2025-01-10T10:00:00Z')`);
    await subscribe("new@correo.pe", t0);
    const backfill = readFileSync(
      new URL("../../../drizzle/0012_newsletter-double-opt-in-backfill.sql", import.meta.url),
      "utf8",
    );
    await db.db.execute(sql.raw(backfill));
    const rows = await db.db.select().from(newsletterContacts).orderBy(newsletterContacts.createdAt);
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ["old@correo.pe", "active"],
      ["new@correo.pe", "pending"],
    ]);
    expect(rows[0]!.confirmedAt?.toISOString()).toBe("2025-01-10T10:00:00.000Z");
    expect(rows[0]!.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
  });
});
