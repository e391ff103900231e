/**
 * The order core's checkout-fields contract: the comprobante (boleta, or a factura with RUC, razón social and
 * dirección fiscal, stored as `OrderInvoice`) and the promo code, shared by every product's checkout. One schema for
 * the page before posting, the route action and the API; the RUC and razón social messages are SPEC 5.3's. Pure and
 * client-safe; kept out of index.ts so pages without a checkout do not load it.
 */
import * as z from "zod/mini";
import { isValidRuc } from "#app/utils/ruc.ts";
import { hasLineControlChars } from "#app/utils/text-rules.ts";
import { PromoCodeSchema } from "#app/features/discounts/index.ts";
import type { OrderInvoice, ProductKind } from "./order-contract.ts";
import { BUSINESS_NAME_MAX, FISCAL_ADDRESS_MAX } from "./ui/checkout-limits.ts";

export const COMPROBANTE_MESSAGES = {
  ruc: "Ingresa el número de RUC",
  rucLength: "Un RUC válido tiene 11 dígitos.",
  rucInvalid: "Ingresa un número de RUC válido.",
  businessName: "Ingresa la razón social",
  fiscalAddress: "Ingresa la dirección fiscal",
  singleLine: "Escribe el dato en una sola línea",
} as const;

export { BUSINESS_NAME_MAX, FISCAL_ADDRESS_MAX };

const M = COMPROBANTE_MESSAGES;

/** The RUC message for a typed value (SPEC 5.3: empty, not 11 digits, check digit), or null when it is valid. */
export function rucError(value: string): string | null {
  if (!value) return M.ruc;
  if (!/^\d{11}$/.test(value)) return M.rucLength;
  return isValidRuc(value) ? null : M.rucInvalid;
}

const singleLine = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, `Debe tener máx. ${String(max)} caracteres`),
    z.refine((value) => !hasLineControlChars(value), M.singleLine),
  );

/** A factura's data, as the order stores it (orders.invoice). */
export const InvoiceSchema = z.strictObject({
  ruc: z.string({ error: M.ruc }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = rucError(value);
      if (message) ctx.addIssue({ code: "custom", input: value, message });
    }),
  ),
  businessName: singleLine(M.businessName, 3, BUSINESS_NAME_MAX),
  fiscalAddress: singleLine(M.fiscalAddress, 1, FISCAL_ADDRESS_MAX),
});

/** A posted checkbox: "on" (browser), true (JSON) or absent. */
export const checkboxField = z.pipe(
  z.optional(z.union([z.boolean(), z.enum(["on", "true", "false", ""])])),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

/** The comprobante's fields inside a product's checkout form ("wantsInvoice", "invoice.ruc", ...). */
export const comprobanteFields = { wantsInvoice: checkboxField, invoice: z.optional(z.unknown()) };

type ComprobanteValue = { wantsInvoice?: unknown; invoice?: unknown };
const wantsInvoice = (value: ComprobanteValue) =>
  value.wantsInvoice === true || value.wantsInvoice === "on" || value.wantsInvoice === "true";

/** The factura's issues (paths under "invoice") when one is asked for; none for a boleta. */
export function comprobanteIssues(value: ComprobanteValue): Array<{ path: string[]; message: string }> {
  if (!wantsInvoice(value)) return [];
  const parsed = InvoiceSchema.safeParse(value.invoice ?? {});
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: ["invoice", ...issue.path.map(String)], message: issue.message }));
}

/** The order's invoice from valid comprobante fields: the factura, or null for a boleta. */
export function comprobanteOf(value: ComprobanteValue): OrderInvoice | null {
  return wantsInvoice(value) ? InvoiceSchema.parse(value.invoice) : null;
}

/** The comprobante alone (its own form or API body): a factura or null. */
export const ComprobanteSchema = z.pipe(
  z.strictObject(comprobanteFields).check(
    z.superRefine((value, ctx) => {
      for (const issue of comprobanteIssues(value)) ctx.addIssue({ code: "custom", input: value, ...issue });
    }),
  ),
  z.transform((value) => comprobanteOf(value)),
);

// ---------------------------------------------------------------------------------------------------------------
// Promo code ('Código promocional' with its own 'Aplicar')

const PRODUCT_NAMES: Record<ProductKind, string> = {
  flight: "vuelos",
  hotel: "hoteles",
  insurance: "seguros de viaje",
  package: "paquetes",
};

const isProductKind = (value: string): value is ProductKind => value in PRODUCT_NAMES;

export const PROMO_MESSAGES = {
  empty: "Ingresa tu código promocional.",
  invalid: "El código promocional no existe o ya no está vigente.",
  exhausted: "El código promocional ya se usó el máximo de veces permitido.",
  notPayable: "Esta reserva ya no acepta un código promocional.",
} as const;

/** 'Este código promocional no es válido para hoteles: es solo para vuelos.' */
export function promoNotForMessage(product: ProductKind, products: readonly string[]): string {
  const names = products.filter(isProductKind).map((kind) => PRODUCT_NAMES[kind]);
  const only = names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1) ?? ""}` : (names[0] ?? "");
  return `Este código promocional no es válido para ${PRODUCT_NAMES[product]}${only ? `: es solo para ${only}` : ""}.`;
}

/** 'Aplicar': a code must be typed; 6 letters or digits, upper-cased. */
export const PromoApplySchema = PromoCodeSchema.check(z.refine((value) => value !== "", PROMO_MESSAGES.empty));

/** The typed code, or the field's message. */
export function readPromoCode(raw: unknown): { ok: true; code: string } | { ok: false; message: string } {
  const parsed = PromoApplySchema.safeParse(typeof raw === "string" ? raw : "");
  if (parsed.success) return { ok: true, code: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? PROMO_MESSAGES.empty };
}
