import * as z from "zod/mini";
import { EMAIL_PATTERN, hasLineControlChars } from "#app/utils/text-rules.ts";
import {
  COMPLAINT_DOCUMENT_TYPES,
  DOCUMENT_MESSAGES,
  documentNumberError,
  isComplaintDocumentType,
} from "./complaint-documents.ts";
import { parseSheetNumber, type SheetNumber } from "./sheet-number.ts";

// One contract for the /libro-reclamaciones form: the page validates with it before sending, the route action and
// POST /api/v1/complaints validate with it again. Field names are the same in the form and in the API's JSON.

export const DETAIL_MAX_LENGTH = 2000;
export const REQUEST_MAX_LENGTH = 2000;
export const DESCRIPTION_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 80;
export const ADDRESS_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 15;
/** S/ 9 999 999.99: far above any trip, well inside an integer column in céntimos. */
export const MAX_AMOUNT_MINOR = 999_999_999;
export const VIRTUAL_STORE = "virtual";

export const COMPLAINT_MESSAGES = {
  store: "Selecciona la tienda o canal",
  firstNames: "Ingresa tu(s) nombre(s)",
  lastNames: "Ingresa tus apellidos",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos, comas, guiones y puntos",
  nameTooLong: `Debe tener máx. ${String(NAME_MAX_LENGTH)} caracteres`,
  address: "Ingresa tu domicilio",
  addressTooLong: `Debe tener máx. ${String(ADDRESS_MAX_LENGTH)} caracteres`,
  singleLine: "Escribe el dato en una sola línea",
  phoneRequired: "Ingresa tu teléfono",
  phoneFormat: "Ingresa un teléfono válido",
  emailRequired: "Ingresa tu correo electrónico",
  emailFormat: "El valor ingresado no tiene formato de email.",
  emailTooLong: `Debe tener máx. ${String(EMAIL_MAX_LENGTH)} caracteres`,
  guardianName: "Ingresa el nombre de tu padre, madre o apoderado",
  guardianPhone: "Ingresa el teléfono de tu padre, madre o apoderado",
  goodType: "Indica si contrataste un producto o un servicio",
  amountFormat: "Ingresa un monto válido, por ejemplo 350.00",
  currency: "Selecciona la moneda",
  goodDescription: "Describe el producto o servicio contratado",
  descriptionTooLong: `Debe tener máx. ${String(DESCRIPTION_MAX_LENGTH)} caracteres`,
  bookingCode: "El código de reserva tiene de 4 a 20 letras, números o guiones",
  kind: "Indica si es un reclamo o una queja",
  detail: "Escribe el detalle de tu reclamo o queja",
  detailTooLong: `El detalle debe tener máx. ${String(DETAIL_MAX_LENGTH)} caracteres`,
  consumerRequest: "Escribe tu pedido",
  requestTooLong: `El pedido debe tener máx. ${String(REQUEST_MAX_LENGTH)} caracteres`,
  sheetNumber: "Ingresa el número de tu hoja, por ejemplo 000000001-2026",
} as const;

const NAME_PATTERN = /^[\p{L}\p{M} '’,.-]+$/u;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,}$/;
const AMOUNT_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const BOOKING_CODE_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value) => !hasLineControlChars(value), COMPLAINT_MESSAGES.singleLine),
  );
