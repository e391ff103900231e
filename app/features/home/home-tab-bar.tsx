import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { lightTabClass, onTabKeyDown } from "#app/components/ui/tab-strip.ts";
import { ContentLink } from "#app/features/content/content-link-ui.tsx";
import type { ContentTab } from "#app/features/content/index.ts";
import { ContentIcon, TabIcon } from "./home-icons.tsx";
import { HOME_TABS, type HomeTabId } from "./home-tabs.ts";

/**
 * The home's product tabs and the managed content tabs after them (SPEC 2.3). Tabs are links: choosing one changes
 * the URL (and so the meta); arrows move between them (WAI-ARIA tabs, manual activation). The content tabs open
 * other pages (in-app or external, a new tab when so configured): plain links. Its own chunk (HomeSearchPanel).
 */
export function HomeTabBar({
  tab,
  contentTabs,
  panelId,
  preload,
}: {
  tab: HomeTabId;
  contentTabs: ContentTab[];
  panelId: string;
  /** Starts fetching a tab's form (on hover or focus of its tab). */
  preload: (tab: HomeTabId) => void;
}) {
  return (
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
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onTabKeyDown(event)}
              onPointerEnter={() => preload(item.id)}
              onFocus={() => preload(item.id)}
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
  );
}
