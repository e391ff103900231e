import { ComplaintFormSchema, formatSheetNumber } from "#app/features/complaints/index.ts";
import {
  enterPaperComplaint,
  formTextValues,
  loadComplaintStores,
  PAPER_FIELDS,
  PaperSheetSchema,
  paperEntryDays,
} from "#app/features/complaints/index.server.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { isAppError, type AppError } from "#server/errors.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";

export type PaperEntryOutcome =
  | { entered: { sheetNumber: string } }
  | { entered: null; message: string; errors: Record<string, string>; values: Record<string, string>; status: number };

/** The stores a paper sheet comes from: the agencies (the virtual store has no paper book). */
export async function paperStores() {
  return (await loadComplaintStores()).filter((store) => store.id !== "virtual");
}

/** The posted form's text fields: the public sheet's and the paper's own. */
export function paperFormValues(form: FormData): Record<string, string> {
  const values = formTextValues(form);
  for (const field of PAPER_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value.slice(0, 100) : "";
  }
  return values;
}

const issuesOf = (error: AppError): Record<string, string> =>
  Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]));

/**
 * Checks the posted sheet with the public form's schema and the paper's own fields, and enters it with its audit
 * entry (`complaints.paper`, in the sheet's transaction). Refusals come back with every message and the values typed.
 */
export async function enterPaperFromDesk(
  values: Record<string, string>,
  actor: AuditActor,
  siteUrl: string,
  now?: Date,
): Promise<PaperEntryOutcome> {
  const paperValues = Object.fromEntries(PAPER_FIELDS.map((field) => [field, values[field] ?? ""]));
  const consumerValues = Object.fromEntries(
    Object.entries(values).filter(([field]) => !(PAPER_FIELDS as readonly string[]).includes(field)),
  );
  const form = ComplaintFormSchema.safeParse(consumerValues);
  const paper = PaperSheetSchema.safeParse(paperValues);
  const refuse = (errors: Record<string, string>, message: string, status = 400): PaperEntryOutcome => ({
    entered: null,
    message,
    errors,
    values,
    status,
  });
  if (!form.success || !paper.success) {
    return refuse(
      { ...(form.success ? {} : fieldErrors(form.error)), ...(paper.success ? {} : fieldErrors(paper.error)) },
      "Revisa los campos marcados.",
    );
  }
  try {
    const filed = await enterPaperComplaint({
      form: form.data,
      paper: paper.data,
      enteredBy: actor.email,
      siteUrl,
      ...(now ? { now } : {}),
      audit: (tx, row) =>
        recordAudit(tx, actor, {
          action: "complaints.paper",
          entityType: "complaint",
          entityId: row.id,
          after: {
            sheetNumber: formatSheetNumber(row),
            paperSheetNumber: row.paperSheetNumber,
            storeName: row.storeName,
            filedAt: row.filedAt,
            answerDueOn: row.answerDueOn,
            enteredAt: row.enteredAt,
          },
        }),
    });
    return { entered: { sheetNumber: filed.sheetNumber } };
  } catch (error) {
    if (isAppError(error) && error.code === "INVALID_DATA")
      return refuse(issuesOf(error), "Revisa los campos marcados.");
    if (isAppError(error) && error.code === "CONFLICT")
      return refuse({ paperSheetNumber: error.message }, error.message, 409);
    throw error;
  }
}

/** The entry window in words, for the page (COMPLAINTS_PAPER_ENTRY_DAYS). */
export function paperEntryRule(): string {
  const days = paperEntryDays();
  return days === 0
    ? "Solo se registran hojas del mismo día (hora de Lima)."
    : `Se registran hojas de hoy y de los ${String(days)} días anteriores (hora de Lima).`;
}
