import { createHash, randomBytes } from "node:crypto";
import { getDb, type Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { listActiveAgencies } from "#app/features/agencies/index.server.ts";
import { orderIdForCodeAmong } from "#app/features/orders/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { CheckedAttachment } from "./attachment-rules.ts";
import { answerDeadline, deadlineSearchEnd } from "./business-days.ts";
import {
  COMPLAINT_CONSUMER_TEMPLATE,
  COMPLAINT_MAILBOX_TEMPLATE,
  renderConsumerEmail,
  renderMailboxEmail,
} from "./complaint-email.server.ts";
import { complaintPdfName, renderComplaintPdf } from "./complaint-pdf.server.ts";
import type { ComplaintSheet } from "./complaint-sheet.ts";
import type { ComplaintStatus } from "./complaint-status.ts";
import { complaintsMailbox } from "./complaints-config.server.ts";
import {
  findComplaintById,
  findComplaintBySheet,
  grantedComplaintIds,
  holidaysBetween,
  insertComplaint,
  insertViewGrant,
  listAttachmentInfo,
  takeNextNumber,
  updateComplaintStatus,
  type ComplaintRow,
} from "./complaints-queries.server.ts";
import { COMPLAINT_MESSAGES, VIRTUAL_STORE, type ComplaintForm, type ComplaintLookup } from "./complaints-schemas.ts";
import { formatSheetNumber, parseSheetNumber, sheetTitle } from "./sheet-number.ts";

export const VIRTUAL_STORE_NAME = "Tienda virtual";
export const IDEMPOTENCY_SCOPE = "complaints";
/** How long the browser that filed (or looked up) a sheet may open its full view and PDF. */
export const VIEW_GRANT_TTL_MS = 2 * 60 * 60 * 1000;

export type FiledComplaint = { complaintId: string; sheetNumber: string; filedAt: string; answerDueOn: string };

/** What the sheet's header offers: the stores a complaint may be filed for ('Tienda virtual' first). */
export async function loadComplaintStores(): Promise<Array<{ id: string; label: string }>> {
  const agencies = await listActiveAgencies();
  return [
    { id: VIRTUAL_STORE, label: VIRTUAL_STORE_NAME },
    ...agencies.map((agency) => ({ id: String(agency.id), label: agency.name })),
  ];
}

async function resolveStore(store: string) {
  if (store === VIRTUAL_STORE) return { channel: "virtual" as const, agencyId: null, storeName: VIRTUAL_STORE_NAME };
  const agency = (await listActiveAgencies()).find((candidate) => String(candidate.id) === store);
  if (!agency)
    throw new AppError("INVALID_DATA", undefined, { issues: [{ path: "store", message: COMPLAINT_MESSAGES.store }] });
  return { channel: "agency" as const, agencyId: agency.id, storeName: agency.name };
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** The plain view of a stored complaint. */
export function toSheet(
  row: ComplaintRow,
  attachments: Array<{ fileName: string; sizeBytes: number }>,
): ComplaintSheet {
  const sheet = { year: row.year, number: row.number };
  return {
    sheetNumber: formatSheetNumber(sheet),
    title: sheetTitle(sheet),
    filedAt: row.filedAt.toISOString(),
    answerDueOn: row.answerDueOn,
    storeName: row.storeName,
    status: row.status,
    consumer: {
      firstNames: row.firstNames,
      lastNames: row.lastNames,
      address: row.address,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      phone: row.phone,
      email: row.email,
      isMinor: row.isMinor,
    },
    guardian: row.isMinor
      ? {
          name: row.guardianName ?? "",
          documentType: row.guardianDocumentType ?? "",
          documentNumber: row.guardianDocumentNumber ?? "",
          phone: row.guardianPhone ?? "",
          email: row.guardianEmail ?? "",
        }
      : null,
    good: {
      type: row.goodType,
      amountMinor: row.amountMinor,
      currency: row.currency,
      description: row.goodDescription,
      bookingCode: row.bookingCode,
    },
    kind: row.kind,
    detail: row.detail,
    consumerRequest: row.consumerRequest,
    answer: row.answerText && row.answeredAt ? { text: row.answerText, at: row.answeredAt.toISOString() } : null,
    attachments: attachments.map(({ fileName, sizeBytes }) => ({ fileName, sizeBytes })),
  };
}

async function writeComplaint(
  tx: Tx,
  input: { form: ComplaintForm; files: CheckedAttachment[]; siteUrl: string; now: Date },
  store: Awaited<ReturnType<typeof resolveStore>>,
): Promise<FiledComplaint> {
  const { form, now } = input;
  const filingDate = todayInLima(now);
  const holidays = await holidaysBetween(tx, filingDate, deadlineSearchEnd(filingDate));
  const year = Number(filingDate.slice(0, 4));
  // A booking code links the sheet to that order, of any product, only when it is the consumer's (its contact e-mail is
  // theirs or, for a minor, the guardian's). Nothing of the match is shown to the consumer: the sheet is the same
  // either way, so the book cannot be used to test codes against e-mails.
  const orderId = form.bookingCode
    ? await orderIdForCodeAmong(tx, form.bookingCode, [form.email, form.guardian?.email ?? ""])
    : null;
  // Taken last before the insert: the counter row stays locked for as short a time as possible.
  const number = await takeNextNumber(tx, year);
  const files = input.files.map((file) => ({ ...file, sha256: sha256(file.bytes) }));
  const row = await insertComplaint(
    tx,
    {
      year,
      number,
      ...store,
      filedAt: now,
      answerDueOn: answerDeadline(now, holidays),
      firstNames: form.firstNames,
      lastNames: form.lastNames,
      address: form.address,
      documentType: form.documentType,
      documentNumber: form.documentNumber,
      phone: form.phone,
      email: form.email,
      isMinor: form.isMinor,
      guardianName: form.guardian?.name ?? null,
      guardianDocumentType: form.guardian?.documentType ?? null,
      guardianDocumentNumber: form.guardian?.documentNumber ?? null,
      guardianPhone: form.guardian?.phone ?? null,
      guardianEmail: form.guardian?.email ?? null,
      goodType: form.goodType,
      amountMinor: form.amount?.minor ?? null,
      currency: form.amount?.currency ?? null,
      goodDescription: form.goodDescription,
      bookingCode: form.bookingCode,
      orderId,
      kind: form.kind,
      detail: form.detail,
      consumerRequest: form.consumerRequest,
    },
    files,
  );
  const sheet = toSheet(
    row,
    files.map((file) => ({ fileName: file.fileName, sizeBytes: file.bytes.length })),
  );
  const pdf = {
    filename: complaintPdfName(sheet),
    contentType: "application/pdf",
    content: await renderComplaintPdf(sheet),
  };
  const metadata = { complaintId: row.id, sheetNumber: sheet.sheetNumber };
  await enqueueEmail(tx, {
    dedupeKey: `complaint:${row.id}:consumer`,
    template: COMPLAINT_CONSUMER_TEMPLATE,
    to: row.email,
    ...renderConsumerEmail(sheet, input.siteUrl),
    metadata,
    attachments: [pdf],
  });
  await enqueueEmail(tx, {
    dedupeKey: `complaint:${row.id}:mailbox`,
    template: COMPLAINT_MAILBOX_TEMPLATE,
    to: complaintsMailbox(),
    ...renderMailboxEmail(sheet, orderId !== null),
    metadata,
    attachments: [pdf],
  });
  return {
    complaintId: row.id,
    sheetNumber: sheet.sheetNumber,
    filedAt: sheet.filedAt,
    answerDueOn: sheet.answerDueOn,
  };
}

/**
 * Files a complaint: number, sheet, files, status history and both e-mails (consumer with the PDF, the agency's
 * mailbox) commit in one transaction, once per idempotency key; a retry replays the first answer. Every answer
 * comes with a fresh view token for the filer's browser.
 */
export async function fileComplaint(input: {
  form: ComplaintForm;
  files: CheckedAttachment[];
  idempotencyKey: string;
  siteUrl: string;
  now?: Date;
}): Promise<{ filed: FiledComplaint; replayed: boolean; viewToken: string }> {
  const db = getDb();
  const store = await resolveStore(input.form.store);
  const now = input.now ?? new Date();
  const request = { form: input.form, files: input.files.map((file) => [file.fileName, sha256(file.bytes)]) };
  const outcome = await runIdempotent(db, { scope: IDEMPOTENCY_SCOPE, key: input.idempotencyKey, request }, (tx) =>
    writeComplaint(tx, { ...input, now }, store),
  );
  const viewToken = await grantView(outcome.value.complaintId);
  return { filed: outcome.value, replayed: outcome.replayed, viewToken };
}

/** A new random token allowing its holder to see one complaint for VIEW_GRANT_TTL_MS. Only its hash is stored. */
export async function grantView(complaintId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertViewGrant(getDb(), {
    tokenHash: sha256(token),
    complaintId,
    expiresAt: new Date(Date.now() + VIEW_GRANT_TTL_MS),
  });
  return token;
}

/** The full sheet when `viewToken` grants it; null otherwise (unknown number, no or expired grant). */
export async function findSheetForViewer(
  sheetNumber: string,
  viewToken: string | null,
): Promise<ComplaintSheet | null> {
  const parsed = parseSheetNumber(sheetNumber);
  if (!parsed || !viewToken) return null;
  const db = getDb();
  const row = await findComplaintBySheet(db, parsed.year, parsed.number);
  if (!row) return null;
  const granted = await grantedComplaintIds(db, [sha256(viewToken)]);
  if (!granted.has(row.id)) return null;
  return toSheet(row, await listAttachmentInfo(db, row.id));
}

export type LookupResult = {
  sheetNumber: string;
  title: string;
  kind: "reclamo" | "queja";
  status: ComplaintSheet["status"];
  filedAt: string;
  answerDueOn: string;
  answer: ComplaintSheet["answer"];
};

/** Look-up by sheet number + e-mail: the status, deadline and answer; null for any pair that does not match. */
export async function lookupComplaint(
  lookup: ComplaintLookup,
): Promise<{ result: LookupResult; viewToken: string } | null> {
  const row = await findComplaintBySheet(getDb(), lookup.sheet.year, lookup.sheet.number);
  if (!row || row.email !== lookup.email) return null;
  const sheet = toSheet(row, []);
  const result = {
    sheetNumber: sheet.sheetNumber,
    title: sheet.title,
    kind: sheet.kind,
    status: sheet.status,
    filedAt: sheet.filedAt,
    answerDueOn: sheet.answerDueOn,
    answer: sheet.answer,
  };
  return { result, viewToken: await grantView(row.id) };
}

/** The PDF of a sheet the viewer may see. */
export async function sheetPdfForViewer(sheetNumber: string, viewToken: string | null) {
  const sheet = await findSheetForViewer(sheetNumber, viewToken);
  if (!sheet) return null;
  return { fileName: complaintPdfName(sheet), content: await renderComplaintPdf(sheet) };
}

/**
 * Moves a complaint along its life cycle (complaint-status.ts) for the back office: a conditional update recorded
 * with time and actor. 'respondido' needs the answer text. CONFLICT when the complaint is not in a status that may
 * move there (already answered, or answered twice at once).
 */
export async function changeComplaintStatus(input: {
  complaintId: string;
  to: ComplaintStatus;
  actor: string;
  answerText?: string;
  now?: Date;
}): Promise<ComplaintSheet> {
  if (input.to === "respondido" && !input.answerText?.trim()) {
    throw new AppError("INVALID_DATA", undefined, {
      issues: [{ path: "answerText", message: "Escribe la respuesta" }],
    });
  }
  const db = getDb();
  const row = await db.transaction((tx) =>
    updateComplaintStatus(tx, {
      complaintId: input.complaintId,
      to: input.to,
      actor: input.actor,
      at: input.now ?? new Date(),
      ...(input.answerText ? { answerText: input.answerText.trim() } : {}),
    }),
  );
  if (!row) {
    if (!(await findComplaintById(db, input.complaintId))) throw new AppError("NOT_FOUND");
    throw new AppError("CONFLICT", "La hoja no está en un estado que permita este cambio.", { reason: "status" });
  }
  return toSheet(row, await listAttachmentInfo(db, row.id));
}
