import type { Db } from "#server/db/client.ts";
import {
  destinationContentBlocks,
  destinationContents,
  destinationFaqs,
  destinationPopularRoutes,
} from "#server/db/schema/destination-content.ts";
import { DESTINATION_SEEDS } from "./destinations/index.ts";
import type { DestinationSeed } from "./destinations/types.ts";

const ORIGIN = { iata: "LIM", name: "Lima" };

function pageRow(page: DestinationSeed) {
  return {
    slug: page.slug,
    iata: page.iata,
    originIata: ORIGIN.iata,
    ciudadNombre: ORIGIN.name,
    ciudadDestino: page.ciudadDestino,
    paisDestino: page.paisDestino,
    tipo: page.tipo,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    titulo: page.titulo,
    description: page.description.join("\n\n"),
  };
}

/**
 * Seeds the destination landing pages (content, cards, FAQ, popular routes). A page that already exists is left as
 * edited, children included. Their demo fares come from the flight engine (destination-fares.ts).
 */
export async function seedDestinationContent(db: Db): Promise<void> {
  const bySlug = new Map(DESTINATION_SEEDS.map((page) => [page.slug, page]));
  const existing = new Set(
    (await db.select({ slug: destinationContents.slug }).from(destinationContents)).map((row) => row.slug),
  );
  for (const page of DESTINATION_SEEDS.filter((candidate) => !existing.has(candidate.slug))) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(destinationContents)
        .values(pageRow(page))
        .onConflictDoNothing({ target: destinationContents.slug })
        .returning({ id: destinationContents.id });
      if (!created) return;
      const idWebSeo = created.id;
      await tx.insert(destinationContentBlocks).values(
        page.notes.map((note, position) => ({
          idWebSeo,
          position,
          titulo: note.titulo,
          imagenUrl: `/images/destinos/notas/${note.imagen}.svg`,
          detalle: note.detalle,
        })),
      );
      await tx.insert(destinationFaqs).values(page.faqs.map((faq, position) => ({ idWebSeo, position, ...faq })));
      const routes = page.related.flatMap((slug) => {
        const target = bySlug.get(slug);
        return target ? [{ ciudadOrigenNombre: `Vuelos de ${ORIGIN.name} a ${target.ciudadDestino}`, slug }] : [];
      });
      await tx.insert(destinationPopularRoutes).values(
        routes.map((route, position) => ({
          idWebSeo,
          position,
          ciudadOrigenNombre: route.ciudadOrigenNombre,
          ciudadOrigenUrl: `/vuelos/${route.slug}`,
        })),
      );
    });
  }
}
