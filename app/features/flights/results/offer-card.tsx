import { formatDateCompact } from "../../../utils/dates.ts";
import { convertMinorUnits, formatMoney } from "../../../utils/money.ts";
import type { AirlineInfo, AirportInfo, FlightOffer, ItineraryOption, PriceBreakdown } from "../flight-offer-types.ts";
import { FLIGHT_BOOKING_PATH, optionParam } from "../flight-booking-url.ts";
import type { Currency } from "./result-view.ts";

/** Schedules a card shows before 'Ver más horarios'. */
export const OPTIONS_SHOWN = 3;

export type PriceContext = { currency: Currency; rate: string | null };

const PASSENGER_LABELS = { ADT: ["adulto", "adultos"], CHD: ["niño", "niños"], INF: ["infante", "infantes"] } as const;

export const passengersLabel = (type: keyof typeof PASSENGER_LABELS, count: number) =>
  `${count} ${PASSENGER_LABELS[type][count === 1 ? 0 : 1]}`;

/** An amount in the chosen currency, and the other one beside it when there is a rate (Consumer Code arts. 4, 6). */
export function money(amountMinor: number, context: PriceContext): { main: string; other: string | null } {
  const usd = formatMoney(amountMinor, "USD", { alwaysDecimals: true });
  if (!context.rate) return { main: usd, other: null };
  const pen = formatMoney(convertMinorUnits(amountMinor, context.rate), "PEN", { alwaysDecimals: true });
  return context.currency === "PEN" ? { main: pen, other: usd } : { main: usd, other: pen };
}

export const hhmm = (local: string) => local.slice(11, 16);

export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const stopsLabel = (stops: number) => (stops === 0 ? "Directo" : stops === 1 ? "1 escala" : `${stops} escalas`);

/** One element per bag: a masked icon with its meaning as the accessible name and the tooltip. */
function BagIcon({ included, label }: { included: boolean; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={included ? "icon-bag text-success" : "icon-bag text-muted opacity-50"}
    />
  );
}

export function BaggageIcons({ offer }: { offer: Pick<FlightOffer, "fareFamily"> }) {
  const family = offer.fareFamily;
  return (
    <span className="inline-flex items-center gap-2 text-xs">
      <BagIcon
        included={family.personalItem}
        label={family.personalItem ? "Incluye artículo personal" : "Sin artículo personal"}
      />
      <BagIcon
        included={family.cabinBag}
        label={family.cabinBag ? "Incluye equipaje de mano" : "Sin equipaje de mano"}
      />
      <BagIcon
        included={family.checkedBags > 0}
        label={
          family.checkedBags > 0
            ? `Incluye ${family.checkedBags} equipaje${family.checkedBags > 1 ? "s" : ""} de bodega de ${family.checkedBagKg} kg`
            : "Sin equipaje de bodega"
        }
      />
    </span>
  );
}

function OptionSummary({ option, airlines }: { option: ItineraryOption; airlines: Record<string, AirlineInfo> }) {
  const carrier = option.segments[0]?.marketingCarrier ?? "";
  return (
    <span className="grid flex-1 grid-cols-[minmax(0,6rem)_1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr_auto]">
      <span className="truncate text-muted">{airlines[carrier]?.name ?? carrier}</span>
      <span className="flex items-center gap-2 font-semibold text-ink tabular-nums">
        {hhmm(option.departureLocal)}
        <span aria-hidden="true" className="text-muted">
          →
        </span>
        <span className="sr-only"> a </span>
        {hhmm(option.arrivalLocal)}
        {option.arrivalDayOffset > 0 ? (
          <sup className="text-xs font-bold text-warning" title={`Llega ${option.arrivalDayOffset} día(s) después`}>
            +{option.arrivalDayOffset}
          </sup>
        ) : null}
      </span>
      <span className="text-right text-xs text-muted">
        {`${durationLabel(option.durationMinutes)} · ${stopsLabel(option.stops)}`}
      </span>
    </span>
  );
}

