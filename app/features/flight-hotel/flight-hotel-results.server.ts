/**
 * Flight+hotel is no product of its own: its results put two products' searches side by side (flights' cheapest
 * round trip, hotels' offers for the stay) and hand off to an adviser. It sits above both, so neither imports the other.
 */
import { searchFlights } from "#flights";
import { brand } from "#app/config/brand.ts";
import { daysBetween, formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { bundleDiscountMinor } from "./basket-money.ts";
import { flightHotelConfig } from "./flight-hotel-config.server.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { buildFlightResultsUrl, ROUND_TRIP, type FlightSearch } from "#app/features/flights/index.ts";
import { guestRooms, hotelSupplier } from "#app/features/hotels/index.server.ts";
import { hotelDetailUrl, shownRate, type HotelOffer } from "#app/features/hotels/index.ts";
import { placeName, stayPlaces } from "#app/features/places/index.server.ts";
import { stayCodesForAirport } from "#app/features/places/index.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";

export type FlightHotelOption = {
  hotel: HotelOffer;
  /** Flight and hotel together, for everyone, after the bundle's discount on the hotel. */
  totalMinor: number;
  /** The bundle's discount on the hotel's price (0 without one): 'Ahorras US$ X'. */
  savingMinor: number;
  perPersonMinor: number;
  hotelUrl: string;
  /** The basket's checkout with this hotel (its rooms to choose from). */
  reserveUrl: string;
  whatsAppUrl: string;
};

export type FlightHotelPage =
  | { kind: "invalid"; form: StaySearch | undefined; issues: Record<string, string> }
  | {
      kind: "results";
      search: StaySearch;
      originName: string;
      destinationName: string;
      nights: number;
      travellers: number;
      flight: { totalMinor: number; carrier: string; flightsUrl: string } | null;
      options: FlightHotelOption[];
      exchangeRate: CurrencyExchange | null;
    };

/** The flight search of a flight+hotel search: round trip, every guest a passenger by age (12+ adult, under 2 infant). */
export function flightSearchOf(search: StaySearch): FlightSearch {
  const ages = search.rooms.flatMap((room) => room.childrenAges.map((age) => age ?? 0));
  const adults = search.rooms.reduce((sum, room) => sum + room.adults, 0) + ages.filter((age) => age >= 12).length;
  return {
    tripType: ROUND_TRIP,
    legs: [{ origin: search.origin, destination: search.destination, date: search.startDate }],
    returnDate: search.endDate,
    adults,
    children: ages.filter((age) => age >= 2 && age < 12).length,
    infants: ages.filter((age) => age < 2).length,
    cabinClass: 0,
    language: "ES",
  };
}

/** /resultados/vuelohotel: the cheapest round trip plus each hotel of the destination, one price per person. */
export async function loadFlightHotelResults(params: URLSearchParams, now = new Date()): Promise<FlightHotelPage> {
  const today = todayInLima(now);
  const read = readStaySearch("vuelohotel", params, today);
  if (!read.ok) return { kind: "invalid", form: read.form, issues: read.issues };
  const { search } = read;
  const flightSearch = flightSearchOf(search);
  const [flights, hotelOffers, places, exchangeRate] = await Promise.all([
    searchFlights(flightSearch),
    hotelSupplier().search({
      destinations: stayCodesForAirport(search.destination),
      checkIn: search.startDate,
      checkOut: search.endDate,
      rooms: guestRooms(search),
      today,
    }),
    stayPlaces(),
    getCurrentExchangeRate({ now }),
  ]);
  const cheapest = flights.offers.reduce<(typeof flights.offers)[number] | null>(
    (best, offer) => (best === null || offer.price.totalMinor < best.price.totalMinor ? offer : best),
    null,
  );
  const travellers = flightSearch.adults + flightSearch.children + flightSearch.infants;
  const hotelQuery = buildStayResultsUrl({ ...search, product: "hoteles", origin: "" }).split("?")[1] ?? "";
  const basketQuery = buildStayResultsUrl(search).split("?")[1] ?? "";
  const { hotelDiscountPercent: discountPercent } = flightHotelConfig();
  const options = cheapest
    ? hotelOffers
        .filter((hotel) => hotel.cheapest !== null)
        .map((hotel): FlightHotelOption => {
          const hotelMinor = shownRate(hotel, false)?.totalMinor ?? 0;
          // The checkout's own rule (basket-money.ts), so the saving and per-person figure agree with it.
          const savingMinor = bundleDiscountMinor(cheapest.price.totalMinor, hotelMinor, discountPercent, travellers);
          const totalMinor = cheapest.price.totalMinor + hotelMinor - savingMinor;
          const perPersonMinor = Math.round(totalMinor / travellers);
          const message = `Hola, quiero reservar vuelo + hotel: ${search.origin}–${search.destination} del ${formatDateShort(search.startDate)} al ${formatDateShort(search.endDate)}, ${hotel.name}, ${String(travellers)} viajeros, ${formatMoney(perPersonMinor, "USD")} por persona.`;
          return {
            hotel,
            totalMinor,
            perPersonMinor,
            savingMinor,
            hotelUrl: hotelDetailUrl(hotel.slug, hotelQuery),
            reserveUrl: `/vuelohotel/reservar?${new URLSearchParams([...new URLSearchParams(basketQuery), ["hotel", hotel.slug]]).toString()}`,
            whatsAppUrl: `https://wa.me/${brand.whatsappE164}?text=${encodeURIComponent(message)}`,
          };
        })
        .sort((a, b) => a.perPersonMinor - b.perPersonMinor)
    : [];
  return {
    kind: "results",
    search,
    originName: placeName(search.origin, places),
    destinationName: placeName(search.destination, places),
    nights: daysBetween(search.startDate, search.endDate),
    travellers,
    flight: cheapest
      ? {
          totalMinor: cheapest.price.totalMinor,
          carrier: cheapest.validatingCarrier,
          flightsUrl: buildFlightResultsUrl(flightSearch),
        }
      : null,
    options,
    exchangeRate,
  };
}
