import { formatMoney } from "#app/utils/money.ts";

/**
 * A product's price inside a managed text (docs/decisions/026-one-price-per-product.md): editors write
 * '{precio:vuelo:LIM-CUZ}' (the route's cheapest recorded round trip) or '{precio:paquete:cusco-machu-picchu}'
 * (the package's price) where the price goes, and every page prints the one current figure in its place.
 */
export type PriceReference = { kind: "vuelo" | "paquete"; key: string };

const REFERENCE = /\{precio:(vuelo|paquete):([A-Za-z0-9-]{1,60})\}/g;

/** Whether a text refers to a product's price (cheap test before any query). */
export function hasPriceReference(text: string): boolean {
  return text.includes("{precio:");
}

/** The references a text holds, in order. */
export function priceReferencesIn(text: string): PriceReference[] {
  return [...text.matchAll(REFERENCE)].map((match) => ({
    kind: match[1] as PriceReference["kind"],
    key: match[2] ?? "",
  }));
}

/** The text with each reference replaced by its price ('US$ 459'); null when one of them has no price. */
export function fillPriceReferences(
  text: string,
  price: (reference: PriceReference) => { amountMinor: number; currency: string } | null,
): string | null {
  const prices = priceReferencesIn(text).map(price);
  if (prices.some((found) => found === null)) return null;
  let index = 0;
  return text.replace(REFERENCE, () => {
    const found = prices[index++];
    return found ? formatMoney(found.amountMinor, found.currency) : "";
  });
}

/** "LIM-CUZ" → the route's airports; null for anything else. */
export function parseRouteKey(key: string): { originCode: string; destinationCode: string } | null {
  const match = /^([A-Z]{3})-([A-Z]{3})$/.exec(key);
  return match?.[1] && match[2] ? { originCode: match[1], destinationCode: match[2] } : null;
}
