import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import {
  COOKIE,
  confirmedAccount,
  lastEmail,
  logIn,
  SITE,
  TEST_ENV,
  userByEmail,
} from "#tests/support/auth-test-helpers.ts";

type Method = "GET" | "PUT" | "POST" | "DELETE";

const traveller = {
  firstName: "Lucía",
  fatherLastname: "Ramos",
  motherLastname: "Tello",
  documentType: "DNI",
  documentNumber: "45871236",
  birthDate: "14/02/1990",
  gender: "F",
};

describe("profile API: the session user's data only", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let ana: string;
  let beto: string;

  const call = (token: string | undefined, method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin: SITE },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(token ? { cookies: { [COOKIE]: token } } : {}),
    });

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, TEST_ENV);
    await app.ready();
    await confirmedAccount(app, db, "ana.torres@example.pe", { Firstname: "Ana" });
    await confirmedAccount(app, db, "beto.salas@example.pe", { Firstname: "Beto" });
    ana = (await logIn(app, "ana.torres@example.pe")).token!;
    beto = (await logIn(app, "beto.salas@example.pe")).token!;
  });
  afterAll(async () => {
    await app.close();
  });

  it("asks visitors to sign in", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/me"],
      ["GET", "/api/v1/me/travellers"],
      ["GET", "/api/v1/me/bookings"],
      ["PUT", "/api/v1/me/contact"],
    ] as const) {
      const response = await call(undefined, method, url, method === "GET" ? undefined : {});
      expect(response.statusCode).toBe(401);
      expect(response.json<{ code: string }>().code).toBe("UNAUTHORIZED");
    }
  });

  it("reads and updates the contact data with the sign-up name rules", async () => {
    const profile = await call(ana, "GET", "/api/v1/me");
    expect(profile.headers["cache-control"]).toBe("private, no-store");
    expect(profile.json()).toMatchObject({ email: "ana.torres@example.pe", emailVerified: true, isPerson: true });
    expect(profile.json()).not.toHaveProperty("passwordHash");
    const bad = await call(ana, "PUT", "/api/v1/me/contact", {
      firstName: "A1",
      fatherLastname: "Torres",
      motherLastname: "Vega",
      documentType: "DNI",
      documentNumber: "1234",
      birthDate: "31/02/1990",
      phone: "abc",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: unknown }>().issues).toEqual(
      expect.arrayContaining([
        { path: "firstName", message: "Ingresa tu(s) nombre(s)" },
        { path: "birthDate", message: "Ingresa una fecha válida (DD/MM/AAAA)." },
        { path: "phone", message: "Ingresa un teléfono válido (hasta 15 caracteres)." },
      ]),
    );
    const good = await call(ana, "PUT", "/api/v1/me/contact", {
      firstName: "Ana Lucía",
      fatherLastname: "Torres",
      motherLastname: "Vega",
      documentType: "DNI",
      documentNumber: "40123456",
      birthDate: "05/11/1988",
      phone: "987 654 321",
    });
    expect(good.json()).toMatchObject({ firstName: "Ana Lucía", documentNumber: "40123456", birthDate: "05/11/1988" });
    const session = await app.inject({ url: "/api/v1/auth/session", cookies: { [COOKIE]: ana } });
    expect(session.json<{ user: { firstName: string } }>().user.firstName).toBe("Ana Lucía");
  });

  it("keeps each user's travellers to that user", async () => {
    const created = await call(ana, "POST", "/api/v1/me/travellers", traveller);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await call(ana, "GET", "/api/v1/me/travellers")).json()).toEqual([{ id, ...traveller }]);
    expect((await call(beto, "GET", "/api/v1/me/travellers")).json()).toEqual([]);

    const stolenEdit = await call(beto, "PUT", `/api/v1/me/travellers/${id}`, { ...traveller, firstName: "Intruso" });
    expect(stolenEdit.statusCode).toBe(404);
    const stolenDelete = await call(beto, "DELETE", `/api/v1/me/travellers/${id}`);
    expect(stolenDelete.statusCode).toBe(404);
    expect((await call(ana, "GET", "/api/v1/me/travellers")).json<Array<{ firstName: string }>>()[0]!.firstName).toBe(
      "Lucía",
    );

    const edited = await call(ana, "PUT", `/api/v1/me/travellers/${id}`, {
      ...traveller,
      documentType: "PAS",
      documentNumber: "ab12345",
    });
    expect(edited.json()).toMatchObject({ documentType: "PAS", documentNumber: "AB12345" });
    expect((await call(ana, "DELETE", `/api/v1/me/travellers/${id}`)).statusCode).toBe(204);
    expect((await call(ana, "GET", "/api/v1/me/travellers")).json()).toEqual([]);
    const invalid = await call(ana, "POST", "/api/v1/me/travellers", { ...traveller, documentNumber: "123" });
    expect(invalid.json<{ issues: unknown }>().issues).toEqual([
      { path: "documentNumber", message: "El DNI tiene 8 dígitos." },
    ]);
  });

  it("gives the avatar by user id to that user only, and an empty bookings list", async () => {
    const anaId = (await userByEmail(db, "ana.torres@example.pe"))!.id;
    expect((await call(ana, "GET", `/api/v1/users/${anaId}/avatar`)).json()).toEqual({ image: null });
    expect((await call(beto, "GET", `/api/v1/users/${anaId}/avatar`)).statusCode).toBe(403);
    expect((await call(ana, "GET", "/api/v1/me/bookings")).json()).toEqual([]);
  });

  it("saves interests and lets the marketing consent be withdrawn in one call", async () => {
    const given = await call(ana, "PUT", "/api/v1/me/preferences", {
      travelInterests: ["playa", "cultura"],
      marketingConsent: true,
    });
    expect(given.json()).toMatchObject({ travelInterests: ["playa", "cultura"], marketingConsent: true });
    const withdrawn = await call(ana, "PUT", "/api/v1/me/preferences", {
      travelInterests: ["playa", "cultura"],
      marketingConsent: false,
    });
    expect(withdrawn.json<{ marketingConsent: boolean }>().marketingConsent).toBe(false);
    expect(
      (await call(ana, "PUT", "/api/v1/me/preferences", { travelInterests: ["casino"], marketingConsent: false }))
        .statusCode,
    ).toBe(400);
  });

  it("changes the password, ending every other session but this one", async () => {
    const other = (await logIn(app, "beto.salas@example.pe")).token!;
    const wrong = await call(beto, "POST", "/api/v1/me/password", {
      currentPassword: "nope1234",
      newPassword: "arequipa1",
      repeatPassword: "arequipa1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ issues: unknown }>().issues).toEqual([
      { path: "currentPassword", message: "La contraseña actual no es correcta." },
    ]);
    const changed = await call(beto, "POST", "/api/v1/me/password", {
      currentPassword: "cusco2025",
      newPassword: "arequipa1",
      repeatPassword: "arequipa1",
    });
    expect(changed.json()).toEqual({ isSuccess: true, message: "Tu contraseña fue actualizada." });
    expect((await call(beto, "GET", "/api/v1/me")).statusCode).toBe(200);
    expect((await call(other, "GET", "/api/v1/me")).statusCode).toBe(401);
    expect(await lastEmail(db, "beto.salas@example.pe", "password-changed")).toBeDefined();
  });

  it("deletes the account: personal data erased, sessions ended, the e-mail free again", async () => {
    const token = (await logIn(app, "ana.torres@example.pe")).token!;
    await call(token, "POST", "/api/v1/me/travellers", traveller);
    expect((await call(token, "DELETE", "/api/v1/me", { password: "mal12345" })).statusCode).toBe(400);
    const deleted = await call(token, "DELETE", "/api/v1/me", { password: "cusco2025" });
    expect(deleted.json()).toMatchObject({ isSuccess: true });
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(401);
    expect((await call(ana, "GET", "/api/v1/me")).statusCode).toBe(401);
    expect(await userByEmail(db, "ana.torres@example.pe")).toBeUndefined();
    const { users } = await import("#server/db/schema/accounts.ts");
    const rows = await db.db.select().from(users);
    const erased = rows.find((row) => row.deletedAt !== null)!;
    expect(erased).toMatchObject({
      firstName: "",
      documentNumber: null,
      phone: null,
      passwordHash: null,
      birthDate: null,
    });
    const again = await confirmedAccount(app, db, "ana.torres@example.pe", { Firstname: "Ana" });
    expect((await logIn(app, again)).response.json()).toMatchObject({ isSuccess: true });
  });
  it("locks wrong current passwords like sign-in, whatever the IP (issue 15)", async () => {
    await confirmedAccount(app, db, "carla.rios@example.pe", { Firstname: "Carla" });
    const token = (await logIn(app, "carla.rios@example.pe")).token!;
    const attempt = (ip: number, path: "/api/v1/me/password" | "/api/v1/me", password: string) =>
      app.inject({
        method: path === "/api/v1/me" ? "DELETE" : "POST",
        url: path,
        remoteAddress: `10.9.0.${String(ip)}`,
        headers: { origin: SITE },
        cookies: { [COOKIE]: token },
        payload:
          path === "/api/v1/me"
            ? { password }
            : { currentPassword: password, newPassword: "arequipa1", repeatPassword: "arequipa1" },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      statuses.push((await attempt(i, i % 2 ? "/api/v1/me/password" : "/api/v1/me", `mal${String(i)}2345`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The sixth, from yet another address and with the right password, waits like a sixth failed sign-in.
    const locked = await attempt(6, "/api/v1/me", "cusco2025");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect((await call(token, "GET", "/api/v1/me")).statusCode).toBe(200);
  });
});
