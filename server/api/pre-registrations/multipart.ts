import type { FastifyRequest } from "fastify";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "#app/utils/text-rules.ts";
import { AppError, isAppError, type FieldIssue } from "#server/errors.ts";

/**
 * Bounds of the pre-registration form: 20 passengers × 13 fields + 12 form fields = 272 fields at most.
 * No files. Values are short texts (the longest allowed is 120 characters of 1-4 bytes).
 */
export const FORM_LIMITS = { fields: 300, parts: 300, files: 0, fieldSize: 512, fieldNameSize: 64 } as const;

/** Reads a multipart form (parser registered with FORM_LIMITS) of text fields into a record; repeated, truncated or non-text fields are refused. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new AppError("INVALID_DATA", "Envía el formulario como multipart/form-data.", { reason: "not_multipart" });
  }
  const fields = new Map<string, string>();
  const issues: FieldIssue[] = [];
  try {
    await collect(request, fields, issues);
  } catch (error) {
    // The multipart plugin's own errors carry their status (413 limits...); the parser's (a truncated or
    // garbled body) are plain errors: the client sent a broken form, not a server failure.
    if (isAppError(error) || (error instanceof Error && "statusCode" in error)) throw error;
    throw new AppError("INVALID_DATA", "El formulario enviado está incompleto o mal formado.", {
      reason: "malformed_multipart",
      cause: error,
    });
  }
  if (issues.length > 0) throw new AppError("INVALID_DATA", undefined, { issues });
  return Object.fromEntries(fields);
}

async function collect(request: FastifyRequest, fields: Map<string, string>, issues: FieldIssue[]) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      // Unreachable with files: 0 (the parser stops first), kept so a changed limit cannot let files through.
      throw new AppError("INVALID_DATA", "El formulario no admite archivos.");
    }
    const name = part.fieldname;
    if (part.fieldnameTruncated || part.valueTruncated) {
      issues.push({ path: name, message: "El valor es demasiado largo" });
    } else if (typeof part.value !== "string") {
      issues.push({ path: name, message: "Debe ser un texto" });
    } else if (hasControlChars(part.value) || hasControlChars(name)) {
      issues.push({ path: name, message: CONTROL_CHARS_MESSAGE });
    } else if (fields.has(name)) {
      issues.push({ path: name, message: "Campo repetido" });
    } else {
      fields.set(name, part.value);
    }
  }
}
