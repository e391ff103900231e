/**
 * /hoteles/:slug/reservar as a checkout: the chosen stay with its amounts (computeOrderAmounts of the stay's lines,
 * resident and exempt), the guests', contact and comprobante form, and the post that holds the rooms and writes the
 * order (with its factura, when one is asked for).
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { fieldErrors } from "#app/utils/form-errors.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { comprobanteOf } from "#app/features/orders/order-checkout-contract.ts";
import { grantOrder, orderExchangeRate } from "#app/features/orders/index.server.ts";
import { HotelCheckoutSchema, nestedFormValues, postedValues } from "./hotel-checkout-schemas.ts";
import { hotelLines } from "./hotel-order-item.ts";
import { placeHotelOrder } from "./hotel-order-place.server.ts";
import { guestRooms } from "./hotel-results.server.ts";
import { loadHotelReserve, type HotelReservePage } from "./hotel-reserve.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";

export type HotelCheckoutPage = HotelReservePage & {
  /** Null when the rate cannot be sold for the stay. */
  amounts: { resident: OrderAmounts; exempt: OrderAmounts | null } | null;
  roomCount: number;
  idempotencyKey: string;
  prefill: { firstName: string; email: string } | null;
};

export type HotelCheckoutFailure = {
  message: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
};

/** The page: the stay re-priced, its amounts as the order will have them, a fresh idempotency key. */
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
  const amountsOf = (igvExempt: boolean) =>
    computeOrderAmounts({
      chargeCurrency: "USD",
      referenceCurrency: "PEN",
      exchangeRate,
      adjustments: [],
      items: [
        {
          id: "preview",
          orderId: "preview",
          product: "hotel",
          state: "held",
          position: 0,
          currency: "USD",
          lines: hotelLines({ nights: page.rate.nights, rooms, igvApplies, igvExempt }),
          subtotalMinor: 0,
          travellerIndexes: [],
          details: null,
          supplierRef: null,
          holdExpiresAt: null,
          priceValidUntil: null,
        },
      ],
    });
  return {
    ...page,
    amounts: page.rate.available ? { resident: amountsOf(false), exempt: igvApplies ? amountsOf(true) : null } : null,
    roomCount: rooms.length,
    idempotencyKey: randomUUID(),
    prefill: user ? { firstName: user.firstName, email: user.email } : null,
  };
}

export type HotelCheckoutOutcome =
  | { kind: "redirect"; location: string; setCookie: string | null }
  | { kind: "failure"; status: number; failure: HotelCheckoutFailure };

/** 'Continuar al pago': validates, holds every night and writes the order, then goes to its review and payment. */
export async function submitHotelCheckout(
  request: Request,
  slug: string,
  form: FormData,
  user: SessionUser | null,
  now = new Date(),
): Promise<HotelCheckoutOutcome> {
  const params = new URL(request.url).searchParams;
  const page = await loadHotelReserve(slug, params, now);
  const values = postedValues(form);
  const nested = nestedFormValues(form);
  if (page.hotel.countryCode !== "PE") nested.igv = "residente";
  const parsed = HotelCheckoutSchema.safeParse(nested);
  const rooms = guestRooms(page.search);
  if (!parsed.success) {
    return { kind: "failure", status: 400, failure: { message: null, errors: fieldErrors(parsed.error), values } };
  }
  const input = parsed.data;
  if (input.guests.length !== rooms.length) {
    return {
      kind: "failure",
      status: 400,
      failure: { message: "Ingresa un titular por habitación.", errors: {}, values },
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
    return { kind: "failure", status: 409, failure: { message: outcome.reason, errors: {}, values } };
  }
  // The buyer's browser keeps the order through the trip: the order core's purchase grant.
  return {
    kind: "redirect",
    location: hotelOrderPaths(outcome.orderId).page,
    setCookie: grantOrder(request, outcome.orderId, "purchase", now),
  };
}
