/**
 * Packages, hotels and flight+hotel searches as URLs (docs/decisions/011-search-result-urls.md). Rooms are repeated
 * `habitacion` parameters: adults, then each child's age ("2" = two adults; "2-5-8" = two adults, children of 5 and 8).
 *
 *   /resultados/paquetes?destino=CUZ&salida=2026-05-10&regreso=2026-05-14&habitacion=2
 *   /resultados/hoteles?destino=CUZ&entrada=2026-05-10&salida=2026-05-14&habitacion=2-5&habitacion=1
 *   /resultados/vuelohotel?origen=LIM&destino=CUZ&ida=2026-05-10&vuelta=2026-05-14&habitacion=2
 */

export type StayProduct = "paquetes" | "hoteles" | "vuelohotel";

export type Room = { adults: number; childrenAges: Array<number | null> };

export type StaySearch = {
  product: StayProduct;
  /** Flight+hotel only; "" for the others. */
  origin: string;
  destination: string;
  startDate: string;
  endDate: string;
  rooms: Room[];
};

/** The query names of the two dates, as each product's visitors call them. */
export const STAY_DATE_PARAMS: Record<StayProduct, { start: string; end: string }> = {
  paquetes: { start: "salida", end: "regreso" },
  hoteles: { start: "entrada", end: "salida" },
  vuelohotel: { start: "ida", end: "vuelta" },
};

export function stayResultsPath(product: StayProduct): string {
  return `/resultados/${product}`;
}

export function encodeRoom(room: Room): string {
  return [room.adults, ...room.childrenAges.map((age) => age ?? "")].join("-");
}

export function decodeRoom(raw: string): Room | null {
  const parts = raw.split("-");
  if (parts.length > 5 || !parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const [adults = 0, ...ages] = parts.map(Number);
  return { adults, childrenAges: ages };
}

/** The results URL of a stay search (validate it first with its schema). */
export function buildStayResultsUrl(search: StaySearch): string {
  const names = STAY_DATE_PARAMS[search.product];
  const params = new URLSearchParams();
  if (search.product === "vuelohotel") params.set("origen", search.origin);
  params.set("destino", search.destination);
  params.set(names.start, search.startDate);
  params.set(names.end, search.endDate);
  for (const room of search.rooms) params.append("habitacion", encodeRoom(room));
  return `${stayResultsPath(search.product)}?${params.toString()}`;
}

/** Reads a stay search back from its results query; null when the shape is wrong. */
export function parseStayResultsQuery(product: StayProduct, query: URLSearchParams | string): StaySearch | null {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const names = STAY_DATE_PARAMS[product];
  const rooms = params.getAll("habitacion").map(decodeRoom);
  if (rooms.length === 0 || rooms.some((room) => room === null)) return null;
  return {
    product,
    origin: product === "vuelohotel" ? (params.get("origen") ?? "") : "",
    destination: params.get("destino") ?? "",
    startDate: params.get(names.start) ?? "",
    endDate: params.get(names.end) ?? "",
    rooms: rooms as Room[],
  };
}
