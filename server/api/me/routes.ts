import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import {
  ContactDataSchema,
  DeleteAccountSchema,
  makeChangePasswordSchema,
  PreferencesSchema,
  TravellerIdSchema,
  TravellerSchema,
} from "#app/features/accounts/profile-schemas.ts";
import {
  changePassword,
  deleteAccount,
  getAvatar,
  getProfile,
  updateContactData,
  updatePreferences,
} from "#app/features/accounts/profile-service.server.ts";
import {
  createTraveller,
  deleteTraveller,
  listTravellers,
  updateTraveller,
} from "#app/features/accounts/travellers-service.server.ts";
import { accountBookings } from "#app/features/orders/index.server.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { requireSession } from "#server/plugins/session.ts";

type Options = { db: Db; config: AccountsConfig };

// Personal data: never kept by a shared cache or the back/forward cache of another visitor.
function privateAnswer(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}

/**
 * /api/v1/me: the session user's profile, preferences, password, travellers and bookings. Every handler works on
 * the session's user only; nothing here takes a user id from the client.
 */
export async function meRoutes(app: FastifyInstance, options: Options) {
  const { db, config } = options;
  const changePasswordSchema = makeChangePasswordSchema(config.passwordPolicy);
  const sensitive = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };

  app.addHook("onRequest", async (_request, reply) => privateAnswer(reply));

  app.get("/", async (request) => getProfile(db, (await requireSession(request)).user.id));

  app.put("/contact", async (request) => {
    const { user } = await requireSession(request);
    return updateContactData(db, user.id, ContactDataSchema.parse(request.body));
  });

  app.put("/preferences", async (request) => {
    const { user } = await requireSession(request);
    return updatePreferences(db, user.id, PreferencesSchema.parse(request.body));
  });

  app.post("/password", sensitive, async (request) => {
    const session = await requireSession(request);
    const input = changePasswordSchema.parse(request.body);
    return changePassword(db, session.user.id, input, config, session.tokenHash, request.ip);
  });

  app.delete("/", sensitive, async (request, reply) => {
    const { user } = await requireSession(request);
    const { password } = DeleteAccountSchema.parse(request.body ?? {});
    await deleteAccount(db, user.id, password, request.ip, config.ipFreeFailures);
    reply.clearSessionCookie();
    return { isSuccess: true, message: "Eliminamos tu cuenta y tus datos personales." };
  });

  app.get("/travellers", async (request) => listTravellers(db, (await requireSession(request)).user.id));

  app.post("/travellers", async (request, reply) => {
    const { user } = await requireSession(request);
    const created = await createTraveller(db, user.id, TravellerSchema.parse(request.body));
    return reply.code(201).send(created);
  });

  app.put("/travellers/:id", async (request) => {
    const { user } = await requireSession(request);
    const { id } = TravellerIdSchema.parse(request.params);
    return updateTraveller(db, user.id, id, TravellerSchema.parse(request.body));
  });

  app.delete("/travellers/:id", async (request, reply) => {
    const { user } = await requireSession(request);
    await deleteTraveller(db, user.id, TravellerIdSchema.parse(request.params).id);
    return reply.code(204).send();
  });

  app.get("/bookings", async (request) => accountBookings(db, (await requireSession(request)).user.id));
}

const UserIdSchema = z.object({ id: z.uuid() }).strict();

/** /api/v1/users/:id/avatar (SPEC 7 "Avatar by user id"): only the user's own. */
export async function userRoutes(app: FastifyInstance, options: Options) {
  app.get("/:id/avatar", async (request, reply) => {
    const { user } = await requireSession(request);
    const parsed = UserIdSchema.safeParse(request.params);
    if (!parsed.success || parsed.data.id !== user.id) throw new AppError("FORBIDDEN");
    privateAnswer(reply);
    return getAvatar(options.db, user.id);
  });
}
