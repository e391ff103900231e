import type { Db } from "#db";
import { displayDate } from "#app/features/accounts/index.ts";
import { getProfile } from "#app/features/accounts/index.server.ts";

export { createTraveller } from "#app/features/accounts/index.server.ts";

/** yyyy-mm-dd as the profile's DD/MM/YYYY. */
export const displayDateOf = (iso: string) => displayDate(iso);

/**
 * A signed-in customer's contact fields from their profile (the checkout's defaults until they post the form). A
 * Peruvian phone saved with its country code is given without it: the form asks for the code apart.
 */
export async function contactDefaults(db: Db, userId: string): Promise<Record<string, string>> {
  const profile = await getProfile(db, userId);
  const lastName = `${profile.fatherLastname} ${profile.motherLastname}`.trim();
  const digits = (profile.phone ?? "").replace(/\D/g, "");
  const phone = digits.length > 9 && digits.startsWith("51") ? digits.slice(2) : digits;
  const values: Record<string, string> = {
    "contact.firstName": profile.firstName,
    "contact.lastName": lastName,
    "contact.email": profile.email,
    "contact.emailConfirmation": profile.email,
    "contact.phoneNumber": phone,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}
