/**
 * Who is asking for a booking on a page request: the signed-in user, the browser's checkout session (its cookie),
 * or a guest grant of the order core's access rule (the e-mail's link, code + e-mail). Anything else is not found.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import type { BookingDetail, BookingOwner } from "./booking-contract.ts";
import { hasOrderGrant } from "#app/features/orders/index.server.ts";
import { readBooking, readGrantedBooking } from "./booking-service.server.ts";
import { checkoutTokenFrom, findCheckout } from "#app/features/flights/checkout/checkout-session.server.ts";

export async function ownersOf(request: Request, user: SessionUser | null): Promise<BookingOwner[]> {
  const owners: BookingOwner[] = user ? [{ kind: "user", userId: user.id }] : [];
  const checkout = await findCheckout(getDb(), checkoutTokenFrom(request), user?.id ?? null);
  if (checkout.status === "found") owners.push({ kind: "checkout", checkoutId: checkout.checkout.id });
  return owners;
}

/** The booking `id` for whoever asks, with the owner that proved access; null for anyone else. */
export async function readOwnBooking(
  request: Request,
  user: SessionUser | null,
  id: string,
): Promise<{ booking: BookingDetail; owner: BookingOwner } | null> {
  for (const owner of await ownersOf(request, user)) {
    const booking = await readBooking(getDb(), id, owner);
    if (booking) return { booking, owner };
  }
  // A guest who opened the e-mail's link or proved code + e-mail holds a signed grant for the booking's order.
  if (hasOrderGrant(request, id)) {
    const booking = await readGrantedBooking(getDb(), id);
    if (booking) return { booking, owner: { kind: "code", code: booking.code, email: booking.contact.email } };
  }
  return null;
}
