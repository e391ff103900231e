import { createHash } from "node:crypto";
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
import { toSheet } from "./complaint-sheet-row.server.ts";
import type { ComplaintStatus } from "./complaint-status.ts";
import { grantView } from "./complaint-viewing.server.ts";
import { complaintsMailbox } from "./complaints-config.server.ts";
import {
  type ComplaintRow,
  findComplaintById,
  holidaysBetween,
  insertComplaint,
  listAttachmentInfo,
  takeNextNumber,
  updateComplaintStatus,
} from "./complaints-queries.server.ts";
import { COMPLAINT_MESSAGES, VIRTUAL_STORE, type ComplaintForm } from "./complaints-schemas.ts";

export const VIRTUAL_STORE_NAME = "Tienda virtual";
export const IDEMPOTENCY_SCOPE = "complaints";

export type FiledComplaint = { complaintId: string; sheetNumber: string; filedAt: string; answerDueOn: string };

/** What the sheet's header offers: the stores a complaint may be filed for ('Tienda virtual' first). */
export async function loadComplaintStores(): Promise<Array<{ id: string; label: string }>> {
  const agencies = await listActiveAgencies();
  return [
    { id: VIRTUAL_STORE, label: VIRTUAL_STORE_NAME },
    ...agencies.map((agency) => ({ id: String(agency.id), label: agency.name })),
  ];
}

export async function resolveStore(store: string) {
  if (store === VIRTUAL_STORE) return { channel: "virtual" as const, agencyId: null, storeName: VIRTUAL_STORE_NAME };
  const agency = (await listActiveAgencies()).find((candidate) => String(candidate.id) === store);
  if (!agency)
    throw new AppError("INVALID_DATA", undefined, { issues: [{ path: "store", message: COMPLAINT_MESSAGES.store }] });
  return { channel: "agency" as const, agencyId: agency.id, storeName: agency.name };
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** A sheet of a store's physical book entered by staff: its printed number, who entered it and when. */
export type PaperEntry = { paperSheetNumber: string; enteredBy: string; enteredAt: Date };

/**
 * Writes a sheet in the caller's transaction: number, row, files, first status and both e-mails. `now` is the filing
 * instant: the present for the online form, the paper's original date and time for a sheet of the physical book,
 * so its year and its deadline are the paper's.
 */
export async function writeComplaint(
  tx: Tx,
  input: { form: ComplaintForm; files: CheckedAttachment[]; siteUrl: string; now: Date; paper?: PaperEntry },
  store: Awaited<ReturnType<typeof resolveStore>>,
): Promise<FiledComplaint & { row: ComplaintRow }> {
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
      ...(input.paper ?? {}),
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
    row,
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
  const outcome = await runIdempotent(
    db,
    { scope: IDEMPOTENCY_SCOPE, key: input.idempotencyKey, request },
    async (tx): Promise<FiledComplaint> => {
      const { row: _row, ...filed } = await writeComplaint(tx, { ...input, now }, store);
      return filed;
    },
  );
  const viewToken = await grantView(outcome.value.complaintId);
  return { filed: outcome.value, replayed: outcome.replayed, viewToken };
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
