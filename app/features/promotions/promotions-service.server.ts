import { getDb } from "#db";
import type { PromotionFigure, PromotionTermsSection } from "./promotion-content.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { currentPromotions, formatValidity, validityState, type ValidityState } from "./promotion-validity.ts";
import { findPublishedPromotion, listPublishedPromotions, type PromotionRow } from "./promotions-queries.server.ts";

export type PromotionSummary = {
  slug: string;
  title: string;
  summary: string;
  validity: string;
  validUntil: string;
  offersPath: string;
  offersLabel: string;
  figures: PromotionFigure[];
};

export type PromotionDetail = PromotionSummary & { state: ValidityState; terms: PromotionTermsSection[] };

export function promotionPath(slug: string): string {
  return `/promociones/${slug}`;
}

function summaryOf(row: PromotionRow): PromotionSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    validity: formatValidity(row),
    validUntil: row.validUntil,
    offersPath: row.offersPath,
    offersLabel: row.offersLabel,
    figures: row.figures,
  };
}

/** /promociones: the published promotions in force today in Lima. */
export async function listCurrentPromotions(now: Date = new Date()): Promise<PromotionSummary[]> {
  return currentPromotions(await listPublishedPromotions(getDb()), todayInLima(now)).map(summaryOf);
}

/**
 * /promociones/{slug}: a published promotion and its terms, whatever its validity (the terms of a finished
 * campaign stay readable for those who bought under it; the page says it has ended). Undefined when unknown.
 */
export async function findPromotion(slug: string, now: Date = new Date()): Promise<PromotionDetail | undefined> {
  const row = await findPublishedPromotion(getDb(), slug);
  if (!row) return undefined;
  return { ...summaryOf(row), state: validityState(row, todayInLima(now)), terms: row.terms };
}
