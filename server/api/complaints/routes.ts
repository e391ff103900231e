import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingFile } from "#app/features/complaints/attachment-rules.ts";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#app/features/complaints/attachment-rules.ts";
import { MAX_FORM_BYTES, submitComplaint } from "#app/features/complaints/complaint-submit.server.ts";
import { ComplaintLookupSchema } from "#app/features/complaints/complaints-schemas.ts";
import { lookupComplaint } from "#app/features/complaints/complaint-viewing.server.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { IDEMPOTENCY_HEADER } from "#server/idempotency.ts";
import { complaintsRateLimit } from "./rate-limit.ts";

export const LOOKUP_NOT_FOUND_MESSAGE =
  "No encontramos una hoja con ese número y correo electrónico. Revisa los datos e inténtalo de nuevo.";

/** 40 text fields of up to 4 KB (the detail's 2,000 characters take up to 8 KB in UTF-8: 16 KB), 3 files of 5 MB. */
const MULTIPART_LIMITS = {
  fields: 40,
  fieldSize: 16 * 1024,
  fieldNameSize: 64,
  files: MAX_ATTACHMENTS + 1,
  fileSize: MAX_ATTACHMENT_BYTES,
  parts: 50,
};

async function readMultipart(
  request: FastifyRequest,
): Promise<{ values: Record<string, unknown>; files: IncomingFile[] }> {
  const values: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "attachments")
          throw new AppError("INVALID_DATA", `Campo de archivo desconocido: ${part.fieldname}`);
        files.push({ name: part.filename, bytes: new Uint8Array(await part.toBuffer()) });
      } else if (part.fieldname in values) {
        throw new AppError("INVALID_DATA", undefined, {
          issues: [{ path: part.fieldname, message: "Campo repetido" }],
        });
      } else {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isAppError(error) || (error instanceof Error && "statusCode" in error)) throw error;
    throw new AppError("INVALID_DATA", "El formulario enviado está incompleto o mal formado.", { cause: error });
  }
  return { values, files };
}

/**
 * The complaints book API (issue 17): POST /api/v1/complaints files a sheet (JSON, or multipart with up to three
 * `attachments`), with an Idempotency-Key header; POST /api/v1/complaints/lookup answers status, deadline and answer
 * for a sheet number + e-mail. Same schema as the page; rate limited per IP.
 */
export async function complaintRoutes(app: FastifyInstance, options: { siteUrl: string; rateLimitMax: number }) {
  // Multipart parsing exists only in this scope, with the form's bounds.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const rateLimit = complaintsRateLimit(options.rateLimitMax);

  app.post("/", { bodyLimit: MAX_FORM_BYTES, config: { rateLimit } }, async (request, reply) => {
    const input = request.isMultipart()
      ? await readMultipart(request)
      : { values: (request.body ?? {}) as Record<string, unknown>, files: [] };
    if (typeof input.values !== "object" || Array.isArray(input.values)) throw new AppError("INVALID_DATA");
    const result = await submitComplaint(
      { ...input, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] },
      options.siteUrl,
    );
    if (!result.ok) {
      throw new AppError(result.status === 409 ? "CONFLICT" : "INVALID_DATA", result.message, {
        issues: Object.entries(result.errors).map(([path, message]) => ({ path, message })),
      });
    }
    reply
      .status(result.replayed ? 200 : 201)
      .header("idempotent-replayed", String(result.replayed))
      .header("cache-control", "no-store");
    return {
      isSuccess: true,
      message: "Registramos tu hoja de reclamación.",
      sheetNumber: result.sheetNumber,
      filedAt: result.filedAt,
      answerDueOn: result.answerDueOn,
      status: "recibido",
    };
  });

  app.post("/lookup", { config: { rateLimit } }, async (request, reply) => {
    const lookup = ComplaintLookupSchema.parse(request.body ?? {});
    const found = await lookupComplaint(lookup);
    if (!found) throw new AppError("NOT_FOUND", LOOKUP_NOT_FOUND_MESSAGE);
    reply.header("cache-control", "no-store");
    return { isSuccess: true, ...found.result };
  });
}
