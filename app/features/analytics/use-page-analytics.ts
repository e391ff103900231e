import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { pushUserInfo, pushVirtualPageView } from "./data-layer.ts";

/** Route `handle` flag marking an information page (SPEC 9: it pushes user_info before the page view). */
export type AnalyticsHandle = { infoPage?: boolean };

/** On every navigation: user_info first on information pages, then virtualPageView with path and title. */
export function usePageAnalytics(analyticsUserId: string): void {
  const location = useLocation();
  const matches = useMatches();
  const isInfoPage = matches.some((match) => (match.handle as AnalyticsHandle | undefined)?.infoPage === true);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    // One page view per navigation, also under StrictMode's double effects.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    if (isInfoPage) pushUserInfo(analyticsUserId);
    pushVirtualPageView(location.pathname + location.search, document.title);
  }, [location.key, location.pathname, location.search, isInfoPage, analyticsUserId]);
}
