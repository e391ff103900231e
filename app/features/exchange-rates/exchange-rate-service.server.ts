import { and, desc, eq, lte } from "drizzle-orm";
import { getDb } from "#db";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { CurrencyExchange } from "./exchange-rate.ts";

/**
 * The current USD→PEN rate: the latest on file whose date has come (Lima time), with its date and source.
 * Null when none is on file, so prices fall back to USD only.
 */
export async function getCurrentExchangeRate(
  options: { from?: string; to?: string; now?: Date } = {},
): Promise<CurrencyExchange | null> {
  const from = options.from ?? "USD";
  const to = options.to ?? "PEN";
  const [row] = await getDb()
    .select()
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currencyFrom, from),
        eq(exchangeRates.currencyTo, to),
        lte(exchangeRates.effectiveDate, todayInLima(options.now)),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveDate), desc(exchangeRates.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    amount: row.amount,
    currencyFrom: row.currencyFrom,
    currencyTo: row.currencyTo,
    date: row.effectiveDate,
    source: row.source,
  };
}
