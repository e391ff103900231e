// Operator settings of the complaints book, validated at start by server/env.ts (COMPLAINTS_*).

export const DEFAULT_COMPLAINTS_MAILBOX = "reclamos@kunturviajes.pe";

/** Where the agency's copy of every filed sheet goes (env COMPLAINTS_MAILBOX). */
export function complaintsMailbox(): string {
  return process.env.COMPLAINTS_MAILBOX || DEFAULT_COMPLAINTS_MAILBOX;
}

/**
 * How many days back a paper sheet of a store's book may be entered (env COMPLAINTS_PAPER_ENTRY_DAYS, 0-30): 0, the
 * default, allows only sheets dated today in Lima (docs/back-office.md, "Registrar hoja física").
 */
export function paperEntryDays(): number {
  const days = Number(process.env.COMPLAINTS_PAPER_ENTRY_DAYS ?? "0");
  return Number.isInteger(days) && days >= 0 && days <= 30 ? days : 0;
}
