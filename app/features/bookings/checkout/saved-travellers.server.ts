import { displayDate } from "#app/features/accounts/profile-schemas.ts";

export { createTraveller } from "#app/features/accounts/travellers-service.server.ts";

/** yyyy-mm-dd as the profile's DD/MM/YYYY. */
export const displayDateOf = (iso: string) => displayDate(iso);