const longText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const name = (required: string) =>
  text(required, NAME_MAX_LENGTH, COMPLAINT_MESSAGES.nameTooLong).check(
    z.regex(NAME_PATTERN, COMPLAINT_MESSAGES.nameCharacters),
  );
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `Debe tener máx. ${String(max)} caracteres`)), "");
const checkbox = z.pipe(
  z._default(z.union([z.boolean(), z.enum(["on", "true", "false", ""])]), false),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

/** Amount as typed ('350', '350.5', '1250,00') to céntimos; null for '' and for anything else. */
export function parseAmountMinor(value: string): number | null {
  const trimmed = value.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [units = "0", cents = ""] = trimmed.replace(",", ".").split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0"));
}

/** Cross-field rules run beside the fields' own issues, so one submit shows every error at once. */
const runEvenWithOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

const ComplaintFieldsSchema = z
  .strictObject({
    store: z._default(
      z.string({ error: COMPLAINT_MESSAGES.store }).check(z.regex(/^(virtual|\d{1,4})$/, COMPLAINT_MESSAGES.store)),
      VIRTUAL_STORE,
    ),
    firstNames: name(COMPLAINT_MESSAGES.firstNames),
    lastNames: name(COMPLAINT_MESSAGES.lastNames),
    address: text(COMPLAINT_MESSAGES.address, ADDRESS_MAX_LENGTH, COMPLAINT_MESSAGES.addressTooLong),
    documentType: z.enum(COMPLAINT_DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.type }),
    documentNumber: z
      .string({ error: DOCUMENT_MESSAGES.required })
      .check(z.trim(), z.maxLength(12, DOCUMENT_MESSAGES.other)),
    phone: z
      .string({ error: COMPLAINT_MESSAGES.phoneRequired })
      .check(
        z.trim(),
        z.minLength(1, COMPLAINT_MESSAGES.phoneRequired),
        z.maxLength(PHONE_MAX_LENGTH, COMPLAINT_MESSAGES.phoneFormat),
        z.regex(PHONE_PATTERN, COMPLAINT_MESSAGES.phoneFormat),
      ),
    email: z
      .string({ error: COMPLAINT_MESSAGES.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, COMPLAINT_MESSAGES.emailRequired),
        z.maxLength(EMAIL_MAX_LENGTH, COMPLAINT_MESSAGES.emailTooLong),
        z.regex(EMAIL_PATTERN, COMPLAINT_MESSAGES.emailFormat),
      ),
    isMinor: checkbox,
    guardianName: optionalText(NAME_MAX_LENGTH * 2),
    guardianDocumentType: z._default(z.enum([...COMPLAINT_DOCUMENT_TYPES, ""], { error: DOCUMENT_MESSAGES.type }), ""),
    guardianDocumentNumber: optionalText(12),
    guardianPhone: optionalText(PHONE_MAX_LENGTH),
    guardianEmail: optionalText(EMAIL_MAX_LENGTH),
    goodType: z.enum(["producto", "servicio"], { error: COMPLAINT_MESSAGES.goodType }),
    amount: z._default(z.string().check(z.trim(), z.maxLength(12, COMPLAINT_MESSAGES.amountFormat)), ""),
    currency: z._default(z.enum(["PEN", "USD"], { error: COMPLAINT_MESSAGES.currency }), "PEN"),
    goodDescription: longText(
      COMPLAINT_MESSAGES.goodDescription,
      DESCRIPTION_MAX_LENGTH,
      COMPLAINT_MESSAGES.descriptionTooLong,
    ),
    bookingCode: z._default(z.string().check(z.trim(), z.maxLength(20, COMPLAINT_MESSAGES.bookingCode)), ""),
    kind: z.enum(["reclamo", "queja"], { error: COMPLAINT_MESSAGES.kind }),
    detail: longText(COMPLAINT_MESSAGES.detail, DETAIL_MAX_LENGTH, COMPLAINT_MESSAGES.detailTooLong),
    consumerRequest: longText(
      COMPLAINT_MESSAGES.consumerRequest,
      REQUEST_MAX_LENGTH,
      COMPLAINT_MESSAGES.requestTooLong,
    ),
  })
  // Runs with the other fields' issues too, so an invalid submit shows every error at once.
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (isComplaintDocumentType(form.documentType) && typeof form.documentNumber === "string") {
        const error = documentNumberError(form.documentType, form.documentNumber);
        if (error) issue("documentNumber", error);
      }
      if (typeof form.amount === "string" && form.amount.trim() && parseAmountMinor(form.amount) === null) {
        issue("amount", COMPLAINT_MESSAGES.amountFormat);
      }
      if (typeof form.bookingCode === "string" && form.bookingCode && !BOOKING_CODE_PATTERN.test(form.bookingCode)) {
        issue("bookingCode", COMPLAINT_MESSAGES.bookingCode);
      }
      if (!form.isMinor) return;
      // A minor files through a parent or guardian (D.S. 011-2011-PCM): their name, document and contact.
      if (!form.guardianName || !NAME_PATTERN.test(form.guardianName)) {
        issue("guardianName", form.guardianName ? COMPLAINT_MESSAGES.nameCharacters : COMPLAINT_MESSAGES.guardianName);
      }
      if (!isComplaintDocumentType(form.guardianDocumentType)) {
        issue("guardianDocumentType", DOCUMENT_MESSAGES.type);
      } else if (typeof form.guardianDocumentNumber === "string") {
        const error = documentNumberError(form.guardianDocumentType, form.guardianDocumentNumber);
        if (error) issue("guardianDocumentNumber", error);
      }
      if (!form.guardianPhone) issue("guardianPhone", COMPLAINT_MESSAGES.guardianPhone);
      else if (!PHONE_PATTERN.test(form.guardianPhone)) issue("guardianPhone", COMPLAINT_MESSAGES.phoneFormat);
      if (form.guardianEmail && !EMAIL_PATTERN.test(form.guardianEmail)) {
        issue("guardianEmail", COMPLAINT_MESSAGES.emailFormat);
      }
    }, runEvenWithOtherIssues),
  );

