import { useState } from "react";
import { formatDateCompact } from "#app/utils/dates.ts";
import type { AirlineInfo, AirportInfo } from "#app/features/flights/flight-offer-types.ts";
import type { CardOption, OfferCardData, OfferDetail } from "./offer-card-data.ts";
import { FLIGHT_BOOKING_PATH, optionParam } from "#app/features/flights/flight-booking-url.ts";
import { BaggageIcons, durationLabel, hhmm, money, PriceRows, stopsLabel, type PriceContext } from "./offer-parts.tsx";

/** Schedules a card shows before 'Ver más horarios'. */
export const OPTIONS_SHOWN = 3;

/** The cells of a schedule's row (the row's label is their grid: radio, airline, times, duration and stops). */
function OptionSummary({ option, airlines }: { option: CardOption; airlines: Record<string, AirlineInfo> }) {
  return (
    <>
      <span className="truncate text-muted">{airlines[option.carrier]?.name ?? option.carrier}</span>
      <span className="font-semibold text-ink tabular-nums">
        {option.departureTime}
        <span aria-hidden="true" className="text-muted">
          {" → "}
        </span>
        <span className="sr-only"> a </span>
        {option.arrivalTime}
        {option.arrivalDayOffset > 0 ? (
          <sup className="text-xs font-bold text-warning" title={`Llega ${option.arrivalDayOffset} día(s) después`}>
            +{option.arrivalDayOffset}
          </sup>
        ) : null}
      </span>
      <span className="text-right text-xs text-muted">
        {`${durationLabel(option.durationMinutes)} · ${stopsLabel(option.stops)}`}
      </span>
    </>
  );
}

