import { isValidRuc } from "#app/utils/ruc.ts";
import { DNI_PATTERN, OTHER_DOCUMENT_PATTERN } from "#app/utils/identity-documents.ts";

// Identity documents of the complaints book: the site's DNI, CE and passport rules (SPEC 5.5, shared with the
// pre-registration), plus the RUC (11 digits, prefix 10/15/17/20, SUNAT check digit) of app/utils/ruc.ts.

export const COMPLAINT_DOCUMENT_TYPES = ["DNI", "CE", "PAS", "RUC"] as const;
export type ComplaintDocumentType = (typeof COMPLAINT_DOCUMENT_TYPES)[number];

export const COMPLAINT_DOCUMENT_OPTIONS: Array<{ id: ComplaintDocumentType; label: string }> = [
  { id: "DNI", label: "DNI" },
  { id: "CE", label: "Carné de extranjería" },
  { id: "PAS", label: "Pasaporte" },
  { id: "RUC", label: "RUC" },
];

export const DOCUMENT_MESSAGES = {
  type: "Selecciona el tipo de documento",
  required: "Ingresa el número de documento",
  dni: "El DNI debe tener 8 dígitos",
  other: "Ingresa hasta 12 letras o números",
  ruc: "El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20",
} as const;

export function isComplaintDocumentType(value: unknown): value is ComplaintDocumentType {
  return typeof value === "string" && (COMPLAINT_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The message for a number that breaks its type's rule, or null when it is valid. */
export function documentNumberError(type: ComplaintDocumentType, rawNumber: string): string | null {
  const number = rawNumber.trim();
  if (!number) return DOCUMENT_MESSAGES.required;
  switch (type) {
    case "DNI":
      return DNI_PATTERN.test(number) ? null : DOCUMENT_MESSAGES.dni;
    case "RUC":
      return isValidRuc(number) ? null : DOCUMENT_MESSAGES.ruc;
    default:
      return OTHER_DOCUMENT_PATTERN.test(number) ? null : DOCUMENT_MESSAGES.other;
  }
}

/** Input hints per type: numeric keyboards for DNI and RUC. */
export function documentInputHints(type: string): { inputMode: "numeric" | "text"; maxLength: number } {
  if (type === "DNI") return { inputMode: "numeric", maxLength: 8 };
  if (type === "RUC") return { inputMode: "numeric", maxLength: 11 };
  return { inputMode: "text", maxLength: 12 };
}