export const ComplaintFormSchema = z.pipe(
  ComplaintFieldsSchema,
  z.transform((form) => {
    const amountMinor = form.amount ? parseAmountMinor(form.amount) : null;
    const guardian = form.isMinor
      ? {
          name: form.guardianName,
          documentType: form.guardianDocumentType || null,
          documentNumber: form.guardianDocumentNumber.toUpperCase(),
          phone: form.guardianPhone,
          email: form.guardianEmail.toLowerCase() || null,
        }
      : null;
    return {
      store: form.store,
      firstNames: form.firstNames,
      lastNames: form.lastNames,
      address: form.address,
      documentType: form.documentType,
      documentNumber: form.documentNumber.toUpperCase(),
      phone: form.phone,
      email: form.email.toLowerCase(),
      isMinor: form.isMinor,
      guardian,
      goodType: form.goodType,
      amount: amountMinor === null ? null : { minor: amountMinor, currency: form.currency },
      goodDescription: form.goodDescription,
      bookingCode: form.bookingCode ? form.bookingCode.toUpperCase() : null,
      kind: form.kind,
      detail: form.detail,
      consumerRequest: form.consumerRequest,
    };
  }),
);

export type ComplaintFormInput = z.input<typeof ComplaintFormSchema>;
export type ComplaintForm = z.output<typeof ComplaintFormSchema>;

/** The form's field names, in order (the page and the API read exactly these from a multipart body). */
export const COMPLAINT_FIELDS = Object.keys(ComplaintFieldsSchema.shape) as Array<keyof ComplaintFormInput>;

export const ComplaintLookupSchema = z.pipe(
  z.strictObject({
    sheetNumber: z.string({ error: COMPLAINT_MESSAGES.sheetNumber }).check(
      z.trim(),
      z.maxLength(30, COMPLAINT_MESSAGES.sheetNumber),
      z.refine((value) => parseSheetNumber(value) !== null, COMPLAINT_MESSAGES.sheetNumber),
    ),
    email: z
      .string({ error: COMPLAINT_MESSAGES.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, COMPLAINT_MESSAGES.emailRequired),
        z.maxLength(EMAIL_MAX_LENGTH, COMPLAINT_MESSAGES.emailTooLong),
        z.regex(EMAIL_PATTERN, COMPLAINT_MESSAGES.emailFormat),
      ),
  }),
  z.transform((lookup) => ({
    sheet: parseSheetNumber(lookup.sheetNumber) as SheetNumber,
    email: lookup.email.toLowerCase(),
  })),
);

export type ComplaintLookupInput = z.input<typeof ComplaintLookupSchema>;
export type ComplaintLookup = z.output<typeof ComplaintLookupSchema>;
