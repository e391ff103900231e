import type { LegalDocument } from "./document-types.ts";
import { bookingConditions } from "./documents/booking-conditions.ts";
import { dataProtectionPolicy } from "./documents/data-protection-policy.ts";
import { responsibilityLetter } from "./documents/responsibility-letter.ts";
import { socialResponsibilityPolicy } from "./documents/social-responsibility-policy.ts";

/** Every document served as a PDF under /documentos/. */
export const PUBLISHED_DOCUMENTS: LegalDocument[] = [
  bookingConditions,
  dataProtectionPolicy,
  socialResponsibilityPolicy,
  responsibilityLetter,
];

export function findPublishedDocument(fileName: string): LegalDocument | undefined {
  return PUBLISHED_DOCUMENTS.find((document) => document.fileName === fileName);
}
