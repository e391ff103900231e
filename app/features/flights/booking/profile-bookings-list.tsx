import { Link } from "#app/components/ui/link.tsx";
import { formatDateLong } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { cancellationSummary, formatCharge } from "#app/features/orders/index.ts";
import type { BookingDetail } from "./booking-contract.ts";
import type { BookingAccount } from "./booking-money.ts";
import { CancelBookingControls } from "#app/features/orders/order-actions-ui.tsx";
import { BookingDetailView, STATE_LABELS } from "./booking-detail.tsx";
import { PaidBookingActions } from "./paid-booking-actions.tsx";

const route = (booking: BookingDetail) =>
  booking.offer.slices.map((slice) => `${slice.origin} → ${slice.destination}`).join(", ");

/** The profile's bookings: one card each (upcoming first), the chosen one in full above the list. */
/** A cancellation's paid, retained and refund; else 'Pagado US$ 544.72' from the ledger, or the total and what is pending. */
function moneySummary(account: BookingAccount | undefined): string {
  if (!account) return "";
  if (account.cancellation) return cancellationSummary(account.cancellation);
  const { money } = account;
  if (money.paid) return `Pagado ${formatMoney(money.paid.amountMinor, money.paid.currency, { alwaysDecimals: true })}`;
  const total = formatCharge(money.amounts, money.amounts.total.chargeMinor);
  return account.cash ? `${total} · código de pago ${account.cash.code} por pagar` : `Total ${total}`;
}

export function ProfileBookingsList({
  bookings,
  accounts,
  selected,
  confirmingCancel,
  message,
}: {
  bookings: BookingDetail[];
  accounts: Record<string, BookingAccount>;
  selected: BookingDetail | null;
  confirmingCancel: boolean;
  message: string | null;
}) {
  const selectedAccount = selected ? accounts[selected.id] : undefined;
  return (
    <div className="flex flex-col gap-6">
      {message ? (
        <p role="status" className="rounded-control border border-slate-300 bg-white p-3">
          {message}
        </p>
      ) : null}
      {selected && selectedAccount ? (
        <BookingDetailView
          booking={selected}
          account={selectedAccount}
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
              Reserva {booking.code} · {STATE_LABELS[booking.state]} · {moneySummary(accounts[booking.id])}
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
