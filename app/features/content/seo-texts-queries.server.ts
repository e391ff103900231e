import { eq } from "drizzle-orm";
import { getDb } from "#db";
import { seoTexts } from "#server/db/schema/content.ts";

export type SeoText = { title: string; description: string };

/** A stored SEO text (title and meta description) by name, or null when it does not exist. */
export async function getSeoText(name: string): Promise<SeoText | null> {
  const [row] = await getDb()
    .select({ title: seoTexts.title, description: seoTexts.description })
    .from(seoTexts)
    .where(eq(seoTexts.name, name))
    .limit(1);
  return row ?? null;
}
