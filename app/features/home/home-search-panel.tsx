import { Suspense } from "react";
import { Link } from "react-router";
import { HydrateOnUse, onDemand } from "../../components/on-demand.tsx";
import { cx } from "../../components/ui/cx.ts";
import { lightTabClass, onTabKeyDown } from "../../components/ui/tab-strip.ts";
import { ContentLink } from "../content/content-link.tsx";
import type { ContentTab } from "../content/content-tabs.ts";
import type { WebSection } from "../content/content-types.ts";
import { FlightSearchForm } from "../flights/flight-search-form.tsx";
import { ContentIcon, TabIcon } from "./home-icons.tsx";
import { HOME_TABS, homeTab, tabForLocation, type HomeTabId } from "./home-tabs.ts";

const PANEL_ID = "home-tab-panel";

// The other tabs' forms are their own chunks (the flights tab, the home's default, is in the first load): fetched
// when their tab is pointed at or focused, or when its page is rendered. Tabs are links, so a tab's form is only
// rendered on its own URL; the server renders it as before.
const StaySearchForm = onDemand(() => import("../travel-search/stay-search-form.tsx").then((m) => m.StaySearchForm));
const InsuranceSearchForm = onDemand(() =>
  import("../insurance/insurance-search-form.tsx").then((m) => m.InsuranceSearchForm),
);
const HotSalePanel = onDemand(() => import("./hot-sale-panel.tsx").then((m) => m.HotSalePanel));

function preloadTab(tab: HomeTabId): void {
  if (tab === 1 || tab === 2 || tab === 3) StaySearchForm.preload();
  else if (tab === 4) InsuranceSearchForm.preload();
  else if (tab === 5) HotSalePanel.preload();
}

// The first page's own tab: fetched as soon as this module runs, before the hydration asks for it. Its server HTML
// is hydrated through HydrateOnUse (eager), which keeps it in place, and working as a plain form, if that fails.
if (typeof window !== "undefined") preloadTab(tabForLocation(window.location.pathname, window.location.search));
export const HERO_IMAGE = { src: "/images/home/hero.svg", width: 1440, height: 640 } as const;

function PanelContent({ tab, hotSale }: { tab: HomeTabId; hotSale: WebSection | undefined }) {
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
      return <HydrateOnUse eager of={HotSalePanel} props={{ campaign: hotSale }} />;
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
  hotSale,
}: {
  tab: HomeTabId;
  contentTabs: ContentTab[];
  hotSale: WebSection | undefined;
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
          <div className="relative flex overflow-x-auto border-b border-slate-200 px-2">
            <div role="tablist" aria-label="Productos de viaje" className="flex">
              {HOME_TABS.map((item) => {
                const selected = item.id === tab;
                return (
                  <Link
                    key={item.id}
                    to={item.path}
                    role="tab"
                    id={`home-tab-${item.id}`}
                    aria-selected={selected}
                    aria-controls={PANEL_ID}
                    tabIndex={selected ? 0 : -1}
                    onKeyDown={(event) => onTabKeyDown(event)}
                    onPointerEnter={() => preloadTab(item.id)}
                    onFocus={() => preloadTab(item.id)}
                    className={lightTabClass}
                  >
                    <TabIcon tab={item.id} />
                    {item.label}
                  </Link>
                );
              })}
            </div>
            {contentTabs.map((item) => (
              <ContentLink
                key={item.key}
                href={item.href}
                newTab={item.newTab}
                className={cx(lightTabClass, "focus-visible:ring-4 focus-visible:ring-accent-400")}
              >
                <ContentIcon name={item.icon} />
                {item.label}
              </ContentLink>
            ))}
          </div>
          <div
            role="tabpanel"
            id={PANEL_ID}
            aria-labelledby={`home-tab-${tab}`}
            className="p-4 outline-none focus-visible:ring-4 focus-visible:ring-accent-400 md:p-6"
          >
            {/* Already shown when a tab's chunk is awaited: a navigation keeps the previous tab on screen meanwhile. */}
            <Suspense fallback={null}>
              <PanelContent key={tab} tab={tab} hotSale={hotSale} />
            </Suspense>
          </div>
        </div>
      </div>
    </div>
  );
}
