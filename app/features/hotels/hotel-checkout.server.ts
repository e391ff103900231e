/**
 * /hoteles/:slug/reservar as a checkout: the chosen stay with its amounts (computeOrderAmounts of the stay's lines,
 * resident and exempt), the guests', contact and comprobante form, and the post that holds the rooms and writes the
 * order (with its factura, when one is asked for). A re-price away from the total the visitor chose shows the order
 * core's price-change notice first (hotel-reserve-price.server.ts).
 */
import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { fieldErrors } from "#app/utils/form-errors.ts";
import type { ExchangeRate, OrderAmounts } from "#app/features/orders/order-contract.ts";
import type { PriceChange } from "#app/features/orders/order-actions-ui.tsx";
import { previewOrderAmounts } from "#app/features/orders/index.ts";
import { comprobanteOf } from "#app/features/orders/order-checkout-contract.ts";
import { grantOrder, orderExchangeRate } from "#app/features/orders/index.server.ts";
import { HotelCheckoutSchema, nestedFormValues } from "./hotel-checkout-schemas.ts";
import { hotelLines } from "./hotel-order-item.ts";
import { placeHotelOrder } from "./hotel-order-place.server.ts";
import { guestRooms } from "./hotel-results.server.ts";
import { loadHotelReserve, type HotelReservePage } from "./hotel-reserve.server.ts";
import {
  acceptedStayTotal,
  reserveUrlAt,
  seenStayTotal,
  stayPriceChange,
  typedValues,
} from "./hotel-reserve-price.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";

export type HotelCheckoutPage = HotelReservePage & {
  /** Null when the rate cannot be sold for the stay. */
  amounts: { resident: OrderAmounts; exempt: OrderAmounts | null } | null;
  roomCount: number;
  idempotencyKey: string;
  prefill: { firstName: string; email: string } | null;
  /** The stay's order total differs from the one the visitor chose (the URL's `precio`): accept it or go back. */
  entryPriceChange: PriceChange | null;
};

export type HotelCheckoutFailure = {
  message: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** 'Continuar al pago' at a total the stay no longer has: the notice again, nothing held. */
  priceChange?: PriceChange;
  /** The total the visitor accepted over a filled form: the form's next post is compared with it, not the URL's. */
  acceptedTotalMinor?: number;
};

/** The stay's amounts as its order will have them: the order core's computation of the item's lines. */
function stayOrderAmounts(page: HotelReservePage, exchangeRate: ExchangeRate, igvExempt: boolean): OrderAmounts {
  const igvApplies = page.hotel.countryCode === "PE";
  const lines = hotelLines({ nights: page.rate.nights, rooms: guestRooms(page.search), igvApplies, igvExempt });
  return previewOrderAmounts([{ product: "hotel", currency: "USD", lines }], exchangeRate);
}

/**
 * The page: the stay re-priced, its amounts as the order will have them, a fresh idempotency key, and the notice
 * when the total moved from the chosen one. A link without a chosen total is sent on to the same page carrying the
 * one it shows, so its post is refused if the price moves before 'Continuar al pago'.
 */
export async function loadHotelCheckout(
  slug: string,
  params: URLSearchParams,
  user: SessionUser | null,
  now = new Date(),
): Promise<HotelCheckoutPage> {
  const page = await loadHotelReserve(slug, params, now);
  const exchangeRate = await orderExchangeRate(getDb(), now);
  const rooms = guestRooms(page.search);
  const igvApplies = page.hotel.countryCode === "PE";
  const amounts = page.rate.available
    ? {
        resident: stayOrderAmounts(page, exchangeRate, false),
        exempt: igvApplies ? stayOrderAmounts(page, exchangeRate, true) : null,
      }
    : null;
  const totalMinor = amounts ? amounts.resident.total.chargeMinor : null;
  const seen = seenStayTotal(params);
  if (seen === undefined && totalMinor !== null) {
    throw redirect(reserveUrlAt(slug, params, page.rate.offerId, totalMinor));
  }
  return {
    ...page,
    amounts,
    roomCount: rooms.length,
    idempotencyKey: randomUUID(),
    prefill: user ? { firstName: user.firstName, email: user.email } : null,
    entryPriceChange: stayPriceChange(seen, totalMinor),
  };
}

