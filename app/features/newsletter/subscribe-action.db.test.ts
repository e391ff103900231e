import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { newsletterContacts } from "#server/db/schema/newsletter.ts";
import { allowAllAttempts } from "#tests/support/test-app.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { confirmNewsletterSubscription } from "./newsletter-service.server.ts";
import {
  handleSubscribe,
  SUBSCRIBE_TOO_MANY_MESSAGE,
  SUBSCRIBE_UNAVAILABLE_MESSAGE,
} from "./subscribe-action.server.ts";

const siteUrl = "https://www.kunturviajes.pe";

/** The body a browser posts without JavaScript. */
function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const complete = {
  name: "Rosa",
  lastname: "Quispe",
  email: "rosa@correo.pe",
  birthDate: "15/08/1990",
  docType: "DNI",
  docNumber: "45678912",
  privacyPolicy: "true",
  dataPolicy: "true",
};

describe("the /suscribirse action (works without JavaScript)", () => {
  let db: DbHandle;
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

  it("subscribes a valid form (pending, confirmation queued)", async () => {
    expect(await handleSubscribe(form(complete), { siteUrl, limitAttempt: allowAllAttempts })).toEqual({
      kind: "subscribed",
    });
    const [row] = await db.db.select().from(newsletterContacts);
    expect(row).toMatchObject({ status: "pending", docType: "DNI", docNumber: "45678912", birthDate: "1990-08-15" });
    expect(await db.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("answers bad input with the messages and the values, and stores nothing", async () => {
    const result = await handleSubscribe(form({ ...complete, name: "", docNumber: "123", dataPolicy: "" }), {
      siteUrl,
      limitAttempt: allowAllAttempts,
    });
    expect(result).toMatchObject({
      kind: "rejected",
      status: 400,
      answer: {
        values: { name: "", email: "rosa@correo.pe", privacyPolicy: true, dataPolicy: false },
        errors: {
          name: "Nombre es obligatorio",
          docNumber: "El DNI debe tener 8 dígitos",
          dataPolicy: "Debes autorizar el envío de publicidad",
        },
      },
    });
    const control = await handleSubscribe(form({ ...complete, lastname: "Qui\u0000spe" }), {
      siteUrl,
      limitAttempt: allowAllAttempts,
    });
    expect(control).toMatchObject({
      status: 400,
      answer: { errors: { lastname: "Contiene caracteres no permitidos." } },
    });
    expect(await db.db.select().from(newsletterContacts)).toHaveLength(0);
  });

  it("answers an active address with the duplicate messages", async () => {
    await handleSubscribe(form(complete), { siteUrl, limitAttempt: allowAllAttempts });
    const [mail] = await db.db.select().from(emailOutbox);
    const token = /confirmar\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await confirmNewsletterSubscription(token);
    expect(
      await handleSubscribe(form({ ...complete, email: "ROSA@correo.pe" }), {
        siteUrl,
        limitAttempt: allowAllAttempts,
      }),
    ).toMatchObject({
      kind: "rejected",
      status: 409,
      answer: {
        errors: { email: "El correo ingresado ya fue registrado" },
        formError: "Al parecer usted ya se encuentra suscrito",
      },
    });
  });

  it("answers 429 with its message once the address had too many attempts, and stores nothing", async () => {
    const refuse = () => Promise.resolve({ allowed: false, retryAfterSeconds: 1200 });
    expect(await handleSubscribe(form(complete), { siteUrl, limitAttempt: refuse })).toMatchObject({
      kind: "rejected",
      status: 429,
      retryAfterSeconds: 1200,
      answer: { formError: SUBSCRIBE_TOO_MANY_MESSAGE },
    });
    expect(await db.db.select().from(newsletterContacts)).toHaveLength(0);
  });

  it("says the service is unavailable (503, logged) when the database fails", async () => {
    const broken = await createTestDb();
    await broken.close();
    setDbHandle(broken);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await handleSubscribe(form(complete), { siteUrl, limitAttempt: allowAllAttempts })).toMatchObject({
        kind: "rejected",
        status: 503,
        answer: { formError: SUBSCRIBE_UNAVAILABLE_MESSAGE },
      });
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
      setDbHandle(db);
    }
  });
});
