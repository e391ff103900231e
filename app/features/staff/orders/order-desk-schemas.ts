import * as z from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha válida");
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

import { ORDER_STATE_IDS, PRODUCT_IDS } from "./order-desk-constants.ts";

export { ORDER_STATE_IDS, PRODUCT_IDS };

/** The desk's filters, from the query string (a form sent with GET). Bad values are refused, not guessed. */
export const OrderFiltersSchema = z.strictObject({
  codigo: optional(z.string().trim().toUpperCase().max(6)),
  correo: optional(z.string().trim().toLowerCase().max(120)),
  documento: optional(z.string().trim().max(20)),
  viajero: optional(z.string().trim().max(100)),
  producto: optional(z.enum(PRODUCT_IDS)),
  estado: optional(z.enum(ORDER_STATE_IDS)),
  desde: optional(isoDate),
  hasta: optional(isoDate),
  pagina: optional(z.coerce.number().int().min(1).max(10_000)),
});
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

const version = z.string().min(1, "Vuelve a cargar el pedido").max(40);
const reference = z
  .string()
  .trim()
  .min(3, "Escribe la referencia (al menos 3 caracteres)")
  .max(80, "La referencia admite hasta 80 caracteres");

export const CashReceivedSchema = z.strictObject({ version, reference });
export const CancelOrderSchema = z.strictObject({
  version,
  reason: z.string().trim().min(5, "Escribe el motivo (al menos 5 caracteres)").max(300, "Hasta 300 caracteres"),
});
export const RefundPaidSchema = z.strictObject({
  version,
  refundId: z.uuid("Elige el reembolso"),
  paidOn: isoDate,
  reference,
});
export const OrderNoteSchema = z.strictObject({
  text: z.string().trim().min(3, "Escribe la nota (al menos 3 caracteres)").max(2000, "Hasta 2000 caracteres"),
});
export const ResendEmailSchema = z.strictObject({ emailId: z.uuid("Elige el correo") });

/** Each form of the detail page: its intent, the permission it needs, its schema and fields. */
export const ORDER_INTENTS = {
  cash: { action: "orders.cash", schema: CashReceivedSchema, fields: ["version", "reference"] },
  cancel: { action: "orders.cancel", schema: CancelOrderSchema, fields: ["version", "reason"] },
  refund: { action: "orders.refund", schema: RefundPaidSchema, fields: ["version", "refundId", "paidOn", "reference"] },
  note: { action: "orders.note", schema: OrderNoteSchema, fields: ["text"] },
  resend: { action: "orders.resend", schema: ResendEmailSchema, fields: ["emailId"] },
} as const;
export type OrderIntent = keyof typeof ORDER_INTENTS;

export function isOrderIntent(value: unknown): value is OrderIntent {
  return typeof value === "string" && Object.hasOwn(ORDER_INTENTS, value);
}
