import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publicConfigFrom } from "#server/app.ts";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { parseEnv } from "#server/env.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import {
  COOKIE,
  confirmedAccount,
  logIn,
  personPayload,
  post,
  TEST_ENV,
  userByEmail,
} from "#tests/support/auth-test-helpers.ts";
import { startTestOidcProvider, type TestIdentity } from "#tests/fakes/test-oidc-provider.ts";

const CLIENT = { id: "kuntur-test-client", secret: "kuntur-test-secret" };

const lucia: TestIdentity = {
  sub: "108234567890123456789",
  email: "lucia.mendoza@example.pe",
  email_verified: true,
  given_name: "Lucía",
  family_name: "Mendoza",
  picture: "https://lh3.googleusercontent.example/a/lucia.jpg",
};

describe("Google sign-in (OpenID Connect, code + PKCE) against a local provider", () => {
  let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
  let db: DbHandle;
  let app: FastifyInstance;

  /** The whole browser round trip: start → provider → callback. Returns the final redirect and session cookie. */
  async function signIn(back = "/perfil/mi-perfil", tamper?: { state?: string }) {
    const start = await app.inject({ url: `/api/v1/auth/google?volver=${encodeURIComponent(back)}` });
    expect(start.statusCode).toBe(302);
    const flowCookie = start.cookies.find((cookie) => cookie.name === "kv_oidc");
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/v1/auth/google" });
    const atProvider = await fetch(start.headers.location as string, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location") ?? "");
    if (tamper?.state) callback.searchParams.set("state", tamper.state);
    const done = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { kv_oidc: flowCookie!.value },
    });
    return {
      status: done.statusCode,
      location: done.headers.location,
      session: done.cookies.find((cookie) => cookie.name === COOKIE)?.value,
      authorizeUrl: new URL(start.headers.location as string),
    };
  }

  beforeAll(async () => {
    provider = await startTestOidcProvider(CLIENT);
    db = await createTestDb();
    app = await buildTestApp(db, {
      ...TEST_ENV,
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER: provider.issuer,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.setIdentity(lucia);
    provider.setTweaks({});
  });

  it("asks for code + PKCE (S256), a nonce and the profile scopes", async () => {
    const { authorizeUrl } = await signIn();
    const params = authorizeUrl.searchParams;
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(CLIENT.id);
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("nonce")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(params.get("redirect_uri")).toBe("http://localhost:3000/api/v1/auth/google/callback");
  });

  it("signs up on first use with SocialNetwork 'G' and the subject id, then signs the same account in", async () => {
    const first = await signIn();
    expect(first).toMatchObject({ status: 302, location: "/perfil/mi-perfil" });
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await userByEmail(db, lucia.email);
    expect(user).toMatchObject({
      socialNetwork: "G",
      idSocialNetwork: lucia.sub,
      firstName: "Lucía",
      fatherLastname: "Mendoza",
      image: lucia.picture,
      passwordHash: null,
      isPerson: true,
    });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const me = await app.inject({ url: "/api/v1/auth/session", cookies: { [COOKIE]: first.session! } });
    expect(me.json<{ user: { firstName: string } }>().user.firstName).toBe("Lucía");

    const second = await signIn("/");
    expect(second.location).toBe("/");
    expect(second.session).not.toBe(first.session);
    expect((await db.db.select().from(users)).filter((row) => row.email === lucia.email)).toHaveLength(1);
  });

  it.each([
    ["a token signed with another key", { otherKey: true }],
    ["another audience", { audience: "someone-else" }],
    ["another issuer", { issuer: "https://evil.example" }],
    ["an expired token", { expiresInSeconds: -120 }],
    ["a replayed nonce", { nonce: "not-the-one-we-sent" }],
  ])("refuses %s", async (_label, tweaks) => {
    provider.setTweaks(tweaks);
    provider.setIdentity({ ...lucia, sub: `x-${Math.random()}`, email: `otra${Math.random()}@example.pe` });
    const result = await signIn();
    expect(result).toMatchObject({ status: 302, location: "/?iniciar-sesion=1&social=error", session: undefined });
  });

  it("refuses a callback whose state does not match the browser's", async () => {
    const result = await signIn("/", { state: "forged-state" });
    expect(result.location).toBe("/?iniciar-sesion=1&social=error");
    expect(result.session).toBeUndefined();
  });

  it("refuses an e-mail Google has not verified, and never redirects off-site", async () => {
    provider.setIdentity({ ...lucia, sub: "unverified-1", email: "sinverificar@example.pe", email_verified: false });
    expect((await signIn()).location).toBe("/?iniciar-sesion=1&social=error");
    expect(await userByEmail(db, "sinverificar@example.pe")).toBeUndefined();
    provider.setIdentity(lucia);
    expect((await signIn("//evil.example/robar")).location).toBe("/");
    expect((await signIn("/\\evil.example/robar")).location).toBe("/");
  });

  it("answers a control character in volver with 400, never a redirect or a 500", async () => {
    for (const back of ["/\t/evil.example", "/\r\nSet-Cookie: a=b", "/\n/evil.example"]) {
      const start = await app.inject({ url: `/api/v1/auth/google?volver=${encodeURIComponent(back)}` });
      expect(start.statusCode, JSON.stringify(back)).toBe(400);
      expect(start.headers.location).toBeUndefined();
    }
  });

  it("links an existing account with the same e-mail; an unconfirmed one loses the password it never proved", async () => {
    const confirmed = await confirmedAccount(app, db, "jorge.rios@example.pe", { Firstname: "Jorge" });
    provider.setIdentity({ sub: "g-jorge", email: confirmed, email_verified: true, given_name: "Jorge" });
    await signIn();
    expect(await userByEmail(db, confirmed)).toMatchObject({ socialNetwork: "G", idSocialNetwork: "g-jorge" });
    expect((await logIn(app, confirmed)).response.json()).toMatchObject({ isSuccess: true });

    await post(app, "/api/v1/auth/register", personPayload("victima@example.pe", { Password: "atacante1" }));
    provider.setIdentity({ sub: "g-victima", email: "victima@example.pe", email_verified: true, given_name: "Vilma" });
    await signIn();
    const victim = await userByEmail(db, "victima@example.pe");
    expect(victim).toMatchObject({ passwordHash: null, idSocialNetwork: "g-victima" });
    expect(victim?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("Google sign-in when not configured", () => {
  it("hides the button (public config) and answers 404", async () => {
    expect(publicConfigFrom(parseEnv({})).accounts.googleSignIn).toBe(false);
    expect(publicConfigFrom(parseEnv({ GOOGLE_CLIENT_ID: "x" })).accounts.googleSignIn).toBe(true);
    const db = await createTestDb();
    const app = await buildTestApp(db, TEST_ENV);
    const response = await app.inject({ url: "/api/v1/auth/google" });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
