// Identity documents a passenger can register with (SPEC 3: docType CE, DNI or PAS; SPEC 5.5 rules).

export const DOCUMENT_TYPES = ["DNI", "CE", "PAS"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_OPTIONS: Array<{ id: DocumentType; label: string }> = [
  { id: "DNI", label: "DNI" },
  { id: "CE", label: "Carné de extranjería" },
  { id: "PAS", label: "Pasaporte" },
];

export const DNI_PATTERN = /^\d{8}$/;
export const OTHER_DOCUMENT_PATTERN = /^[A-Za-z0-9]{1,12}$/;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "string" && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** How the number input behaves for a type: DNI is numeric with 8 digits, CE and PAS text with 12 characters. */
export function documentInputProps(docType: DocumentType): { inputMode: "numeric" | "text"; maxLength: number } {
  return docType === "DNI" ? { inputMode: "numeric", maxLength: 8 } : { inputMode: "text", maxLength: 12 };
}

/** Keeps only what the type allows as the visitor types or switches type: digits for DNI, letters and digits otherwise. */
export function sanitizeDocumentNumber(docType: DocumentType, value: string): string {
  const { maxLength } = documentInputProps(docType);
  const allowed = docType === "DNI" ? value.replace(/\D/g, "") : value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return allowed.slice(0, maxLength);
}

/** True when the number is complete and valid for its type (the look-up's precondition, SPEC 4). */
export function isValidDocumentNumber(docType: DocumentType, value: string): boolean {
  return docType === "DNI" ? DNI_PATTERN.test(value) : OTHER_DOCUMENT_PATTERN.test(value);
}
