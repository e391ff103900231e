import { useState } from "react";
import { AwaitingPaymentRefresh } from "#app/components/ui/awaiting-payment-refresh.tsx";
import { CopyableCode } from "#app/components/ui/copyable-code.tsx";
import { DeadlineCountdown } from "#app/components/ui/deadline-countdown.tsx";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/components/ui/link.tsx";
import { formatMoney } from "#app/utils/money.ts";
import type { ConfirmationData } from "./booking-confirmation-data.server.ts";
import { paymentText } from "./voucher-content.ts";
import { PAID_LATE_TEXT } from "./processing-page.tsx";

/** A cash code to pay: the code, amount, deadline with its countdown, and every bank's steps. */
function CashCode({ page }: { page: ConfirmationData }) {
  const [ended, setEnded] = useState(false);
  const cash = page.cash;
  if (!cash) return null;
  return (
    <section aria-labelledby="codigo-de-pago" className="rounded-card border border-brand-600 bg-brand-50 p-4 text-ink">
      <h2 id="codigo-de-pago" className="text-xl font-bold">
        Paga con tu código en banca por internet, agentes y bodegas
      </h2>
      <p className="mt-2 text-lg">
        Código de pago: <CopyableCode code={cash.code} className="font-mono text-2xl tracking-wider" />
      </p>
      <p className="mt-1">
        Monto:{" "}
        <strong data-testid="cash-amount">
          {formatMoney(cash.amountMinor, cash.currency, { alwaysDecimals: true })}
        </strong>
        {cash.reference ? <span className="block text-sm">{cash.reference}</span> : null}
      </p>
      <p className="mt-1">
        <DeadlineCountdown
          kind="cash"
          deadline={cash.expiresAt}
          renderedAt={page.renderedAt}
          onDone={() => setEnded(true)}
        />
      </p>
      {ended ? (
        <p role="alert" className="mt-2 font-semibold text-danger">
          El plazo para pagar terminó: si no pagaste, la reserva se anula y los asientos se liberan.
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        Al confirmarse el pago emitiremos tus boletos y te enviaremos el voucher por correo.
      </p>
      {ended ? null : <AwaitingPaymentRefresh />}
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {cash.bankSteps.map((bank) => (
          <section key={bank.Name} aria-label={`Cómo pagar en ${bank.Name}`} className="rounded-control bg-white p-3">
            <h3 className="font-bold">{bank.Name}</h3>
            <ol className="mt-1 list-decimal pl-5 text-sm">
              {bank.PaymentSteps.map((step) => (
                <li key={`${step.Step}-${step.Value}`}>
                  <span className="font-semibold">{step.Step}:</span> {step.Value}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

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
        {paid && page.payment ? <p className="mt-1 text-ink">Pagaste {paymentText(page.payment)}.</p> : null}
        {booking.state === "expired" && page.payment ? (
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
      {booking.state === "pending_payment" ? <CashCode page={page} /> : null}
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
