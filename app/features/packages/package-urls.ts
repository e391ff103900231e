/** The package checkout of a departure and rooms: travellers, then the order's review and payment. */
export function packageCheckoutUrl(slug: string, query: string): string {
  return `/paquetes/${encodeURIComponent(slug)}/reservar${query ? `?${query}` : ""}`;
}

/** A package order's pages: review and payment, then confirmation; its voucher and calendar file. */
export function packageOrderPaths(orderId: string) {
  const page = `/paquetes/reserva/${encodeURIComponent(orderId)}`;
  return { page, voucher: `${page}/voucher`, calendar: `${page}/calendario` };
}
