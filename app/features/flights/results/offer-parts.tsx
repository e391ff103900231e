/** The price and baggage pieces the results cards, the fare families step, the calendar and the outlet share. */
import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";
import type { CardFareFamily, CardPrice } from "./offer-card-data.ts";
import type { Currency } from "./result-view.ts";

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

export function BaggageIcons({ offer }: { offer: { fareFamily: CardFareFamily } }) {
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

export function PriceRows({ price, context }: { price: CardPrice; context: PriceContext }) {
  const taxesAndCharges = price.taxesMinor;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm [&>dd]:text-right [&>dd]:tabular-nums [&>dt]:text-muted">
      {price.perPassenger.map((row) => [
        <dt key={`${row.type}-label`}>{passengersLabel(row.type, row.count)}</dt>,
        <dd key={row.type}>{money(row.baseMinor * row.count, context).main}</dd>,
      ])}
      <dt>Impuestos y tasas</dt>
      <dd>{money(taxesAndCharges, context).main}</dd>
      <dt>Cargo por servicio</dt>
      <dd>{money(price.serviceChargeMinor, context).main}</dd>
    </dl>
  );
}
