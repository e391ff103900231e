/**
 * The one order page (issue 40): a held order's review and payment (card or cash code, the promo code), then its
 * confirmation with each item's documents, its cancellation by the order core's one computation, and the refund once
 * cancelled. Product-neutral: every item is described by its own product through the port; the amounts come from the
 * money function. Hotel stays (/hoteles/reserva/:id) and baskets (/reserva/:id: flight+hotel) use it; only whoever
 * the core's access rule lets in sees it (orders/access).
 */
import { getDb, type Db } from "#db";
import type { SessionUser } from "#request-context";
import { AppError, isAppError } from "#server/errors.ts";
import { NOT_PAYABLE_MESSAGE } from "#app/features/payments/index.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import {
  ORDER_PAYABLE,
  type Order,
  type OrderAmounts,
  type OrderPaymentSummary,
} from "#app/features/orders/order-contract.ts";
import type { ItemDescription, ItemDocument } from "#app/features/orders/order-product-contract.ts";
import { readPromoCode } from "#app/features/orders/order-checkout-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/order-money.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { PAYABLE_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { activePromoCode, applyOrderPromo } from "#app/features/orders/order-adjustments.server.ts";
import { loadOrder, lockOrder, orderPaymentSummary } from "#app/features/orders/order-service.server.ts";
import { readAccessibleOrder } from "#app/features/orders/access/order-access.server.ts";
import { expireOrderIfLapsed } from "#app/features/orders/lifecycle/order-expiry.server.ts";
import type { CancellationOutcome } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import {
  cancelOrderWithRefund,
  orderCancellation,
  recordedCancellation,
  type CancellationRecord,
} from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import { startOrderPayment } from "#app/features/orders/payment/order-payment.server.ts";
import { isBasket } from "#app/features/orders/order-basket.ts";
import { cancelOwnOrderItem, itemCancelPage, type ItemCancelPageData } from "./item-cancel-page.server.ts";

export type OrderPageItem = {
  itemId: string;
  state: string;
  description: ItemDescription;
  documents: ItemDocument[];
};

export type OrderPageData = {
  order: Pick<Order, "id" | "code" | "state" | "contact" | "invoice" | "holdExpiresAt">;
  /** The promo code the order carries (its promo adjustment), shown in the code field. */
  promoCode: string | null;
  /** Its live items in position order, each as its product describes it. */
  items: OrderPageItem[];
  /** The heading once paid: the main product's words for one product ('¡Tu estadía está confirmada!'). */
  confirmedHeading: string;
  amounts: OrderAmounts;
  payment: OrderPaymentSummary;
  /** Why the last card was declined, while the order can still be paid. */
  declined: string | null;
  /** What cancelling now would keep and give back (the order core's one computation), while it is paid. */
  terms: CancellationOutcome | null;
  /** The recorded cancellation's figures once cancelled. */
  refund: CancellationRecord | null;
  confirmingCancel: boolean;
  /** One item cancelled alone (decision 063): which may be, the figures being confirmed, those recorded. */
  itemCancel: ItemCancelPageData;
  /** A card payment the buyer came back from is not answered yet: the page says so and asks again by itself. */
  confirmingCard: boolean;
  bankSteps: Array<{ Name: string; PaymentSteps: Array<{ Step: string; Value: string }> }>;
  /** Where to choose again after the hold lapsed (the main product's page), if it says. */
  againPath: string | null;
};

/** The order for whoever may open it, with at least one item `accepts` takes; null otherwise. */
export async function readOrderForPage(
  request: Request,
  user: SessionUser | null,
  id: string,
  accepts: (order: Order) => boolean,
): Promise<Order | null> {
  const order = await readAccessibleOrder(getDb(), request, user, id);
  return order && accepts(order) ? order : null;
}

async function ownOrder(request: Request, user: SessionUser | null, id: string, accepts: (order: Order) => boolean) {
  const order = await readOrderForPage(request, user, id, accepts);
  if (!order) throw new Response("Reserva no encontrada", { status: 404 });
  return order;
}

/**
 * A paid order's amounts as it was paid: an item cancelled alone since is still counted (the table's total is what
 * the customer paid; the item shows its own refund), so the page never shows a re-computed price no one paid.
 */
function asPaid(order: Order): Order {
  return {
    ...order,
    items: order.items.map((item) => (item.state === "cancelled" ? { ...item, state: "fulfilled" } : item)),
  };
}

