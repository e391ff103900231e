import { and, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  destinationContentBlocks,
  destinationContents,
  destinationFaqs,
  destinationPopularRoutes,
  lastSearchFares,
} from "../schema/destination-content.ts";
import { DESTINATION_SEEDS } from "./destinations/index.ts";
import type { DestinationSeed } from "./destinations/types.ts";

const ORIGIN = { iata: "LIM", name: "Lima" };
const DAY_MS = 86_400_000;

// Demo fares: departures spread over the next three months, prices around each route's usual cheapest fare.
const DEPARTURE_OFFSETS = [10, 17, 24, 31, 45, 59, 73, 90];
const PRICE_FACTORS = [1.0, 1.08, 1.15, 1.04, 1.22, 1.11, 1.3, 1.18];
const STAY_NIGHTS = { NAC: [4, 3, 5, 4, 6, 3, 5, 7], INT: [7, 10, 8, 14, 9, 12, 7, 10] };

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Lima's calendar date as UTC midnight, so date arithmetic never crosses a time zone. */
function limaMidnight(now: Date): number {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Lima" }).format(now);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The demo fares of one route: cheapest recent round trips from Lima for the coming months. */
export function demoFares(page: DestinationSeed, now: Date) {
  const today = limaMidnight(now);
  return DEPARTURE_OFFSETS.map((offset, index) => {
    const start = today + offset * DAY_MS;
    const nights = STAY_NIGHTS[page.tipo][index] ?? 7;
    return {
      type: "A",
      originCode: ORIGIN.iata,
      originName: ORIGIN.name,
      destinationCode: page.iata,
      destinationName: page.ciudadDestino,
      dateStart: isoDate(start),
      dateEnd: isoDate(start + nights * DAY_MS),
      totalMinor: Math.round(page.fareFromUsd * (PRICE_FACTORS[index] ?? 1) * 100),
      currency: "USD",
      seenAt: now,
    };
  });
}

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
 * Seeds the destination landing pages (content, cards, FAQ, popular routes) and demo fares. A page that already
 * exists is left as edited, children included; fares are added for a route only when it has none still ahead.
 */
export async function seedDestinationContent(db: Db, now: Date = new Date()): Promise<void> {
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

  const today = isoDate(limaMidnight(now));
  const withFares = new Set(
    (
      await db
        .selectDistinct({ code: lastSearchFares.destinationCode })
        .from(lastSearchFares)
        .where(
          and(
            eq(lastSearchFares.originCode, ORIGIN.iata),
            eq(lastSearchFares.type, "A"),
            gte(lastSearchFares.dateStart, today),
            inArray(
              lastSearchFares.destinationCode,
              DESTINATION_SEEDS.map((page) => page.iata),
            ),
          ),
        )
    ).map((row) => row.code),
  );
  const fares = DESTINATION_SEEDS.filter((page) => !withFares.has(page.iata)).flatMap((page) => demoFares(page, now));
  if (fares.length > 0) await db.insert(lastSearchFares).values(fares).onConflictDoNothing();
}
