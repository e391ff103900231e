/**
 * The flight order page's server side (/vuelos/reserva/:id): the order opened through the order core's access rule
 * (a guest grant or its signed-in owner), and its posts: cancelling an unpaid booking, leaving the guest's grant.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { AppError } from "#server/errors.ts";
import { dropOrderGrant, mayOpenOrder, MY_ORDERS_PATH } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import type { BookingAccount } from "./booking-money.ts";
import { cancelGrantedBooking, readGrantedBooking } from "./booking-service.server.ts";
import { flightOrderPath } from "./flight-order-path.ts";

const NOTICES: Record<string, string> = { anulada: "Cancelaste la reserva. Sus asientos quedaron libres." };

export type FlightOrderData = {
  booking: BookingDetail;
  account: BookingAccount;
  confirmingCancel: boolean;
  notice: string | null;
};

/** The flight order `id` with its money, when this request may open it; null otherwise. */
export async function grantedBooking(
  request: Request,
  user: SessionUser | null,
  id: string,
): Promise<{ booking: BookingDetail; account: BookingAccount } | null> {
  if (!(await mayOpenOrder(getDb(), request, user, id))) return null;
  const booking = await readGrantedBooking(getDb(), id);
  const account = booking ? await bookingAccountOf(getDb(), booking.id) : null;
  return booking && account ? { booking, account } : null;
}

/** The page's data; a 404 for anyone the access rule does not let in (the same as for an unknown order). */
export async function loadFlightOrderPage(request: Request, user: SessionUser | null, id: string) {
  const granted = await grantedBooking(request, user, id);
  if (!granted) throw new Response("No encontrado", { status: 404 });
  const url = new URL(request.url);
  return {
    ...granted,
    confirmingCancel: url.searchParams.get("cancelar") === "1",
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
  } satisfies FlightOrderData;
}

export type FlightOrderPostOutcome =
  { kind: "redirect"; location: string; cookie?: string } | { kind: "refused"; status: number; message: string };

/** 'Sí, cancelar reserva' (an unpaid booking's seats go back) and 'Consultar otra reserva' (the grant is dropped). */
export async function handleFlightOrderPost(
  request: Request,
  user: SessionUser | null,
  id: string,
  form: FormData,
): Promise<FlightOrderPostOutcome> {
  const intent = form.get("intent");
  if (intent === "exit") return { kind: "redirect", location: MY_ORDERS_PATH, cookie: dropOrderGrant(request, id) };
  if (intent !== "cancel" || !(await mayOpenOrder(getDb(), request, user, id))) {
    return { kind: "redirect", location: MY_ORDERS_PATH };
  }
  try {
    await cancelGrantedBooking(getDb(), id);
  } catch (error) {
    if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) {
      return { kind: "refused", status: 409, message: error.message };
    }
    throw error;
  }
  return { kind: "redirect", location: `${flightOrderPath(id)}?aviso=anulada` };
}
