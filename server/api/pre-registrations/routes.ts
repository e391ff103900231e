import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { DocumentSearchSchema } from "#app/features/pre-registration/pre-registration-schemas.ts";
import {
  lookupDocument,
  submitPreRegistration,
} from "#app/features/pre-registration/pre-registration-service.server.ts";
import { parseWireFields } from "#app/features/pre-registration/pre-registration-wire.ts";
import { AppError } from "#server/errors.ts";
import { toErrorResponse } from "#server/plugins/error-handler.ts";
import { FORM_LIMITS, readFormFields } from "./multipart.ts";

/** Look-ups per IP per minute: enough for a family's documents, too few to harvest the registry (decision 007). */
export const LOOKUP_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const SUBMIT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export const SUBMITTED_MESSAGE = "¡Muchas gracias por registrarte! Te enviamos un correo de confirmación.";

/**
 * SPEC 7 pre-registration calls: document search (PreRegistroSIT/Buscar) and the multipart submission
 * (tusdatoscp). Answers carry ResultadoError and Mensaje, errors too (plus the field issues on a 400).
 */
export async function preRegistrationRoutes(app: FastifyInstance) {
  // Multipart parsing exists only in this scope: no other route accepts multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error, url: request.url }, "pre-registration request failed");
    else request.log.info({ code: body.code, url: request.url, status }, "pre-registration request rejected");
    if (status === 429 && error instanceof Error && "retryAfter" in error) {
      reply.header("retry-after", String(error.retryAfter));
    }
    return reply.status(status).send({
      ResultadoError: true,
      Mensaje: body.message,
      code: body.code,
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.issues ? { issues: body.issues } : {}),
    });
  });

  app.post("/search", { config: { rateLimit: LOOKUP_RATE_LIMIT } }, async (request, reply) => {
    const search = DocumentSearchSchema.parse(request.body ?? {});
    reply.header("cache-control", "no-store");
    return lookupDocument(search);
  });

  app.post("/", { config: { rateLimit: SUBMIT_RATE_LIMIT } }, async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("INVALID_DATA", "Falta la clave de idempotencia (cabecera Idempotency-Key).", {
        reason: "idempotency_key_required",
      });
    }
    const parsed = parseWireFields(await readFormFields(request));
    if (!parsed.success) throw new AppError("INVALID_DATA", undefined, { issues: parsed.issues });
    const outcome = await submitPreRegistration(parsed.data, key);
    reply.status(outcome.replayed ? 200 : 201).header("idempotent-replayed", String(outcome.replayed));
    return { ResultadoError: false, Mensaje: SUBMITTED_MESSAGE, CodigoInscripcion: outcome.inscriptionCode };
  });
}
