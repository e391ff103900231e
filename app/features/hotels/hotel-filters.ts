import { BOARD_LABELS, type Board } from "./hotel-types.ts";
import type { HotelOffer } from "./hotel-supplier.ts";
import { shownRate } from "./stay-rate-choice.ts";

/** The results' view in the URL, beside decision 011's search: filters (repeatable) and the sort. */
export const FILTER_PARAMS = {
  price: "precio",
  stars: "estrellas",
  board: "regimen",
  amenity: "servicio",
  cancellation: "cancelacion",
  district: "zona",
  sort: "orden",
} as const;

export type Sort = "recomendados" | "precio" | "categoria";
export const SORTS: Array<{ value: Sort; label: string }> = [
  { value: "recomendados", label: "Recomendados" },
  { value: "precio", label: "Precio: menor a mayor" },
  { value: "categoria", label: "Categoría: más estrellas" },
];

/** Price bands per night, in whole US dollars (taxes included). */
export const PRICE_BANDS = [
  { value: "0-100", label: "Hasta US$ 100", min: 0, max: 100 },
  { value: "100-200", label: "US$ 100 a US$ 200", min: 100, max: 200 },
  { value: "200-400", label: "US$ 200 a US$ 400", min: 200, max: 400 },
  { value: "400-", label: "Más de US$ 400", min: 400, max: Number.POSITIVE_INFINITY },
] as const;

export type HotelFilters = {
  price: string[];
  stars: string[];
  board: string[];
  amenity: string[];
  freeCancellation: boolean;
  district: string[];
  sort: Sort;
};

export function parseFilters(params: URLSearchParams): HotelFilters {
  const sort = params.get(FILTER_PARAMS.sort);
  const list = (name: string) => [...new Set(params.getAll(name).filter((value) => value.length <= 60))].slice(0, 20);
  return {
    price: list(FILTER_PARAMS.price),
    stars: list(FILTER_PARAMS.stars),
    board: list(FILTER_PARAMS.board),
    amenity: list(FILTER_PARAMS.amenity),
    freeCancellation: params.get(FILTER_PARAMS.cancellation) === "gratis",
    district: list(FILTER_PARAMS.district),
    sort: sort === "precio" || sort === "categoria" ? sort : "recomendados",
  };
}

type Facet = "price" | "stars" | "board" | "amenity" | "freeCancellation" | "district";

/** Per night in whole dollars of the rate the card shows (a free-cancellation one when that filter is on). */
const perNightOf = (offer: HotelOffer, filters: HotelFilters, skip?: Facet) =>
  (shownRate(offer, filters.freeCancellation && skip !== "freeCancellation")?.perNightMinor ?? 0) / 100;

function matches(offer: HotelOffer, filters: HotelFilters, skip?: Facet): boolean {
  if (!offer.cheapest) return false;
  const perNight = perNightOf(offer, filters, skip);
  if (skip !== "price" && filters.price.length > 0) {
    const inBand = PRICE_BANDS.some(
      (band) => filters.price.includes(band.value) && perNight >= band.min && perNight < band.max,
    );
    if (!inBand) return false;
  }
  if (skip !== "stars" && filters.stars.length > 0 && !filters.stars.includes(String(offer.stars))) return false;
  if (skip !== "board" && filters.board.length > 0 && !offer.boards.some((board) => filters.board.includes(board)))
    return false;
  if (skip !== "amenity" && !filters.amenity.every((amenity) => offer.amenities.includes(amenity))) return false;
  if (skip !== "freeCancellation" && filters.freeCancellation && !offer.freeCancellation) return false;
  if (skip !== "district" && filters.district.length > 0 && !filters.district.includes(offer.district)) return false;
  return true;
}

export function applyFilters(offers: HotelOffer[], filters: HotelFilters): HotelOffer[] {
  const shown = offers.filter((offer) => matches(offer, filters));
  const price = (offer: HotelOffer) =>
    shownRate(offer, filters.freeCancellation)?.totalMinor ?? Number.MAX_SAFE_INTEGER;
  const byName = (a: HotelOffer, b: HotelOffer) => a.name.localeCompare(b.name, "es");
  if (filters.sort === "precio") return shown.sort((a, b) => price(a) - price(b) || byName(a, b));
  if (filters.sort === "categoria") return shown.sort((a, b) => b.stars - a.stars || price(a) - price(b));
  return shown.sort((a, b) => b.score - a.score || byName(a, b));
}

export type FacetOption = { value: string; label: string; count: number; checked: boolean };
export type Facets = Record<Exclude<Facet, "freeCancellation">, FacetOption[]> & { freeCancellation: FacetOption };

/** Each option with how many hotels it would show, the other filters applied (options with none are left out). */
export function facetCounts(offers: HotelOffer[], filters: HotelFilters): Facets {
  const pool = (skip: Facet) => offers.filter((offer) => matches(offer, filters, skip));
  const options = (
    skip: Facet,
    values: Array<{ value: string; label: string }>,
    test: (offer: HotelOffer, value: string) => boolean,
    chosen: string[],
  ) => {
    const candidates = pool(skip);
    return values
      .map((option) => ({
        ...option,
        count: candidates.filter((offer) => test(offer, option.value)).length,
        checked: chosen.includes(option.value),
      }))
      .filter((option) => option.count > 0 || option.checked);
  };
  const distinct = (values: string[]) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, "es")).map((value) => ({ value, label: value }));
  return {
    price: options(
      "price",
      [...PRICE_BANDS],
      (offer, value) => {
        const band = PRICE_BANDS.find((candidate) => candidate.value === value);
        const perNight = perNightOf(offer, filters, "price");
        return band !== undefined && perNight >= band.min && perNight < band.max;
      },
      filters.price,
    ),
    stars: options(
      "stars",
      [5, 4, 3, 2, 1].map((stars) => ({
        value: String(stars),
        label: `${stars} ${stars === 1 ? "estrella" : "estrellas"}`,
      })),
      (offer, value) => String(offer.stars) === value,
      filters.stars,
    ),
    board: options(
      "board",
      (Object.keys(BOARD_LABELS) as Board[]).map((board) => ({ value: board, label: BOARD_LABELS[board] })),
      (offer, value) => offer.boards.includes(value as Board),
      filters.board,
    ),
    amenity: options(
      "amenity",
      distinct(offers.flatMap((offer) => offer.amenities)),
      (offer, value) => offer.amenities.includes(value),
      filters.amenity,
    ),
    district: options(
      "district",
      distinct(offers.map((offer) => offer.district)),
      (offer, value) => offer.district === value,
      filters.district,
    ),
    freeCancellation: {
      value: "gratis",
      label: "Sin penalidad del hotel",
      count: pool("freeCancellation").filter((offer) => offer.freeCancellation).length,
      checked: filters.freeCancellation,
    },
  };
}
