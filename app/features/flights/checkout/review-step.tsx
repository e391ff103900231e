import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DeadlineCountdown } from "#app/components/ui/deadline-countdown.tsx";
import { countryName } from "#app/utils/countries.ts";
import type { BookingSummary } from "./checkout-data.server.ts";
import type { CheckoutActionData } from "./checkout-actions.server.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { PASSENGER_TYPE_LABELS } from "./checkout-summary.ts";
import { PaymentOptions } from "#app/features/orders/order-actions-ui.tsx";
import { comprobanteText } from "#app/features/orders/orders-ui.tsx";

const usd = (minor: number) => formatMoney(minor, "USD", { alwaysDecimals: true });

const DOCUMENT_LABELS = { DNI: "DNI", CE: "C. EXTRANJERIA", PASAPORTE: "PASAPORTE" } as const;
/** Signed-in users' bookings are in their profile; guests find theirs by code and e-mail. */
export const myBookingsPath = (signedIn: boolean) => (signedIn ? "/perfil/mis-reservas" : "/mis-reservas");

/** The hold's deadline and countdown; when it ends the page says so and offers a new search. */
function HoldStatus(props: {
  booking: BookingSummary;
  renderedAt: string;
  searchUrl: string | null;
  signedIn: boolean;
}) {
  const { booking } = props;
  const [ended, setEnded] = useState(false);
  if (ended || booking.state === "expired" || booking.state === "cancelled" || !booking.holdExpiresAt) {
    return (
      <div role="alert" className="rounded-card border border-warning bg-amber-50 p-4 text-ink">
        <p className="font-bold">
          {booking.state === "cancelled"
            ? "Tu reserva fue anulada."
            : "El tiempo para pagar tu reserva terminó y liberamos los asientos."}
        </p>
        <Link to={props.searchUrl ?? "/vuelos"} className="mt-2 inline-block font-semibold text-brand-700 underline">
          Hacer una nueva búsqueda
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="reserva-separada" className="rounded-card border border-success bg-green-50 p-4 text-ink">
      <h2 id="reserva-separada" className="text-xl font-bold">
        Tu reserva está separada
      </h2>
      <p className="mt-1">
        Código de reserva: <strong data-testid="booking-code">{booking.code}</strong>
      </p>
      <p className="mt-1">
        <DeadlineCountdown
          kind="hold"
          deadline={booking.holdExpiresAt}
          renderedAt={props.renderedAt}
          onDone={() => setEnded(true)}
        />
      </p>
      <Link to={myBookingsPath(props.signedIn)} className="mt-2 inline-block font-semibold text-brand-700 underline">
        Ver mis reservas
      </Link>
    </section>
  );
}

/** Step 3 'Revisar y pagar': the travellers, contact and invoice, the re-checked price and the payment slot. */
export function ReviewStep(props: {
  booking: BookingSummary;
  renderedAt: string;
  searchUrl: string | null;
  signedIn: boolean;
  priceChange: { oldTotalMinor: number; newTotalMinor: number } | null;
  result: CheckoutActionData | undefined;
  /** The order's amounts: the pay button and the summary show the same total. */
  amounts: OrderAmounts | null;
  promoCode: string | null;
}) {
  const { booking } = props;
  const live = booking.state === "held" || booking.state === "pending_payment";
  const ordinals = { ADT: 0, CHD: 0, INF: 0 };
  return (
    <div className="flex flex-col gap-4">
      <HoldStatus
        booking={booking}
        renderedAt={props.renderedAt}
        searchUrl={props.searchUrl}
        signedIn={props.signedIn}
      />
      <section aria-labelledby="revisar-pasajeros" className="rounded-card border border-slate-200 bg-white p-4">
        <h2 id="revisar-pasajeros" className="text-lg font-bold text-ink">
          Pasajeros
        </h2>
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {booking.passengers.map((passenger) => (
            <li key={passenger.index} className="rounded-control bg-surface p-3 text-sm">
              <p className="font-semibold">
                {PASSENGER_TYPE_LABELS[passenger.type][0]} {(ordinals[passenger.type] += 1)}: {passenger.firstName}{" "}
                {passenger.lastName}
              </p>
              <p>
                {DOCUMENT_LABELS[passenger.documentType]} {passenger.documentNumber} ·{" "}
                {countryName(passenger.nationality)} · {passenger.gender === "F" ? "Femenino" : "Masculino"}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="revisar-contacto" className="rounded-card border border-slate-200 bg-white p-4 text-sm">
        <h2 id="revisar-contacto" className="text-lg font-bold text-ink">
          Contacto y comprobante
        </h2>
        <p className="mt-2">
          {booking.contact.firstName} {booking.contact.lastName} · +{booking.contact.phoneCountryCode}{" "}
          {booking.contact.phoneNumber} · {booking.contact.email}
        </p>
        <p className="mt-1">{comprobanteText(booking.invoice)}</p>
      </section>
      {live && props.priceChange ? (
        <Form method="post" role="alert" className="rounded-card border border-warning bg-amber-50 p-4 text-ink">
          <input type="hidden" name="intent" value="accept-price" />
          <p className="font-bold">El precio de tu vuelo cambió.</p>
          <p className="mt-1">
            Antes: <s>{usd(props.priceChange.oldTotalMinor)}</s> · Ahora:{" "}
            <strong>{usd(props.priceChange.newTotalMinor)}</strong>
          </p>
          <Button type="submit" variant="accent" className="mt-3">
            Aceptar el nuevo precio
          </Button>
        </Form>
      ) : null}
      {props.result?.kind === "price_not_accepted" ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-4 text-danger">
          {props.result.message}
        </p>
      ) : null}
      {props.result?.kind === "paid_later" ? (
        <p role="status" className="rounded-control border border-brand-600 bg-brand-50 p-4 text-ink">
          El pago en línea estará disponible pronto. Tu reserva {props.result.code} sigue separada: puedes pagarla en
          cualquiera de nuestras tiendas antes de la hora indicada.
        </p>
      ) : null}
      {live ? (
        <PaymentOptions
          amounts={props.amounts}
          promoCode={props.promoCode}
          marketingConsentGiven={booking.marketingConsent}
          cardsDisabled={false}
          isDisabled={Boolean(props.priceChange)}
          result={props.result}
        />
      ) : null}
    </div>
  );
}