/**
 * Brings an unpaid order up to date when its page is read: the order core's expiry (a card payment the buyer came
 * back from is asked about; a hold that lapsed unpaid ends the order and each product gives its hold back), which its
 * scheduled job also runs at the hold's end. So the page never offers to pay an order whose hold is gone.
 */
export async function settleOrder(db: Db, order: Order, now = new Date()): Promise<Order> {
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return order;
  await expireOrderIfLapsed(db, order.id, now);
  return (await loadOrder(db, order.id)) ?? order;
}

const liveItems = (order: Order) =>
  [...order.items]
    .filter((item) => item.state !== "released" || order.state === "expired")
    .sort((a, b) => a.position - b.position);

export async function loadOrderPage(
  request: Request,
  user: SessionUser | null,
  id: string,
  accepts: (order: Order) => boolean,
  now = new Date(),
): Promise<OrderPageData> {
  const db = getDb();
  let order = await settleOrder(db, await ownOrder(request, user, id, accepts), now);
  let payments = await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id });
  // Back from the gateway before its notification: ask the provider once (the notification may still come).
  const first = payments[0];
  if (order.state === "pending_payment" && first?.status === "pending" && !first.cash) {
    await refreshPayment(db, first.id);
    order = (await loadOrder(db, order.id)) ?? order;
    payments = await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id });
  }
  const unpaid = order.state === "held" || order.state === "pending_payment";
  const last = payments[0];
  const cash = payments.find((payment) => payment.status === "pending" && payment.cash);
  const paid = order.state === "paid" || order.state === "fulfilled";
  const items = liveItems(order).flatMap((item) => {
    const product = orderProduct(item.product);
    if (!product) return [];
    return [
      {
        itemId: item.id,
        state: item.state,
        description: product.describe(item, { order, audience: "page" }),
        documents: product.documents(item, { order }),
      },
    ];
  });
  const main = items[0]?.description;
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
    items,
    confirmedHeading: isBasket(order)
      ? "¡Tu viaje está confirmado!"
      : (main?.confirmedHeading ?? "¡Tu reserva está confirmada!"),
    amounts: computeOrderAmounts(paid ? asPaid(order) : order),
    payment: await orderPaymentSummary(db, order),
    declined: unpaid && last?.status === "declined" ? last.message : null,
    terms: paid ? await orderCancellation(db, order, now) : null,
    refund: order.state === "cancelled" ? await recordedCancellation(db, order.id) : null,
    confirmingCancel: paid && new URL(request.url).searchParams.get("cancelar") === "1",
    itemCancel: await itemCancelPage(db, order, new URL(request.url), now),
    confirmingCard: unpaid && last?.status === "pending" && !last.cash,
    bankSteps: cash?.cash?.bankSteps.map(({ Name, PaymentSteps }) => ({ Name, PaymentSteps })) ?? [],
    againPath: main?.againPath ?? null,
  };
}

export type OrderPagePostOutcome =
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
): Promise<OrderPagePostOutcome | null> {
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

/**
 * Cancels a paid order for its owner: the order core's cancellation (each item's rules, the same figures the desk
 * shows) recorded in the refunds ledger and e-mailed. CONFLICT when it is not paid or its rules refuse it now.
 */
export async function cancelOwnOrder(db: Db, orderId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
    if (locked.state !== "paid" && locked.state !== "fulfilled") {
      throw new AppError("CONFLICT", "Esta reserva no se puede cancelar: no está pagada o ya terminó.");
    }
    const { figures } = await cancelOrderWithRefund(tx, orderId, {
      actor: "customer",
      now,
      note: "cancelled by its owner",
      motive: "Cancelada por el cliente",
    });
    return figures;
  });
}

/**
 * 'Aplicar' (intent pay, applyPromo), 'Pagar' (intent pay, method card|cash), 'Sí, cancelar' (intent cancel) and
 * 'Sí, cancelar solo este servicio' (intent cancel-item, itemId).
 */
export async function handleOrderPagePost(
  request: Request,
  user: SessionUser | null,
  id: string,
  form: FormData,
  options: { accepts: (order: Order) => boolean; pagePath: (orderId: string) => string },
): Promise<OrderPagePostOutcome> {
  const db = getDb();
  const order = await ownOrder(request, user, id, options.accepts);
  const page = options.pagePath(order.id);
  const intent = form.get("intent");
  try {
    if (intent === "cancel") {
      await cancelOwnOrder(db, order.id);
      return { kind: "redirect", location: page, document: false };
    }
    if (intent === "cancel-item") {
      await cancelOwnOrderItem(db, order.id, form);
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
