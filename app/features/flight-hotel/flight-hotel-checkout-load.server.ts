/**
 * What /vuelohotel/reservar shows (issue 41): the stay search of the results, the hotel and its rate (`hotel`,
 * `tarifa`; without a rate the hotel's rooms to choose one), the round trip (`vuelo`, `horarios`, `familia`; without
 * them the cheapest of the search in its cheapest family), the other flights, schedules and fare families as links,
 * and the basket's amounts through the order core's money function with the bundle's discount.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import { daysBetween, todayInLima } from "#app/utils/dates.ts";
import { baggageText, flightLinesOf, type FlightOffer, type PassengerType } from "#app/features/flights/index.ts";
import { priceOffer, searchFlights } from "#flights";
import type { PricedSelection } from "#app/features/flights/index.ts";
import { passengerTypes } from "#app/features/flights/passengers-form-contract.ts";
import { guestRooms, hotelSupplier } from "#app/features/hotels/index.server.ts";
import { hotelLines } from "#app/features/hotels/index.ts";
import type { ItemLine } from "#app/features/orders/order-contract.ts";
import { orderExchangeRate } from "#app/features/orders/index.server.ts";
import { placeName, stayPlaces } from "#app/features/places/index.server.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";
import { basketAmounts, type BasketAmounts } from "./basket-money.ts";
import {
  cheapestOf,
  flightView,
  offerSummary,
  optionSummary,
  sliceLabel,
  type BasketFlight,
  type FlightChoice,
  type ScheduleChoices,
} from "./basket-flight.ts";
import { flightHotelConfig } from "./flight-hotel-config.server.ts";
import { flightSearchOf } from "./flight-hotel-results.server.ts";

/** A supplier's rate offer id as a link carries it (opaque). */
const OFFER_ID = /^[\w:.-]{1,120}$/;
const FLIGHT_ID = /^[\w.-]{1,2000}$/;
/** Option ids are opaque to us (their supplier validates them): bounded, comma-separated, one per slice. */
const OPTION_IDS = /^[^,\s]{1,300}(,[^,\s]{1,300}){0,5}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** How many other flights of the search the page offers. */
const OTHER_FLIGHTS = 5;
const FLIGHT_PARAMS = ["vuelo", "horarios", "familia"];

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
  /** The hotel's rates, when no rate was chosen yet (the page lists them), each with its link. */
  rates: Array<BasketRate & { path: string }>;
  rate: BasketRate | null;
  flight: BasketFlight | null;
  /** The chosen flight could not be sold any more: the page says so and shows the cheapest instead. */
  flightGone: boolean;
  otherFlights: FlightChoice[];
  schedules: ScheduleChoices;
  families: Array<FlightChoice & { current: boolean }>;
  basket: BasketAmounts | null;
  passengerTypes: PassengerType[];
  adultIndexes: number[];
  lastFlightDate: string;
  today: string;
  idempotencyKey: string;
  resultsUrl: string;
};

type Available = Extract<PricedSelection, { status: "available" }>;
export type LoadedCheckout = { page: FlightHotelCheckoutPage; priced: Available | null };

/** The priced flight is the basket's: the same airports, dates and travellers as the stay search. */
function fitsSearch(priced: Available, search: StaySearch, counts: Record<PassengerType, number>): boolean {
  const [outbound, inbound] = priced.offer.slices;
  const travellers = priced.price.perPassenger.every((row) => row.count === counts[row.type]);
  return (
    priced.offer.slices.length === 2 &&
    outbound?.origin === search.origin &&
    outbound.destination === search.destination &&
    outbound.date === search.startDate &&
    inbound?.date === search.endDate &&
    travellers
  );
}

