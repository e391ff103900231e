import { brand } from "#app/config/brand.ts";
import { daysBetween, formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";
import { guestRooms } from "./hotel-results.server.ts";
import type { HotelDetail, RateOption } from "./hotel-supplier.ts";
import { hotelSupplier } from "./hotel-suppliers.server.ts";
import { BOARD_LABELS } from "./hotel-types.ts";
import { hotelDetailUrl } from "./hotel-urls.ts";
import { taxExplanation } from "./stay-pricing.ts";

/** A supplier's rate offer id as a link carries it (opaque; ours are rate plan numbers). */
const OFFER_ID = /^[\w:.-]{1,120}$/;

export type HotelReservePage = {
  hotel: HotelDetail;
  search: StaySearch;
  nights: number;
  roomName: string;
  rate: RateOption;
  exchangeRate: CurrencyExchange | null;
  taxNotes: string[];
  whatsAppUrl: string;
  detailUrl: string;
  /** The stay's hotel results ('Volver a los resultados'). */
  resultsUrl: string;
};

/**
 * /hoteles/:slug/reservar: the chosen room and rate, re-priced for the stay, handed to an adviser (WhatsApp with
 * the booking written in, or an appointment) until the hotel checkout runs on the order core.
 */
export async function loadHotelReserve(
  slug: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<HotelReservePage> {
  const today = todayInLima(now);
  const next = new URLSearchParams(params);
  if (!next.get("destino")) next.set("destino", "LIM");
  const read = readStaySearch("hoteles", next, today);
  const offerId = params.get("tarifa") ?? "";
  if (!read.ok || !OFFER_ID.test(offerId))
    throw new Response("Elige de nuevo tus fechas y habitación.", { status: 400 });
  const [priced, exchangeRate] = await Promise.all([
    hotelSupplier().rates(slug, {
      checkIn: read.search.startDate,
      checkOut: read.search.endDate,
      rooms: guestRooms(read.search),
      today,
    }),
    getCurrentExchangeRate({ now }),
  ]);
  if (!priced) throw new Response("Hotel no encontrado", { status: 404 });
  const room = priced.rooms.find((candidate) => candidate.rates.some((rate) => rate.offerId === offerId));
  const rate = room?.rates.find((candidate) => candidate.offerId === offerId);
  if (!room || !rate) throw new Response("Esta tarifa ya no existe.", { status: 404 });
  const search = { ...read.search, destination: priced.hotel.destinationCode };
  const nights = daysBetween(search.startDate, search.endDate);
  const message = [
    `Hola, quiero reservar en ${priced.hotel.name} (${priced.hotel.district}).`,
    `Entrada ${formatDateShort(search.startDate)}, salida ${formatDateShort(search.endDate)} (${String(nights)} noches).`,
    `${room.name}, ${rate.name} (${BOARD_LABELS[rate.board]}), ${roomsSummary(search.rooms)}.`,
    rate.available ? `Precio en la web: ${formatMoney(rate.totalMinor, "USD")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    hotel: priced.hotel,
    search,
    nights,
    roomName: room.name,
    rate,
    exchangeRate,
    taxNotes: taxExplanation(priced.hotel.countryCode),
    whatsAppUrl: `https://wa.me/${brand.whatsappE164}?text=${encodeURIComponent(message)}`,
    detailUrl: hotelDetailUrl(
      slug,
      new URLSearchParams([...next].filter(([name]) => name !== "tarifa" && name !== "precio")).toString(),
    ),
    resultsUrl: buildStayResultsUrl(search),
  };
}
