const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const VALID_PREFIXES = ["10", "15", "17", "20"] as const;

/** Check digit of a Peruvian RUC (SUNAT modulo-11 rule) for its first ten digits. */
export function rucCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(firstTen[i]) * (WEIGHTS[i] ?? 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 1 : digit;
}

/** True for an 11-digit RUC with a known prefix and a correct check digit. */
export function isValidRuc(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc)) return false;
  if (!VALID_PREFIXES.some((prefix) => ruc.startsWith(prefix))) return false;
  return rucCheckDigit(ruc.slice(0, 10)) === Number(ruc[10]);
}
