/** The exchange rate as the API serves it (SPEC 3, currencyExchange). */
export type CurrencyExchange = {
  /** Units of currencyTo per unit of currencyFrom, as an exact decimal string ("3.7450"). */
  amount: string;
  currencyFrom: string;
  currencyTo: string;
  /** yyyy-mm-dd */
  date: string;
  source: string;
};
