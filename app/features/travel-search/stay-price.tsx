import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";

type Rate = Pick<CurrencyExchange, "amount" | "date"> | null;

/** US$ and S/ of one amount (the S/ at the day's rate, when one is on file). */
export function dualPrice(amountMinor: number, rate: Rate): { usd: string; pen: string | null } {
  return {
    usd: formatMoney(amountMinor, "USD"),
    pen: rate ? formatMoney(convertMinorUnits(amountMinor, rate.amount), "PEN") : null,
  };
}

/** "US$ 236 · S/ 884.50": a price in both currencies. */
export function StayPrice({ amountMinor, rate, className }: { amountMinor: number; rate: Rate; className?: string }) {
  const { usd, pen } = dualPrice(amountMinor, rate);
  return (
    <span className={className}>
      <span className="font-bold">{usd}</span>
      {pen ? <span className="text-muted"> · {pen}</span> : null}
    </span>
  );
}

/** The rate's line under a list of prices. */
export function RateNote({ rate }: { rate: Rate }) {
  if (!rate) return <p className="text-sm text-muted">Precios en dólares estadounidenses.</p>;
  return (
    <p className="text-sm text-muted">
      Precios finales con impuestos. Soles al tipo de cambio del {formatDateShort(rate.date)}: S/ {rate.amount} por US$
      1.
    </p>
  );
}
