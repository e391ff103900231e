import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "#db";
import { packageDepartures, travelPackages } from "#server/db/schema/packages.ts";

/** A package as pages show it: the one record of its price (docs/decisions/026-one-price-per-product.md). */
export type TravelPackage = {
  slug: string;
  name: string;
  duration: string;
  includes: string;
  priceMinor: number;
  regularPriceMinor: number | null;
  currency: string;
  image: string;
};

/** The active packages named by `slugs`, by slug (an unknown or inactive slug is absent). */
export async function findPackages(slugs: readonly string[]): Promise<Map<string, TravelPackage>> {
  if (slugs.length === 0) return new Map();
  const rows = await getDb()
    .select({
      slug: travelPackages.slug,
      name: travelPackages.name,
      duration: travelPackages.duration,
      includes: travelPackages.includes,
      priceMinor: travelPackages.priceMinor,
      regularPriceMinor: travelPackages.regularPriceMinor,
      currency: travelPackages.currency,
      image: travelPackages.image,
    })
    .from(travelPackages)
    .where(and(eq(travelPackages.active, true), inArray(travelPackages.slug, [...new Set(slugs)])));
  return new Map(rows.map((row) => [row.slug, row]));
}

/** The active packages named by `slugs`, in that order (an unknown or inactive slug is left out). */
export async function listPackages(slugs: readonly string[]): Promise<TravelPackage[]> {
  const found = await findPackages(slugs);
  return slugs.flatMap((slug) => {
    const item = found.get(slug);
    return item ? [item] : [];
  });
}

/** A package's online sale on one departure: its prices per person, tiers and places left; null when not sold online. */
export type PackageSale = {
  info: TravelPackage;
  prices: { singleMinor: number; doubleMinor: number; tripleMinor: number; childMinor: number; childMaxAge: number };
  cancellationTiers: Array<{ daysBefore: number; penaltyPercent: number }>;
  departure: { date: string; supplementMinor: number; placesLeft: number } | null;
};

/** The package `slug` as sold online, with the departure `departureDate` if it exists; null when not sold online. */
export async function findPackageSale(slug: string, departureDate: string | null): Promise<PackageSale | null> {
  const [row] = await getDb()
    .select()
    .from(travelPackages)
    .where(and(eq(travelPackages.active, true), eq(travelPackages.slug, slug)));
  if (
    !row ||
    row.singlePriceMinor === null ||
    row.triplePriceMinor === null ||
    row.childPriceMinor === null ||
    row.childMaxAge === null ||
    !row.cancellationTiers
  )
    return null;
  const [departure] = departureDate
    ? await getDb()
        .select()
        .from(packageDepartures)
        .where(and(eq(packageDepartures.packageSlug, slug), eq(packageDepartures.departureDate, departureDate)))
    : [];
  return {
    info: {
      slug: row.slug,
      name: row.name,
      duration: row.duration,
      includes: row.includes,
      priceMinor: row.priceMinor,
      regularPriceMinor: row.regularPriceMinor,
      currency: row.currency,
      image: row.image,
    },
    prices: {
      singleMinor: row.singlePriceMinor,
      doubleMinor: row.priceMinor,
      tripleMinor: row.triplePriceMinor,
      childMinor: row.childPriceMinor,
      childMaxAge: row.childMaxAge,
    },
    cancellationTiers: row.cancellationTiers,
    departure: departure
      ? {
          date: departure.departureDate,
          supplementMinor: departure.supplementMinor,
          placesLeft: departure.seats - departure.sold - departure.held,
        }
      : null,
  };
}
