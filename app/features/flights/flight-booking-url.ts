/**
 * The step after the results (issue 16): /reserva/vuelos?oferta=ID&opcion1=…&opcion2=…&familia=CODE. Without
 * `familia` it shows the offer's fare families; with it, the hand-off to the checkout (issue 17).
 */
export const FLIGHT_BOOKING_PATH = "/reserva/vuelos";

/** The parameter of a slice's chosen schedule (1-based: `opcion1`, `opcion2`...). */
export const optionParam = (sliceIndex: number) => `opcion${sliceIndex + 1}`;

export type BookingQuery = { offerId: string; optionIds: string[] | undefined; fareFamilyCode: string | undefined };

/** Reads the step's URL; null without an offer. Option ids are taken only when every slice up to the last has one. */
export function parseBookingQuery(params: URLSearchParams): BookingQuery | null {
  const offerId = params.get("oferta");
  if (!offerId || offerId.length > 2_000) return null;
  const optionIds: string[] = [];
  for (let index = 0; index < 6; index++) {
    const value = params.get(optionParam(index));
    if (!value) break;
    optionIds.push(value);
  }
  const family = params.get("familia");
  return {
    offerId,
    optionIds: optionIds.length > 0 ? optionIds : undefined,
    fareFamilyCode: family && /^[A-Z0-9]{2}-[A-Z]{2,12}$/.test(family) ? family : undefined,
  };
}

export function buildBookingUrl(query: BookingQuery): string {
  const params = new URLSearchParams({ oferta: query.offerId });
  query.optionIds?.forEach((id, index) => params.set(optionParam(index), id));
  if (query.fareFamilyCode) params.set("familia", query.fareFamilyCode);
  return `${FLIGHT_BOOKING_PATH}?${params.toString()}`;
}
