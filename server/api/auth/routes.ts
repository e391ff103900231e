import type { FastifyInstance } from "fastify";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import {
  ConfirmEmailSchema,
  ForgotPasswordSchema,
  LoginSchema,
  makeResetPasswordSchema,
  makeSignUpSchema,
  ResendConfirmationSchema,
} from "#app/features/accounts/auth-schemas.ts";
import { requestPasswordReset, resendConfirmation } from "#app/features/accounts/account-email-jobs.server.ts";
import { confirmEmail, logIn, signUp } from "#app/features/accounts/auth-service.server.ts";
import { resetPassword } from "#app/features/accounts/recovery-service.server.ts";
import { deleteSession } from "#app/features/accounts/session-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { googleRoutes } from "./google.ts";
import { startSession } from "./start-session.ts";

export type AuthRoutesOptions = { db: Db; config: AccountsConfig; rateLimitMax: number };

/** /api/v1/auth: sign-in, sign-up, confirmation, recovery, sign-out (SPEC 3 payloads, SPEC 5 rules). */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, config } = options;
  const limited = { config: { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } } };
  const signUpSchema = makeSignUpSchema(config.passwordPolicy);
  const resetSchema = makeResetPasswordSchema(config.passwordPolicy);

  app.post("/login", limited, async (request, reply) => {
    const input = LoginSchema.parse(request.body);
    const result = await logIn(db, input, request.ip, config);
    if (!result.isSuccess || !result.userId || !result.user) return { isSuccess: false, message: result.message };
    await startSession(db, config, request, reply, result.userId);
    return { isSuccess: true, message: result.message, user: result.user };
  });

  app.post("/register", limited, async (request) => signUp(db, signUpSchema.parse(request.body), config));

  app.post("/password-recovery", limited, async (request) =>
    requestPasswordReset(db, ForgotPasswordSchema.parse(request.body).email, config),
  );

  app.post("/password-reset", limited, async (request, reply) => {
    const result = await resetPassword(db, resetSchema.parse(request.body), config);
    // Every session of the account ended, including this browser's.
    if (result.isSuccess) reply.clearSessionCookie();
    return result;
  });

  app.post("/confirm-email", limited, async (request) =>
    confirmEmail(db, ConfirmEmailSchema.parse(request.body).token),
  );

  app.post("/confirmation-email", limited, async (request) =>
    resendConfirmation(db, ResendConfirmationSchema.parse(request.body).email, config),
  );

  app.post("/logout", async (request, reply) => {
    const token = request.sessionToken();
    if (token) await deleteSession(db, token);
    reply.clearSessionCookie();
    return { isSuccess: true, message: "" };
  });

  await app.register(googleRoutes, { db, config, rateLimitMax: options.rateLimitMax });

  app.get("/session", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = await request.getSession();
    return { user: session?.user ?? null };
  });
}
