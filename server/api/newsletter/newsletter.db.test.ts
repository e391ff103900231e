import { desc } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENTS } from "#app/features/newsletter/newsletter-consents.ts";
import {
  confirmNewsletterSubscription,
  hashToken,
  NEWSLETTER_EMAIL_RULE,
} from "#app/features/newsletter/newsletter-service.server.ts";
import { attemptLimiter } from "#server/plugins/attempt-limit.ts";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { newsletterContacts } from "#server/db/schema/newsletter.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Rosa",
  lastname: "Quispe Mamani",
  email,
  privacyPolicy: true,
  dataPolicy: true,
  source: "API_WEB",
  ...extra,
});

describe("POST /api/v1/newsletter/contacts", () => {
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    app = await buildTestApp(db);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    setDbHandle(undefined);
  });

  beforeEach(async () => {
    await db.db.delete(newsletterContacts);
    await db.db.delete(emailOutbox);
  });

  /** Opens the confirmation link of the last e-mail queued, as its recipient would. */
  const confirmFromOutbox = async () => {
    const [mail] = await db.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    const token = /\/suscribirse\/confirmar\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(await confirmNewsletterSubscription(token)).toBe("confirmed");
  };

  const post = (payload: unknown, ip = "10.0.0.1") =>
    app.inject({ method: "POST", url: "/api/v1/newsletter/contacts", payload: payload as object, remoteAddress: ip });

  it("stores a subscription pending, with the time and the consent texts accepted, and queues the confirmation", async () => {
    const before = Date.now();
    const response = await post(contact("  Rosa.Quispe@Correo.pe "));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; subscribedAt: string; status: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    // Double opt-in (docs/decisions/020): the contact waits for the e-mailed link.
    expect(body.status).toBe("pending");
    const mails = await db.db.select().from(emailOutbox);
    expect(mails.map((mail) => [mail.template, mail.toAddress])).toEqual([
      ["newsletter-confirmation", "Rosa.Quispe@Correo.pe"],
    ]);
    const rows = await db.db.select().from(newsletterContacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Rosa",
      lastname: "Quispe Mamani",
      email: "Rosa.Quispe@Correo.pe",
      emailNormalized: "rosa.quispe@correo.pe",
      privacyPolicy: true,
      dataPolicy: true,
      privacyPolicyText: NEWSLETTER_CONSENTS.privacyPolicy,
      dataPolicyText: NEWSLETTER_CONSENTS.dataPolicy,
      source: "API_WEB",
      status: "pending",
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers a confirmed e-mail, whatever its case, with 409 duplicate_parameter", async () => {
    expect((await post(contact("rosa@correo.pe"))).statusCode).toBe(201);
    // Changed by double opt-in: only an active (confirmed) contact is a duplicate.
    await confirmFromOutbox();
    const duplicate = await post(contact("ROSA@Correo.PE", { name: "Otra" }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: "CONFLICT",
      message: "Al parecer usted ya se encuentra suscrito",
      reason: "duplicate_parameter",
    });
    const rows = await db.db.select().from(newsletterContacts);
    expect(rows.map((row) => row.name)).toEqual(["Rosa"]);
  });

  it("answers a pending e-mail like a new one, without a second row or a second e-mail within 10 minutes", async () => {
    const first = await post(contact("pendiente@correo.pe"));
    const again = await post(contact("PENDIENTE@correo.pe", { name: "Otra" }));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(Object.keys(again.json<object>()).sort()).toEqual(["id", "status", "subscribedAt"]);
    expect(await db.db.select().from(newsletterContacts)).toHaveLength(1);
    expect(await db.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("keeps exactly one row and one e-mail when the same subscription arrives twice at once", async () => {
    const responses = await Promise.all([post(contact("par@correo.pe")), post(contact("PAR@correo.pe"))]);
    // Before double opt-in the second was a 409; a pending contact now gets the same answer as a new one.
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await db.db.select().from(newsletterContacts)).toHaveLength(1);
    expect(await db.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("answers at most 5 attempts an hour about one address, from any IP and whatever its state (issue 15)", async () => {
    // An active address: its 409 is what tells that it is subscribed.
    expect((await post(contact("ana.limite@correo.pe"), "10.1.0.1")).statusCode).toBe(201);
    await confirmFromOutbox();
    const statuses: number[] = [];
    for (let index = 2; index <= 6; index++) {
      statuses.push((await post(contact("ANA.LIMITE@correo.pe"), `10.1.0.${String(index)}`)).statusCode);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 429]);
    const limited = await post(contact("ana.limite@correo.pe"), "10.1.0.99");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected; an unknown one gets the same 429 after 5 attempts (no state is told).
    expect((await post(contact("otra.persona@correo.pe"), "10.1.0.99")).statusCode).toBe(201);
    const unknown: number[] = [];
    for (let index = 0; index < 6; index++) {
      unknown.push((await post(contact("nueva.limite@correo.pe"), `10.2.0.${String(index)}`)).statusCode);
    }
    expect(unknown).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("counts the page's attempts and the API's together for one address", async () => {
    // The /suscribirse action gets its limiter from another plugin context of the same app (the pages').
    const page = { url: "/suscribirse", ip: "10.3.0.1", routeOptions: { config: {} } } as unknown as FastifyRequest;
    const limitAttempt = attemptLimiter(app)(page);
    for (let index = 0; index < 5; index++) {
      expect(await limitAttempt(NEWSLETTER_EMAIL_RULE, hashToken("compartido@correo.pe"))).toMatchObject({
        allowed: true,
      });
    }
    expect((await post(contact("Compartido@correo.pe"), "10.3.0.2")).statusCode).toBe(429);
  });

  it("rejects invalid data with the form's messages and stores nothing", async () => {
    const response = await post(contact("no-es-correo", { name: " Rosa", privacyPolicy: false }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: Array<{ path: string; message: string }> }>();
    expect(body.code).toBe("INVALID_DATA");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Nombre no válido" },
        { path: "email", message: "Correo no válido" },
        { path: "privacyPolicy", message: "Debes aceptar la Política de Privacidad" },
      ]),
    );
    expect((await post({ ...contact("a@b.pe"), extra: 1 })).statusCode).toBe(400);
    expect((await post(contact("a@b.pe", { source: "OTRO" }))).statusCode).toBe(400);
    expect(await db.db.select().from(newsletterContacts)).toHaveLength(0);
  });
});

describe("newsletter rate limit", () => {
  it("answers 429 after 10 subscriptions a minute from one address", async () => {
    const db = await createTestDb();
    setDbHandle(db);
    const app = await buildTestApp(db);
    await app.ready();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/newsletter/contacts",
        payload: contact(`persona${index}@correo.pe`),
        remoteAddress: "10.0.0.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    await app.close();
    setDbHandle(undefined);
  });
});
