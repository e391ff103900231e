/**
 * The server side of 'Mis reservas' for every product: the guests' look-up page (/mis-reservas) and the account's
 * list (/perfil/mis-reservas). The list is the account's orders; a paid order its rules allow is cancelled from it
 * through the order core's one cancellation (figures, refund ledger, e-mail), an unpaid one by releasing its holds.
 */
import { getDb } from "#db";
import type { LimitAttempt, SessionUser } from "#request-context";
import { AppError } from "#server/errors.ts";
import type { CancellationFigures } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import { cancelOrderWithRefund, orderCancellation } from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import {
  cancelUnpaidOrder,
  NOTHING_CHARGED_MESSAGE,
} from "#app/features/orders/lifecycle/unpaid-cancellation.server.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { accountOwnsOrder, mayOpenOrder, orderPagePath } from "#app/features/orders/access/order-access.server.ts";
import { ordersOfVisitor, type AccountOrderEntry } from "#app/features/orders/access/account-orders.server.ts";
import { lookupOrder, type LookupFailure } from "#app/features/orders/access/order-lookup.server.ts";
import { MY_ORDERS_PATH, PRODUCT_FILTERS, productFilterOf } from "./my-orders-paths.ts";

export { MY_ORDERS_PATH, PROFILE_ORDERS_PATH, profileOrdersOf } from "./my-orders-paths.ts";

/** The notices a redirect names (`?aviso=`); the same words for every product. */
const NOTICES: Record<string, string> = {
  anulada: "Cancelaste la reserva. En la lista verás lo que te devolvemos; te lo enviamos también por correo.",
  "anulada-sin-cobro": `Cancelaste la reserva y liberamos lo que tenías separado. ${NOTHING_CHARGED_MESSAGE}`,
};

/** The cancellation being confirmed on the list: a paid order's figures, or an unpaid one (nothing to refund). */
export type ConfirmingCancellation =
  | { id: string; kind: "paid"; figures: CancellationFigures }
  /** `says`: what confirming does, written here so the list's script does not carry it. */
  | { id: string; kind: "unpaid"; says: string };

const UNPAID_CANCEL_SAYS = `Liberaremos lo que separamos para ti y la reserva no se podrá recuperar. ${NOTHING_CHARGED_MESSAGE.slice(0, -1)}, así que no hay nada que devolver.`;

export type MyOrdersData = {
  orders: AccountOrderEntry[];
  /** The order whose cancellation is being confirmed (`?cancelar=<id>`), with what cancelling now gives back. */
  confirming: ConfirmingCancellation | null;
  notice: string | null;
  /** The list shows one product's orders (`?producto=seguros`): what it says of that. */
  filter: string | null;
};

async function confirmingOf(entry: AccountOrderEntry | undefined, now: Date): Promise<ConfirmingCancellation | null> {
  if (entry?.cancellation === "unpaid") return { id: entry.id, kind: "unpaid", says: UNPAID_CANCEL_SAYS };
  const order = entry?.cancellation === "paid" ? await loadOrder(getDb(), entry.id) : null;
  const outcome = order ? await orderCancellation(getDb(), order, now) : null;
  return order && outcome?.allowed ? { id: order.id, kind: "paid", figures: outcome.figures } : null;
}

const filterNote = (label: string, count: number) =>
  `${label}${count === 0 ? ": no tienes reservas de este tipo." : "."}`;

/** The signed-in visitor's orders (guests: none), the cancellation being confirmed and the notice. */
export async function loadMyOrders(user: SessionUser | null, url: URL, now = new Date()): Promise<MyOrdersData> {
  const db = getDb();
  const filter = productFilterOf(url.searchParams.get("producto"));
  const all = await ordersOfVisitor(db, user);
  const orders = filter ? all.filter((entry) => entry.product === PRODUCT_FILTERS[filter].product) : all;
  const asked = url.searchParams.get("cancelar");
  const entry = orders.find((candidate) => candidate.id === asked && candidate.cancellation !== null);
  return {
    orders,
    confirming: await confirmingOf(entry, now),
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
    filter: filter && user ? filterNote(PRODUCT_FILTERS[filter].label, orders.length) : null,
  };
}

/**
 * An old order link (`/mis-reservas?reserva=<id>`, the flight page's former address) goes to the order's own page
 * when this request may open it; null otherwise (the look-up is shown).
 */
export async function legacyOrderPage(request: Request, user: SessionUser | null): Promise<string | null> {
  const id = new URL(request.url).searchParams.get("reserva");
  if (!id || !(await mayOpenOrder(getDb(), request, user, id))) return null;
  const order = await loadOrder(getDb(), id);
  return order ? orderPagePath(order) : null;
}

export type CancelOutcome = { ok: true; location: string } | { ok: false; status: number; message: string };

/**
 * 'Sí, cancelar reserva' on the list: the account's own order, by the core's one cancellation when paid, or released
 * when the form confirmed an unpaid one (`kind=unpaid`: a payment that came first makes it a refusal, never a paid
 * cancellation whose figures the visitor did not see). A retry of an unpaid one answers the same.
 */
export async function cancelListedOrder(
  user: SessionUser | null,
  form: FormData,
  listPath: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const id = form.get("orderId");
  const db = getDb();
  if (typeof id !== "string" || !user || !(await accountOwnsOrder(db, user.id, id))) {
    return { ok: false, status: 404, message: "No encontramos la reserva." };
  }
  const unpaid = form.get("kind") === "unpaid";
  const note = "cancelled by its owner from Mis reservas";
  try {
    await db.transaction(async (tx) => {
      if (unpaid) await cancelUnpaidOrder(tx, id, { actor: "customer", now, note });
      else await cancelOrderWithRefund(tx, id, { actor: "customer", now, note, motive: "Cancelada por el cliente" });
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT")
      return { ok: false, status: 409, message: error.message };
    throw error;
  }
  return { ok: true, location: `${listPath}?aviso=${unpaid ? "anulada-sin-cobro" : "anulada"}` };
}

export type LookupPostOutcome =
  | { kind: "redirect"; location: string; cookie?: string }
  | { kind: "failure"; status: number; failure: LookupFailure }
  /** The list's cancellation was refused (not the account's, or no longer cancellable). */
  | { kind: "refused"; status: number; message: string };

/** /mis-reservas' posts: a cancellation from the signed-in list, or the look-up by code and e-mail. */
export async function handleMyOrdersPost(
  request: Request,
  user: SessionUser | null,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<LookupPostOutcome> {
  if (form.get("intent") === "cancel") {
    const outcome = await cancelListedOrder(user, form, MY_ORDERS_PATH);
    return outcome.ok
      ? { kind: "redirect", location: outcome.location }
      : { kind: "refused", status: outcome.status, message: outcome.message };
  }
  const outcome = await lookupOrder(getDb(), request, form, options);
  if (!outcome.ok) return { kind: "failure", status: outcome.status, failure: outcome };
  // Post/redirect/get: the order is read through the grant cookie, so a refresh does not post the e-mail again.
  return { kind: "redirect", location: outcome.location, cookie: outcome.setCookie };
}
