import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { COMPROBANTE_MESSAGES } from "#app/features/orders/order-checkout-contract.ts";
import {
  bandMismatches,
  PURCHASE_MESSAGES as M,
  PurchaseSchema,
  purchaseValues,
} from "./insurance-purchase-schemas.ts";

const valid = {
  "travellers.0.names": "Ana María",
  "travellers.0.surnames": "Quispe",
  "travellers.0.birthDate": "1990-05-10",
  "travellers.0.nationality": "PE",
  "travellers.0.documentType": "DNI",
  "travellers.0.documentNumber": "45678912",
  "travellers.0.sex": "F",
  "contact.names": "Ana",
  "contact.surnames": "Quispe",
  "contact.email": "ana@example.com",
  "contact.emailConfirmation": "ANA@example.com",
  "contact.phoneCode": "51",
  "contact.phone": "987 654 321",
  dataProcessingConsent: "on",
  paymentType: "TARJETA",
};

const errorsOf = (values: Record<string, string>) => {
  const parsed = PurchaseSchema.safeParse(purchaseValues(values));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("purchase form", () => {
  it("reads the dotted fields into the schema's shape and accepts a complete purchase", () => {
    const parsed = PurchaseSchema.parse(purchaseValues(valid));
    expect(parsed.contact).toMatchObject({ phoneCode: "+51", phone: "987654321", email: "ana@example.com" });
    expect(parsed.marketingConsent).toBe(false);
    expect(parsed.travellers).toHaveLength(1);
  });

  it("ignores prototype keys and unknown fields", () => {
    const values = purchaseValues({
      ...valid,
      "travellers.__proto__.x": "1",
      "constructor.prototype.y": "2",
      extra: "z",
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(values).not.toHaveProperty("extra");
  });

  it("checks documents, e-mail confirmation, consent and the optional factura RUC", () => {
    expect(errorsOf({ ...valid, "travellers.0.documentNumber": "1234" })).toEqual({
      "travellers.0.documentNumber": M.dni,
    });
    expect(errorsOf({ ...valid, "travellers.0.documentType": "PAS", "travellers.0.documentNumber": "AB12" })).toEqual({
      "travellers.0.documentNumber": M.otherDocument,
    });
    expect(errorsOf({ ...valid, "contact.emailConfirmation": "otra@example.com" })).toEqual({
      "contact.emailConfirmation": M.emailMismatch,
    });
    expect(errorsOf({ ...valid, dataProcessingConsent: "" })).toEqual({ dataProcessingConsent: M.consent });
    expect(
      errorsOf({ ...valid, wantsInvoice: "on", "invoice.ruc": "20100070971", "invoice.businessName": "Andes SAC" }),
    ).toEqual({
      "invoice.ruc": COMPROBANTE_MESSAGES.rucInvalid,
      "invoice.fiscalAddress": COMPROBANTE_MESSAGES.fiscalAddress,
    });
    expect(
      errorsOf({
        ...valid,
        wantsInvoice: "on",
        "invoice.ruc": "20100070970",
        "invoice.businessName": "Andes SAC",
        "invoice.fiscalAddress": "Jr. Cusco 456, Arequipa",
      }),
    ).toEqual({});
  });

  it("requires each birth date to give the quoted age band on the start date", () => {
    expect(bandMismatches(["1990-05-10", "1956-01-01"], [35, 70], "2026-12-01")).toEqual({});
    expect(bandMismatches(["1990-05-10", "1990-01-01"], [35, 70], "2026-12-01")).toEqual({
      "travellers.1.birthDate": M.band,
    });
  });
});
