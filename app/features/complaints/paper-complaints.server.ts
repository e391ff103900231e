import { getDb, type Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { paperEntryDays } from "./complaints-config.server.ts";
import type { ComplaintRow } from "./complaints-queries.server.ts";
import type { ComplaintForm } from "./complaints-schemas.ts";
import { resolveStore, writeComplaint, type FiledComplaint } from "./complaints-service.server.ts";
import { limaInstant, PAPER_MESSAGES, paperEntryError, type PaperSheet } from "./paper-sheet.ts";

const issue = (path: string, message: string) =>
  new AppError("INVALID_DATA", undefined, { issues: [{ path, message }] });

const uniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/**
 * Enters a sheet of a store's physical book in the virtual book: the next number of the same correlative as online
 * filings (the same locked counter, so a failed entry gives its number back), filed at the paper's original date and
 * time (its year and its 15-business-day deadline count from it), marked with the paper's printed number and who
 * entered it, with the consumer's e-mail and PDF of an online filing. `audit` runs in the same transaction.
 * INVALID_DATA for a store that is not an agency or a date outside the entry window; CONFLICT for a paper sheet of
 * that store already entered.
 */
export async function enterPaperComplaint(input: {
  form: ComplaintForm;
  paper: PaperSheet;
  enteredBy: string;
  siteUrl: string;
  audit: (tx: Tx, row: ComplaintRow) => Promise<void>;
  now?: Date;
}): Promise<FiledComplaint> {
  const now = input.now ?? new Date();
  const store = await resolveStore(input.form.store);
  if (store.channel !== "agency") throw issue("store", PAPER_MESSAGES.store);
  const original = limaInstant(input.paper.originalDate, input.paper.originalTime);
  const refused = paperEntryError(original, now, paperEntryDays());
  if (refused) throw issue("originalDate", refused);
  const paper = {
    paperSheetNumber: input.paper.paperSheetNumber.toUpperCase(),
    enteredBy: input.enteredBy,
    enteredAt: now,
  };
  try {
    return await getDb().transaction(async (tx) => {
      const { row, ...filed } = await writeComplaint(
        tx,
        { form: input.form, files: [], siteUrl: input.siteUrl, now: original, paper },
        store,
      );
      await input.audit(tx, row);
      return filed;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError("CONFLICT", PAPER_MESSAGES.duplicate, { reason: "paper_sheet" });
    throw error;
  }
}
