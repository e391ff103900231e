import { displayDate } from "#app/features/accounts/index.ts";

export { createTraveller } from "#app/features/accounts/index.server.ts";

/** yyyy-mm-dd as the profile's DD/MM/YYYY. */
export const displayDateOf = (iso: string) => displayDate(iso);
