import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { notificationAnnouncements, userNotifications } from "#server/db/schema/notifications.ts";
import { SEED_ANNOUNCEMENTS, seedNotifications } from "#server/db/seed/notifications.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { errorHandlerPlugin } from "#server/plugins/error-handler.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { confirmedAccount, COOKIE, logIn, SITE, TEST_ENV, userByEmail } from "#tests/support/auth-test-helpers.ts";
import { notificationRoutes } from "./routes.ts";

const HOUR = 3_600_000;
const icon = "/images/notifications/reserva.svg";

describe("notifications API", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  /** The same routes with a session stand-in: the `x-test-user` header names the signed-in user. */
  let signedIn: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db);
    await app.ready();
    signedIn = Fastify({ logger: false });
    await signedIn.register(errorHandlerPlugin);
    await signedIn.register(notificationRoutes, {
      prefix: "/api/v1/notifications",
      db: db.db,
      resolveUserId: async (request) => (request.headers["x-test-user"] as string | undefined) ?? null,
    });
    await signedIn.ready();
  });

  afterAll(async () => {
    await signedIn.close();
    await app.close();
  });

  beforeEach(async () => {
    await db.db.delete(notificationAnnouncements);
    await db.db.delete(userNotifications);
  });

  it("gives visitors the live announcements only, never cached by shared caches", async () => {
    await seedNotifications(db.db);
    const now = Date.now();
    await db.db.insert(notificationAnnouncements).values([
      {
        slug: "vencido",
        iconSrcPath: icon,
        title: "Vencido",
        description: "",
        url: "/",
        endDate: new Date(now - HOUR),
      },
      {
        slug: "futuro",
        iconSrcPath: icon,
        title: "Futuro",
        description: "",
        url: "/",
        startDate: new Date(now + HOUR),
      },
      { slug: "apagado", iconSrcPath: icon, title: "Apagado", description: "", url: "/", active: false },
    ]);
    await db.db
      .insert(userNotifications)
      .values({ userId: "u-1", iconSrcPath: icon, title: "Tu reserva", description: "", url: "/perfil/mi-perfil" });
    const response = await app.inject({ method: "GET", url: "/api/v1/notifications" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json<Array<{ id: string; title: string }>>();
    expect(body.map((item) => item.title).sort()).toEqual(SEED_ANNOUNCEMENTS.map((item) => item.title).sort());
    expect(body.every((item) => item.id.startsWith("a:"))).toBe(true);
    expect(body[0]).toEqual({
      id: expect.stringMatching(/^a:[0-9a-f-]{36}$/) as unknown,
      iconSrcPath: expect.stringMatching(/^\/images\/notifications\//) as unknown,
      title: expect.any(String) as unknown,
      description: expect.any(String) as unknown,
      hint: expect.any(String) as unknown,
      url: expect.stringMatching(/^\//) as unknown,
    });
  });

  it("adds the signed-in user's own unread notifications first, and no one else's", async () => {
    await db.db
      .insert(notificationAnnouncements)
      .values({ slug: "aviso", iconSrcPath: icon, title: "Aviso", description: "", url: "/" });
    await db.db.insert(userNotifications).values([
      {
        userId: "ana",
        iconSrcPath: icon,
        title: "Tu reserva KV-1 está confirmada",
        description: "",
        url: "/perfil/mi-perfil",
      },
      { userId: "ana", iconSrcPath: icon, title: "Leída", description: "", url: "/", readAt: new Date() },
      { userId: "beto", iconSrcPath: icon, title: "De Beto", description: "", url: "/" },
    ]);
    const response = await signedIn.inject({
      method: "GET",
      url: "/api/v1/notifications",
      headers: { "x-test-user": "ana" },
    });
    expect(response.json<Array<{ title: string }>>().map((item) => item.title)).toEqual([
      "Tu reserva KV-1 está confirmada",
      "Aviso",
    ]);
  });

  it("marks the user's own notification read, idempotently; others' ids are not found", async () => {
    const [mine] = await db.db
      .insert(userNotifications)
      .values({ userId: "ana", iconSrcPath: icon, title: "Pago recibido", description: "", url: "/" })
      .returning();
    const [theirs] = await db.db
      .insert(userNotifications)
      .values({ userId: "beto", iconSrcPath: icon, title: "De Beto", description: "", url: "/" })
      .returning();
    const read = (id: string, user?: string) =>
      signedIn.inject({
        method: "POST",
        url: `/api/v1/notifications/${id}/read`,
        headers: user ? { "x-test-user": user } : {},
      });
    expect((await read(mine!.id, "ana")).statusCode).toBe(204);
    expect((await read(mine!.id, "ana")).statusCode).toBe(204);
    expect((await read(theirs!.id, "ana")).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await read(mine!.id)).statusCode).toBe(401);
    expect((await read("not-a-uuid", "ana")).statusCode).toBe(400);
    const list = await signedIn.inject({
      method: "GET",
      url: "/api/v1/notifications",
      headers: { "x-test-user": "ana" },
    });
    expect(list.json()).toEqual([]);
    const [beto] = await db.db.select().from(userNotifications).where(eq(userNotifications.id, theirs!.id));
    expect(beto?.readAt).toBeNull();
  });

  it("uses the real session: a signed-in user gets and reads their own notifications", async () => {
    // Shares the database with the other app, so closing it must not close the database.
    const sessionApp = await buildTestApp({ ...db, close: async () => undefined }, TEST_ENV);
    await sessionApp.ready();
    try {
      const email = await confirmedAccount(sessionApp, db, "rosa.notificaciones@correo.pe");
      const { token } = await logIn(sessionApp, email);
      const user = await userByEmail(db, email);
      const [own] = await db.db
        .insert(userNotifications)
        .values({ userId: user!.id, iconSrcPath: icon, title: "Tu cuenta está activa", description: "", url: "/" })
        .returning();
      const cookies = { [COOKIE]: token! };
      const list = await sessionApp.inject({ method: "GET", url: "/api/v1/notifications", cookies });
      expect(list.json<Array<{ id: string }>>().map((item) => item.id)).toEqual([`u:${own!.id}`]);
      const visitor = await sessionApp.inject({ method: "GET", url: "/api/v1/notifications" });
      expect(visitor.json()).toEqual([]);
      const read = await sessionApp.inject({
        method: "POST",
        url: `/api/v1/notifications/${own!.id}/read`,
        cookies,
        headers: { origin: SITE },
      });
      expect(read.statusCode).toBe(204);
      const after = await sessionApp.inject({ method: "GET", url: "/api/v1/notifications", cookies });
      expect(after.json()).toEqual([]);
    } finally {
      await sessionApp.close();
    }
  });
});
