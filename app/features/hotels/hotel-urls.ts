import { moneyParam } from "#app/utils/money.ts";

/** Where a hotel's page is, with the search it was found by (decision 011's stay query). */
export function hotelDetailUrl(slug: string, searchQuery: string): string {
  return `/hoteles/${slug}${searchQuery ? `?${searchQuery}` : ""}`;
}

/**
 * The checkout of a chosen rate: hotel, dates and room in the URL, and `precio` (US$) the total the visitor chose it
 * at, so the checkout says so when its re-price differs (decision 052); its form posts to this same URL.
 */
export function hotelReserveUrl(slug: string, searchQuery: string, offerId: string, seenTotalMinor?: number): string {
  const params = new URLSearchParams(searchQuery);
  params.set("tarifa", offerId);
  if (seenTotalMinor !== undefined) params.set("precio", moneyParam(seenTotalMinor));
  return `/hoteles/${slug}/reservar?${params.toString()}`;
}

/** A hotel order's pages: review and payment, then confirmation; its voucher and calendar file. */
export function hotelOrderPaths(orderId: string) {
  const page = `/hoteles/reserva/${encodeURIComponent(orderId)}`;
  return { page, voucher: `${page}/voucher`, calendar: `${page}/calendario` };
}
