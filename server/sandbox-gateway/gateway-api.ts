import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { bankStepsFor } from "./gateway-bank-steps.ts";
import { addRefund, createSession, findSession, moveSession, type SessionRow } from "./gateway-store.ts";
import type { GatewayOptions } from "./gateway-types.ts";

type Context = GatewayOptions & { kick: () => void; now: () => Date };

const Base = {
  merchantKey: z.string().min(8).max(200),
  merchantReference: z.string().min(1).max(100),
  amountMinor: z.number().int().positive().max(100_000_000),
  currency: z.enum(["PEN", "USD"]),
  description: z.string().min(1).max(200),
};
const CardSessionSchema = z.strictObject({ ...Base, returnUrl: z.url() });
const CashSessionSchema = z.strictObject({ ...Base, expiresAt: z.iso.datetime({ offset: true }) });
const RefundSchema = z.strictObject({
  amountMinor: z.number().int().positive(),
  idempotencyKey: z.string().min(8).max(200).optional(),
});

/** A pending code past its deadline reads as expired (the gateway's own clock decides). */
function statusOf(session: SessionRow, now: Date): string {
  if (session.status === "pending" && session.kind === "cash" && session.expiresAt && session.expiresAt <= now)
    return "expired";
  return session.status;
}

export function sessionJson(session: SessionRow, options: Context) {
  return {
    id: session.id,
    kind: session.kind,
    merchantReference: session.merchantReference,
    status: statusOf(session, options.now()),
    declineReason: session.declineReason,
    amountMinor: session.amountMinor,
    currency: session.currency,
    installments: session.installments,
    cardBrand: session.cardBrand,
    cardLast4: session.cardLast4,
    submittedAt: session.submittedAt?.toISOString() ?? null,
    url: session.kind === "card" ? `${options.baseUrl}/pasarela-demo/tarjeta/${session.id}` : null,
    cashCode: session.cashCode,
    expiresAt: session.expiresAt?.toISOString() ?? null,
    bankSteps: session.cashCode ? bankStepsFor(session.cashCode, options.baseUrl) : null,
  };
}

function problem(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header("cache-control", "no-store").send({ error: message });
}

/**
 * The merchant's server-to-server API (Bearer <shared secret>): create card sessions and cash codes, read, refund,
 * and cancel one not yet paid.
 */
export async function apiRoutes(app: FastifyInstance, options: Context) {
  const { db } = options;
  const expected = Buffer.from(`Bearer ${options.secret}`);
  const authorized = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (!authorized(request)) return problem(reply, 401, "unauthorized");
  });

  app.post("/pasarela-demo/api/sessions", async (request, reply) => {
    const parsed = CardSessionSchema.safeParse(request.body);
    if (!parsed.success) return problem(reply, 400, "invalid request");
    const session = await createSession(db, { ...parsed.data, kind: "card" });
    return reply.status(201).send(sessionJson(session, options));
  });

  app.post("/pasarela-demo/api/cash-codes", async (request, reply) => {
    const parsed = CashSessionSchema.safeParse(request.body);
    if (!parsed.success) return problem(reply, 400, "invalid request");
    const expiresAt = new Date(parsed.data.expiresAt);
    if (expiresAt <= options.now()) return problem(reply, 400, "deadline in the past");
    const session = await createSession(db, { ...parsed.data, kind: "cash", expiresAt });
    return reply.status(201).send(sessionJson(session, options));
  });

  app.get<{ Params: { id: string } }>("/pasarela-demo/api/sessions/:id", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session) return problem(reply, 404, "not found");
    return reply.header("cache-control", "no-store").send(sessionJson(session, options));
  });

  // A refund, whole or partial (several add up to the amount at most), once per merchant key: a retry answers the
  // refund already given. The session reads "refunded" only once all of it went back, as a card processor's does.
  app.post<{ Params: { id: string } }>("/pasarela-demo/api/sessions/:id/refunds", async (request, reply) => {
    const parsed = RefundSchema.safeParse(request.body);
    const session = await findSession(db, request.params.id);
    if (!session) return problem(reply, 404, "not found");
    if (!parsed.success) return problem(reply, 400, "invalid amount");
    const key = parsed.data.idempotencyKey ?? `whole:${session.id}`;
    const given = session.refunds.find((refund) => refund.key === key);
    if (given) return reply.send({ ...sessionJson(session, options), refund: given });
    if (session.refundedMinor + parsed.data.amountMinor > session.amountMinor)
      return problem(reply, 400, "invalid amount");
    const refund = {
      id: `re_${randomBytes(12).toString("base64url")}`,
      key,
      amountMinor: parsed.data.amountMinor,
      at: options.now().toISOString(),
    };
    const moved = await addRefund(db, session, refund, options.now());
    if (!moved) return problem(reply, 409, "not refundable");
    options.kick();
    return reply.send({ ...sessionJson(moved, options), refund });
  });

  // Voids a session nobody paid yet; answers the session as it is after (cancelled, or approved when paid first).
  app.post<{ Params: { id: string } }>("/pasarela-demo/api/sessions/:id/cancel", async (request, reply) => {
    const session = await findSession(db, request.params.id);
    if (!session) return problem(reply, 404, "not found");
    const moved = await moveSession(db, session.id, ["pending", "challenge"], "cancelled", {}, options.now());
    const after = moved ?? (await findSession(db, session.id)) ?? session;
    return reply.header("cache-control", "no-store").send(sessionJson(after, options));
  });
}
