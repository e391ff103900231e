import { AppError, isAppError, type FieldIssue } from "#server/errors.ts";
import { IdempotencyKeySchema } from "#server/idempotency.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { guestCookie, guestCookieValue } from "#app/utils/guest-cookies.server.ts";
import { hasControlChars } from "#app/utils/text-rules.ts";
import { checkAttachments, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type IncomingFile } from "./attachment-rules.ts";
import { formTextValues } from "./complaint-form-values.ts";
import {
  ComplaintFormSchema,
  DESCRIPTION_MAX_LENGTH,
  DETAIL_MAX_LENGTH,
  REQUEST_MAX_LENGTH,
} from "./complaints-schemas.ts";
import { fileComplaint } from "./complaints-service.server.ts";

/** The largest form accepted: three files of 5 MB plus the text fields and multipart overhead. */
export const MAX_FORM_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 256 * 1024;
export const FORM_ERROR_MESSAGE = "Revisa los campos marcados.";
export const VIEW_COOKIE = "kv_complaint_view";
export const SHEET_PATH = "/libro-reclamaciones/hoja";

/** Reads a page's form post, refusing bodies larger than `maxBytes` whatever their Content-Length says. */
export async function readBoundedFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "Los archivos adjuntos superan el tamaño permitido.");
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    if (!reader) break;
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Blob(chunks as BlobPart[]);
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch (error) {
    throw new AppError("INVALID_DATA", "El formulario enviado está incompleto o mal formado.", { cause: error });
  }
}

/** The chosen files; a file input left empty posts a nameless empty part, which is not a file. */
export async function formFiles(formData: FormData, field = "attachments"): Promise<IncomingFile[]> {
  const files = formData.getAll(field).filter((entry): entry is File => typeof entry !== "string");
  const chosen = files.filter((file) => file.name !== "" || file.size > 0);
  return Promise.all(
    chosen.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}

export type SubmissionInput = { values: Record<string, unknown>; files: IncomingFile[]; idempotencyKey: unknown };

export type SubmissionResult =
  | { ok: true; sheetNumber: string; answerDueOn: string; filedAt: string; viewToken: string; replayed: boolean }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/** Validates and files a complaint; field errors and known failures come back as data (nothing saved). */
export async function submitComplaint(input: SubmissionInput, siteUrl: string): Promise<SubmissionResult> {
  const parsed = ComplaintFormSchema.safeParse(input.values);
  const { attachments, issues } = checkAttachments(input.files);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  for (const issue of issues) errors[issue.path] ??= issue.message;
  for (const [field, value] of Object.entries(input.values)) {
    if (typeof value === "string" && hasControlChars(value)) errors[field] ??= "Contiene caracteres no permitidos.";
  }
  const key = IdempotencyKeySchema.safeParse(input.idempotencyKey);
  if (!key.success) {
    return { ok: false, status: 400, message: "Vuelve a cargar la página e inténtalo de nuevo.", errors };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ok: false, status: 400, message: FORM_ERROR_MESSAGE, errors };
  }
  try {
    const outcome = await fileComplaint({ form: parsed.data, files: attachments, idempotencyKey: key.data, siteUrl });
    return { ok: true, ...outcome.filed, viewToken: outcome.viewToken, replayed: outcome.replayed };
  } catch (error) {
    if (!isAppError(error) || error.code === "INTERNAL" || error.code === "UNAVAILABLE") throw error;
    const fieldIssues: FieldIssue[] = error.issues ?? [];
    return {
      ok: false,
      status: error.code === "CONFLICT" ? 409 : 400,
      message: fieldIssues.length > 0 ? FORM_ERROR_MESSAGE : error.message,
      errors: Object.fromEntries(fieldIssues.map((issue) => [issue.path, issue.message])),
    };
  }
}

/** The guest cookie that lets this browser open the sheet it filed or looked up (2 hours; a server-issued token). */
export function viewCookie(token: string): string {
  return guestCookie(VIEW_COOKIE, token, { maxAgeSeconds: 7200 });
}

export const viewTokenFrom = (cookieHeader: string | null): string | null =>
  guestCookieValue(cookieHeader, VIEW_COOKIE);

// The longest text a field accepts (the detail and the request); the page never echoes more than that.
const ECHO_LIMITS: Record<string, number> = { detail: DETAIL_MAX_LENGTH, consumerRequest: REQUEST_MAX_LENGTH };
const SHORT_FIELD_ECHO = DESCRIPTION_MAX_LENGTH;

/** What a refused form shows again: each field cut at its own limit (a 5 MB field is not sent back twice). */
export function echoedValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.slice(0, ECHO_LIMITS[field] ?? SHORT_FIELD_ECHO)]),
  );
}

export type PagePostOutcome =
  | { ok: true; location: string; cookie: string }
  | {
      ok: false;
      status: number;
      failure: { message: string; errors: Record<string, string>; values: Record<string, string> };
    };

/** The /libro-reclamaciones form post: bounded read, the shared validation, the filing; failures come back as data. */
export async function handleComplaintPost(request: Request, siteUrl: string): Promise<PagePostOutcome> {
  let formData: FormData;
  try {
    formData = await readBoundedFormData(request);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const status = error.code === "PAYLOAD_TOO_LARGE" ? 413 : 400;
    return { ok: false, status, failure: { message: error.message, errors: {}, values: {} } };
  }
  const values = formTextValues(formData);
  const result = await submitComplaint(
    { values, files: await formFiles(formData), idempotencyKey: formData.get("idempotencyKey") },
    siteUrl,
  );
  if (!result.ok) {
    const failure = { message: result.message, errors: result.errors, values: echoedValues(values) };
    return { ok: false, status: result.status, failure };
  }
  return {
    ok: true,
    location: `${SHEET_PATH}/${result.sheetNumber}?nueva=1`,
    cookie: viewCookie(result.viewToken),
  };
}