export type HotelCheckoutOutcome =
  | { kind: "redirect"; location: string; setCookie: string | null }
  | { kind: "failure"; status: number; failure: HotelCheckoutFailure };

/**
 * 'Continuar al pago': refused with the notice when the stay's total is no longer the chosen one; else validates,
 * holds every night and writes the order, then goes to its review and payment. 'Continuar con US$ Y' (the notice's
 * post) goes back to the form at that total.
 */
export async function submitHotelCheckout(
  request: Request,
  slug: string,
  form: FormData,
  user: SessionUser | null,
  now = new Date(),
): Promise<HotelCheckoutOutcome> {
  const params = new URL(request.url).searchParams;
  const page = await loadHotelReserve(slug, params, now);
  const accepted = acceptedStayTotal(form);
  if (form.get("intent") === "accept-price") {
    if (accepted === null) throw new Response("Elige de nuevo tu habitación.", { status: 400 });
    // Accepted over a filled form (the notice carries what was typed): the form again with it, at that total.
    const carried = typedValues(form);
    if (Object.keys(carried).length > 0)
      return {
        kind: "failure",
        status: 200,
        failure: { message: null, errors: {}, values: carried, acceptedTotalMinor: accepted },
      };
    return { kind: "redirect", location: reserveUrlAt(slug, params, page.rate.offerId, accepted), setCookie: null };
  }
  const values = typedValues(form);
  const seen = accepted ?? seenStayTotal(params);
  const keep = accepted === null ? {} : { acceptedTotalMinor: accepted };
  if (seen !== undefined && page.rate.available) {
    const current = stayOrderAmounts(page, await orderExchangeRate(getDb(), now), false).total.chargeMinor;
    const priceChange = stayPriceChange(seen, current);
    if (priceChange)
      return { kind: "failure", status: 409, failure: { message: null, errors: {}, values, priceChange } };
  }
  const nested = nestedFormValues(form);
  if (page.hotel.countryCode !== "PE") nested.igv = "residente";
  const parsed = HotelCheckoutSchema.safeParse(nested);
  const rooms = guestRooms(page.search);
  if (!parsed.success) {
    return {
      kind: "failure",
      status: 400,
      failure: { message: null, errors: fieldErrors(parsed.error), values, ...keep },
    };
  }
  const input = parsed.data;
  if (input.guests.length !== rooms.length) {
    return {
      kind: "failure",
      status: 400,
      failure: { message: "Ingresa un titular por habitación.", errors: {}, values, ...keep },
    };
  }
  const outcome = await placeHotelOrder(getDb(), {
    selection: {
      slug,
      offerId: page.rate.offerId,
      checkIn: page.search.startDate,
      checkOut: page.search.endDate,
      rooms,
      igvExempt: input.igv === "turista",
      guests: input.guests,
      holdKey: input.idempotencyKey,
    },
    contact: {
      firstName: input.contact.firstName,
      lastName: input.contact.lastName,
      phoneCountryCode: input.contact.phoneCountryCode.replace("+", ""),
      phoneNumber: input.contact.phoneNumber,
      email: input.contact.email,
    },
    invoice: comprobanteOf(input),
    userId: user?.id ?? null,
    now,
  });
  if (outcome.status === "refused") {
    return { kind: "failure", status: 409, failure: { message: outcome.reason, errors: {}, values, ...keep } };
  }
  // The buyer's browser keeps the order through the trip: the order core's purchase grant.
  return {
    kind: "redirect",
    location: hotelOrderPaths(outcome.orderId).page,
    setCookie: grantOrder(request, outcome.orderId, "purchase", now),
  };
}
