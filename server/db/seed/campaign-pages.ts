import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { campaignPages } from "#server/db/schema/campaign-pages.ts";
import { promotions } from "#server/db/schema/promotions.ts";

type CampaignPageSeed = Omit<typeof campaignPages.$inferInsert, "id" | "promotionId" | "updatedAt"> & {
  /** The promotion whose validity, title and terms the page shows. */
  promotion: string;
};

/** The demo's campaign pages: Hot Sale (in force), Cyber Wow (to come) and Fiestas Patrias (ended). */
export const CAMPAIGN_PAGE_SEEDS: CampaignPageSeed[] = [
  {
    slug: "hot-sale",
    promotion: "hot-sale",
    kicker: "Hot Sale Kuntur",
    heading: "Hasta 40 % de descuento en tu próximo viaje",
    intro:
      "Vuelos a precio de Hot Sale y paquetes con descuento por tiempo limitado. Precios por persona con impuestos y cargos, sujetos a disponibilidad.",
    imageUrl: "/images/home/banners/hot-sale-desktop.svg",
    imageAlt: "",
    flightRoutes: [
      { origin: "LIM", destination: "CUZ" },
      { origin: "LIM", destination: "AQP" },
      { origin: "LIM", destination: "MIA" },
      { origin: "LIM", destination: "PUJ" },
      { origin: "LIM", destination: "CUN" },
      { origin: "LIM", destination: "MAD" },
    ],
    packageSlugs: ["cusco-machu-picchu", "punta-cana-todo-incluido", "mancora-playa-y-sol"],
    sortOrder: 1,
  },
  {
    slug: "cyber-wow",
    promotion: "cyber-wow",
    kicker: "Cyber Wow",
    heading: "Tres días de tarifas rebajadas, solo en línea",
    intro:
      "Vuelos nacionales e internacionales y paquetes con precios especiales durante los tres días del Cyber Wow. Suscríbete para enterarte al empezar.",
    imageUrl: "/images/home/destinations/nueva-york.svg",
    imageAlt: "",
    flightRoutes: [
      { origin: "LIM", destination: "JFK" },
      { origin: "LIM", destination: "SCL" },
      { origin: "LIM", destination: "BOG" },
      { origin: "LIM", destination: "PIU" },
    ],
    packageSlugs: ["punta-cana-todo-incluido"],
    sortOrder: 2,
  },
  {
    slug: "fiestas-patrias",
    promotion: "fiestas-patrias",
    kicker: "Fiestas Patrias",
    heading: "Celebra Fiestas Patrias viajando por el Perú",
    intro: "Paquetes nacionales con 20 % de descuento para viajar en los feriados largos de julio.",
    imageUrl: "/images/home/destinations/cusco.svg",
    imageAlt: "",
    flightRoutes: [
      { origin: "LIM", destination: "CUZ" },
      { origin: "LIM", destination: "IQT" },
      { origin: "LIM", destination: "TPP" },
    ],
    packageSlugs: ["cusco-machu-picchu"],
    sortOrder: 3,
  },
];

/** Seeds the campaign pages of the seeded promotions; an existing page is left as edited. Run after the promotions. */
export async function seedCampaignPages(db: Db): Promise<void> {
  for (const { promotion, ...page } of CAMPAIGN_PAGE_SEEDS) {
    const [row] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, promotion));
    if (!row) continue;
    await db
      .insert(campaignPages)
      .values({ ...page, promotionId: row.id })
      .onConflictDoNothing({ target: campaignPages.slug });
  }
}
