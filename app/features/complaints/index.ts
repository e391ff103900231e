// The feature's public module: what other features may use of it (client-safe).
export { isBusinessDay } from "./business-days.ts";
export { formatLimaDateTime, sheetSections, type ComplaintSheet } from "./complaint-sheet.ts";
export { COMPLAINT_STATUSES, STATUS_LABELS, type ComplaintStatus } from "./complaint-status.ts";
export { ComplaintFormSchema } from "./complaints-schemas.ts";
export { formatSheetNumber, parseSheetNumber } from "./sheet-number.ts";
export { paperSheetMark } from "./complaint-sheet.ts";
