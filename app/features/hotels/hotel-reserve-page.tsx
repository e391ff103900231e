import { useState, type SubmitEvent as FormSubmitEvent } from "react";
import { Form, Link } from "react-router";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { chargeText } from "#app/features/orders/index.ts";
import { ComprobanteFields } from "#app/features/orders/orders-ui.tsx";
import { PriceChangeNotice } from "#app/features/orders/order-actions-ui.tsx";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { RateNote, StayPrice } from "#app/features/travel-search/stay-results-ui.tsx";
import type { HotelCheckoutFailure, HotelCheckoutPage } from "./hotel-checkout.server.ts";
import { HotelCheckoutSchema, nestedFormValues } from "./hotel-checkout-schemas.ts";
import { OrderAmountsTable } from "#app/features/orders/order-amounts-ui.tsx";
import { GuestAndContactFields } from "./hotel-guest-fields.tsx";
import { BOARD_LABELS } from "./hotel-types.ts";
import { IGV_EXEMPT_MAX_DAYS } from "./stay-pricing.ts";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";
const legendClass = "text-lg font-bold";

/**
 * The chosen stay, the guests and contact form, the IGV question and the amounts; an adviser as the other way. A
 * total that moved from the chosen one is accepted (or left) before the form is shown.
 */
export function HotelReserveView({ page, failure }: { page: HotelCheckoutPage; failure: HotelCheckoutFailure | null }) {
  const { hotel, search, rate } = page;
  // Once the form was posted, its answer says whether the price moved (an accepted total may differ from the URL's).
  const priceChange = failure ? (failure.priceChange ?? null) : page.entryPriceChange;
  // The action's schema runs in the browser first: a visitor with JavaScript never posts an invalid form.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const value = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  const error = (name: string) => (clientErrors ?? failure?.errors)?.[name];
  const check = (event: FormSubmitEvent<HTMLFormElement>) => {
    const parsed = HotelCheckoutSchema.safeParse(nestedFormValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(parsed.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">Reserva tu estadía en {hotel.name}</h1>
      {priceChange ? (
        <PriceChangeNotice change={priceChange} backUrl={page.resultsUrl} carry={failure?.values} />
      ) : null}
      <section aria-labelledby="stay-heading" className={sectionClass}>
        <h2 id="stay-heading" className="text-lg font-bold">
          Tu elección
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Hotel</dt>
          <dd>
            {hotel.name}, {hotel.district}
          </dd>
          <dt className="font-semibold">Fechas</dt>
          <dd>
            Entrada {formatDateShort(search.startDate)} desde las {hotel.checkInTime} · Salida{" "}
            {formatDateShort(search.endDate)} hasta las {hotel.checkOutTime} ({page.nights}{" "}
            {page.nights === 1 ? "noche" : "noches"})
          </dd>
          <dt className="font-semibold">Habitación</dt>
          <dd>
            {page.roomName} · {roomsSummary(search.rooms)}
          </dd>
          <dt className="font-semibold">Tarifa</dt>
          <dd>
            {rate.name} · {BOARD_LABELS[rate.board]}
          </dd>
          {rate.available ? (
            <>
              <dt className="font-semibold">Total</dt>
              <dd>
                <StayPrice amountMinor={rate.totalMinor} rate={page.exchangeRate} className="text-lg" />
              </dd>
            </>
          ) : null}
        </dl>
        {rate.available ? null : (
          <p role="alert" className="font-semibold text-danger">
            {rate.unavailableReason}{" "}
            <Link to={page.detailUrl} className="underline">
              Elige otra habitación o fecha
            </Link>
          </p>
        )}
        <ul className="text-sm">
          {rate.cancellation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <RateNote rate={page.exchangeRate} />
      </section>
      {page.amounts && !priceChange ? (
        <Form
          method="post"
          className="flex flex-col gap-5"
          aria-label="Datos de la reserva"
          noValidate
          onSubmit={check}
        >
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
          {failure?.acceptedTotalMinor === undefined ? null : (
            <input type="hidden" name="acceptedTotalMinor" value={failure.acceptedTotalMinor} />
          )}
          {page.amounts.exempt ? null : <input type="hidden" name="igv" value="residente" />}
          {failure?.message ? (
            <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger">
              {failure.message}
            </p>
          ) : failure || clientErrors ? (
            <p role="alert" className="font-semibold text-danger">
              Revisa los datos marcados.
            </p>
          ) : null}
          <GuestAndContactFields roomCount={page.roomCount} prefill={page.prefill} value={value} error={error} />
          <ComprobanteFields values={failure?.values ?? {}} errors={clientErrors ?? failure?.errors ?? {}} />
          {page.amounts.exempt ? (
            <fieldset className={sectionClass} aria-describedby="igv-help">
              <legend className={legendClass}>¿Vives en el Perú?</legend>
              <div id="igv-help" className="flex flex-col gap-1 text-sm">
                {page.taxNotes.map((note) => (
                  <p key={note}>{note}</p>
                ))}
              </div>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="igv"
                  value="residente"
                  defaultChecked={value("igv", "residente") === "residente"}
                  className="mt-1 size-5"
                />
                <span>
                  Sí, vivo en el Perú (peruano o extranjero residente). Pago con IGV:{" "}
                  <strong>{chargeText(page.amounts.resident)}</strong>
                </span>
              </label>
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name="igv"
                  value="turista"
                  defaultChecked={value("igv") === "turista"}
                  className="mt-1 size-5"
                />
                <span>
                  No, soy turista extranjero y me quedo en el Perú hasta {IGV_EXEMPT_MAX_DAYS} días. Pago sin IGV:{" "}
                  <strong>{chargeText(page.amounts.exempt)}</strong> (el titular se registra con pasaporte y muestra su
                  Tarjeta Andina de Migración en el hotel).
                </span>
              </label>
              {error("igv") ? <p className="text-sm text-danger">{error("igv")}</p> : null}
            </fieldset>
          ) : (
            <section aria-labelledby="tax-heading" className={sectionClass}>
              <h2 id="tax-heading" className={legendClass}>
                Impuestos
              </h2>
              {page.taxNotes.map((note) => (
                <p key={note} className="text-sm">
                  {note}
                </p>
              ))}
            </section>
          )}
          <section aria-labelledby="summary-heading" className={sectionClass}>
            <h2 id="summary-heading" className={legendClass}>
              Resumen del precio
            </h2>
            <OrderAmountsTable amounts={page.amounts.resident} caption="Detalle del precio de la estadía" />
            {page.amounts.exempt ? (
              <p className="text-sm">Sin IGV (turista extranjero): {chargeText(page.amounts.exempt)}.</p>
            ) : null}
          </section>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="terms"
                required
                className="mt-1 size-5"
                aria-invalid={error("terms") ? true : undefined}
              />
              <span>
                Acepto las{" "}
                <Link to="/condiciones-de-reserva" className="underline">
                  condiciones de la reserva
                </Link>{" "}
                y la política de cancelación de esta tarifa.
              </span>
            </label>
            {error("terms") ? <p className="text-sm text-danger">{error("terms")}</p> : null}
          </div>
          <Button type="submit" variant="accent" size="lg">
            Continuar al pago
          </Button>
          <p className="text-sm text-muted">
            Separamos tus habitaciones por 20 minutos mientras pagas con tarjeta o generas tu código de pago.
          </p>
        </Form>
      ) : null}
      <section aria-labelledby="adviser-heading" className="flex flex-col gap-2 text-sm">
        <h2 id="adviser-heading" className="text-base font-bold">
          ¿Prefieres reservar con un asesor?
        </h2>
        <p>
          Un asesor de {brand.name} confirma la disponibilidad y te envía el enlace de pago. Llámanos al{" "}
          {brand.salesPhone}.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={page.whatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "md")}
          >
            Reservar por WhatsApp
          </a>
          <Link to="/agenda-tu-cita" className={buttonClasses("ghost", "md")}>
            Agendar una cita
          </Link>
        </div>
      </section>
      <Link to={page.detailUrl} className="text-brand-700 underline">
        Volver a las habitaciones de {hotel.name}
      </Link>
    </div>
  );
}