/** The flights of one schedule, their layovers ('Cambio de avión en') and arrival days. */
function OptionDetail({ segments, layovers, detail }: OfferDetail["slices"][number][string] & { detail: OfferDetail }) {
  const city = (code: string) => `${detail.airports[code] ?? code} (${code})`;
  return (
    <ol className="mt-2 space-y-3 border-l-2 border-brand-100 pl-4 text-sm">
      {segments.map((segment, index) => {
        const layover = layovers[index];
        return (
          <li key={index}>
            <p className="font-semibold text-ink">
              {`${hhmm(segment.departureLocal)} ${city(segment.origin)} → ${hhmm(segment.arrivalLocal)} ${city(segment.destination)}`}
            </p>
            <p className="text-muted">
              {[
                formatDateCompact(segment.departureLocal.slice(0, 10)),
                `Vuelo ${segment.marketingCarrier} ${segment.marketingFlightNumber}`,
                segment.operatingCarrier !== segment.marketingCarrier
                  ? `Operado por ${detail.airlines[segment.operatingCarrier] ?? segment.operatingCarrier}`
                  : (detail.airlines[segment.marketingCarrier] ?? segment.marketingCarrier),
                segment.aircraftName,
                durationLabel(segment.durationMinutes),
                `Clase ${segment.bookingClass}`,
              ].join(" · ")}
            </p>
            {segment.arrivalLocal.slice(0, 10) !== segment.departureLocal.slice(0, 10) ? (
              <p className="text-warning">Llega el {formatDateCompact(segment.arrivalLocal.slice(0, 10))}</p>
            ) : null}
            {layover ? (
              <p className="mt-2 rounded-control bg-surface px-3 py-2 text-ink">
                {`Cambio de avión en ${city(layover.airport)} · Espera de ${durationLabel(layover.durationMinutes)}${layover.changeOfTerminal ? " · Cambio de terminal" : ""}`}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export type OfferCardProps = {
  offer: OfferCardData;
  index: number;
  sliceLabels: string[];
  airlines: Record<string, AirlineInfo>;
  airports: Record<string, Pick<AirportInfo, "city">>;
  context: PriceContext;
  /** The offer's detail when the page came with it (`detalle=N`, no JavaScript): shown open. */
  detail: OfferDetail | null;
  /** This card's results URL with its detail (`?…&detalle=N#oferta-N`): the no-JavaScript way to the detail. */
  detailHref: string;
};

/**
 * One offer: per slice its schedules that keep the price (radio buttons; 'Ver más horarios' beyond three), each with
 * its 'Detalle del vuelo' (loaded from /resultados/vuelos/detalle when first opened); the price box for every
 * traveller in both currencies; 'Seleccionar' sends the chosen schedules to the fare families step (a GET form: it
 * works without JavaScript).
 */
export function OfferCard({
  offer,
  index,
  sliceLabels,
  airlines,
  airports,
  context,
  detail,
  detailHref,
}: OfferCardProps) {
  // A plain fetch, as the price calendar does: React Router's fetcher would add its code to every page's chunk.
  // Offer ids are base64url text and a dot: safe in a URL as they are.
  // Without the detail (not loaded, or it could not be), a card offers the link to the page that shows it.
  const [fetched, setFetched] = useState<OfferDetail | "loading" | null>(null);
  const loaded = detail ?? (fetched === "loading" ? null : fetched);
  const load = async () => {
    setFetched("loading");
    try {
      const response = await fetch(`${FLIGHT_DETAIL_PATH}?oferta=${offer.id}`);
      setFetched(((await response.json()) as { detail: OfferDetail | null }).detail);
    } catch {
      setFetched(null);
    }
  };
  const total = money(offer.price.totalMinor, context);
  const headingId = `oferta-${index}`;
  const validating = airlines[offer.validatingCarrier]?.name ?? offer.validatingCarrier;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-slate-200 bg-white shadow-sm">
      <form method="get" action={FLIGHT_BOOKING_PATH} className="grid gap-4 p-4 lg:grid-cols-[1fr_16rem]">
        <input type="hidden" name="oferta" value={offer.id} />
        <div className="min-w-0 space-y-4">
          <h3 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-bold text-ink">
            <span>{validating}</span>
            <BaggageIcons offer={offer} />
            <span className="text-xs font-normal text-muted">{`Tarifa ${offer.fareFamily.name}`}</span>
            {offer.outlet ? (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink">Travel Outlet</span>
            ) : null}
          </h3>
          {offer.slices.map((slice, sliceIndex) => {
            const label = sliceLabels[sliceIndex] ?? `Tramo ${sliceIndex + 1}`;
            const shown = slice.options.slice(0, OPTIONS_SHOWN);
            const more = slice.options.slice(OPTIONS_SHOWN);
            const name = optionParam(sliceIndex);
            const renderOption = (option: CardOption, optionIndex: number) => {
              const optionDetail = loaded?.slices[sliceIndex]?.[option.id];
              return (
                <li key={option.id} className="rounded-control border border-slate-200">
                  <label className="grid cursor-pointer grid-cols-[auto_minmax(0,6rem)_1fr_auto] items-center gap-x-3 p-2 text-sm has-[:checked]:bg-brand-50 sm:grid-cols-[auto_8rem_1fr_auto]">
                    <input
                      type="radio"
                      name={name}
                      value={option.id}
                      defaultChecked={optionIndex === 0}
                      className="size-4 accent-brand-600"
                    />
                    <OptionSummary option={option} airlines={airlines} />
                  </label>
                  <details
                    className="px-2 pb-2"
                    open={detail ? true : undefined}
                    onToggle={(event) => {
                      if (event.currentTarget.open && !loaded && fetched !== "loading") void load();
                    }}
                  >
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                      Detalle del vuelo
                      {option.overnight ? <span className="ml-2 font-normal text-muted">Vuelo nocturno</span> : null}
                      {option.seatsLeft <= 5 ? (
                        <span className="ml-2 font-normal text-danger">
                          {option.seatsLeft === 1 ? "Queda 1 asiento" : `Quedan ${option.seatsLeft} asientos`}
                        </span>
                      ) : null}
                    </summary>
                    {loaded && optionDetail ? (
                      <OptionDetail {...optionDetail} detail={loaded} />
                    ) : fetched === "loading" ? (
                      <p
                        role="status"
                        className="mt-2 h-10 animate-pulse rounded-control bg-slate-100"
                        aria-label="Cargando"
                      />
                    ) : (
                      <a href={detailHref} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                        Ver el detalle del vuelo
                      </a>
                    )}
                  </details>
                </li>
              );
            };
            return (
              <fieldset key={sliceIndex} className="min-w-0">
                <legend className="mb-2 text-sm font-semibold text-ink">
                  {`${label}: ${airports[slice.origin]?.city ?? slice.origin} → ${airports[slice.destination]?.city ?? slice.destination} · ${formatDateCompact(slice.date)}`}
                </legend>
                <ul className="space-y-2">{shown.map(renderOption)}</ul>
                {more.length > 0 ? (
                  <details className="mt-2" open={detail ? true : undefined}>
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                      Ver más horarios ({more.length})
                    </summary>
                    <ul className="mt-2 space-y-2">
                      {more.map((option, moreIndex) => renderOption(option, moreIndex + OPTIONS_SHOWN))}
                    </ul>
                  </details>
                ) : null}
              </fieldset>
            );
          })}
        </div>
        <div className="flex flex-col gap-3 rounded-control bg-surface p-4">
          <p className="text-sm text-muted">Precio total para todos los pasajeros</p>
          {offer.outlet ? (
            <p className="text-sm text-muted">
              Antes <s>{money(offer.outlet.previousTotalMinor, context).main}</s>
            </p>
          ) : null}
          <p className="text-2xl font-extrabold text-ink tabular-nums">{total.main}</p>
          {total.other ? <p className="text-sm text-muted tabular-nums">{total.other}</p> : null}
          <PriceRows price={offer.price} context={context} />
          <button
            type="submit"
            className="mt-auto min-h-11 rounded-control bg-accent-500 px-4 font-bold text-ink hover:bg-accent-400 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none"
          >
            Seleccionar
            <span className="sr-only">{` la oferta de ${validating} por ${total.main}`}</span>
          </button>
        </div>
      </form>
    </article>
  );
}

/** The detail's JSON, for the cards (app/routes/flight-offer-detail.ts). */
export const FLIGHT_DETAIL_PATH = "/resultados/vuelos/detalle";
