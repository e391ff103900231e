import type { ComplaintSheet } from "./complaint-sheet.ts";
import type { ComplaintRow } from "./complaints-queries.server.ts";
import { formatSheetNumber, sheetTitle } from "./sheet-number.ts";

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
    paperSheetNumber: row.paperSheetNumber,
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
