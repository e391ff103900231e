/**
 * The server side of 'Mis reservas' for every product: the guests' look-up page (/mis-reservas) and the account's
 * list (/perfil/mis-reservas). The list is the account's orders; a paid order its rules allow is cancelled from it
 * through the order core's one cancellation (figures, refund ledger, e-mail).
 */
import { getDb } from "#db";
import type { LimitAttempt, SessionUser } from "#request-context";
import { AppError } from "#server/errors.ts";
import type { CancellationFigures } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import { cancelOrderWithRefund, orderCancellation } from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { accountOwnsOrder, mayOpenOrder, orderPagePath } from "#app/features/orders/access/order-access.server.ts";
import { ordersOfVisitor, type AccountOrderEntry } from "#app/features/orders/access/account-orders.server.ts";
import { lookupOrder, type LookupFailure } from "#app/features/orders/access/order-lookup.server.ts";
import { MY_ORDERS_PATH } from "./my-orders-paths.ts";

export { MY_ORDERS_PATH, PROFILE_ORDERS_PATH } from "./my-orders-paths.ts";

/** The notices a redirect names (`?aviso=`); the same words for every product. */
const NOTICES: Record<string, string> = {
  anulada: "Cancelaste la reserva. En la lista verás lo que te devolvemos; te lo enviamos también por correo.",
};

export type MyOrdersData = {
  orders: AccountOrderEntry[];
  /** The order whose cancellation is being confirmed (`?cancelar=<id>`), with what cancelling now gives back. */
  confirming: { id: string; figures: CancellationFigures } | null;
  notice: string | null;
};

/** The signed-in visitor's orders (guests: none), the cancellation being confirmed and the notice. */
export async function loadMyOrders(user: SessionUser | null, url: URL, now = new Date()): Promise<MyOrdersData> {
  const db = getDb();
  const orders = await ordersOfVisitor(db, user);
  const asked = url.searchParams.get("cancelar");
  const entry = orders.find((candidate) => candidate.id === asked && candidate.cancellable);
  const order = entry ? await loadOrder(db, entry.id) : null;
  const outcome = order ? await orderCancellation(db, order, now) : null;
  return {
    orders,
    confirming: entry && outcome?.allowed ? { id: entry.id, figures: outcome.figures } : null,
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
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

/** 'Sí, cancelar reserva' on the list: the account's own paid order, by the core's one cancellation. */
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
  try {
    await db.transaction((tx) =>
      cancelOrderWithRefund(tx, id, {
        actor: "customer",
        now,
        note: "cancelled by its owner from Mis reservas",
        motive: "Cancelada por el cliente",
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT")
      return { ok: false, status: 409, message: error.message };
    throw error;
  }
  return { ok: true, location: `${listPath}?aviso=anulada` };
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
