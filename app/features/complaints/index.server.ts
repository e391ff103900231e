// The feature's public server module: what other features may use of it.
export { COMPLAINTS_LOOKUP_PATH } from "./complaint-email.server.ts";
export { toSheet } from "./complaint-sheet-row.server.ts";
export { lookupComplaint } from "./complaint-viewing.server.ts";
export { listAttachmentInfo, updateComplaintStatus, type ComplaintRow } from "./complaints-queries.server.ts";
export { fileComplaint } from "./complaints-service.server.ts";
export { enterPaperComplaint } from "./paper-complaints.server.ts";
export { loadComplaintStores } from "./complaints-service.server.ts";
export { paperEntryDays } from "./complaints-config.server.ts";
export { formTextValues } from "./complaint-form-values.ts";
export { PAPER_FIELDS, PaperSheetSchema } from "./paper-sheet.ts";
