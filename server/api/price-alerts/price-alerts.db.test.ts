import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { destinationContents, priceAlerts } from "#server/db/schema/destination-content.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedDestinationContent } from "#server/db/seed/destination-content.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { PRICE_ALERT_TEXT } from "#app/features/price-alerts/price-alert-service.server.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const REQUESTED = PRICE_ALERT_TEXT.requested;
const SITE = "https://www.kunturviajes.test";

type Outbox = typeof emailOutbox.$inferSelect;

/** The confirm and unsubscribe tokens of a queued confirmation e-mail, as a visitor would click them. */
function linksOf(email: Outbox) {
  const confirm = /\/alertas-de-precio\/confirmar\?token=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
  const unsubscribe = /\/alertas-de-precio\/baja\?token=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
  return { confirm: confirm ?? "", unsubscribe: unsubscribe ?? "" };
}

describe("price alerts API", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let idWebSeo: number;

  let visitor = 0;
  // Each call from its own address: these tests are about subscriptions, the rate limit has its own test.
  const subscribe = (payload: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/api/v1/price-alerts",
      payload,
      remoteAddress: `10.0.${++visitor >> 8}.${visitor & 255}`,
    });
  const valid = () => ({
    email: "Ana.Quispe@Example.pe",
    consent: true,
    originIata: "LIM",
    destinationIata: "CUZ",
    idWebSeo,
  });

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    await seedDestinationContent(db.db);
    const [page] = await db.db
      .select({ id: destinationContents.id })
      .from(destinationContents)
      .where(eq(destinationContents.slug, "vuelos-baratos-a-cusco"));
    idWebSeo = page!.id;
    app = await buildTestApp(db, { SITE_URL: SITE });
    await app.ready();
  });

  beforeEach(async () => {
    await db.db.delete(priceAlerts);
    await db.db.delete(emailOutbox);
  });

  afterAll(async () => {
    await app.close();
  });

  it("stores route, e-mail and consent time, and queues a confirmation with confirm and unsubscribe links", async () => {
    const before = Date.now();
    const response = await subscribe(valid());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: "pending", message: REQUESTED });

    const [alert] = await db.db.select().from(priceAlerts);
    expect(alert).toMatchObject({
      email: "ana.quispe@example.pe",
      originIata: "LIM",
      destinationIata: "CUZ",
      status: "pending",
      idWebSeo,
    });
    expect(alert!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const emails = await db.db.select().from(emailOutbox);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.toAddress).toBe("ana.quispe@example.pe");
    expect(email!.template).toBe("price-alert-confirmation");
    expect(email!.subject).toBe("Confirma tu alerta de precios: vuelos Lima – Cusco");
    const links = linksOf(email!);
    expect(links.confirm).not.toBe("");
    expect(email!.text).toContain(`${SITE}/alertas-de-precio/confirmar?token=`);
    expect(links.unsubscribe).toBe(alert!.unsubscribeToken);
    // Only a hash of the confirm token is stored: a database leak does not confirm anyone.
    expect(alert!.confirmTokenHash).not.toContain(links.confirm);
    expect(email!.metadata).toMatchObject({
      headers: {
        "List-Unsubscribe": `<${SITE}/alertas-de-precio/baja?token=${alert!.unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  });

  it("confirms with the e-mailed token, idempotently", async () => {
    await subscribe(valid());
    const [email] = await db.db.select().from(emailOutbox);
    const { confirm } = linksOf(email!);
    const first = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: confirm },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: "active",
      alreadyDone: false,
      origin: "Lima",
      destination: "Cusco",
      slug: "vuelos-baratos-a-cusco",
    });
    const again = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: confirm },
    });
    expect(again.json()).toMatchObject({ status: "active", alreadyDone: true });
    const [alert] = await db.db.select().from(priceAlerts);
    expect(alert!.status).toBe("active");
    expect(alert!.confirmedAt).not.toBeNull();
  });

  it("rejects unknown and malformed tokens without changing anything", async () => {
    const unknown = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: "A".repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: "El enlace no es válido o ya no está vigente." });
    const malformed = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: "x" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("unsubscribes in one click (RFC 8058 form post with the token in the URL), idempotently", async () => {
    await subscribe(valid());
    const [alert] = await db.db.select().from(priceAlerts);
    const oneClick = () =>
      app.inject({
        method: "POST",
        url: `/api/v1/price-alerts/unsubscribe?token=${alert!.unsubscribeToken}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "unsubscribed", alreadyDone: false });
    expect((await oneClick()).json()).toMatchObject({ status: "unsubscribed", alreadyDone: true });
    const json = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/unsubscribe",
      payload: { token: alert!.unsubscribeToken },
    });
    expect(json.json()).toMatchObject({ status: "unsubscribed", alreadyDone: true });
    const [stored] = await db.db.select().from(priceAlerts);
    expect(stored!.status).toBe("unsubscribed");
    expect(stored!.unsubscribedAt).not.toBeNull();
  });

  it("answers new, pending and active subscriptions alike; the e-mail tells the owner (issue 15)", async () => {
    const first = await subscribe(valid());
    const retry = await subscribe({ ...valid(), email: "ana.quispe@example.pe" });
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(await db.db.select().from(priceAlerts)).toHaveLength(1);
    expect(await db.db.select().from(emailOutbox)).toHaveLength(1);

    const [email] = await db.db.select().from(emailOutbox);
    await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: linksOf(email!).confirm },
    });
    const active = await subscribe(valid());
    expect(active.statusCode).toBe(first.statusCode);
    expect(active.json()).toEqual(first.json());
    const emails = await db.db.select().from(emailOutbox);
    expect(emails.map((row) => row.template).sort()).toEqual([
      "price-alert-already-active",
      "price-alert-confirmation",
    ]);
    // Asked again at once: the owner is not e-mailed twice in the window.
    await subscribe(valid());
    expect(await db.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("re-sends the confirmation of a pending duplicate after 10 minutes, with a new link", async () => {
    await subscribe(valid());
    await db.db.update(priceAlerts).set({ confirmationSentAt: new Date(Date.now() - 11 * 60 * 1000) });
    const [first] = await db.db.select().from(emailOutbox);
    const again = await subscribe(valid());
    expect(again.json()).toEqual({ status: "pending", message: REQUESTED });
    const emails = await db.db.select().from(emailOutbox);
    expect(emails).toHaveLength(2);
    const oldLink = await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/confirm",
      payload: { token: linksOf(first!).confirm },
    });
    expect(oldLink.statusCode).toBe(404);
  });

  it("subscribes again after an unsubscription (double opt-in again)", async () => {
    await subscribe(valid());
    const [alert] = await db.db.select().from(priceAlerts);
    await app.inject({
      method: "POST",
      url: "/api/v1/price-alerts/unsubscribe",
      payload: { token: alert!.unsubscribeToken },
    });
    const again = await subscribe(valid());
    expect(again.statusCode).toBe(202);
    const [stored] = await db.db.select().from(priceAlerts);
    expect(stored).toMatchObject({ status: "pending", unsubscribedAt: null });
    expect(await db.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("keeps one row and one e-mail when the same subscription arrives twice at once", async () => {
    const results = await Promise.all([subscribe(valid()), subscribe(valid())]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([202, 202]);
    expect(await db.db.select().from(priceAlerts)).toHaveLength(1);
    expect(await db.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("validates with the form's Spanish messages and requires consent", async () => {
    const response = await subscribe({ ...valid(), email: "no-es-correo", consent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Correo no válido" },
        { path: "consent", message: "Debes aceptar recibir nuestras comunicaciones para activar la alerta." },
      ]),
    );
    const sameRoute = await subscribe({ ...valid(), destinationIata: "LIM" });
    expect(sameRoute.statusCode).toBe(400);
    const unknownPage = await subscribe({ ...valid(), idWebSeo: 999_999 });
    expect(unknownPage.statusCode).toBe(404);
    expect(await db.db.select().from(priceAlerts)).toHaveLength(0);
  });
});

describe("price alerts rate limit", () => {
  it("answers 429 after 6 subscriptions from one IP in the window", async () => {
    const db = await createTestDb();
    setDbHandle(db);
    const app = await buildTestApp(db);
    await app.ready();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/price-alerts",
        payload: { email: `viajero${i}@example.pe`, consent: true, originIata: "LIM", destinationIata: "CUZ" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429]);
    expect(await db.db.select().from(priceAlerts)).toHaveLength(6);
    await app.close();
  });
});
