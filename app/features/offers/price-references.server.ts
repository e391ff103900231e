import { findPackages } from "../packages/packages-service.server.ts";
import { fillPriceReferences, parseRouteKey, priceReferencesIn, type PriceReference } from "./price-references.ts";
import { cheapestRouteFares } from "./route-fares.server.ts";

/**
 * Reads the current price of every product the texts refer to ({precio:vuelo:LIM-CUZ}, {precio:paquete:slug}) in
 * two queries at most, and returns the filler: a text with its prices written in, or null when a product referred
 * to has no price now (the caller then leaves that text out rather than advertise a price nobody sells).
 */
export async function priceFiller(texts: Iterable<string | null>, options: { now?: Date } = {}) {
  const references: PriceReference[] = [];
  for (const text of texts) if (text) references.push(...priceReferencesIn(text));
  const routes = references.flatMap((reference) =>
    reference.kind === "vuelo" ? [parseRouteKey(reference.key)].filter((route) => route !== null) : [],
  );
  const packageSlugs = references.filter((reference) => reference.kind === "paquete").map((r) => r.key);
  const [fares, packages] = await Promise.all([cheapestRouteFares(routes, options), findPackages(packageSlugs)]);
  const price = (reference: PriceReference) => {
    if (reference.kind === "vuelo") {
      const fare = fares.get(reference.key);
      return fare ? { amountMinor: fare.totalMinor, currency: fare.currency } : null;
    }
    const found = packages.get(reference.key);
    return found ? { amountMinor: found.priceMinor, currency: found.currency } : null;
  };
  return (text: string) => fillPriceReferences(text, price);
}
