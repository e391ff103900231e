import * as z from "zod/mini";
import { calendarDate } from "#app/utils/date-rules.ts";
import { PROMO_PRODUCTS } from "./promo-code-labels.ts";

export const PROMO_CODE_FIELDS = [
  "code",
  "percent",
  "cap",
  "validFrom",
  "validTo",
  "totalUses",
  "minOrder",
  "perCustomer",
  "description",
  "version",
] as const;
export const PROMO_CODE_ARRAYS = ["products"] as const;
export const MAX_TOTAL_USES = 1_000_000;

const CODE_MESSAGE = "El código tiene 6 letras o números, sin espacios";
const PERCENT_MESSAGE = "El porcentaje es un número entero de 1 a 100";
const CAP_MESSAGE = "Escribe el tope en US$ mayor que 0, con hasta 2 decimales (por ejemplo 50 o 49,90)";
const MIN_ORDER_MESSAGE = "Escribe la compra mínima en US$ con hasta 2 decimales, o déjala vacía";
const PER_CUSTOMER_MESSAGE = "Los usos por cliente son un número entero de 1 a 1000, o vacío para no limitarlos";
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
    /** Typed in US$, parsed to cents; empty is no minimum (0). */
    minOrder: z.pipe(
      z.string().check(z.trim(), z.regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, MIN_ORDER_MESSAGE)),
      z.transform((value: string) => (value === "" ? 0 : Math.round(Number(value.replace(",", ".")) * 100))),
    ),
    /** Empty is no limit per customer (null). */
    perCustomer: z
      .pipe(
        z.string().check(z.trim(), z.regex(/^\d{0,4}$/, PER_CUSTOMER_MESSAGE)),
        z.transform((value: string) => (value === "" ? null : Number(value))),
      )
      .check(z.refine((value) => value === null || (value >= 1 && value <= 1000), PER_CUSTOMER_MESSAGE)),
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
