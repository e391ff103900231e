import { Link } from "#app/components/ui/link.tsx";
import { formatDateLong } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { CancelBookingControls } from "./booking-cancel.tsx";
import { BookingDetailView, STATE_LABELS } from "./booking-detail.tsx";
import { PaidBookingActions } from "./paid-booking-actions.tsx";

const route = (booking: BookingDetail) =>
  booking.offer.slices.map((slice) => `${slice.origin} → ${slice.destination}`).join(", ");

/** The profile's bookings: one card each (upcoming first), the chosen one in full above the list. */
export function ProfileBookingsList({
  bookings,
  selected,
  confirmingCancel,
  message,
}: {
  bookings: BookingDetail[];
  selected: BookingDetail | null;
  confirmingCancel: boolean;
  message: string | null;
}) {
  return (
    <div className="flex flex-col gap-6">
      {message ? (
        <p role="status" className="rounded-control border border-slate-300 bg-white p-3">
          {message}
        </p>
      ) : null}
      {selected ? (
        <BookingDetailView
          booking={selected}
          actions={
            selected.state === "held" || selected.state === "pending_payment" ? (
              <CancelBookingControls
                code={selected.code}
                confirming={confirmingCancel}
                confirmHref={`/perfil/mis-reservas?reserva=${selected.id}&cancelar=1`}
                backHref={`/perfil/mis-reservas?reserva=${selected.id}`}
                fields={{ bookingId: selected.id }}
              />
            ) : (
              <PaidBookingActions booking={selected} />
            )
          }
        />
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Tus reservas">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-col gap-1 rounded-card border border-slate-200 p-4">
            <p className="font-semibold text-ink">
              Vuelo {route(booking)} · {formatDateLong(booking.travelDate)}
            </p>
            <p className="text-sm text-muted">
              Reserva {booking.code} · {STATE_LABELS[booking.state]} ·{" "}
              {formatMoney(booking.price.totalMinor, "USD", { alwaysDecimals: true })}
            </p>
            <div>
              <Link
                to={`/perfil/mis-reservas?reserva=${booking.id}`}
                aria-label={`Ver detalle de la reserva ${booking.code}`}
              >
                Ver detalle
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
