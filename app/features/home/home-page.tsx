import { useLocation } from "react-router";
import { HydrateOnUse, onDemand } from "#app/components/on-demand.tsx";
import type { Banner, WebSection } from "#app/features/content/index.ts";
import type { ContentTab } from "#app/features/content/index.ts";
import { HomeSearchPanel } from "./home-search-panel.tsx";
import { productOfTab, tabForLocation } from "./home-tabs.ts";

// The banners and the sections under them: their JavaScript is fetched and their server HTML hydrated when they are
// near the viewport, used, or once the browser is idle after the start-up (HydrateOnUse); their links work before.
const BelowTheFold = onDemand(() => import("./home-below-the-fold.tsx").then((m) => m.HomeBelowTheFold));

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
      <HomeSearchPanel tab={tab} contentTabs={data.contentTabs} sections={sections} />
      <HydrateOnUse of={BelowTheFold} props={{ banners: data.banners, product, sections }} />
    </div>
  );
}
