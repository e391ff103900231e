import { and, asc, eq } from "drizzle-orm";
import { getDb } from "#db";
import {
  destinationContentBlocks,
  destinationContents,
  destinationFaqs,
  destinationPopularRoutes,
} from "#server/db/schema/destination-content.ts";
import type { ContentBlock, DestinationContent, FaqEntry, PopularRoute } from "./destination-content-types.ts";

/** getWebSeoBySlug: the active page of a slug, or null (the empty result that leads to /404). */
export async function getWebSeoBySlug(slug: string): Promise<DestinationContent | null> {
  const [row] = await getDb()
    .select()
    .from(destinationContents)
    .where(and(eq(destinationContents.slug, slug), eq(destinationContents.active, true)))
    .limit(1);
  if (!row) return null;
  const { active: _active, createdAt: _createdAt, updatedAt, ...content } = row;
  return { ...content, updatedAt: updatedAt.toISOString() };
}

/** getNotasByWs: the information cards of a page, in display order. */
export async function getNotasByWs(idWebSeo: number): Promise<ContentBlock[]> {
  return getDb()
    .select({
      id: destinationContentBlocks.id,
      idWebSeo: destinationContentBlocks.idWebSeo,
      titulo: destinationContentBlocks.titulo,
      imagenUrl: destinationContentBlocks.imagenUrl,
      detalle: destinationContentBlocks.detalle,
    })
    .from(destinationContentBlocks)
    .where(eq(destinationContentBlocks.idWebSeo, idWebSeo))
    .orderBy(asc(destinationContentBlocks.position));
}

/** getPreguntasByWs: the FAQ of a page, in display order. */
export async function getPreguntasByWs(idWebSeo: number): Promise<FaqEntry[]> {
  return getDb()
    .select({
      id: destinationFaqs.id,
      idWebSeo: destinationFaqs.idWebSeo,
      pregunta: destinationFaqs.pregunta,
      respuesta: destinationFaqs.respuesta,
    })
    .from(destinationFaqs)
    .where(eq(destinationFaqs.idWebSeo, idWebSeo))
    .orderBy(asc(destinationFaqs.position));
}

/** getRutasByWs: the popular routes of a page, in display order. */
export async function getRutasByWs(idWebSeo: number): Promise<PopularRoute[]> {
  return getDb()
    .select({
      id: destinationPopularRoutes.id,
      idWebSeo: destinationPopularRoutes.idWebSeo,
      ciudadOrigenNombre: destinationPopularRoutes.ciudadOrigenNombre,
      ciudadOrigenUrl: destinationPopularRoutes.ciudadOrigenUrl,
    })
    .from(destinationPopularRoutes)
    .where(eq(destinationPopularRoutes.idWebSeo, idWebSeo))
    .orderBy(asc(destinationPopularRoutes.position));
}

/** Every active page with its last change, for the sitemap. */
export async function listDestinationPages(): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return getDb()
    .select({ slug: destinationContents.slug, updatedAt: destinationContents.updatedAt })
    .from(destinationContents)
    .where(eq(destinationContents.active, true))
    .orderBy(asc(destinationContents.slug));
}
