import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import {
  COMPLAINT_FIELDS,
  ComplaintFormSchema,
  ComplaintLookupSchema,
  parseAmountMinor,
} from "./complaints-schemas.ts";
import { MINOR_WITH_GUARDIAN, sampleComplaint } from "#tests/support/complaint-data.ts";

function errorsOf(input: unknown) {
  const result = ComplaintFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("complaint form schema", () => {
  it("normalises a valid adult reclamo: amount in céntimos, e-mail in lower case, no guardian", () => {
    const form = ComplaintFormSchema.parse(
      sampleComplaint({ email: "Rosa.Huaman@Example.PE", bookingCode: "kv-12ab" }),
    );
    expect(form.amount).toEqual({ minor: 35050, currency: "PEN" });
    expect(form.email).toBe("rosa.huaman@example.pe");
    expect(form.guardian).toBeNull();
    expect(form.bookingCode).toBe("KV-12AB");
  });

  it("requires the guardian's name, document and contact for a minor", () => {
    expect(errorsOf(sampleComplaint({ isMinor: "on" }))).toEqual({
      guardianName: "Ingresa el nombre de tu padre, madre o apoderado",
      guardianDocumentType: "Selecciona el tipo de documento",
      guardianPhone: "Ingresa el teléfono de tu padre, madre o apoderado",
    });
    const form = ComplaintFormSchema.parse(sampleComplaint(MINOR_WITH_GUARDIAN));
    expect(form.guardian).toEqual({
      name: "Carmen Vela Torres",
      documentType: "DNI",
      documentNumber: "41236587",
      phone: "999 888 777",
      email: null,
    });
    expect(errorsOf(sampleComplaint({ ...MINOR_WITH_GUARDIAN, guardianDocumentNumber: "123" }))).toEqual({
      guardianDocumentNumber: "El DNI debe tener 8 dígitos",
    });
  });

  it("shows every error of an empty form at once, in Spanish", () => {
    expect(errorsOf({ documentType: "RUC", documentNumber: "30609876540" }).documentNumber).toBe(
      "El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20",
    );
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      firstNames: "Ingresa tu(s) nombre(s)",
      lastNames: "Ingresa tus apellidos",
      address: "Ingresa tu domicilio",
      documentType: "Selecciona el tipo de documento",
      phone: "Ingresa tu teléfono",
      email: "Ingresa tu correo electrónico",
      goodType: "Indica si contrataste un producto o un servicio",
      goodDescription: "Describe el producto o servicio contratado",
      kind: "Indica si es un reclamo o una queja",
      detail: "Escribe el detalle de tu reclamo o queja",
      consumerRequest: "Escribe tu pedido",
    });
  });

  it("bounds the detail at 2,000 characters and checks the document, amount and unknown keys", () => {
    expect(ComplaintFormSchema.safeParse(sampleComplaint({ detail: "a".repeat(2000) })).success).toBe(true);
    expect(errorsOf(sampleComplaint({ detail: "a".repeat(2001) }))).toEqual({
      detail: "El detalle debe tener máx. 2000 caracteres",
    });
    expect(errorsOf(sampleComplaint({ documentType: "RUC", documentNumber: "12345678901" }))).toEqual({
      documentNumber: "El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20",
    });
    expect(errorsOf(sampleComplaint({ amount: "12.345" }))).toEqual({
      amount: "Ingresa un monto válido, por ejemplo 350.00",
    });
    expect(errorsOf({ ...sampleComplaint(), acceptsPrivacy: true })).toHaveProperty([""]);
  });

  it("has no consent field: filing never requires accepting a policy", () => {
    expect(COMPLAINT_FIELDS.some((field) => /consent|privacy|policy|terms|marketing/i.test(field))).toBe(false);
  });

  it("reads amounts as typed", () => {
    expect(parseAmountMinor("350")).toBe(35000);
    expect(parseAmountMinor("1250,5")).toBe(125050);
    expect(parseAmountMinor("0.05")).toBe(5);
    expect(parseAmountMinor("-3")).toBeNull();
  });
});

describe("look-up schema", () => {
  it("parses the number and lower-cases the e-mail", () => {
    expect(ComplaintLookupSchema.parse({ sheetNumber: "000000007-2026", email: "A@B.PE" })).toEqual({
      sheet: { year: 2026, number: 7 },
      email: "a@b.pe",
    });
    expect(ComplaintLookupSchema.safeParse({ sheetNumber: "7", email: "a@b.pe" }).success).toBe(false);
  });
});
