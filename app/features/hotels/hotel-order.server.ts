/**
 * /hoteles/reserva/:id: a held hotel order's review and payment, then its confirmation (voucher, calendar,
 * cancellation under the rate plan's tiers). Only whoever the order core's access rule lets in sees it (orders/access).
 */
import { getDb, type Db } from "#db";
import type { SessionUser } from "#request-context";
import { isAppError } from "#server/errors.ts";
import type { Order, OrderAmounts, OrderPaymentSummary } from "#app/features/orders/order-contract.ts";
import type { ItemDescription, ItemDocument } from "#app/features/orders/order-product-contract.ts";
import { computeOrderAmounts, ORDER_ICS_CONTENT_TYPE, type CancellationOutcome } from "#app/features/orders/index.ts";
import { readPromoCode } from "#app/features/orders/order-checkout-contract.ts";
import {
  activePromoCode,
  applyOrderPromo,
  orderCancellation,
  orderDocumentMoney,
  orderPaymentSummary,
  readAccessibleOrder,
  recordedCancellation,
  startOrderPayment,
  type CancellationRecord,
} from "#app/features/orders/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { NOT_PAYABLE_MESSAGE } from "#app/features/payments/index.ts";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import type { HotelItemDetails } from "./hotel-order-item.ts";
import { cancelHotelOrder, settleHotelOrder } from "./hotel-order-payment.server.ts";
import { hotelOrderProduct } from "./hotel-product.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelIcs, hotelItemOf, renderHotelVoucher } from "./hotel-voucher.server.ts";
import { taxExplanation } from "./stay-pricing.ts";

export type HotelOrderPage = {
  order: Pick<Order, "id" | "code" | "state" | "contact" | "invoice" | "holdExpiresAt">;
  /** The promo code the order carries (its promo adjustment), shown in the code field. */
  promoCode: string | null;
  details: HotelItemDetails;
  itemState: string;
  description: ItemDescription;
  amounts: OrderAmounts;
  payment: OrderPaymentSummary;
  /** Why the last card was declined, while the order can still be paid. */
  declined: string | null;
  documents: ItemDocument[];
  /** What cancelling now would keep and give back (the order core's one computation), while it is paid. */
  terms: CancellationOutcome | null;
  /** The recorded cancellation's figures once cancelled. */
  refund: CancellationRecord | null;
  taxNotes: string[];
  confirmingCancel: boolean;
  bankSteps: Array<{ Name: string; PaymentSteps: Array<{ Step: string; Value: string }> }>;
};

/** The hotel order `id` for whoever may open it (a grant in this browser, or its signed-in owner), or null. */
async function readOwnHotelOrder(request: Request, user: SessionUser | null, id: string): Promise<Order | null> {
  const order = await readAccessibleOrder(getDb(), request, user, id);
  return order?.items.some((item) => item.product === "hotel") ? order : null;
}

async function ownOrder(request: Request, user: SessionUser | null, id: string): Promise<Order> {
  const order = await readOwnHotelOrder(request, user, id);
  if (!order) throw new Response("Reserva no encontrada", { status: 404 });
  return order;
}

export async function loadHotelOrderPage(
  request: Request,
  user: SessionUser | null,
  id: string,
  now = new Date(),
): Promise<HotelOrderPage> {
  const db = getDb();
  const order = await settleHotelOrder(db, await ownOrder(request, user, id), now);
  const item = hotelItemOf(order);
  if (!item) throw new Response("Reserva no encontrada", { status: 404 });
  const payments = await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id });
  const unpaid = order.state === "held" || order.state === "pending_payment";
  const last = payments[0];
  const cash = payments.find((payment) => payment.status === "pending" && payment.cash);
  const paid = order.state === "paid" || order.state === "fulfilled";
  return {
    order: {
      id: order.id,
      code: order.code,
      state: order.state,
      contact: order.contact,
      invoice: order.invoice,
      holdExpiresAt: order.holdExpiresAt,
    },
    promoCode: activePromoCode(order),
    details: item.details,
    itemState: item.state,
    description: hotelOrderProduct.describe(item),
    amounts: computeOrderAmounts(order),
    payment: await orderPaymentSummary(db, order),
    declined: unpaid && last?.status === "declined" ? last.message : null,
    documents: hotelOrderProduct.documents(item, { order }),
    terms: paid ? await orderCancellation(db, order, now) : null,
    refund: order.state === "cancelled" ? await recordedCancellation(db, order.id) : null,
    taxNotes: taxExplanation(item.details.hotel.countryCode),
    confirmingCancel: paid && new URL(request.url).searchParams.get("cancelar") === "1",
    bankSteps: cash?.cash?.bankSteps.map(({ Name, PaymentSteps }) => ({ Name, PaymentSteps })) ?? [],
  };
}

