import { formatDual } from "#app/features/orders/index.ts";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { ActionState } from "./order-desk-forms.tsx";
import {
  addOrderNote,
  cancelOrder,
  cancelOrderItem,
  forPage,
  markCashReceived,
  recordRefundPaid,
  resendOrderEmail,
} from "./order-desk-actions.server.ts";
import { cardRefundQuestion, refundToCard } from "./order-desk-card-refund.server.ts";
import { orderIdByCode } from "./order-desk-queries.server.ts";
import { orderForDesk } from "./order-desk.server.ts";
import {
  amountMinorOf,
  CancelItemSchema,
  CardRefundSchema,
  CONFIRMED_FIELD,
  CONFIRMED_INTENTS,
  CancelOrderSchema,
  CashReceivedSchema,
  isOrderIntent,
  ORDER_INTENTS,
  OrderNoteSchema,
  RefundPaidSchema,
  ResendEmailSchema,
} from "./order-desk-schemas.ts";

/**
 * "¿Anular PNTYWB y devolver US$ 212.10 (S/ 794.31)?": the refund of the one cancellation computation, the same the
 * page shows; null when the order (or item) can no longer be cancelled (the page then says why).
 */
async function cancelQuestion(code: string, itemId: string | null): Promise<string | null> {
  const detail = await orderForDesk(code);
  if (!detail) return null;
  const item = itemId ? detail.itemCancellations.find((entry) => entry.itemId === itemId) : null;
  const outcome = itemId ? item?.outcome : detail.cancellation;
  if (!outcome?.allowed) return null;
  const refund = formatDual(outcome.figures, outcome.figures.refund);
  return item
    ? `¿Anular solo ${item.title} de ${detail.order.code} y devolver ${refund}?`
    : `¿Anular ${detail.order.code} y devolver ${refund}?`;
}

type Answer = { state: NonNullable<ActionState>; status: number };

/**
 * The detail page's action: the form's intent names the permission asked on the server (before anything is read),
 * then the order, then the schema; the write answers its message, a refusal its message and status.
 */
export async function runOrderIntent(request: Request, code: string): Promise<Answer> {
  const form = await readPostedForm(request);
  const intent = form.get("intent");
  if (!isOrderIntent(intent)) {
    await requireStaff(request, "orders.read");
    return { state: { intent: null, ok: false, message: "Acción desconocida.", errors: {}, values: {} }, status: 400 };
  }
  const spec = ORDER_INTENTS[intent];
  const session = await requireStaff(request, spec.action);
  const id = await orderIdByCode(code);
  if (!id) throw new Response("Not Found", { status: 404 });
  const order = { id, code: code.toUpperCase(), state: "" };
  const raw = formValues(form, spec.fields);
  const values = Object.fromEntries(Object.entries(raw).filter(([name]) => name !== "version")) as Record<
    string,
    string
  >;
  const invalid = (errors: Record<string, string>): Answer => ({
    state: { intent, ok: false, message: null, errors, values },
    status: 400,
  });
  const actor = actorOf(session);
  // The first press of a confirmed intent only asks: the page shows the figures with "Sí" and "No".
  const asking = CONFIRMED_INTENTS.has(intent) && form.get(CONFIRMED_FIELD) !== "si";
  const confirm = (question: string | null): Answer => ({
    state: {
      intent,
      ok: true,
      message: null,
      errors: {},
      values,
      confirm: { version: String(raw.version ?? ""), question },
    },
    status: 200,
  });
  let result;
  switch (intent) {
    case "cash": {
      const parsed = CashReceivedSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      result = await forPage(() => markCashReceived(order, parsed.data, actor));
      break;
    }
    case "cancel": {
      const parsed = CancelOrderSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      if (asking) return confirm(await cancelQuestion(code, null));
      result = await forPage(() => cancelOrder(order, parsed.data, actor));
      break;
    }
    case "cancelItem": {
      const parsed = CancelItemSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      if (asking) return confirm(await cancelQuestion(code, parsed.data.itemId));
      result = await forPage(() => cancelOrderItem(order, parsed.data, actor));
      break;
    }
    case "refund": {
      const parsed = RefundPaidSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      result = await forPage(() => recordRefundPaid(order, parsed.data, actor));
      break;
    }
    case "cardRefund": {
      const parsed = CardRefundSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      const { amount, ...rest } = parsed.data;
      const input = { ...rest, ...(amount === undefined ? {} : { amountMinor: amountMinorOf(amount) }) };
      if (asking) {
        const asked = await forPage(() => cardRefundQuestion(order, input));
        if (asked.ok) return confirm(asked.message);
        result = asked;
        break;
      }
      result = await forPage(() => refundToCard(order, input, actor));
      break;
    }
    case "note": {
      const parsed = OrderNoteSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      result = await forPage(() => addOrderNote(order, parsed.data.text, actor));
      break;
    }
    case "resend": {
      const parsed = ResendEmailSchema.safeParse(raw);
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      result = await forPage(() => resendOrderEmail(order, parsed.data.emailId, actor));
      break;
    }
  }
  if (result.ok) return { state: { intent, ok: true, message: result.message, errors: {}, values: {} }, status: 200 };
  return { state: { intent, ok: false, message: result.message, errors: {}, values }, status: result.status };
}
