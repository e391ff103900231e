import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/components/ui/link.tsx";
import type { BookingState } from "./booking-contract.ts";

/**
 * 'Mis reservas' detail, for a paid booking: download the voucher again, or cancel under the fare's rules (the
 * cancellation page shows what is retained and what is refunded before confirming). Renders nothing otherwise.
 */
export function PaidBookingActions({ booking }: { booking: { id: string; code: string; state: BookingState } }) {
  if (booking.state !== "ticketed" && booking.state !== "confirmed") return null;
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={`/booking/voucher/${booking.id}`}
        download
        className={buttonClasses("primary", "md", "inline-flex items-center font-semibold")}
      >
        Descargar voucher de la reserva {booking.code}
      </a>
      <Link to={`/booking/anular/${booking.id}`} className="self-center">
        Anular la reserva {booking.code}
      </Link>
    </div>
  );
}
