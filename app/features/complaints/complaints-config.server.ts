// Operator settings of the complaints book, validated at start by server/env.ts (COMPLAINTS_*).

export const DEFAULT_COMPLAINTS_MAILBOX = "reclamos@kunturviajes.pe";

/** Where the agency's copy of every filed sheet goes (env COMPLAINTS_MAILBOX). */
export function complaintsMailbox(): string {
  return process.env.COMPLAINTS_MAILBOX || DEFAULT_COMPLAINTS_MAILBOX;
}
