// The promo codes' vocabularies, apart from the schemas so the list and detail pages ship no zod.

export const BASE_PATH = "/gestion/promociones/codigos";

/** The order kinds a promo code may be for: the CHECK of promo_codes lists the same four. */
export const PROMO_PRODUCTS = ["flight", "hotel", "insurance", "package"] as const;
export type PromoProduct = (typeof PROMO_PRODUCTS)[number];
export const PROMO_PRODUCT_LABELS: Record<PromoProduct, string> = {
  flight: "Vuelos",
  hotel: "Hoteles",
  insurance: "Seguros de viaje",
  package: "Paquetes",
};

export type PromoState = "vigente" | "programado" | "vencido" | "agotado" | "desactivado";
export const PROMO_STATE_LABELS: Record<PromoState, string> = {
  vigente: "Vigente",
  programado: "Programado",
  vencido: "Vencido",
  agotado: "Agotado",
  desactivado: "Desactivado",
};

/** A code's state on a Lima day: switched off first, then its dates, then its uses. */
export function promoStateOf(
  code: { active: boolean; validFrom: string; validTo: string; usesLeft: number },
  today: string,
): PromoState {
  if (!code.active) return "desactivado";
  if (today > code.validTo) return "vencido";
  if (today < code.validFrom) return "programado";
  return code.usesLeft <= 0 ? "agotado" : "vigente";
}
