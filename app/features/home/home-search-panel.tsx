import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { lightTabClass, onTabKeyDown } from "#app/components/ui/tab-strip.ts";
import { ContentLink } from "#app/features/content/content-ui.tsx";
import type { ContentTab } from "#app/features/content/index.ts";
import type { WebSection } from "#app/features/content/index.ts";
import { FlightSearchForm } from "#app/features/flights/flights-ui.tsx";
import { InsuranceSearchForm } from "#app/features/insurance/insurance-ui.tsx";
import { StaySearchForm } from "#app/features/travel-search/travel-search-ui.tsx";
import { ContentIcon, TabIcon } from "./home-icons.tsx";
import { HOME_TABS, homeTab, type HomeTabId } from "./home-tabs.ts";
import { HotSalePanel } from "./hot-sale-panel.tsx";

const PANEL_ID = "home-tab-panel";
export const HERO_IMAGE = { src: "/images/home/hero.svg", width: 1440, height: 640 } as const;

function PanelContent({ tab, hotSale }: { tab: HomeTabId; hotSale: WebSection | undefined }) {
  switch (tab) {
    case 0:
      return <FlightSearchForm />;
    case 1:
      return <StaySearchForm product="paquetes" />;
    case 2:
      return <StaySearchForm product="hoteles" />;
    case 3:
      return <StaySearchForm product="vuelohotel" />;
    case 4:
      return <InsuranceSearchForm />;
    case 5:
      return <HotSalePanel campaign={hotSale} />;
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
            <PanelContent key={tab} tab={tab} hotSale={hotSale} />
          </div>
        </div>
      </div>
    </div>
  );
}
