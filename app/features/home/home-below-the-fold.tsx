import { BannerCarousel } from "#app/features/content/content-ui.tsx";
import type { Banner, WebSection } from "#app/features/content/index.ts";
import { sectionBySlot } from "#app/features/content/index.ts";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-ui.tsx";
import { MostWantedOffers } from "#app/features/offers/offers-ui.tsx";
import { CardsSection, LinksSection, WhyUsSection } from "./home-sections.tsx";
import type { productOfTab } from "./home-tabs.ts";

/**
 * The home's sections under the banners: most-wanted offers, the selected product's cards, why choose us, links
 * and the newsletter. Its own chunk (HomePage hydrates it on use or when the browser is idle).
 */
export function HomeBelowTheFold({
  banners,
  product,
  sections,
}: {
  banners: Promise<Banner[]> | Banner[];
  product: ReturnType<typeof productOfTab>;
  sections: WebSection[];
}) {
  return (
    <>
      <BannerCarousel banners={banners} />
      {/* Each product tab shows content of its product (issue 14, item 5). */}
      {product === "flights" ? (
        <>
          <MostWantedOffers />
          <CardsSection id="paquetes-destacados" section={sectionBySlot(sections, "packages")} />
          <CardsSection id="super-ofertas" section={sectionBySlot(sections, "super-offers")} />
        </>
      ) : null}
      {product === "packages" ? (
        <CardsSection id="paquetes-destacados" section={sectionBySlot(sections, "packages")} />
      ) : null}
      {product === "hotels" ? (
        <CardsSection id="hoteles-destacados" section={sectionBySlot(sections, "hotels")} />
      ) : null}
      {product === "insurance" ? (
        <CardsSection id="seguros-destacados" section={sectionBySlot(sections, "insurance")} />
      ) : null}
      <WhyUsSection section={sectionBySlot(sections, "why-us")} />
      <LinksSection section={sectionBySlot(sections, "links")} />
      <NewsletterBlock />
    </>
  );
}
