import { formatDateLong } from "#app/utils/dates.ts";

export type Validity = { validFrom: string; validUntil: string };
export type ValidityState = "upcoming" | "current" | "expired";

/** Where a promotion stands on a Lima calendar date (yyyy-mm-dd): both ends of its validity are included. */
export function validityState(promotion: Validity, today: string): ValidityState {
  if (today < promotion.validFrom) return "upcoming";
  if (today > promotion.validUntil) return "expired";
  return "current";
}

/** The promotions in force on `today`, keeping their order. */
export function currentPromotions<T extends Validity>(promotions: readonly T[], today: string): T[] {
  return promotions.filter((promotion) => validityState(promotion, today) === "current");
}

/** "Del 20 de noviembre de 2026 al 10 de diciembre de 2026". */
export function formatValidity({ validFrom, validUntil }: Validity): string {
  const date = (iso: string) => formatDateLong(iso).replace(/^[^,]+, /, "");
  return `Del ${date(validFrom)} al ${date(validUntil)}`;
}
