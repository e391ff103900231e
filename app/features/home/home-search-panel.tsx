import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { tabClass } from "../../components/ui/tabs.tsx";
import { cx } from "../../components/ui/cx.ts";
import type { ContentTab } from "../content/content-tabs.ts";
import type { WebSection } from "../content/content-types.ts";
import { FlightSearchForm } from "../flights/flight-search-form.tsx";
import { InsuranceSearchForm } from "../insurance/insurance-search-form.tsx";
import { StaySearchForm } from "../travel-search/stay-search-form.tsx";
import { ContentIcon, TabIcon } from "./home-icons.tsx";
import { HOME_TABS, homeTab, type HomeTabId } from "./home-tabs.ts";
import { HotSalePanel } from "./hot-sale-panel.tsx";

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
 * URL (and so the meta); extra content tabs follow, in-app or external (a new tab when so configured).
 */
export function HomeSearchPanel({
  tab,
  contentTabs,
  hotSale,
  headingOverride,
}: {
  tab: HomeTabId;
  contentTabs: ContentTab[];
  hotSale: WebSection | undefined;
  headingOverride?: string;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-700 to-brand-600 px-4 pt-8 pb-10 md:pt-12">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-extrabold text-white md:text-4xl">{headingOverride ?? homeTab(tab).heading}</h1>
        <p className="mt-1 text-brand-50 md:text-lg">Viaja con la confianza de nuestras tiendas en todo el Perú.</p>
        <Tabs selectedKey={String(tab)} keyboardActivation="manual" className="mt-5 rounded-card bg-white shadow-xl">
          <TabList
            aria-label="Productos de viaje"
            className="relative flex overflow-x-auto border-b border-slate-200 px-2"
          >
            {HOME_TABS.map((item) => (
              <Tab
                key={item.id}
                id={String(item.id)}
                href={item.path}
                className={cx(tabClass, "flex shrink-0 items-center gap-2")}
              >
                <TabIcon tab={item.id} />
                {item.label}
              </Tab>
            ))}
            {contentTabs.map((item) => (
              <Tab
                key={item.key}
                id={item.key}
                href={item.href}
                {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={cx(tabClass, "flex shrink-0 items-center gap-2")}
              >
                <ContentIcon name={item.icon} />
                {item.label}
                {item.newTab ? <span className="sr-only"> (se abre en una nueva pestaña)</span> : null}
              </Tab>
            ))}
          </TabList>
          <TabPanel
            id={String(tab)}
            className="p-4 outline-none data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent-400 md:p-6"
          >
            <PanelContent key={tab} tab={tab} hotSale={hotSale} />
          </TabPanel>
        </Tabs>
      </div>
    </div>
  );
}
