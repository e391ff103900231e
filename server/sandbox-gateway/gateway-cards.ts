/** Card rules of the sandbox gateway: Luhn, brand by prefix, CVV length by brand, expiry, and the test cards. */

export type Brand = "Visa" | "Mastercard" | "American Express" | "Diners Club";

export type CardOutcome =
  | { kind: "approved" }
  | { kind: "declined"; reason: "insufficient_funds" | "invalid_card" | "expired_card" | "wrong_cvv" | "stolen_card" }
  | { kind: "challenge"; passes: boolean }
  | { kind: "timeout" };

export type TestCard = { number: string; outcome: CardOutcome; issuer: string; label: string };

const OTHER_BANK = "Otro banco";

/** Documented in .tmp/readme-payments.md (README "Tarjetas de prueba"). Any other valid number is approved. */
export const TEST_CARDS: TestCard[] = [
  { number: "4111111111111111", outcome: { kind: "approved" }, issuer: "Banco Cordillera", label: "Aprobada (Visa)" },
  {
    number: "5555555555554444",
    outcome: { kind: "approved" },
    issuer: "Banco Cordillera",
    label: "Aprobada (Mastercard)",
  },
  {
    number: "378282246310005",
    outcome: { kind: "approved" },
    issuer: "Banco Qhapaq",
    label: "Aprobada (American Express)",
  },
  {
    number: "36227206271667",
    outcome: { kind: "approved" },
    issuer: "Banco Pacífico Andino",
    label: "Aprobada (Diners Club)",
  },
  {
    number: "5100000000000016",
    outcome: { kind: "approved" },
    issuer: OTHER_BANK,
    label: "Aprobada, banco no asociado",
  },
  {
    number: "4000000000000010",
    outcome: { kind: "declined", reason: "insufficient_funds" },
    issuer: "Banco Costa Verde",
    label: "Fondos insuficientes",
  },
  {
    number: "4000000000000028",
    outcome: { kind: "declined", reason: "invalid_card" },
    issuer: "Banco Costa Verde",
    label: "Tarjeta inválida",
  },
  {
    number: "4000000000000036",
    outcome: { kind: "declined", reason: "expired_card" },
    issuer: "Banco Costa Verde",
    label: "Tarjeta vencida",
  },
  {
    number: "4000000000000044",
    outcome: { kind: "declined", reason: "wrong_cvv" },
    issuer: "Banco Costa Verde",
    label: "CVV incorrecto",
  },
  {
    number: "4000000000000051",
    outcome: { kind: "declined", reason: "stolen_card" },
    issuer: "Banco Costa Verde",
    label: "Tarjeta robada",
  },
  {
    number: "4000000000000069",
    outcome: { kind: "challenge", passes: true },
    issuer: "Banco Costa Verde",
    label: "3-D Secure, luego aprobada",
  },
  {
    number: "4000000000000077",
    outcome: { kind: "challenge", passes: false },
    issuer: "Banco Costa Verde",
    label: "3-D Secure, luego rechazada",
  },
  {
    number: "4000000000000085",
    outcome: { kind: "timeout" },
    issuer: "Banco Costa Verde",
    label: "Sin respuesta (tiempo agotado)",
  },
];

/** The one-time code the 3-D Secure page accepts for the cards that pass the challenge. */
export const CHALLENGE_CODE = "123456";

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): Brand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(number)) return "Visa";
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(number)) return "Mastercard";
  if (/^3[47]\d{13}$/.test(number)) return "American Express";
  if (/^3(0[0-5]|[68]\d)\d{11,16}$/.test(number)) return "Diners Club";
  return null;
}

export function cvvLength(brand: Brand): number {
  return brand === "American Express" ? 4 : 3;
}

/** "MM/AA" (or MM/AAAA, or the digits alone as pasted: "1228") not before the current month. */
export function expiryState(value: string, now: Date): "valid" | "malformed" | "past" {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return "malformed";
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "malformed";
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? "past" : "valid";
}

export function testCardOf(number: string): TestCard | null {
  return TEST_CARDS.find((card) => card.number === number) ?? null;
}

export function outcomeOf(number: string): { outcome: CardOutcome; issuer: string } {
  const card = testCardOf(number);
  return card ? { outcome: card.outcome, issuer: card.issuer } : { outcome: { kind: "approved" }, issuer: OTHER_BANK };
}
