import type { Db } from "#db";

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

/**
 * The session user's bookings, newest first. No bookings table exists yet (it arrives with the commerce issues),
 * so the list is empty: the seam is this function, which those issues implement by querying their table with
 * `where user_id = userId order by created_at desc`. Callers already scope it to the session's user.
 */
export async function listUserBookings(_db: Db, _userId: string): Promise<UserBooking[]> {
  return [];
}
