import { describe, expect, it } from "vitest";
import { brandOf, cvvLength, expiryState, luhnValid, TEST_CARDS } from "./gateway-cards.ts";
import { checkCard } from "./gateway-card-form.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const valid = {
  numero: "4111 1111 1111 1111",
  vencimiento: "12/29",
  cvv: "123",
  titular: "Rosa Quispe",
  documento: "45678912",
  cuotas: "1",
};

describe("sandbox gateway card rules", () => {
  it("every documented test card passes Luhn and has a brand", () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(brandOf(card.number), card.number).not.toBeNull();
    }
  });

  it("checks Luhn", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("41111")).toBe(false);
  });

  it("knows the brands and their CVV lengths (Amex 4, the others 3)", () => {
    expect(brandOf("4111111111111111")).toBe("Visa");
    expect(brandOf("5555555555554444")).toBe("Mastercard");
    expect(brandOf("2223000000000015")).toBe("Mastercard");
    expect(brandOf("378282246310005")).toBe("American Express");
    expect(brandOf("36227206271667")).toBe("Diners Club");
    expect(brandOf("6011111111111117")).toBeNull();
    expect(cvvLength("American Express")).toBe(4);
    expect(cvvLength("Visa")).toBe(3);
    expect(cvvLength("Mastercard")).toBe(3);
    expect(cvvLength("Diners Club")).toBe(3);
  });

  it("accepts an expiry from the current month on, refuses past and malformed ones", () => {
    expect(expiryState("11/26", NOW)).toBe("valid");
    expect(expiryState("10/26", NOW)).toBe("past");
    expect(expiryState("01/2030", NOW)).toBe("valid");
    expect(expiryState("13/29", NOW)).toBe("malformed");
    expect(expiryState("1/29", NOW)).toBe("malformed");
  });

  it("takes a pasted expiry with or without its slash", () => {
    expect(expiryState("1228", NOW)).toBe("valid");
    expect(expiryState("12/28", NOW)).toBe("valid");
    expect(expiryState(" 12 / 28 ", NOW)).toBe("valid");
    expect(expiryState("122028", NOW)).toBe("valid");
    expect(expiryState("1025", NOW)).toBe("past");
    expect(expiryState("1328", NOW)).toBe("malformed");
    expect(expiryState("12/2", NOW)).toBe("malformed");
  });

  it("checkCard names each field at fault, in Spanish", () => {
    expect(checkCard(valid, NOW)).toMatchObject({ card: { brand: "Visa", last4: "1111", installments: 1 } });
    const bad = checkCard({ ...valid, numero: "4111 1111 1111 1112", vencimiento: "01/20", cuotas: "13" }, NOW);
    expect(bad).toEqual({
      errors: {
        numero: "El número de tarjeta no es válido. Revísalo.",
        vencimiento: "La fecha de vencimiento ya pasó. Usa una tarjeta vigente.",
        cuotas: "Elige de 1 a 12 cuotas.",
      },
    });
    expect(checkCard({ ...valid, numero: "378282246310005", cvv: "123" }, NOW)).toEqual({
      errors: { cvv: "El código de seguridad de American Express tiene 4 dígitos." },
    });
    expect(checkCard({ ...valid, cvv: "1234" }, NOW)).toEqual({
      errors: { cvv: "El código de seguridad de Visa tiene 3 dígitos." },
    });
    expect(checkCard({ ...valid, numero: "36227206271667", cvv: "123" }, NOW)).toMatchObject({
      card: { brand: "Diners Club" },
    });
  });
});
