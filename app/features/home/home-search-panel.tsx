import { HydrateOnUse, onDemand } from "#app/components/on-demand.tsx";
import type { ContentTab } from "#app/features/content/index.ts";
import type { WebSection } from "#app/features/content/index.ts";
import { FlightSearchForm } from "#app/features/flights/flights-ui.tsx";
import { homeTab, tabForLocation, type HomeTabId } from "./home-tabs.ts";

const PANEL_ID = "home-tab-panel";

// The other tabs' forms are their own chunks (the flights tab, the home's default, is in the first load): fetched
// when their tab is pointed at or focused, or when its page is rendered. Tabs are links, so a tab's form is only
// rendered on its own URL; the server renders it as before.
const StaySearchForm = onDemand(() =>
  import("#app/features/travel-search/travel-search-ui.tsx").then((m) => m.StaySearchForm),
);
const InsuranceSearchForm = onDemand(() =>
  import("#app/features/insurance/insurance-ui.tsx").then((m) => m.InsuranceSearchForm),
);
const HotSalePanel = onDemand(() => import("./hot-sale-panel.tsx").then((m) => m.HotSaleTab));
// The tab bar: links that work as plain links before its code arrives (at once after the start-up, as it is in view);
// its code adds the arrow keys and the preloading of a tab's form on hover or focus.
const TabBar = onDemand(() => import("./home-tab-bar.tsx").then((m) => m.HomeTabBar));

function preloadTab(tab: HomeTabId): void {
  if (tab === 1 || tab === 2 || tab === 3) StaySearchForm.preload();
  else if (tab === 4) InsuranceSearchForm.preload();
  else if (tab === 5) HotSalePanel.preload();
}

// The first page's own tab: fetched as soon as this module runs, before the hydration asks for it. Its server HTML
// is hydrated through HydrateOnUse (eager), which keeps it in place, and working as a plain form, if that fails.
if (typeof window !== "undefined") preloadTab(tabForLocation(window.location.pathname, window.location.search));
export const HERO_IMAGE = { src: "/images/home/hero.svg", width: 1440, height: 640 } as const;

function PanelContent({ tab, sections }: { tab: HomeTabId; sections: WebSection[] }) {
  switch (tab) {
    case 0:
      return <FlightSearchForm />;
    case 1:
      return <HydrateOnUse eager of={StaySearchForm} props={{ product: "paquetes" }} />;
    case 2:
      return <HydrateOnUse eager of={StaySearchForm} props={{ product: "hoteles" }} />;
    case 3:
      return <HydrateOnUse eager of={StaySearchForm} props={{ product: "vuelohotel" }} />;
    case 4:
      return <HydrateOnUse eager of={InsuranceSearchForm} props={{}} />;
    case 5:
      return <HydrateOnUse eager of={HotSalePanel} props={{ sections }} />;
  }
}

/**
 * The heading, the tabs and the selected tab's search form (SPEC 2.3). Tabs are links: choosing one changes the
 * URL (and so the meta); arrows move between them (WAI-ARIA tabs, manual activation). The extra content tabs
 * follow in the same bar; as they open other pages (in-app or external, a new tab when so configured) they are
 * plain links. Plain elements, not React Aria's collections: this is the first thing the home hydrates.
 */
export function HomeSearchPanel({
  tab,
  contentTabs,
  sections,
}: {
  tab: HomeTabId;
  contentTabs: ContentTab[];
  /** The home's managed sections (the hot-sale tab shows its campaign's). */
  sections: WebSection[];
}) {
  return (
    <div className="relative isolate overflow-hidden bg-brand-700 px-4 pt-8 pb-10 md:pt-12">
      {/* Our illustration of the Andes and the kuntur (condor): the first thing painted, behind the panel. */}
      <img
        src={HERO_IMAGE.src}
        alt=""
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-extrabold text-white md:text-4xl">{homeTab(tab).heading}</h1>
        <p className="mt-1 text-brand-50 md:text-lg">Viaja con la confianza de nuestras tiendas en todo el Perú.</p>
        <div className="mt-5 rounded-card bg-white shadow-xl">
          <HydrateOnUse of={TabBar} props={{ tab, contentTabs, panelId: PANEL_ID, preload: preloadTab }} />
          <div
            role="tabpanel"
            id={PANEL_ID}
            aria-labelledby={`home-tab-${tab}`}
            className="p-4 outline-none focus-visible:ring-4 focus-visible:ring-accent-400 md:p-6"
          >
            {/* Not in a Suspense boundary of its own: the flight form hydrates with the page, so what was typed in it
                before is replayed into its state (the root's replay runs once the page has hydrated). */}
            <PanelContent key={tab} tab={tab} sections={sections} />
          </div>
        </div>
      </div>
    </div>
  );
}