export type HotelOrderPostOutcome =
  | { kind: "redirect"; location: string; document: boolean }
  | { kind: "message"; status: number; message: string; promo?: { code: string } };

/**
 * The code field of the pay form: 'Aplicar' applies it; 'Pagar' applies a newly typed one before paying. Answers the
 * refusal (the field's message, the code as typed), or null when the order now carries the code or none was typed.
 */
async function promoOfPost(
  db: Db,
  order: Order,
  form: FormData,
  applying: boolean,
): Promise<HotelOrderPostOutcome | null> {
  const raw = form.get("promoCode");
  const typed = typeof raw === "string" ? raw.slice(0, 20) : "";
  if (!applying && (typed.trim() === "" || typed.trim().toUpperCase() === activePromoCode(order))) return null;
  const parsed = readPromoCode(typed);
  // Answered as the page with the field's message (200, as the flight checkout does: the page stays usable).
  if (!parsed.ok) return { kind: "message", status: 200, message: parsed.message, promo: { code: typed } };
  const outcome = await applyOrderPromo(db, order.id, parsed.code);
  if (outcome.status === "refused") {
    return { kind: "message", status: 200, message: outcome.message, promo: { code: typed } };
  }
  return null;
}

/** 'Aplicar' (intent pay, applyPromo), 'Pagar' (intent pay, method card|cash) and 'Sí, cancelar' (intent cancel). */
export async function handleHotelOrderPost(
  request: Request,
  user: SessionUser | null,
  id: string,
  form: FormData,
): Promise<HotelOrderPostOutcome> {
  const db = getDb();
  const order = await ownOrder(request, user, id);
  const page = hotelOrderPaths(order.id).page;
  const intent = form.get("intent");
  try {
    if (intent === "cancel") {
      await cancelHotelOrder(db, order.id);
      return { kind: "redirect", location: page, document: false };
    }
    if (intent !== "pay") return { kind: "message", status: 400, message: "Elige una acción." };
    const applying = form.get("applyPromo") !== null;
    const refused = await promoOfPost(db, order, form, applying);
    if (refused) return refused;
    if (applying) return { kind: "redirect", location: page, document: false };
    const method = form.get("method");
    if (method !== "card" && method !== "cash") {
      return { kind: "message", status: 400, message: "Elige cómo quieres pagar." };
    }
    // The order core's payment, of the order as it is now (a code applied by this post is in the amount charged).
    const outcome = await startOrderPayment(db, order, { method });
    switch (outcome.status) {
      case "redirect":
        // The gateway's page is another document: a full navigation, never a client-side route.
        return { kind: "redirect", location: outcome.url, document: true };
      case "cash":
      case "already_paid":
        return { kind: "redirect", location: page, document: false };
      case "cards_disabled":
        return {
          kind: "message",
          status: 200,
          message: "Se rechazaron varias tarjetas. Paga con código en banca por internet, agentes o bodegas.",
        };
      case "not_payable":
        return { kind: "message", status: 200, message: NOT_PAYABLE_MESSAGE };
    }
  } catch (error) {
    if (isAppError(error) && (error.status < 500 || error.code === "UNAVAILABLE")) {
      return { kind: "message", status: error.status < 500 ? 409 : 503, message: error.message };
    }
    throw error;
  }
}

/** A paid hotel order's voucher PDF or calendar file, for its owner; null for anyone else or before payment. */
export async function hotelOrderDocument(
  request: Request,
  user: SessionUser | null,
  id: string,
  kind: "voucher" | "calendar",
): Promise<{ content: Uint8Array; fileName: string; contentType: string } | null> {
  const order = await readOwnHotelOrder(request, user, id);
  const item = order ? hotelItemOf(order) : null;
  if (!order || !item || !["confirmed", "fulfilled", "cancelled"].includes(item.state)) return null;
  if (kind === "calendar") {
    if (item.state === "cancelled") return null;
    return {
      content: new TextEncoder().encode(hotelIcs(order, item)),
      fileName: `estadia-${order.code}.ics`,
      contentType: ORDER_ICS_CONTENT_TYPE,
    };
  }
  return {
    content: await renderHotelVoucher(order, item, await orderDocumentMoney(getDb(), order)),
    fileName: `voucher-hotel-${order.code}.pdf`,
    contentType: "application/pdf",
  };
}
