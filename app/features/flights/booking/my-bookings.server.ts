/**
 * The /mis-reservas page's server side: a flight order opened through the order core's access rule
 * (`?reserva=<id>`: a guest grant or its signed-in owner), the look-up of any order, and the cancel and exit posts. The
 * signed-in account's list of every order is the core's (`ordersOfVisitor`).
 */
import { getDb } from "#db";
import type { LimitAttempt, SessionUser } from "#request-context";
import { AppError } from "#server/errors.ts";
import { dropOrderGrant, lookupOrder, mayOpenOrder, type LookupFailure } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import type { BookingAccount } from "./booking-money.ts";
import { cancelGrantedBooking, readGrantedBooking } from "./booking-service.server.ts";

const MY_BOOKINGS = "/mis-reservas";
const bookingPage = (id: string) => `${MY_BOOKINGS}?reserva=${encodeURIComponent(id)}`;

/** The flight order `?reserva=` names, with its money, when this request may open it; null otherwise. */
export async function grantedBooking(
  request: Request,
  user: SessionUser | null,
): Promise<{ booking: BookingDetail; account: BookingAccount } | null> {
  const id = new URL(request.url).searchParams.get("reserva");
  if (!id || !(await mayOpenOrder(getDb(), request, user, id))) return null;
  const booking = await readGrantedBooking(getDb(), id);
  const account = booking ? await bookingAccountOf(getDb(), booking.id) : null;
  return booking && account ? { booking, account } : null;
}

export type GuestPostOutcome =
  { kind: "redirect"; location: string; cookie?: string } | { kind: "failure"; status: number; failure: LookupFailure };

export async function handleGuestBookingPost(
  request: Request,
  user: SessionUser | null,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string },
): Promise<GuestPostOutcome> {
  const intent = form.get("intent");
  const id = new URL(request.url).searchParams.get("reserva");
  if (intent === "exit") {
    return { kind: "redirect", location: MY_BOOKINGS, ...(id ? { cookie: dropOrderGrant(request, id) } : {}) };
  }
  if (intent === "cancel") {
    if (!id || !(await mayOpenOrder(getDb(), request, user, id))) return { kind: "redirect", location: MY_BOOKINGS };
    try {
      await cancelGrantedBooking(getDb(), id);
    } catch (error) {
      if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) {
        return {
          kind: "failure",
          status: 409,
          failure: { message: error.message, errors: {}, values: { code: "", email: "" } },
        };
      }
      throw error;
    }
    return { kind: "redirect", location: `${bookingPage(id)}&aviso=anulada` };
  }
  const outcome = await lookupOrder(getDb(), request, form, options);
  if (!outcome.ok) return { kind: "failure", status: outcome.status, failure: outcome };
  // Post/redirect/get: the order is read through the grant cookie, so a refresh does not post the e-mail again.
  return { kind: "redirect", location: outcome.location, cookie: outcome.setCookie };
}