export async function loadCheckout(params: URLSearchParams, now: Date): Promise<LoadedCheckout> {
  const today = todayInLima(now);
  const read = readStaySearch("vuelohotel", params, today);
  const slug = params.get("hotel") ?? "";
  const chosen = params.get("tarifa");
  const [flightId, optionIds, familyCode] = FLIGHT_PARAMS.map((name) => params.get(name));
  if (
    !read.ok ||
    !SLUG.test(slug) ||
    (chosen !== null && !OFFER_ID.test(chosen)) ||
    (flightId != null && !FLIGHT_ID.test(flightId)) ||
    (optionIds != null && !OPTION_IDS.test(optionIds)) ||
    (familyCode != null && !OFFER_ID.test(familyCode))
  ) {
    throw new Response("Elige de nuevo tus fechas y tu hotel.", { status: 400 });
  }
  const { search } = read;
  const flightSearch = flightSearchOf(search);
  const counts = { ADT: flightSearch.adults, CHD: flightSearch.children, INF: flightSearch.infants };
  const [priced, flights, places, exchangeRate] = await Promise.all([
    hotelSupplier().rates(slug, {
      checkIn: search.startDate,
      checkOut: search.endDate,
      rooms: guestRooms(search),
      today,
    }),
    searchFlights(flightSearch),
    stayPlaces(),
    orderExchangeRate(getDb(), now),
  ]);
  if (!priced) throw new Response("Hotel no encontrado", { status: 404 });
  const igvApplies = priced.hotel.countryCode === "PE";
  const rooms = guestRooms(search);
  const rated = priced.rooms.flatMap((room) =>
    room.rates.map((rate) => ({
      view: {
        offerId: rate.offerId,
        roomName: room.name,
        rateName: rate.name,
        board: rate.board,
        refundable: rate.refundable,
        cancellation: rate.cancellation.join(" "),
        totalMinor: rate.totalMinor,
        available: rate.available,
      },
      lines: hotelLines({ nights: rate.nights, rooms, igvApplies, igvExempt: false }),
    })),
  );
  const rate = chosen === null ? null : (rated.find((candidate) => candidate.view.offerId === chosen) ?? null);
  if (chosen !== null && !rate) throw new Response("Esta tarifa ya no existe.", { status: 404 });

  // The flight: the chosen one re-priced with its schedules and family, or the cheapest of the search.
  const cheapest = cheapestOf(flights.offers);
  const reprice = (id: string, choice: { optionIds?: string[]; fareFamilyCode?: string }) =>
    priceOffer(id, choice).then((result) =>
      result.status === "available" && fitsSearch(result, search, counts) ? result : null,
    );
  const wanted = flightId
    ? await reprice(flightId, {
        ...(optionIds ? { optionIds: optionIds.split(",") } : {}),
        ...(familyCode ? { fareFamilyCode: familyCode } : {}),
      })
    : null;
  const flightGone = flightId !== null && flightId !== undefined && wanted === null;
  const flight = wanted ?? (cheapest ? await reprice(cheapest.id, {}) : null);

  const types = passengerTypes(counts);
  const discountPercent = flightHotelConfig().hotelDiscountPercent;
  const totalWith = (flightLines: ItemLine[]): BasketAmounts | null =>
    rate?.view.available
      ? basketAmounts({ flightLines, hotelLines: rate.lines, discountPercent, travellers: types.length, exchangeRate })
      : null;
  const shownTotal = (price: FlightOffer["price"]) =>
    totalWith(flightLinesOf(price))?.amounts.total.chargeMinor ?? price.totalMinor;

  const base = [...params].filter(([name]) => !FLIGHT_PARAMS.includes(name));
  const pathWith = (extra: Array<[string, string]>) =>
    `/vuelohotel/reservar?${new URLSearchParams([...base, ...extra]).toString()}`;
  const flightParams = (id: string, options: string[], family: string): Array<[string, string]> => [
    ["vuelo", id],
    ["horarios", options.join(",")],
    ["familia", family],
  ];
  const choices = flight ? flightChoices(flight, flights.offers, { shownTotal, pathWith, flightParams }) : null;
  const lastSegment = flight?.offer.slices.at(-1)?.options[0]?.segments.at(-1);
  const keepFlight = flight
    ? flightParams(flight.selection.offerId, flight.selection.optionIds, flight.fareFamily.code)
    : [];
  return {
    priced: flight,
    page: {
      search,
      originName: placeName(search.origin, places),
      destinationName: placeName(search.destination, places),
      nights: daysBetween(search.startDate, search.endDate),
      hotel: { slug, name: priced.hotel.name, district: priced.hotel.district },
      rates: rate
        ? []
        : rated.map(({ view }) => ({
            ...view,
            path: pathWith([...keepFlight, ["tarifa", view.offerId]]),
          })),
      rate: rate?.view ?? null,
      flight: flight
        ? flightView(flight.offer, flight.fareFamily, flight.price.totalMinor, baggageText(flight.fareFamily))
        : null,
      flightGone,
      otherFlights: choices?.otherFlights ?? [],
      schedules: choices?.schedules ?? [],
      families: choices?.families ?? [],
      basket: flight ? totalWith(flightLinesOf(flight.price)) : null,
      passengerTypes: types,
      adultIndexes: types.flatMap((type, index) => (type === "ADT" ? [index] : [])),
      lastFlightDate: lastSegment?.departureLocal.slice(0, 10) ?? search.endDate,
      today,
      idempotencyKey: randomUUID(),
      resultsUrl: buildStayResultsUrl(search),
    },
  };
}

