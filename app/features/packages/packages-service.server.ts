import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "#db";
import { travelPackages } from "#server/db/schema/packages.ts";

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
