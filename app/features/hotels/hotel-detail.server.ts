import { addDays, daysBetween, todayInLima } from "#app/utils/dates.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";
import { guestRooms } from "./hotel-results.server.ts";
import type { HotelDetail, RoomOption } from "./hotel-supplier.ts";
import { hotelSupplier } from "./hotel-suppliers.server.ts";
import { taxExplanation } from "./stay-pricing.ts";

export type HotelDetailPage = {
  hotel: HotelDetail;
  search: StaySearch;
  /** Whether the stay came from the URL (else the page shows a default stay and says so). */
  searched: boolean;
  issues: Record<string, string>;
  nights: number;
  rooms: RoomOption[];
  searchQuery: string;
  exchangeRate: CurrencyExchange | null;
  taxNotes: string[];
};

/** The stay a hotel page shows without a search: 2 adults, in 30 days, for 3 nights. */
function defaultSearch(destination: string, today: string): StaySearch {
  return {
    product: "hoteles",
    origin: "",
    destination,
    startDate: addDays(today, 30),
    endDate: addDays(today, 33),
    rooms: [{ adults: 2, childrenAges: [] }],
  };
}

/** /hoteles/:slug: the hotel with every room and rate plan priced for the stay of the URL; 404 when unknown. */
export async function loadHotelDetail(
  slug: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<HotelDetailPage> {
  const today = todayInLima(now);
  const hasSearch = params.has("entrada") || params.has("habitacion");
  const read = hasSearch ? readStaySearch("hoteles", withDestination(params), today) : null;
  const search = read?.ok ? read.search : defaultSearch("", today);
  const stay = { checkIn: search.startDate, checkOut: search.endDate, rooms: guestRooms(search), today };
  const [priced, exchangeRate] = await Promise.all([
    hotelSupplier().rates(slug, stay),
    getCurrentExchangeRate({ now }),
  ]);
  if (!priced) throw new Response("Hotel no encontrado", { status: 404 });
  const query = buildStayResultsUrl({ ...search, destination: priced.hotel.destinationCode }).split("?")[1] ?? "";
  return {
    hotel: priced.hotel,
    search: { ...search, destination: priced.hotel.destinationCode },
    searched: read?.ok ?? false,
    issues: read && !read.ok ? read.issues : {},
    nights: daysBetween(search.startDate, search.endDate),
    rooms: priced.rooms,
    searchQuery: query,
    exchangeRate,
    taxNotes: taxExplanation(priced.hotel.countryCode),
  };
  function withDestination(source: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(source);
    if (!next.get("destino")) next.set("destino", "LIM");
    return next;
  }
}
