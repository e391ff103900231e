import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatDateCompact } from "#app/utils/dates.ts";
import { buildBookingUrl } from "#app/features/flights/flight-booking-url.ts";
import type { FlightBookingPage } from "./flight-booking.server.ts";
import { FamilyFeatures } from "./family-features.tsx";
import { BaggageIcons, durationLabel, hhmm, money, PriceRows, stopsLabel, type PriceContext } from "./offer-parts.tsx";

export const GONE_MESSAGES = {
  expired: "El precio de esta oferta venció. Vuelve a buscar para ver los precios actuales.",
  sold_out: "Ya no quedan asientos a este precio. Vuelve a buscar para ver otras opciones.",
  not_found: "No encontramos esta oferta. Vuelve a buscar para ver los vuelos disponibles.",
} as const;

/** What the checkout's start answers when the offer can no longer be sold. */
export type CheckoutRefusal = { status: "expired" | "sold_out" | "not_found"; searchUrl: string | null };

/** Posts the chosen offer, schedules and family: the server opens the checkout and continues at /booking. */
function StartCheckoutForm(props: {
  offerId: string;
  optionIds: string[];
  fareFamilyCode: string;
  /** The total on the button: the checkout says so if entering it re-prices to another. */
  seenTotalMinor: number;
  className?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("fareFamilyCode") === props.fareFamilyCode;
  return (
    <Form method="post" className={props.className}>
      <input type="hidden" name="offerId" value={props.offerId} />
      {props.optionIds.map((id) => (
        <input key={id} type="hidden" name="optionIds" value={id} />
      ))}
      <input type="hidden" name="fareFamilyCode" value={props.fareFamilyCode} />
      <input type="hidden" name="seenTotalMinor" value={props.seenTotalMinor} />
      <button
        type="submit"
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-control bg-accent-500 px-4 font-bold text-ink hover:bg-accent-400"
      >
        {props.children}
      </button>
    </Form>
  );
}

/** The fare families of a selection, then the hand-off that names the chosen offer and family. */
export function FlightBookingView({
  page,
  refusal,
}: {
  page: FlightBookingPage;
  refusal?: CheckoutRefusal | undefined;
}) {
  if (page.kind !== "priced" || refusal) {
    const message = refusal
      ? GONE_MESSAGES[refusal.status]
      : page.kind === "missing"
        ? GONE_MESSAGES.not_found
        : page.kind === "gone"
          ? GONE_MESSAGES[page.status]
          : GONE_MESSAGES.not_found;
    const searchUrl = refusal?.searchUrl ?? (page.kind === "missing" ? null : page.searchUrl);
    return (
      <div id="contenido" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-extrabold text-ink">Tu vuelo</h1>
        <p role="alert" className="mt-4 rounded-card border border-warning bg-amber-50 p-4 text-ink">
          {message}
        </p>
        <Link
          to={searchUrl ?? "/vuelos"}
          className="mt-4 inline-flex min-h-11 items-center rounded-control bg-brand-600 px-6 font-bold text-white"
        >
          Volver a buscar
        </Link>
      </div>
    );
  }
  const { priced } = page;
  const context: PriceContext = { currency: page.currency, rate: page.rate };
  const city = (code: string) => page.airports[code]?.city ?? code;
  return (
    <div id="contenido" className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-extrabold text-ink">
        {page.step === "families" ? "Elige tu tarifa" : "Tu selección"}
      </h1>
      <section aria-label="Tu itinerario" className="mt-4 space-y-2 rounded-card border border-slate-200 bg-white p-4">
        {priced.offer.slices.map((slice, index) => {
          const option = slice.options[0];
          if (!option) return null;
          return (
            <p key={index} className="text-sm text-ink">
              <strong>
                {city(slice.origin)} → {city(slice.destination)}
              </strong>{" "}
              · {formatDateCompact(slice.date)} · {hhmm(option.departureLocal)} - {hhmm(option.arrivalLocal)}
              {option.arrivalDayOffset > 0 ? ` (+${option.arrivalDayOffset})` : ""} ·{" "}
              {durationLabel(option.durationMinutes)} · {stopsLabel(option.stops)} ·{" "}
              {option.segments
                .map((segment) => `${segment.marketingCarrier} ${segment.marketingFlightNumber}`)
                .join(", ")}
            </p>
          );
        })}
        <p className="text-xs text-muted">
          Precio válido hasta las{" "}
          {new Date(priced.expiresAt).toLocaleTimeString("es-PE", {
            timeZone: "America/Lima",
            hour: "2-digit",
            minute: "2-digit",
          })}{" "}
          (hora de Lima).
        </p>
      </section>
      {page.step === "families" ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-3" aria-label="Tarifas disponibles">
          {priced.fareFamilies.map((option) => {
            const total = money(option.price.totalMinor, context);
            return (
              <li
                key={option.fareFamily.code}
                className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
              >
                <h2 className="flex items-center justify-between text-lg font-bold text-ink">
                  {option.fareFamily.name}
                  <BaggageIcons offer={option} />
                </h2>
                <FamilyFeatures family={option.fareFamily} context={context} />
                <p className="text-sm text-muted">Total para todos los pasajeros</p>
                <p className="text-2xl font-extrabold text-ink tabular-nums">{total.main}</p>
                {total.other ? <p className="text-sm text-muted tabular-nums">{total.other}</p> : null}
                <PriceRows price={option.price} context={context} />
                <StartCheckoutForm
                  offerId={priced.selection.offerId}
                  optionIds={priced.selection.optionIds}
                  fareFamilyCode={option.fareFamily.code}
                  seenTotalMinor={option.price.totalMinor}
                  className="mt-auto"
                >
                  Elegir {option.fareFamily.name}
                  <span className="sr-only"> por {total.main}</span>
                </StartCheckoutForm>
              </li>
            );
          })}
        </ul>
      ) : (
        <section aria-labelledby="resumen" className="mt-6 grid gap-4 md:grid-cols-[1fr_18rem]">
          <div className="rounded-card border border-slate-200 bg-white p-4">
            <h2 id="resumen" className="text-lg font-bold text-ink">
              Tarifa {priced.fareFamily.name}
            </h2>
            <div className="mt-3">
              <FamilyFeatures family={priced.fareFamily} context={context} />
            </div>
            <dl className="mt-4 space-y-1 text-sm">
              <div>
                <dt className="inline font-semibold">Código de oferta: </dt>
                <dd className="inline break-all font-mono text-xs" data-testid="offer-id">
                  {priced.selection.offerId}
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold">Código de tarifa: </dt>
                <dd className="inline font-mono" data-testid="fare-family-code">
                  {priced.selection.fareFamilyCode}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-muted">
              Guardamos el precio de tu selección hasta la hora indicada. El siguiente paso es ingresar los datos de los
              pasajeros y pagar.
            </p>
            <StartCheckoutForm
              offerId={priced.selection.offerId}
              optionIds={priced.selection.optionIds}
              fareFamilyCode={priced.fareFamily.code}
              seenTotalMinor={priced.price.totalMinor}
              className="mt-4"
            >
              Continuar con la compra
            </StartCheckoutForm>
          </div>
          <div className="rounded-card bg-surface p-4">
            <p className="text-sm text-muted">Total para todos los pasajeros</p>
            <p className="text-2xl font-extrabold text-ink tabular-nums">
              {money(priced.price.totalMinor, context).main}
            </p>
            {money(priced.price.totalMinor, context).other ? (
              <p className="text-sm text-muted tabular-nums">{money(priced.price.totalMinor, context).other}</p>
            ) : null}
            <div className="mt-3">
              <PriceRows price={priced.price} context={context} />
            </div>
            <Link
              to={`${buildBookingUrl({
                offerId: priced.selection.offerId,
                optionIds: priced.selection.optionIds,
                fareFamilyCode: undefined,
              })}${page.currency === "PEN" ? "&moneda=PEN" : ""}`}
              className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Cambiar tarifa
            </Link>
          </div>
        </section>
      )}
      {page.searchUrl ? (
        <Link to={page.searchUrl} className="mt-6 inline-block font-semibold text-brand-700 underline">
          Volver a los resultados
        </Link>
      ) : null}
    </div>
  );
}
