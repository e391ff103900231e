/**
 * /vuelohotel/reservar (issue 41): the checkout of a flight+hotel basket. The stay search of the results, the hotel
 * and its rate (`hotel`, `tarifa`; without a rate the page lists the hotel's rooms to choose one), the cheapest round
 * trip for everyone (its fare family), one total with the bundle's discount, then the travellers entered once (the
 * room's lead guest chosen among the adults), contact, comprobante and consents. The post holds the seats and the
 * room nights as one order (holdFlightHotel) and goes to its page (/reserva/:id), granted to this browser.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { isAppError } from "#server/errors.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "#server/idempotency.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { daysBetween, todayInLima } from "#app/utils/dates.ts";
import { searchFlights } from "#flights";
import type { FlightOffer } from "#app/features/flights/index.ts";
import type { PassengerType } from "#app/features/flights/index.ts";
import {
  makePassengersSchema,
  passengersFormValues,
  passengerTypes,
  postedTextValues,
} from "#app/features/flights/passengers-form-contract.ts";
import { guestRooms, hotelSupplier } from "#app/features/hotels/index.server.ts";
import { percentDiscount } from "#app/features/orders/index.ts";
import { basketOrderPath, grantOrder } from "#app/features/orders/index.server.ts";
import { placeName, stayPlaces } from "#app/features/places/index.server.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";
import { flightHotelConfig } from "./flight-hotel-config.server.ts";
import { holdFlightHotel } from "./flight-hotel-order.server.ts";
import { cheapestOf, flightView, type BasketFlight } from "./basket-flight.ts";
import { flightSearchOf } from "./flight-hotel-results.server.ts";

/** A supplier's rate offer id as a link carries it (opaque). */
const OFFER_ID = /^[\w:.-]{1,120}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type BasketRate = {
  offerId: string;
  roomName: string;
  rateName: string;
  board: string;
  refundable: boolean;
  cancellation: string;
  totalMinor: number;
  available: boolean;
};

export type FlightHotelCheckoutPage = {
  search: StaySearch;
  originName: string;
  destinationName: string;
  nights: number;
  hotel: { slug: string; name: string; district: string };
  /** The hotel's rates, when no rate was chosen yet (the page lists them). */
  rates: BasketRate[];
  rate: BasketRate | null;
  flight: BasketFlight | null;
  totals: {
    flightMinor: number;
    hotelMinor: number;
    discountMinor: number;
    discountPercent: number;
    totalMinor: number;
    travellers: number;
  } | null;
  passengerTypes: PassengerType[];
  adultIndexes: number[];
  lastFlightDate: string;
  today: string;
  idempotencyKey: string;
  /** This page with the chosen rate (a link per room). */
  choosePath: (offerId: string) => string;
  resultsUrl: string;
};

type Loaded = { page: FlightHotelCheckoutPage; offer: FlightOffer | null };

async function load(params: URLSearchParams, now: Date): Promise<Loaded> {
  const today = todayInLima(now);
  const read = readStaySearch("vuelohotel", params, today);
  const slug = params.get("hotel") ?? "";
  const chosen = params.get("tarifa");
  if (!read.ok || !SLUG.test(slug) || (chosen !== null && !OFFER_ID.test(chosen))) {
    throw new Response("Elige de nuevo tus fechas y tu hotel.", { status: 400 });
  }
  const { search } = read;
  const flightSearch = flightSearchOf(search);
  const [priced, flights, places] = await Promise.all([
    hotelSupplier().rates(slug, {
      checkIn: search.startDate,
      checkOut: search.endDate,
      rooms: guestRooms(search),
      today,
    }),
    searchFlights(flightSearch),
    stayPlaces(),
  ]);
  if (!priced) throw new Response("Hotel no encontrado", { status: 404 });
  const rates: BasketRate[] = priced.rooms.flatMap((room) =>
    room.rates.map((rate) => ({
      offerId: rate.offerId,
      roomName: room.name,
      rateName: rate.name,
      board: rate.board,
      refundable: rate.refundable,
      cancellation: rate.cancellation.join(" "),
      totalMinor: rate.totalMinor,
      available: rate.available,
    })),
  );
  const rate = chosen === null ? null : (rates.find((candidate) => candidate.offerId === chosen) ?? null);
  if (chosen !== null && !rate) throw new Response("Esta tarifa ya no existe.", { status: 404 });
  const offer = cheapestOf(flights.offers);
  const types = passengerTypes({ ADT: flightSearch.adults, CHD: flightSearch.children, INF: flightSearch.infants });
  const discountPercent = flightHotelConfig().hotelDiscountPercent;
  const totals =
    rate && rate.available && offer
      ? (() => {
          const discountMinor = percentDiscount(rate.totalMinor, discountPercent, rate.totalMinor);
          return {
            flightMinor: offer.price.totalMinor,
            hotelMinor: rate.totalMinor,
            discountMinor,
            discountPercent,
            totalMinor: offer.price.totalMinor + rate.totalMinor - discountMinor,
            travellers: types.length,
          };
        })()
      : null;
  const lastSegment = offer?.slices.at(-1)?.options[0]?.segments.at(-1);
  const base = new URLSearchParams([...params].filter(([name]) => name !== "tarifa"));
  return {
    offer,
    page: {
      search,
      originName: placeName(search.origin, places),
      destinationName: placeName(search.destination, places),
      nights: daysBetween(search.startDate, search.endDate),
      hotel: { slug, name: priced.hotel.name, district: priced.hotel.district },
      rates: rate ? [] : rates,
      rate,
      flight: offer ? flightView(offer) : null,
      totals,
      passengerTypes: types,
      adultIndexes: types.flatMap((type, index) => (type === "ADT" ? [index] : [])),
      lastFlightDate: lastSegment?.departureLocal.slice(0, 10) ?? search.endDate,
      today,
      idempotencyKey: randomUUID(),
      choosePath: (offerId) => `/vuelohotel/reservar?${new URLSearchParams([...base, ["tarifa", offerId]]).toString()}`,
      resultsUrl: buildStayResultsUrl(search),
    },
  };
}

/** The page (serialisable: the rate links are written out). */
export async function loadFlightHotelCheckout(params: URLSearchParams, now = new Date()) {
  const { page } = await load(params, now);
  const { choosePath, ...rest } = page;
  return { ...rest, rateLinks: Object.fromEntries(page.rates.map((rate) => [rate.offerId, choosePath(rate.offerId)])) };
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
export const LEAD_GUEST_MESSAGE = "Elige un adulto distinto como titular de cada habitación.";

/** 'Continuar al pago': validates, holds the seats and the room as one order, then goes to its page. */
export async function submitFlightHotelCheckout(
  request: Request,
  form: FormData,
  user: SessionUser | null,
  now = new Date(),
): Promise<FlightHotelCheckoutOutcome> {
  const params = new URL(request.url).searchParams;
  const { page, offer } = await load(params, now);
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
  if (!page.rate || !page.rate.available || !offer) {
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
  const { saveTravellers: _save, ...input } = parsed.data;
  try {
    const outcome = await holdFlightHotel(getDb(), {
      ...input,
      // The form's key names this checkout (a retried post is the same request, so it answers the same order).
      checkoutId: `vuelohotel:${input.idempotencyKey}`,
      userId: user?.id ?? null,
      offerId: offer.id,
      optionIds: offer.slices.map((slice) => slice.options[0]?.id ?? ""),
      fareFamilyCode: offer.fareFamily.code,
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
