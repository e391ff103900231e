import type { AirportInfo } from "#app/features/flights/index.ts";
import type { CheckoutSummary } from "./checkout-summary.ts";
import { PASSENGER_TYPE_LABELS } from "./checkout-summary.ts";
import { usdAndPen, whenLabel } from "./checkout-format.ts";

function Amount({ minor, rate }: { minor: number; rate: string | null }) {
  return <dd className="tabular-nums">{usdAndPen(minor, rate).usd}</dd>;
}

/** The summary beside every step: flights per leg with the family, fares by type, add-ons, taxes, the total. */
export function CheckoutSidebar(props: {
  summary: CheckoutSummary;
  rate: string | null;
  airports: Record<string, AirportInfo>;
}) {
  const { summary, rate } = props;
  const city = (code: string) => props.airports[code]?.city ?? code;
  const total = usdAndPen(summary.totalMinor, rate);
  return (
    <aside aria-labelledby="resumen-compra" className="rounded-card border border-slate-200 bg-white p-4 text-sm">
      <h2 id="resumen-compra" className="text-lg font-bold text-ink">
        Resumen de tu compra
      </h2>
      <ul aria-label="Vuelos" className="mt-3 space-y-3">
        {summary.legs.map((leg, index) => (
          <li key={index} className="border-b border-slate-100 pb-2">
            <p className="font-semibold text-ink">
              {index === 0 ? "Ida" : summary.legs.length === 2 ? "Vuelta" : `Tramo ${String(index + 1)}`}:{" "}
              {city(leg.origin)} → {city(leg.destination)}
            </p>
            <p className="text-muted">
              {whenLabel(leg.departureLocal)} - {leg.arrivalLocal.slice(11, 16)} · {leg.flights.join(", ")}
            </p>
            <p className="text-muted">Tarifa {leg.familyName}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1">
        {summary.fares.map((fare) => (
          <div key={fare.type} className="flex justify-between gap-4">
            <dt className="text-muted">
              Tarifa {PASSENGER_TYPE_LABELS[fare.type][fare.count === 1 ? 0 : 1].toLowerCase()}{" "}
              {usdAndPen(fare.baseMinor, rate).usd} x {fare.count}
            </dt>
            <Amount minor={fare.subtotalMinor} rate={rate} />
          </div>
        ))}
        {summary.assistance ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Asistencia de viaje ({summary.assistance.travellers} x {summary.assistance.days} días)
            </dt>
            <Amount minor={summary.assistance.totalMinor} rate={rate} />
          </div>
        ) : null}
        {summary.taxes.map((tax) => (
          <div key={tax.code} className="flex justify-between gap-4">
            <dt className="text-muted">{tax.name}</dt>
            <Amount minor={tax.amountMinor} rate={rate} />
          </div>
        ))}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Cargo por servicio</dt>
          <Amount minor={summary.serviceChargeMinor} rate={rate} />
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-ink">
          <dt>Total</dt>
          <dd className="text-right tabular-nums" data-testid="checkout-total">
            {total.usd}
            {total.pen ? <span className="block text-sm font-semibold text-muted">{total.pen}</span> : null}
          </dd>
        </div>
      </dl>
      {rate ? <p className="mt-2 text-xs text-muted">Tipo de cambio del día: S/ {rate} por US$ 1.</p> : null}
    </aside>
  );
}
