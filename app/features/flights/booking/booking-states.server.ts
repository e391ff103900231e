/**
 * A booking's life cycle (issue 18): the only place that knows which state may follow which. Every change is a
 * conditional update (`where state = from`) inside the caller's transaction plus an event row with time and actor;
 * a booking that ends (expired, cancelled) while it still holds seats gives them back in the same transaction,
 * through its supplier's port and the hold reference the flight item keeps (decision 056).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { bookingEvents, bookings } from "#server/db/schema/bookings.ts";
import { bookingSupplier } from "#app/features/flights/flight-search-config.server.ts";
import type { Order, OrderState } from "#app/features/orders/order-contract.ts";
import {
  itemSupplierRefs,
  loadOrder,
  setItemSupplierRefs,
  transitionItem,
  transitionOrder,
} from "#app/features/orders/index.server.ts";
import { canTransitionOrder } from "#app/features/orders/index.ts";
import type { BookingActor, BookingState } from "./booking-contract.ts";

export const BOOKING_TRANSITIONS: Record<BookingState, readonly BookingState[]> = {
  held: ["pending_payment", "expired", "cancelled"],
  pending_payment: ["confirmed", "expired", "cancelled"],
  confirmed: ["ticketed", "cancelled"],
  ticketed: ["cancelled"],
  expired: [],
  cancelled: [],
};

/** States that still hold or own seats: a booking in one of these counts for duplicate detection. */
export const LIVE_STATES: readonly BookingState[] = ["held", "pending_payment", "confirmed", "ticketed"];
/** States whose seats are only held (not yet sold). */
export const HOLDING_STATES: readonly BookingState[] = ["held", "pending_payment"];

export function canTransition(from: BookingState, to: BookingState): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/**
 * Moves a booking from `from` to `to` if (and only if) it is in `from` now and the move is allowed. Returns false
 * when the booking was not in `from` (someone else moved it first); throws for a move the life cycle forbids.
 * Expired/cancelled release its still-held seats; confirmed turns them into sold seats.
 */
export async function transitionBooking(
  tx: Tx,
  id: string,
  from: BookingState,
  to: BookingState,
  actor: BookingActor,
  /** false: the order stays as it is (the core cancels this flight alone from a basket, decision 063). */
  orderFollows = true,
): Promise<boolean> {
  if (!canTransition(from, to)) throw new Error(`booking transition ${from} -> ${to} is not allowed`);
  const ending = to === "expired" || to === "cancelled";
  const updated = await tx
    .update(bookings)
    .set({
      state: to,
      updatedAt: sql`now()`,
      ...(ending || to === "confirmed" || to === "ticketed" ? { holdExpiresAt: null } : {}),
    })
    .where(and(eq(bookings.id, id), eq(bookings.state, from)))
    .returning({ id: bookings.id });
  if (updated.length === 0) return false;
  await tx.insert(bookingEvents).values({ bookingId: id, fromState: from, toState: to, actor });
  const settles = ending || to === "confirmed";
  const order = settles || ORDER_STATE_OF[to] ? await loadOrder(tx, id) : null;
  if (settles && order) await settleAtSupplier(tx, order, ending ? "release" : "confirm");
  if (order && orderFollows) await followInOrder(tx, order, to, actor);
  return true;
}

/** The order state a booking's move leads to (confirmed and ticketed are the order core's own moves). */
const ORDER_STATE_OF: Partial<Record<BookingState, OrderState>> = {
  pending_payment: "pending_payment",
  expired: "expired",
  cancelled: "cancelled",
};

/**
 * Keeps the booking's order in step when the booking moves on its own (a lapsed hold, its owner's cancellation, a cash
 * code): the order follows and its items end. Conditional moves: when the order core made the move first, nothing.
 */
async function followInOrder(tx: Tx, order: Order, to: BookingState, actor: BookingActor): Promise<void> {
  const target = ORDER_STATE_OF[to];
  if (!target) return;
  if (order.state === target || !canTransitionOrder(order.state, target)) return;
  await transitionOrder(tx, order.id, order.state, target, actor);
  if (target === "pending_payment") return;
  for (const item of order.items) {
    await transitionItem(tx, item.id, ["held"], "released");
    if (target === "cancelled") await transitionItem(tx, item.id, ["confirmed", "fulfilled"], "cancelled");
  }
}

/** Releases the flight item's hold at its supplier, or confirms it (the sale) and keeps the booking reference. */
async function settleAtSupplier(tx: Tx, order: Order, how: "release" | "confirm"): Promise<void> {
  const item = order.items.find((candidate) => candidate.product === "flight");
  const refs = item ? itemSupplierRefs(item.details) : null;
  if (!item || !refs?.holdRef) return;
  const supplier = bookingSupplier(refs.supplier);
  if (!supplier) throw new Error(`supplier ${refs.supplier} cannot settle holds`);
  if (how === "release") {
    await supplier.release(tx, refs.holdRef);
    return;
  }
  const booked = await supplier.confirm(tx, refs.holdRef);
  if (booked) await setItemSupplierRefs(tx, item.id, { ...refs, bookingRef: booked.bookingRef });
}