function OptionDetail({
  option,
  airlines,
  airports,
}: {
  option: ItineraryOption;
  airlines: Record<string, AirlineInfo>;
  airports: Record<string, AirportInfo>;
}) {
  const city = (code: string) => `${airports[code]?.city ?? code} (${code})`;
  return (
    <ol className="mt-2 space-y-3 border-l-2 border-brand-100 pl-4 text-sm">
      {option.segments.map((segment, index) => {
        const layover = option.layovers[index];
        return (
          <li key={segment.id}>
            <p className="font-semibold text-ink">
              {`${hhmm(segment.departureLocal)} ${city(segment.origin)} → ${hhmm(segment.arrivalLocal)} ${city(segment.destination)}`}
            </p>
            <p className="text-muted">
              {[
                formatDateCompact(segment.departureLocal.slice(0, 10)),
                `Vuelo ${segment.marketingCarrier} ${segment.marketingFlightNumber}`,
                segment.operatingCarrier !== segment.marketingCarrier
                  ? `Operado por ${airlines[segment.operatingCarrier]?.name ?? segment.operatingCarrier}`
                  : (airlines[segment.marketingCarrier]?.name ?? segment.marketingCarrier),
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

export function PriceRows({ price, context }: { price: PriceBreakdown; context: PriceContext }) {
  const taxesAndCharges = price.taxesMinor;
  return (
    <dl className="space-y-1 text-sm">
      {price.perPassenger.map((row) => (
        <div key={row.type} className="flex justify-between gap-4">
          <dt className="text-muted">{passengersLabel(row.type, row.count)}</dt>
          <dd className="tabular-nums">{money(row.baseMinor * row.count, context).main}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Impuestos y tasas</dt>
        <dd className="tabular-nums">{money(taxesAndCharges, context).main}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Cargo por servicio</dt>
        <dd className="tabular-nums">{money(price.serviceChargeMinor, context).main}</dd>
      </div>
    </dl>
  );
}

export type OfferCardProps = {
  offer: FlightOffer;
  index: number;
  sliceLabels: string[];
  airlines: Record<string, AirlineInfo>;
  airports: Record<string, AirportInfo>;
  context: PriceContext;
};

/**
 * One offer: per slice its schedules that keep the price (radio buttons; 'Ver más horarios' beyond three), each with
 * its detail; the price box for every traveller in both currencies; 'Seleccionar' sends the chosen schedules to the
 * fare families step (a GET form: it works without JavaScript).
 */
export function OfferCard({ offer, index, sliceLabels, airlines, airports, context }: OfferCardProps) {
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
            const renderOption = (option: ItineraryOption, optionIndex: number) => (
              <li key={option.id} className="rounded-control border border-slate-200">
                <label className="flex cursor-pointer items-start gap-3 p-2 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    defaultChecked={optionIndex === 0}
                    data-slice={sliceIndex}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <OptionSummary option={option} airlines={airlines} />
                </label>
                <details className="px-2 pb-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    Detalle del vuelo
                    {option.overnight ? <span className="ml-2 font-normal text-muted">Vuelo nocturno</span> : null}
                    {option.seatsLeft <= 5 ? (
                      <span className="ml-2 font-normal text-danger">
                        {option.seatsLeft === 1 ? "Queda 1 asiento" : `Quedan ${option.seatsLeft} asientos`}
                      </span>
                    ) : null}
                  </summary>
                  <OptionDetail option={option} airlines={airlines} airports={airports} />
                </details>
              </li>
            );
            return (
              <fieldset key={`${slice.origin}-${slice.destination}-${slice.date}`} className="min-w-0">
                <legend className="mb-2 text-sm font-semibold text-ink">
                  {`${label}: ${airports[slice.origin]?.city ?? slice.origin} → ${airports[slice.destination]?.city ?? slice.destination}`}
                  <span className="font-normal text-muted">{` · ${formatDateCompact(slice.date)}`}</span>
                </legend>
                <ul className="space-y-2">{shown.map(renderOption)}</ul>
                {more.length > 0 ? (
                  <details className="mt-2">
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
