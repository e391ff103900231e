import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/components/ui/link.tsx";
import type { ConfirmationData } from "./booking-confirmation-data.server.ts";
import { paymentText, totalText } from "./booking-money.ts";
import { CashCodeBlock } from "#app/features/orders/orders-ui.tsx";
import { PAID_LATE_TEXT } from "./processing-page.tsx";

/** '¡Todo listo para tu vuelo!': the paid booking (code, tickets, flights, passengers, contact, payment) or its cash code. */
export function ConfirmationPage({ page }: { page: ConfirmationData }) {
  const { booking } = page;
  const paid = booking.state === "confirmed" || booking.state === "ticketed";
  const ended = booking.state === "expired" || booking.state === "cancelled";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-ink">
          {paid ? "¡Todo listo para tu vuelo!" : ended ? "Tu reserva ya no está vigente" : "Tu reserva está separada"}
        </h1>
        <p className="mt-2 text-lg text-ink">
          Código de reserva: <strong data-testid="booking-code">{booking.code}</strong>
        </p>
        {paid && page.money.paid ? (
          <p className="mt-1 text-ink" data-testid="paid-amount">
            Pagaste {paymentText(page.money.paid)}.
          </p>
        ) : null}
        {paid ? <p className="mt-1 text-ink">Total: {totalText(page.money.amounts)}</p> : null}
        {booking.state === "expired" && page.money.overpayments.length > 0 ? (
          <p role="alert" className="mt-1 text-ink">
            {PAID_LATE_TEXT(booking.code)}
          </p>
        ) : null}
        {paid ? (
          <p className="mt-1 text-ink">
            Te enviamos el voucher y los vuelos para tu calendario por correo electrónico.
          </p>
        ) : null}
      </header>
      {booking.state === "pending_payment" && page.cash ? (
        <CashCodeBlock cash={page.cash} renderedAt={page.renderedAt} />
      ) : null}
      {paid ? (
        <p>
          <a
            href={`/booking/voucher/${booking.id}`}
            download
            className={buttonClasses("primary", "md", "inline-flex items-center font-semibold")}
          >
            Descargar voucher (PDF)
          </a>
        </p>
      ) : null}
      {page.sections.map((section) => (
        <section
          key={section.heading}
          aria-label={section.heading}
          className="rounded-card border border-slate-200 bg-white p-4"
        >
          <h2 className="text-lg font-bold text-ink">{section.heading}</h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm md:grid-cols-[minmax(10rem,auto)_1fr]">
            {section.rows.map((row, index) => (
              <div key={`${row.label}-${String(index)}`} className="contents">
                <dt className="font-semibold text-muted">{row.label}</dt>
                <dd className="text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p>
        <Link to={page.myBookingsHref}>Ver mis reservas</Link>
      </p>
    </div>
  );
}
