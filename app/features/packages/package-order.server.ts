/**
 * /paquetes/reserva/:id: a held package order's review (lines, travellers, cancellation rules) and payment through
 * the order core, then its confirmation (voucher, calendar, cancellation by the package's tiers). Only whoever the
 * order core's access rule lets in sees it (orders/access).
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { isAppError } from "#server/errors.ts";
import type { Order, OrderAmounts, OrderPaymentSummary } from "#app/features/orders/order-contract.ts";
import type { ItemDescription, ItemDocument } from "#app/features/orders/order-product-contract.ts";
import { computeOrderAmounts, ORDER_ICS_CONTENT_TYPE, type CancellationOutcome } from "#app/features/orders/index.ts";
import { readPromoCode } from "#app/features/orders/order-checkout-contract.ts";
import {
  activePromoCode,
  applyOrderPromo,
  cancelOwnOrder,
  loadOrder,
  orderCancellation,
  orderDocumentMoney,
  orderPaymentSummary,
  readOrderForPage,
  recordedCancellation,
  settleOrder,
  startOrderPayment,
  type CancellationRecord,
} from "#app/features/orders/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { NOT_PAYABLE_MESSAGE } from "#app/features/payments/index.ts";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import { packageIcs, packageItemOf, renderPackageVoucher } from "./package-documents.server.ts";
import type { PackageItemDetails } from "./package-order-item.ts";
import { packageOrderProduct } from "./package-product.server.ts";
import { packageOrderPaths } from "./package-urls.ts";

export type PackageOrderPage = {
  order: Pick<Order, "id" | "code" | "state" | "contact" | "holdExpiresAt" | "travellers">;
  promoCode: string | null;
  details: PackageItemDetails;
  description: ItemDescription;
  amounts: OrderAmounts;
  payment: OrderPaymentSummary;
  declined: string | null;
  documents: ItemDocument[];
  terms: CancellationOutcome | null;
  refund: CancellationRecord | null;
  confirmingCancel: boolean;
  bankSteps: Array<{ Name: string; PaymentSteps: Array<{ Step: string; Value: string }> }>;
};

const hasPackage = (order: Order) => packageItemOf(order) !== null;

async function ownOrder(request: Request, user: SessionUser | null, id: string): Promise<Order> {
  const order = await readOrderForPage(request, user, id, hasPackage);
  if (!order) throw new Response("Reserva no encontrada", { status: 404 });
  return order;
}

export async function loadPackageOrderPage(
  request: Request,
  user: SessionUser | null,
  id: string,
  now = new Date(),
): Promise<PackageOrderPage> {
  const db = getDb();
  const order = await settleOrder(db, await ownOrder(request, user, id), now);
  const item = packageItemOf(order);
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
      holdExpiresAt: order.holdExpiresAt,
      travellers: order.travellers,
    },
    promoCode: activePromoCode(order),
    details: item.details,
    description: packageOrderProduct.describe(item),
    amounts: computeOrderAmounts(order),
    payment: await orderPaymentSummary(db, order),
    declined: unpaid && last?.status === "declined" ? last.message : null,
    documents: packageOrderProduct.documents(item, { order }),
    terms: paid ? await orderCancellation(db, order, now) : null,
    refund: order.state === "cancelled" ? await recordedCancellation(db, order.id) : null,
    confirmingCancel: paid && new URL(request.url).searchParams.get("cancelar") === "1",
    bankSteps: cash?.cash?.bankSteps.map(({ Name, PaymentSteps }) => ({ Name, PaymentSteps })) ?? [],
  };
}

/** What a post that stays on the page answers: the payment form's refusal (orders/ui PayResult). */
export type PackageOrderPostOutcome =
  | { kind: "redirect"; location: string; document: boolean }
  | {
      kind: "refused";
      status: number;
      result: {
        kind: "pay_refused";
        message: string;
        field?: "promoCode";
        posted: { method: string; promoCode: string };
      };
    };

/** 'Aplicar' and 'Pagar' (intent pay: the promo code, then card or cash) and 'Sí, cancelar' (intent cancel). */
export async function handlePackageOrderPost(
  request: Request,
  user: SessionUser | null,
  id: string,
  form: FormData,
  now = new Date(),
): Promise<PackageOrderPostOutcome> {
  const db = getDb();
  const order = await ownOrder(request, user, id);
  const page = packageOrderPaths(order.id).page;
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.slice(0, 20) : "";
  };
  const posted = { method: text("method"), promoCode: text("promoCode") };
  const refused = (status: number, message: string, field?: "promoCode") => ({
    kind: "refused" as const,
    status,
    result: { kind: "pay_refused" as const, message, posted, ...(field ? { field } : {}) },
  });
  try {
    if (form.get("intent") === "cancel") {
      await cancelOwnOrder(db, order.id, now);
      return { kind: "redirect", location: page, document: false };
    }
    if (form.get("intent") !== "pay") return refused(400, "Elige una acción.");
    const applying = form.get("applyPromo") !== null;
    const typed = posted.promoCode.trim();
    if (applying || (typed !== "" && typed.toUpperCase() !== activePromoCode(order))) {
      const parsed = readPromoCode(typed);
      if (!parsed.ok) return refused(200, parsed.message, "promoCode");
      const outcome = await applyOrderPromo(db, order.id, parsed.code);
      if (outcome.status === "refused") return refused(200, outcome.message, "promoCode");
      if (applying) return { kind: "redirect", location: page, document: false };
    }
    const method = posted.method;
    if (method !== "card" && method !== "cash") return refused(400, "Elige cómo quieres pagar.");
    const current = (await loadOrder(db, order.id)) ?? order;
    const outcome = await startOrderPayment(db, current, { method });
    switch (outcome.status) {
      case "redirect":
        return { kind: "redirect", location: outcome.url, document: true };
      case "cash":
      case "already_paid":
        return { kind: "redirect", location: page, document: false };
      case "cards_disabled":
        return refused(200, "Se rechazaron varias tarjetas. Paga con código en banca por internet, agentes o bodegas.");
      case "not_payable":
        return refused(200, NOT_PAYABLE_MESSAGE);
    }
  } catch (error) {
    if (isAppError(error) && (error.status < 500 || error.code === "UNAVAILABLE"))
      return refused(error.status < 500 ? 409 : 503, error.message);
    throw error;
  }
}

/** A paid package order's voucher PDF or calendar file, for its owner; null for anyone else or before payment. */
export async function packageOrderDocument(
  request: Request,
  user: SessionUser | null,
  id: string,
  kind: "voucher" | "calendar",
): Promise<{ content: Uint8Array; fileName: string; contentType: string } | null> {
  const order = await readOrderForPage(request, user, id, hasPackage);
  const item = order ? packageItemOf(order) : null;
  if (!order || !item || !["confirmed", "fulfilled", "cancelled"].includes(item.state)) return null;
  if (kind === "calendar") {
    if (item.state === "cancelled") return null;
    return {
      content: new TextEncoder().encode(packageIcs(order, item)),
      fileName: `paquete-${order.code}.ics`,
      contentType: ORDER_ICS_CONTENT_TYPE,
    };
  }
  return {
    content: await renderPackageVoucher(order, item, await orderDocumentMoney(getDb(), order)),
    fileName: `voucher-paquete-${order.code}.pdf`,
    contentType: "application/pdf",
  };
}
