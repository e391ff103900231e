import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashingStats } from "#app/features/accounts/password-hash.server.ts";
import type { DbHandle } from "#server/db/client.ts";
import { accountTokens, sessions } from "#server/db/schema/accounts.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { startTestSmtp, type TestSmtp } from "#tests/fakes/test-smtp.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import {
  confirmedAccount,
  lastEmail,
  logIn,
  personPayload,
  post,
  runJobs,
  sessionCookieOf,
  TEST_ENV,
  tokenIn,
  userByEmail,
} from "#tests/support/auth-test-helpers.ts";

describe("accounts API: sign-up, confirmation, sign-in, sign-out, reset", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    db = await createTestDb();
    app = await buildTestApp(db, { ...TEST_ENV, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: "50" });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("signs up, e-mails an unguessable single-use confirmation link, and confirms", async () => {
    const email = "rosa.huaman@example.pe";
    const response = await post(app, "/api/v1/auth/register", personPayload(" Rosa.Huaman@Example.pe "));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true });
    const user = await userByEmail(db, email);
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);

    const delivered = await smtp.waitFor((message) => message.to.includes(email));
    expect(delivered.subject).toBe("Confirma tu correo en Kuntur Viajes");
    const token = tokenIn(delivered.text, "/confirmacion");
    expect(token).not.toContain(user!.id);
    expect(delivered.html).toContain(`/confirmacion/${token}`);

    const unconfirmed = await logIn(app, email);
    expect(unconfirmed.response.json()).toMatchObject({
      isSuccess: false,
      message: expect.stringContaining("confirmar") as unknown,
    });
    expect(unconfirmed.token).toBeUndefined();

    expect((await post(app, "/api/v1/auth/confirm-email", { token })).json()).toEqual({
      isSuccess: true,
      message: "¡Tu cuenta fue activada! Ya puedes iniciar sesión.",
    });
    expect((await userByEmail(db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post(app, "/api/v1/auth/confirm-email", { token })).json()).toMatchObject({
      isSuccess: false,
      reason: "used",
    });
  });

  it("refuses an expired or unknown confirmation link, and sends a new one on request", async () => {
    const email = "luis.condori@example.pe";
    await post(app, "/api/v1/auth/register", personPayload(email, { Firstname: "Luis" }));
    const token = tokenIn((await lastEmail(db, email, "confirm-email"))!.text, "/confirmacion");
    await db.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await post(app, "/api/v1/auth/confirm-email", { token })).json()).toMatchObject({
      isSuccess: false,
      reason: "expired",
    });
    expect((await post(app, "/api/v1/auth/confirm-email", { token: "x".repeat(43) })).json()).toMatchObject({
      reason: "invalid",
    });
    const resent = await post(app, "/api/v1/auth/confirmation-email", { email });
    expect(resent.json()).toMatchObject({ isSuccess: true });
    const fresh = tokenIn((await lastEmail(db, email, "confirm-email"))!.text, "/confirmacion");
    expect(fresh).not.toBe(token);
    expect((await post(app, "/api/v1/auth/confirm-email", { token: fresh })).json()).toMatchObject({ isSuccess: true });
  });

  it("lets a token be used once even when the link is opened several times at the same moment", async () => {
    const email = "teresa.cruz@example.pe";
    await post(app, "/api/v1/auth/register", personPayload(email, { Firstname: "Teresa" }));
    const token = tokenIn((await lastEmail(db, email, "confirm-email"))!.text, "/confirmacion");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(app, "/api/v1/auth/confirm-email", { token })),
    );
    const results = answers.map((answer) => answer.json<{ isSuccess: boolean }>().isSuccess);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("signs in with a secure session cookie, knows the user, and signs out server-side", async () => {
    const email = await confirmedAccount(app, db, "carla.rojas@example.pe", { Firstname: "Carla" });
    const { response, token } = await logIn(app, email);
    expect(response.json()).toEqual({
      isSuccess: true,
      message: "",
      user: { id: expect.any(String) as unknown, name: "Carla", email, image: null },
    });
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);

    const me = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": token! } });
    expect(me.json()).toEqual({ user: { id: expect.any(String) as unknown, firstName: "Carla", email, image: null } });
    // The database keeps only a hash of the cookie value.
    const stored = await db.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const logout = await post(app, "/api/v1/auth/logout", {}, token);
    expect(logout.json()).toEqual({ isSuccess: true, message: "" });
    expect(sessionCookieOf(logout)?.value).toBe("");
    const after = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": token! } });
    expect(after.json()).toEqual({ user: null });
  });

  it("rotates the session id at sign-in: the previous session ends", async () => {
    const email = await confirmedAccount(app, db, "jorge.flores@example.pe", { Firstname: "Jorge" });
    const first = await logIn(app, email);
    const second = await post(
      app,
      "/api/v1/auth/login",
      { username: email, password: "cusco2025", isPerson: true },
      first.token,
    );
    const rotated = sessionCookieOf(second)!.value;
    expect(rotated).not.toBe(first.token);
    const old = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": first.token! } });
    expect(old.json()).toEqual({ user: null });
    const current = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": rotated } });
    expect(current.json<{ user: { firstName: string } }>().user.firstName).toBe("Jorge");
  });

  it("ends sessions after the idle timeout and after the absolute timeout", async () => {
    const email = await confirmedAccount(app, db, "ines.paredes@example.pe", { Firstname: "Inés" });
    const idle = await logIn(app, email);
    const absolute = await logIn(app, email);
    const user = await userByEmail(db, email);
    await db.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '61 minutes'` })
      .where(eq(sessions.userId, user!.id));
    const seen = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": idle.token! } });
    expect(seen.json()).toEqual({ user: null });
    const fresh = await logIn(app, email);
    await db.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user!.id));
    for (const token of [absolute.token!, fresh.token!]) {
      const response = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": token } });
      expect(response.json()).toEqual({ user: null });
    }
  });

  it("resets a password end to end through real SMTP: single use, 1 hour, every session ends", async () => {
    const email = await confirmedAccount(app, db, "pedro.vargas@example.pe", { Firstname: "Pedro" });
    const before = await logIn(app, email);
    const request = await post(app, "/api/v1/auth/password-recovery", { email });
    expect(request.json()).toMatchObject({ isSuccess: true });
    await runJobs(db);
    const delivered = await smtp.waitFor((message) => message.to.includes(email) && /contraseña/.test(message.subject));
    expect(delivered.text).toContain("Este enlace vence en 1 hora");
    const token = tokenIn(delivered.text, "/restablecer-contrasena");
    const [row] = await db.db.select().from(accountTokens).where(eq(accountTokens.purpose, "reset-password"));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);

    const weak = await post(app, "/api/v1/auth/password-reset", { token, password: "abc", repeatPassword: "abc" });
    expect(weak.statusCode).toBe(400);
    const reset = await post(app, "/api/v1/auth/password-reset", {
      token,
      password: "lima2026",
      repeatPassword: "lima2026",
    });
    expect(reset.json()).toEqual({
      isSuccess: true,
      message: "Tu contraseña fue actualizada. Ya puedes iniciar sesión.",
    });
    const again = await post(app, "/api/v1/auth/password-reset", {
      token,
      password: "puno2027",
      repeatPassword: "puno2027",
    });
    expect(again.json()).toMatchObject({ isSuccess: false, reason: "used" });

    const old = await app.inject({ url: "/api/v1/auth/session", cookies: { "__Host-kv_session": before.token! } });
    expect(old.json()).toEqual({ user: null });
    expect((await logIn(app, email)).response.json()).toMatchObject({ isSuccess: false });
    expect((await logIn(app, email, "lima2026")).response.json()).toMatchObject({ isSuccess: true });
    await smtp.waitFor((message) => message.to.includes(email) && message.subject.includes("cambió"));
  });

  it("refuses an expired reset link", async () => {
    const email = await confirmedAccount(app, db, "silvia.mamani@example.pe", { Firstname: "Silvia" });
    await post(app, "/api/v1/auth/password-recovery", { email });
    const token = tokenIn((await lastEmail(db, email, "reset-password"))!.text, "/restablecer-contrasena");
    await db.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, "reset-password"));
    const response = await post(app, "/api/v1/auth/password-reset", {
      token,
      password: "lima2026",
      repeatPassword: "lima2026",
    });
    expect(response.json()).toMatchObject({ isSuccess: false, reason: "expired" });
  });

  it("checks a reset token before hashing: made-up, expired or used links cost no hash (issue 15)", async () => {
    const before = hashingStats.derivations;
    for (let i = 0; i < 8; i++) {
      const response = await post(app, "/api/v1/auth/password-reset", {
        token: randomBytes(32).toString("base64url"),
        password: "lima2026",
        repeatPassword: "lima2026",
      });
      expect(response.json()).toMatchObject({ isSuccess: false, reason: "invalid" });
    }
    expect(hashingStats.derivations).toBe(before);
  });

  it("signs up an Empresa account with its RUC and business name, signing in on the Empresa tab only", async () => {
    const email = await confirmedAccount(app, db, "ventas@andestours.example.pe", {
      IsPerson: false,
      Ruc: "20512333797",
      BusinessName: "Andes Tours S.A.C.",
    });
    const user = await userByEmail(db, email);
    expect(user).toMatchObject({ isPerson: false, ruc: "20512333797", businessName: "Andes Tours S.A.C." });
    expect((await logIn(app, email, "cusco2025", true)).response.json()).toMatchObject({ isSuccess: false });
    expect((await logIn(app, email, "cusco2025", false)).response.json()).toMatchObject({ isSuccess: true });
    const invalid = await post(
      app,
      "/api/v1/auth/register",
      personPayload("otra@example.pe", { IsPerson: false, Ruc: "20512333798", BusinessName: "Otra S.A." }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ issues: unknown }>().issues).toEqual([
      { path: "Ruc", message: "Ingresa un número de RUC válido." },
    ]);
  });
});
