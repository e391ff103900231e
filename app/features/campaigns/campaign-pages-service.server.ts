import { getDb } from "#db";
import { flightReferenceData } from "#flights";
import { todayInLima } from "#app/utils/dates.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { cheapestRouteFares } from "#app/features/offers/index.server.ts";
import { listPackages } from "#app/features/packages/index.server.ts";
import type { PromotionTermsSection } from "#app/features/promotions/index.ts";
import { formatValidity, validityState, type ValidityState } from "#app/features/promotions/index.ts";
import {
  campaignFlightOffers,
  campaignNotice,
  withPenPrice,
  type CampaignFlightOffer,
  type CampaignPackageOffer,
} from "./campaign-offers.ts";
import {
  findPublishedCampaignPage,
  listPublishedCampaignPages,
  type CampaignPageRow,
} from "./campaign-pages-queries.server.ts";
import { campaignPath } from "./campaign-page-content.ts";

export type CampaignSummary = {
  slug: string;
  title: string;
  summary: string;
  kicker: string;
  validity: string;
  validFrom: string;
  validUntil: string;
  state: ValidityState;
  updatedAt: Date;
};

export type CampaignPage = CampaignSummary & {
  heading: string;
  intro: string;
  imageUrl: string | null;
  imageAlt: string;
  promotionSlug: string;
  notice: ReturnType<typeof campaignNotice>;
  flights: CampaignFlightOffer[];
  packages: CampaignPackageOffer[];
  terms: PromotionTermsSection[];
};

function summaryOf(row: CampaignPageRow, today: string): CampaignSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kicker: row.kicker,
    validity: formatValidity(row),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    state: validityState(row, today),
    // The page changes with its own row and with its promotion's (dates, terms).
    updatedAt: row.updatedAt > row.promotionUpdatedAt ? row.updatedAt : row.promotionUpdatedAt,
  };
}

/** /info and the sitemap: every published campaign page, in force first, then to come, then ended. */
export async function listCampaignPages(now: Date = new Date()): Promise<CampaignSummary[]> {
  const today = todayInLima(now);
  const rank: Record<ValidityState, number> = { current: 0, upcoming: 1, expired: 2 };
  return (await listPublishedCampaignPages(getDb()))
    .map((row) => summaryOf(row, today))
    .sort((a, b) => rank[a.state] - rank[b.state]);
}

/** The campaign page of each promotion that has one (promotion slug -> page path), for /promociones. */
export async function campaignPathsByPromotion(): Promise<Record<string, string>> {
  const rows = await listPublishedCampaignPages(getDb());
  return Object.fromEntries(rows.map((row) => [row.promotionSlug, campaignPath(row.slug)]));
}

/**
 * /info/{slug}: the page, its validity and terms (the promotion's), and, while it is in force, its offers with
 * each product's one price. Undefined for an unknown or unpublished page.
 */
export async function findCampaignPage(slug: string, now: Date = new Date()): Promise<CampaignPage | undefined> {
  const row = await findPublishedCampaignPage(getDb(), slug);
  if (!row) return undefined;
  const today = todayInLima(now);
  const summary = summaryOf(row, today);
  const page: CampaignPage = {
    ...summary,
    heading: row.heading,
    intro: row.intro,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    promotionSlug: row.promotionSlug,
    notice: campaignNotice(summary.state, row),
    flights: [],
    packages: [],
    terms: row.terms,
  };
  if (summary.state !== "current") return page;
  const routes = row.flightRoutes.map((route) => ({ originCode: route.origin, destinationCode: route.destination }));
  const codes = [...new Set(row.flightRoutes.flatMap((route) => [route.origin, route.destination]))];
  const [fares, packages, rate, places] = await Promise.all([
    cheapestRouteFares(routes, { now }),
    listPackages(row.packageSlugs),
    getCurrentExchangeRate({ now }),
    codes.length > 0 ? flightReferenceData([], codes) : Promise.resolve({ airports: {} }),
  ]);
  const usdToPen = rate?.amount ?? null;
  page.flights = campaignFlightOffers(row.flightRoutes, fares, places.airports, usdToPen, today);
  page.packages = packages.map((item) => withPenPrice(item, usdToPen));
  return page;
}
