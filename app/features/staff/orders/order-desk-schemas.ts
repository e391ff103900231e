import * as z from "zod/mini";
import {
  blankAsUndefined as optional,
  calendarDate,
  DATE_RANGE_ISSUE,
  dateRangeFilter,
  pastOrTodayDate,
} from "#app/utils/date-rules.ts";

import { ORDER_STATE_IDS, PRODUCT_IDS } from "./order-desk-constants.ts";

export { ORDER_STATE_IDS, PRODUCT_IDS };

/** The desk's filters, from the query string (a form sent with GET). Bad values are refused, not guessed. */
export const OrderFiltersSchema = z
  .strictObject({
    codigo: optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(6))),
    correo: optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(120))),
    documento: optional(z.string().check(z.trim(), z.maxLength(20))),
    viajero: optional(z.string().check(z.trim(), z.maxLength(100))),
    producto: optional(z.enum(PRODUCT_IDS)),
    estado: optional(z.enum(ORDER_STATE_IDS)),
    desde: optional(calendarDate()),
    hasta: optional(calendarDate()),
    pagina: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000)))),
  })
  .check(z.refine(dateRangeFilter, DATE_RANGE_ISSUE));
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

const version = z.string().check(z.minLength(1, "Vuelve a cargar el pedido"), z.maxLength(40));
const reference = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, "Escribe la referencia (al menos 3 caracteres)"),
    z.maxLength(80, "La referencia admite hasta 80 caracteres"),
  );

export const CashReceivedSchema = z.strictObject({ version, reference });
export const CancelOrderSchema = z.strictObject({
  version,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, "Escribe el motivo (al menos 5 caracteres)"),
      z.maxLength(300, "Hasta 300 caracteres"),
    ),
});
/** One item of the order cancelled alone (decision 063): the same reason as the whole order's. */
export const CancelItemSchema = z.strictObject({
  version,
  itemId: z.uuid("Elige el servicio"),
  reason: CancelOrderSchema.shape.reason,
});
export const REFUND_PAID_FUTURE_MESSAGE = "La fecha de pago no puede ser posterior a hoy";
export const RefundPaidSchema = z.strictObject({
  version,
  refundId: z.uuid("Elige el reembolso"),
  paidOn: pastOrTodayDate(REFUND_PAID_FUTURE_MESSAGE),
  reference,
});
/** "412.21" or "412,21" (at most two decimals); blank: the whole amount due. */
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
/** A refund given back to the card through the payment's provider: the whole amount due unless a part is typed. */
export const CardRefundSchema = z.strictObject({
  version,
  refundId: z.uuid("Elige el reembolso"),
  amount: optional(z.string().check(z.trim(), z.regex(AMOUNT, "Escribe el monto con números, por ejemplo 120.50"))),
});
/** The amount typed on the card refund form, in minor units. */
export const amountMinorOf = (amount: string) => Math.round(Number(amount.replace(",", ".")) * 100);

export const OrderNoteSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, "Escribe la nota (al menos 3 caracteres)"),
      z.maxLength(2000, "Hasta 2000 caracteres"),
    ),
});
export const ResendEmailSchema = z.strictObject({ emailId: z.uuid("Elige el correo") });

/** Each form of the detail page: its intent, the permission it needs, its schema and fields. */
export const ORDER_INTENTS = {
  cash: { action: "orders.cash", schema: CashReceivedSchema, fields: ["version", "reference"] },
  cancel: { action: "orders.cancel", schema: CancelOrderSchema, fields: ["version", "reason"] },
  cancelItem: { action: "orders.cancel", schema: CancelItemSchema, fields: ["version", "itemId", "reason"] },
  refund: { action: "orders.refund", schema: RefundPaidSchema, fields: ["version", "refundId", "paidOn", "reference"] },
  cardRefund: { action: "orders.refund", schema: CardRefundSchema, fields: ["version", "refundId", "amount"] },
  note: { action: "orders.note", schema: OrderNoteSchema, fields: ["text"] },
  resend: { action: "orders.resend", schema: ResendEmailSchema, fields: ["emailId"] },
} as const;
export type OrderIntent = keyof typeof ORDER_INTENTS;
/** The intents asked twice: the first post shows the figures to confirm, the second (with "confirmado") writes. */
export const CONFIRMED_INTENTS: ReadonlySet<OrderIntent> = new Set(["cancel", "cancelItem", "cardRefund"]);
export const CONFIRMED_FIELD = "confirmado";

export function isOrderIntent(value: unknown): value is OrderIntent {
  return typeof value === "string" && Object.hasOwn(ORDER_INTENTS, value);
}
