import { createHash, randomBytes } from "node:crypto";
import { getDb } from "#db";
import { complaintPdfName, renderComplaintPdf } from "./complaint-pdf.server.ts";
import type { ComplaintSheet } from "./complaint-sheet.ts";
import { toSheet } from "./complaint-sheet-row.server.ts";
import {
  findComplaintBySheet,
  grantedComplaintIds,
  insertViewGrant,
  listAttachmentInfo,
} from "./complaints-queries.server.ts";
import type { ComplaintLookup } from "./complaints-schemas.ts";
import { parseSheetNumber } from "./sheet-number.ts";

// Who may see a filed sheet: the browser that filed it or looked it up holds a view token for a while.

/** How long the browser that filed (or looked up) a sheet may open its full view and PDF. */
export const VIEW_GRANT_TTL_MS = 2 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token allowing its holder to see one complaint for VIEW_GRANT_TTL_MS. Only its hash is stored. */
export async function grantView(complaintId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertViewGrant(getDb(), {
    tokenHash: hashToken(token),
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
  const granted = await grantedComplaintIds(db, [hashToken(viewToken)]);
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
