import * as z from "zod/mini";
import { calendarDate } from "#app/utils/date-rules.ts";

/** The order kinds a promo code may be for: the CHECK of promo_codes lists the same four. */
export const PROMO_PRODUCTS = ["flight", "hotel", "insurance", "package"] as const;
export type PromoProduct = (typeof PROMO_PRODUCTS)[number];
export const PROMO_PRODUCT_LABELS: Record<PromoProduct, string> = {
  flight: "Vuelos",
  hotel: "Hoteles",
  insurance: "Seguros de viaje",
  package: "Paquetes",
};

export const PROMO_CODE_FIELDS = [
  "code",
  "percent",
  "cap",
  "validFrom",
  "validTo",
  "totalUses",
  "description",
  "version",
] as const;
export const PROMO_CODE_ARRAYS = ["products"] as const;
export const MAX_TOTAL_USES = 1_000_000;

const CODE_MESSAGE = "El código tiene 6 letras o números, sin espacios";
const PERCENT_MESSAGE = "El porcentaje es un número entero de 1 a 100";
const CAP_MESSAGE = "Escribe el tope en US$ mayor que 0, con hasta 2 decimales (por ejemplo 50 o 49,90)";
const USES_MESSAGE = "Los usos totales son un número entero de 1 a 1000000";

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,7}$/, message)),
      z.transform((value: string) => Number(value)),
    )
    .check(z.refine((value) => value >= min && value <= max, message));

/**
 * A promo code as staff create or edit it, for the form (in the browser) and the action alike. `version` is the row's last update as read by the form (empty for a new code).
 */
export const PromoCodeFormSchema = z
  .strictObject({
    code: z
      .pipe(
        z.string().check(z.trim(), z.maxLength(20, CODE_MESSAGE)),
        z.transform((value: string) => value.toUpperCase()),
      )
      .check(z.regex(/^[A-Z0-9]{6}$/, CODE_MESSAGE)),
    percent: wholeNumber(PERCENT_MESSAGE, 1, 100),
    /** Typed in US$, parsed to cents. */
    cap: z
      .pipe(
        z.string().check(z.trim(), z.regex(/^\d{1,7}([.,]\d{1,2})?$/, CAP_MESSAGE)),
        z.transform((value: string) => Math.round(Number(value.replace(",", ".")) * 100)),
      )
      .check(z.refine((value) => value > 0, CAP_MESSAGE)),
    products: z
      .array(z.enum(PROMO_PRODUCTS, { error: "Elige productos de la lista" }))
      .check(z.minLength(1, "Elige al menos un producto")),
    validFrom: calendarDate({ message: "Indica la fecha de inicio (AAAA-MM-DD)" }),
    validTo: calendarDate({ message: "Indica la fecha de fin (AAAA-MM-DD)" }),
    totalUses: wholeNumber(USES_MESSAGE, 1, MAX_TOTAL_USES),
    description: z.string().check(z.trim(), z.maxLength(200, "La descripción admite hasta 200 caracteres")),
    version: z.string().check(z.maxLength(40)),
  })
  .check(
    z.refine((value) => value.validTo >= value.validFrom, {
      path: ["validTo"],
      message: "La fecha de fin no puede ser anterior a la de inicio",
    }),
  );
export type PromoCodeForm = z.infer<typeof PromoCodeFormSchema>;

/** The form's fields as typed: what a refused form shows again. */
export type PromoCodeValues = Record<(typeof PROMO_CODE_FIELDS)[number], string> & { products: string[] };

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