type ChoiceTools = {
  shownTotal: (price: FlightOffer["price"]) => number;
  pathWith: (extra: Array<[string, string]>) => string;
  flightParams: (id: string, options: string[], family: string) => Array<[string, string]>;
};

/** The other flights of the search, the chosen offer's other schedules and its fare families, as links. */
function flightChoices(flight: Available, offers: readonly FlightOffer[], tools: ChoiceTools) {
  const { selection } = flight;
  const { shownTotal, pathWith, flightParams } = tools;
  const otherFlights: FlightChoice[] = [...offers]
    .filter((offer) => offer.id !== selection.offerId)
    .sort((a, b) => a.price.totalMinor - b.price.totalMinor)
    .slice(0, OTHER_FLIGHTS)
    .map((offer) => ({
      key: offer.id,
      label: `${offer.validatingCarrier} · Tarifa ${offer.fareFamily.name}`,
      facts: [offerSummary(offer)],
      totalMinor: shownTotal(offer.price),
      path: pathWith(
        flightParams(
          offer.id,
          offer.slices.map((slice) => slice.options[0]?.id ?? ""),
          offer.fareFamily.code,
        ),
      ),
    }));
  // Other schedules keep the offer's price: those the search found for this offer.
  const searched = offers.find((offer) => offer.id === selection.offerId);
  const schedules: ScheduleChoices = (searched?.slices ?? [])
    .map((slice, index) => ({
      label: sliceLabel(index),
      options: slice.options.map((option) => {
        const optionIds = selection.optionIds.map((id, at) => (at === index ? option.id : id));
        return {
          key: option.id,
          label: optionSummary(option),
          facts: [],
          totalMinor: shownTotal(flight.price),
          path: pathWith(flightParams(selection.offerId, optionIds, selection.fareFamilyCode)),
          current: option.id === selection.optionIds[index],
        };
      }),
    }))
    .filter((slice) => slice.options.length > 1);
  const families = flight.fareFamilies.map((option) => ({
    key: option.fareFamily.code,
    label: option.fareFamily.name,
    facts: baggageText(option.fareFamily),
    totalMinor: shownTotal(option.price),
    path: pathWith(flightParams(selection.offerId, selection.optionIds, option.fareFamily.code)),
    current: option.fareFamily.code === flight.fareFamily.code,
  }));
  return { otherFlights, schedules, families };
}
