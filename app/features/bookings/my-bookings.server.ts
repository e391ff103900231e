/** The /mis-reservas page's server side: the granted booking, and the look-up, cancel and exit posts. */
import { getDb } from "#db";
import type { LimitAttempt } from "#request-context";
import { AppError } from "#server/errors.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import type { BookingAccount } from "./booking-money.ts";
import { clearGrantCookie, grantCookie, grantedBookingId, lookupForGuest } from "./booking-lookup.server.ts";
import { cancelGrantedBooking, readGrantedBooking } from "./booking-service.server.ts";
import type { LookupFailure } from "./my-bookings-page.tsx";

/** The booking the grant cookie opened, with its money (amounts, paid amount, pending cash code). */
export async function grantedBooking(
  request: Request,
): Promise<{ booking: BookingDetail; account: BookingAccount } | null> {
  const id = grantedBookingId(request.headers.get("cookie"));
  const booking = id ? await readGrantedBooking(getDb(), id) : null;
  const account = booking ? await bookingAccountOf(getDb(), booking.id) : null;
  return booking && account ? { booking, account } : null;
}

export type GuestPostOutcome =
  { kind: "redirect"; location: string; cookie?: string } | { kind: "failure"; status: number; failure: LookupFailure };

export async function handleGuestBookingPost(
  request: Request,
  form: FormData,
  options: { limitAttempt: LimitAttempt; clientIp: string; siteUrl: string },
): Promise<GuestPostOutcome> {
  const intent = form.get("intent");
  if (intent === "exit") return { kind: "redirect", location: "/mis-reservas", cookie: clearGrantCookie() };
  if (intent === "cancel") {
    const id = grantedBookingId(request.headers.get("cookie"));
    if (!id) return { kind: "redirect", location: "/mis-reservas" };
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
    return { kind: "redirect", location: "/mis-reservas?aviso=anulada" };
  }
  const outcome = await lookupForGuest(getDb(), form, options);
  if (!outcome.ok) {
    const invalid = Object.keys(outcome.errors).length > 0;
    return { kind: "failure", status: invalid ? 400 : 200, failure: outcome };
  }
  // Post/redirect/get: the detail is read through the cookie, so a refresh does not post the e-mail again.
  return { kind: "redirect", location: "/mis-reservas", cookie: grantCookie(outcome.booking.id) };
}
