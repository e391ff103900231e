/**
 * A booking as its owner sees it ('Mis reservas' for users and guests): code, state, the hold's deadline with a
 * countdown, flights, travellers, contact and price. Server-rendered; the countdown ticks once hydrated.
 */
import type { ReactNode } from "react";
import { formatDateLong } from "#app/utils/dates.ts";
import type { Segment } from "#app/features/flights/flight-offer-types.ts";
import type { BookingDetail as Booking, BookingState } from "./booking-contract.ts";
import { DeadlineCountdown } from "#app/components/ui/deadline-countdown.tsx";
import { CancellationFiguresView } from "#app/features/orders/orders-ui.tsx";
import { moneyRows, paymentText, type BookingAccount } from "./booking-money.ts";
import { CashCodeBlock } from "#app/features/orders/orders-ui.tsx";
import { countryName } from "#app/utils/countries.ts";

export const STATE_LABELS: Record<BookingState, string> = {
  held: "Reservada, pendiente de pago",
  pending_payment: "Pago en proceso",
  confirmed: "Pagada",
  ticketed: "Emitida",
  expired: "Vencida",
  cancelled: "Anulada",
};

const TYPE_LABELS = { ADT: "Adulto", CHD: "Menor", INF: "Infante" } as const;
const DOCUMENT_LABELS = { DNI: "DNI", CE: "C. Extranjería", PASAPORTE: "Pasaporte" } as const;

/** Only the last characters of a document: enough to recognise it, not to copy it. */
const masked = (value: string) => `${"•".repeat(Math.max(0, value.length - 3))}${value.slice(-3)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function SegmentLine({ segment }: { segment: Segment }) {
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <span className="font-semibold text-ink">
        {segment.marketingCarrier} {segment.marketingFlightNumber} · {segment.origin} → {segment.destination}
      </span>
      <span className="text-muted">
        Sale {formatDateLong(segment.departureLocal.slice(0, 10))} a las {segment.departureLocal.slice(11, 16)} · llega{" "}
        {segment.arrivalLocal.slice(11, 16)}
        {segment.arrivalLocal.slice(0, 10) !== segment.departureLocal.slice(0, 10)
          ? ` del ${formatDateLong(segment.arrivalLocal.slice(0, 10))}`
          : ""}
      </span>
    </li>
  );
}

export function BookingDetailView({
  booking,
  account,
  actions,
}: {
  booking: Booking;
  account: BookingAccount;
  actions?: ReactNode;
}) {
  const holding = booking.state === "held" || booking.state === "pending_payment";
  return (
    <article
      aria-labelledby={`reserva-${booking.code}`}
      className="flex flex-col gap-6 rounded-card bg-surface p-4 md:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2 id={`reserva-${booking.code}`} className="text-2xl font-bold text-ink">
          Reserva <span className="font-mono tracking-wider">{booking.code}</span>
        </h2>
        <p>
          Estado: <strong>{STATE_LABELS[booking.state]}</strong>
        </p>
        {/* A pending cash code shows its own deadline below (the seats are kept until then). */}
        {holding && booking.holdExpiresAt && !account.cash ? (
          <p>
            <DeadlineCountdown kind="hold" deadline={booking.holdExpiresAt} />
          </p>
        ) : null}
      </header>
      <Section title="Vuelos">
        {booking.offer.slices.map((slice, index) => (
          <div key={`${slice.origin}-${slice.destination}-${String(index)}`} className="flex flex-col gap-1">
            <p className="font-semibold">
              {booking.offer.slices.length > 1 ? `Tramo ${String(index + 1)}: ` : ""}
              {slice.origin} → {slice.destination}, tarifa {booking.fareFamily.name}
            </p>
            <ul className="flex flex-col gap-1">
              {(slice.options[0]?.segments ?? []).map((segment) => (
                <SegmentLine key={segment.id} segment={segment} />
              ))}
            </ul>
          </div>
        ))}
      </Section>
      <Section title="Pasajeros">
        <ul className="flex flex-col gap-1 text-sm">
          {booking.passengers.map((passenger) => (
            <li key={passenger.index}>
              <span className="font-semibold">
                {passenger.firstName} {passenger.lastName}
              </span>{" "}
              ({TYPE_LABELS[passenger.type]}) · {DOCUMENT_LABELS[passenger.documentType]}{" "}
              {masked(passenger.documentNumber)} · {countryName(passenger.nationality)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Contacto">
        <p className="text-sm">
          {booking.contact.firstName} {booking.contact.lastName} · +{booking.contact.phoneCountryCode}{" "}
          {booking.contact.phoneNumber} · {booking.contact.email}
        </p>
      </Section>
      {account.cash ? <CashCodeBlock cash={account.cash} renderedAt={account.renderedAt} /> : null}
      {account.cancellation ? (
        <Section title="Anulación y reembolso">
          <CancellationFiguresView figures={account.cancellation} refundLabel="Te devolvemos" />
        </Section>
      ) : (
        <Section title="Precio">
          {account.money.paid ? (
            <p className="font-semibold" data-testid="paid-amount">
              Pagaste {paymentText(account.money.paid)}.
            </p>
          ) : null}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {moneyRows(account.money).map((row, index) => (
              <div key={`${row.label}-${String(index)}`} className="contents">
                <dt>{row.label}</dt>
                <dd className="text-right">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted">Los precios incluyen impuestos y cargos.</p>
        </Section>
      )}
      {actions}
    </article>
  );
}
