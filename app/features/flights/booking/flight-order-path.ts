/** The page of a flight order (the order core's `orderPath` for a flight): its detail, cancellation and voucher. */
export const flightOrderPath = (orderId: string) => `/vuelos/reserva/${encodeURIComponent(orderId)}`;
