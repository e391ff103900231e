import type { Db } from "#db";
import type { BookingDetail, BookingState } from "./booking-contract.ts";
import { listBookingsOfUser } from "./booking-service.server.ts";

/**
 * A booking as the profile's "mis reservas" and the local 'bookings' list show it. The commerce issues (flights,
 * hotels, packages, insurance checkouts) own the bookings table; this is the contract they fill.
 */
export type UserBooking = {
  id: string;
  /** The reservation code the visitor quotes (SPEC 3 'Reserva'). */
  reference: string;
  product: "flight" | "hotel" | "flight-hotel" | "package" | "insurance";
  description: string;
  status: "pending-payment" | "confirmed" | "cancelled";
  total: { amountMinor: number; currency: "PEN" | "USD" };
  /** ISO timestamps. */
  createdAt: string;
  travelDate: string | null;
};

const STATUS: Record<BookingState, UserBooking["status"]> = {
  held: "pending-payment",
  pending_payment: "pending-payment",
  confirmed: "confirmed",
  ticketed: "confirmed",
  expired: "cancelled",
  cancelled: "cancelled",
};

/** "Vuelo LIM - CUZ - LIM": the airports in travel order, without consecutive repeats. */
function routeOf(detail: BookingDetail): string {
  const stops: string[] = [];
  for (const slice of detail.offer.slices) {
    for (const stop of [slice.origin, slice.destination]) if (stops.at(-1) !== stop) stops.push(stop);
  }
  return `Vuelo ${stops.join(" - ")}`;
}

/**
 * The session user's bookings, newest first (the flight bookings of issue 18; other products add theirs here).
 * No passenger data: the list also goes to the browser's 'bookings' key. Callers scope it to the session's user.
 */
export async function listUserBookings(db: Db, userId: string): Promise<UserBooking[]> {
  const details = await listBookingsOfUser(db, userId);
  return details
    .map((detail) => ({
      id: detail.id,
      reference: detail.code,
      product: "flight" as const,
      description: routeOf(detail),
      status: STATUS[detail.state],
      total: { amountMinor: detail.price.totalMinor, currency: detail.price.currency },
      createdAt: detail.createdAt,
      travelDate: detail.travelDate,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
