import type { AirportInfo } from "#app/features/flights/flight-offer-types.ts";
import { referenceText } from "#app/features/orders/index.ts";
import type { AmountLine, OrderAmounts } from "#app/features/orders/order-contract.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { CheckoutSummary } from "./checkout-summary.ts";
import { PASSENGER_TYPE_LABELS } from "./checkout-summary.ts";
import { whenLabel } from "./checkout-format.ts";

const money = (minor: number, currency: string) => formatMoney(minor, currency, { alwaysDecimals: true });

/** A line's label: fares by traveller type with their unit price, the add-on with its days, taxes by name. */
function lineLabel(line: AmountLine, product: string, summary: CheckoutSummary, currency: string): string {
  if (product === "insurance" && summary.assistance)
    return `Asistencia de viaje (${String(summary.assistance.days)} días): ${line.label}`;
  const fare = line.kind === "base" ? summary.fares.find((row) => row.type === line.code) : undefined;
  if (fare) {
    const name = PASSENGER_TYPE_LABELS[fare.type][fare.count === 1 ? 0 : 1].toLowerCase();
    return `Tarifa ${name} ${money(fare.baseMinor, currency)} x ${String(fare.count)}`;
  }
  return line.label;
}

/** The summary beside every step: flights per leg with the family, then every amount of the money function. */
export function CheckoutSidebar(props: {
  summary: CheckoutSummary;
  amounts: OrderAmounts;
  airports: Record<string, AirportInfo>;
}) {
  const { summary, amounts } = props;
  const currency = amounts.chargeCurrency;
  const city = (code: string) => props.airports[code]?.city ?? code;
  const rows = [
    ...amounts.items.flatMap((item) =>
      item.lines.map((line) => ({ key: `${item.itemId}-${line.code}`, line, product: item.product })),
    ),
    ...amounts.adjustments.map((line) => ({ key: line.sourceId, line, product: "adjustment" })),
  ];
  return (
    <aside
      id="resumen-compra"
      aria-labelledby="resumen-compra-titulo"
      className="scroll-mt-4 rounded-card border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="resumen-compra-titulo" className="text-lg font-bold text-ink">
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
        {rows.map(({ key, line, product }) => (
          <div key={key} className="flex justify-between gap-4">
            <dt className="text-muted">{lineLabel(line, product, summary, currency)}</dt>
            <dd className="tabular-nums">{money(line.amount.chargeMinor, currency)}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-ink">
          <dt>Total</dt>
          <dd className="text-right tabular-nums" data-testid="checkout-total">
            {money(amounts.total.chargeMinor, currency)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted" data-testid="checkout-reference">
        {referenceText(amounts, amounts.total.referenceMinor)}
      </p>
    </aside>
  );
}

/**
 * On a phone the total stays in view on every step: a bar in the page's flow that sticks to the bottom while the
 * step scrolls (no layout shift), with a link to the full summary. The page's scroll padding keeps focused fields
 * above it.
 */
export function CheckoutTotalBar({ amounts }: { amounts: OrderAmounts }) {
  return (
    <div
      data-sticky-total=""
      className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <p className="text-ink">
        <span className="font-bold">
          Total: <span data-testid="sticky-total">{money(amounts.total.chargeMinor, amounts.chargeCurrency)}</span>
        </span>
        <span className="block text-xs text-muted">{referenceText(amounts, amounts.total.referenceMinor)}</span>
      </p>
      <a href="#resumen-compra" className="shrink-0 font-semibold text-brand-700 underline">
        Ver detalle
      </a>
    </div>
  );
}
