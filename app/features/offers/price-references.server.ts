import { changeVersion } from "#app/platform/change-signals.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { createShortCache } from "#app/utils/short-cache.server.ts";
import { findPackages } from "#app/features/packages/index.server.ts";
import { fillPriceReferences, parseRouteKey, priceReferencesIn, type PriceReference } from "./price-references.ts";
import { cheapestRouteFares } from "./route-fares.server.ts";

type Figure = { amountMinor: number; currency: string };

/**
 * How long the prices written into managed texts are reused: the page cache's order of time (a signed-in
 * visitor's home is rendered on every request and would otherwise read them every time). A fare the flight engine
 * records (signalChange("recorded-fares")) makes them old at once, so in this process the home never shows an older fare than
 * the destination page; a price edited outside the app shows within this time, as with the page cache.
 */
export const PRICE_FIGURES_MS = 5_000;

const figures = createShortCache<Map<string, Figure>>(PRICE_FIGURES_MS);

const referenceId = (reference: PriceReference) => `${reference.kind}:${reference.key}`;

/** Forgets the reused prices: an editor changed a product or a text. */
export function forgetPriceFigures(): void {
  figures.clear();
}

async function readFigures(references: PriceReference[], now: Date | undefined): Promise<Map<string, Figure>> {
  const routes = references.flatMap((reference) =>
    reference.kind === "vuelo" ? [parseRouteKey(reference.key)].filter((route) => route !== null) : [],
  );
  const packageSlugs = references.filter((reference) => reference.kind === "paquete").map((r) => r.key);
  const [fares, packages] = await Promise.all([
    cheapestRouteFares(routes, now ? { now } : {}),
    findPackages(packageSlugs),
  ]);
  const found = new Map<string, Figure>();
  for (const [key, fare] of fares) found.set(`vuelo:${key}`, { amountMinor: fare.totalMinor, currency: fare.currency });
  for (const [slug, item] of packages)
    found.set(`paquete:${slug}`, { amountMinor: item.priceMinor, currency: item.currency });
  return found;
}

/**
 * Reads the current price of every product the texts refer to ({precio:vuelo:LIM-CUZ}, {precio:paquete:slug}) in
 * two queries at most (none while the same products' figures are held, PRICE_FIGURES_MS, and no fare was recorded
 * since: signalChange("recorded-fares")), and returns the filler:
 * a text with its prices written in, or null when a product referred to has no price now (the caller then leaves
 * that text out rather than advertise a price nobody sells).
 */
export async function priceFiller(texts: Iterable<string | null>, options: { now?: Date } = {}) {
  const references = new Map<string, PriceReference>();
  for (const text of texts) if (text) for (const ref of priceReferencesIn(text)) references.set(referenceId(ref), ref);
  // A fare counts while its departure is ahead: one Lima day's figures are not the next day's.
  const key = `${todayInLima(options.now)} ${String(changeVersion("recorded-fares"))} ${[...references.keys()].sort().join(" ")}`;
  const found = references.size
    ? await figures.get(key, () => readFigures([...references.values()], options.now))
    : new Map<string, Figure>();
  return (text: string) => fillPriceReferences(text, (reference) => found.get(referenceId(reference)) ?? null);
}
