import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import {
  COMPROBANTE_MESSAGES as M,
  ComprobanteSchema,
  PROMO_MESSAGES,
  promoNotForMessage,
  readPromoCode,
  rucError,
} from "./order-checkout-contract.ts";

const factura = { ruc: "20100070970", businessName: "Viajes Andinos S.A.C.", fiscalAddress: "Av. Arequipa 123, Lima" };
const errorsOf = (value: unknown) => {
  const parsed = ComprobanteSchema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the comprobante shared by every checkout", () => {
  it("is a boleta (null) unless a factura is asked for, whatever the factura fields hold", () => {
    expect(ComprobanteSchema.parse({})).toBeNull();
    expect(ComprobanteSchema.parse({ wantsInvoice: "", invoice: { ruc: "123" } })).toBeNull();
  });

  it("stores the factura's RUC, razón social and dirección fiscal, trimmed", () => {
    expect(
      ComprobanteSchema.parse({
        wantsInvoice: "on",
        invoice: { ...factura, businessName: "  Viajes Andinos S.A.C. " },
      }),
    ).toEqual(factura);
    expect(ComprobanteSchema.parse({ wantsInvoice: true, invoice: factura })).toEqual(factura);
  });

  it("words the RUC as SPEC 5.3 does: empty, not 11 digits, wrong check digit", () => {
    expect(rucError("")).toBe(M.ruc);
    expect(rucError("2010007097")).toBe(M.rucLength);
    expect(rucError("2010007097A")).toBe(M.rucLength);
    expect(rucError("20100070971")).toBe(M.rucInvalid);
    expect(rucError("30100070970")).toBe(M.rucInvalid);
    expect(rucError("20100070970")).toBeNull();
    expect(errorsOf({ wantsInvoice: "on", invoice: { ...factura, ruc: " 20100070971 " } })).toEqual({
      "invoice.ruc": M.rucInvalid,
    });
  });

  it("asks for every factura field at once, and refuses line breaks and unknown keys", () => {
    expect(errorsOf({ wantsInvoice: "on" })).toEqual({
      "invoice.ruc": M.ruc,
      "invoice.businessName": M.businessName,
      "invoice.fiscalAddress": M.fiscalAddress,
    });
    expect(errorsOf({ wantsInvoice: "on", invoice: { ...factura, businessName: "SA" } })).toEqual({
      "invoice.businessName": M.businessName,
    });
    expect(errorsOf({ wantsInvoice: "on", invoice: { ...factura, fiscalAddress: "Av. Lima\n123" } })).toEqual({
      "invoice.fiscalAddress": M.singleLine,
    });
    expect(ComprobanteSchema.safeParse({ wantsInvoice: "on", invoice: { ...factura, extra: "x" } }).success).toBe(
      false,
    );
    expect(ComprobanteSchema.safeParse({ wantsInvoice: "on", invoice: factura, other: "x" }).success).toBe(false);
  });
});

describe("the promo code field", () => {
  it("needs a typed code of 6 letters or digits, upper-cased", () => {
    expect(readPromoCode(" hotel8 ")).toEqual({ ok: true, code: "HOTEL8" });
    expect(readPromoCode("")).toEqual({ ok: false, message: PROMO_MESSAGES.empty });
    expect(readPromoCode(null)).toEqual({ ok: false, message: PROMO_MESSAGES.empty });
    expect(readPromoCode("HOTEL")).toEqual({ ok: false, message: "El código promocional tiene 6 letras o números" });
  });

  it("says which products a code is for when it is not for this one", () => {
    expect(promoNotForMessage("hotel", ["flight"])).toBe(
      "Este código promocional no es válido para hoteles: es solo para vuelos.",
    );
    expect(promoNotForMessage("insurance", ["flight", "hotel"])).toBe(
      "Este código promocional no es válido para seguros de viaje: es solo para vuelos y hoteles.",
    );
  });
});
