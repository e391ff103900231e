/** Where a hotel's page is, with the search it was found by (decision 011's stay query). */
export function hotelDetailUrl(slug: string, searchQuery: string): string {
  return `/hoteles/${slug}${searchQuery ? `?${searchQuery}` : ""}`;
}

/** The adviser hand-off of a chosen rate: hotel, dates and room in the URL. */
export function hotelReserveUrl(slug: string, searchQuery: string, offerId: string): string {
  const params = new URLSearchParams(searchQuery);
  params.set("tarifa", offerId);
  return `/hoteles/${slug}/reservar?${params.toString()}`;
}

/** A hotel order's pages: review and payment, then confirmation; its voucher and calendar file. */
export function hotelOrderPaths(orderId: string) {
  const page = `/hoteles/reserva/${encodeURIComponent(orderId)}`;
  return { page, voucher: `${page}/voucher`, calendar: `${page}/calendario` };
}
