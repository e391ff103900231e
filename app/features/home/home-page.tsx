import { useLocation } from "react-router";
import { BannerCarousel } from "#app/features/content/content-ui.tsx";
import type { Banner, WebSection } from "#app/features/content/index.ts";
import type { ContentTab } from "#app/features/content/index.ts";
import { sectionBySlot } from "#app/features/content/index.ts";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-ui.tsx";
import { MostWantedOffers } from "#app/features/offers/offers-ui.tsx";
import { CardsSection, LinksSection, WhyUsSection } from "./home-sections.tsx";
import { HomeSearchPanel } from "./home-search-panel.tsx";
import { productOfTab, tabForLocation } from "./home-tabs.ts";

/** What HomePage renders: the result of loadHome (banners may still be streaming). */
export type HomePageData = {
  banners: Promise<Banner[]> | Banner[];
  sections: WebSection[];
  contentTabs: ContentTab[];
};

/**
 * The home screen (SPEC 2.3): search tabs, promo banners, most-wanted offers, packages, super flight offers, why
 * choose us, links and the newsletter. The selected tab comes from the URL; /confirmacion/:id renders it too.
 */
export function HomePage({ data }: { data: HomePageData }) {
  const location = useLocation();
  const tab = tabForLocation(location.pathname, location.search);
  const product = productOfTab(tab);
  const { sections } = data;
  return (
    <div className="flex flex-col">
      <HomeSearchPanel tab={tab} contentTabs={data.contentTabs} hotSale={sectionBySlot(sections, "hot-sale")} />
      <BannerCarousel banners={data.banners} />
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
    </div>
  );
}
