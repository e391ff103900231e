// The feature's public module: what other features may use of it (client-safe).
export * from "./business-days.ts";
export * from "./complaint-sheet.ts";
export * from "./complaint-status.ts";
export * from "./complaints-schemas.ts";
export * from "./sheet-number.ts";
