import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import { createSession, deleteSession } from "#app/features/accounts/session-service.server.ts";
import type { Db } from "#server/db/client.ts";

/** Rotates the session at sign-in: the old one (if any) ends, a new random id is issued. */
export async function startSession(
  db: Db,
  config: AccountsConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const previous = request.sessionToken();
  const session = await db.transaction(async (tx) => {
    if (previous) await deleteSession(tx, previous);
    return createSession(tx, userId, config.session, request.headers["user-agent"]);
  });
  reply.setSessionCookie(session.token, session.expiresAt);
}
