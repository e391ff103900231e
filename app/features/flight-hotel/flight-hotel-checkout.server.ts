/**
 * /vuelohotel/reservar (issue 41): the checkout of a flight+hotel basket (what it shows:
 * flight-hotel-checkout-load.server.ts), then the travellers entered once (the room's lead guest chosen among the
 * adults), contact and consents. The post holds the chosen seats and room nights as one order (holdFlightHotel) and
 * goes to its page (/reserva/:id), granted to this browser.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { isAppError } from "#server/errors.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "#server/idempotency.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { formatMoney } from "#app/utils/money.ts";
import {
  makePassengersSchema,
  passengersFormValues,
  postedTextValues,
} from "#app/features/flights/passengers-form-contract.ts";
import { guestRooms } from "#app/features/hotels/index.server.ts";
import { basketOrderPath, grantOrder } from "#app/features/orders/index.server.ts";
import { holdFlightHotel } from "./flight-hotel-order.server.ts";
import { loadCheckout } from "./flight-hotel-checkout-load.server.ts";

/** The page (serialisable). */
export async function loadFlightHotelCheckout(params: URLSearchParams, now = new Date()) {
  const { page } = await loadCheckout(params, now);
  return page;
}

export type FlightHotelCheckoutData = Awaited<ReturnType<typeof loadFlightHotelCheckout>>;

export type FlightHotelCheckoutFailure = {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  idempotencyKey: string;
};

export type FlightHotelCheckoutOutcome =
  | { kind: "redirect"; location: string; setCookie: string }
  | { kind: "failure"; status: number; failure: FlightHotelCheckoutFailure };

const FORM_MESSAGE = "Revisa los datos marcados.";
const usd = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });

/** 'El precio cambió de US$ 922.46 a US$ 950.10 …': the basket's total moved between the page and the post. */
export function priceChangedMessage(seenMinor: number, currentMinor: number): string {
  const why =
    currentMinor > seenMinor
      ? "quedan menos asientos o habitaciones a ese precio"
      : "el vuelo o el hotel bajaron de precio";
  return `El precio cambió de ${usd(seenMinor)} a ${usd(currentMinor)}: ${why}. Revisa el nuevo total y pulsa de nuevo "Continuar al pago" para aceptarlo, o vuelve a los resultados.`;
}
export const LEAD_GUEST_MESSAGE = "Elige un adulto distinto como titular de cada habitación.";

/** 'Continuar al pago': validates, holds the seats and the room as one order, then goes to its page. */
export async function submitFlightHotelCheckout(
  request: Request,
  form: FormData,
  user: SessionUser | null,
  now = new Date(),
): Promise<FlightHotelCheckoutOutcome> {
  const params = new URL(request.url).searchParams;
  const { page, priced } = await loadCheckout(params, now);
  const values = postedTextValues(form);
  const fail = (status: number, message: string, errors: Record<string, string> = {}, freshKey = false) => ({
    kind: "failure" as const,
    status,
    failure: {
      message,
      errors,
      values,
      idempotencyKey: freshKey ? randomUUID() : (values.idempotencyKey ?? randomUUID()),
    },
  });
  if (!page.rate || !page.rate.available || !priced) {
    return fail(409, "Este hotel o el vuelo ya no están disponibles para tus fechas. Vuelve a los resultados.");
  }
  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const type of page.passengerTypes) counts[type] += 1;
  const schema = makePassengersSchema({ counts, lastFlightDate: page.lastFlightDate, today: page.today });
  const parsed = schema.safeParse(passengersFormValues(form));
  const rooms = guestRooms(page.search);
  // One lead guest per room, each a different adult traveller.
  const leads = rooms.map((_, room) => Number(form.get(`leadGuest.${String(room)}`) ?? ""));
  const leadErrors = Object.fromEntries(
    leads.flatMap((lead, room) =>
      page.adultIndexes.includes(lead) && leads.indexOf(lead) === room
        ? []
        : [[`leadGuest.${String(room)}`, LEAD_GUEST_MESSAGE]],
    ),
  );
  if (!parsed.success || Object.keys(leadErrors).length > 0) {
    return fail(400, FORM_MESSAGE, { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...leadErrors });
  }
  // The total the page showed: a flight or a room that moved since is said, with both figures, before anything is held.
  const seen = Number(form.get("seenTotalMinor"));
  const current = page.basket?.amounts.total.chargeMinor;
  if (current !== undefined && Number.isSafeInteger(seen) && seen !== current) {
    return fail(409, priceChangedMessage(seen, current), {}, true);
  }
  const { saveTravellers: _save, ...input } = parsed.data;
  try {
    const outcome = await holdFlightHotel(getDb(), {
      ...input,
      // The form's key names this checkout (a retried post is the same request, so it answers the same order).
      checkoutId: `vuelohotel:${input.idempotencyKey}`,
      userId: user?.id ?? null,
      ...priced.selection,
      withAssistance: false,
      hotel: {
        slug: page.hotel.slug,
        offerId: page.rate.offerId,
        checkIn: page.search.startDate,
        checkOut: page.search.endDate,
        rooms,
        igvExempt: false,
      },
      leadGuestIndexes: leads,
    });
    switch (outcome.status) {
      case "held":
        return {
          kind: "redirect",
          location: basketOrderPath(outcome.orderId),
          setCookie: grantOrder(request, outcome.orderId, "purchase", now),
        };
      case "room_refused":
        return fail(409, outcome.reason || "La habitación ya no está disponible. Elige otra.", {}, true);
      case "sold_out":
      case "gone":
        return fail(409, "El vuelo ya no tiene asientos a este precio. Vuelve a los resultados.", {}, true);
      case "duplicate":
        return fail(
          409,
          `${outcome.passengerName} ya tiene una reserva en estos vuelos${outcome.existingCode ? ` (${outcome.existingCode})` : ""}.`,
          {},
          true,
        );
    }
  } catch (error) {
    if (!isAppError(error) || (error.code !== "CONFLICT" && error.code !== "INVALID_DATA")) throw error;
    return fail(409, error.code === "CONFLICT" ? IDEMPOTENCY_CONFLICT_MESSAGE : error.message, {}, true);
  }
}
