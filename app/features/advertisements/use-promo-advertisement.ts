import { useEffect, useRef, useState } from "react";
import { http } from "#app/platform/http-client.ts";
import { isPromoPath } from "#app/features/shell/index.ts";
import { CurrentAdvertisementSchema, type Advertisement } from "./advertisement-schemas.ts";
import { isAdvertisementLive, PROMO_EXPIRY_CHECK_MS } from "./advertisement-window.ts";

export const ADVERTISEMENT_URL = "/api/v1/advertisements/current";

/**
 * The promo strip's advertisement for the current path, or null (SPEC 4). The first page arrives with the
 * server's copy (rendered, so nothing shifts); client navigations into a promo path refresh it from the API
 * (cached, not-loading header) and a failed call clears it silently. While shown, the end date is checked
 * every second.
 */
export function usePromoAdvertisement(initial: Advertisement | null, pathname: string): Advertisement | null {
  const onPromoPath = isPromoPath(pathname);
  const [advertisement, setAdvertisement] = useState(initial);
  // null until the browser has checked the clock: the first render matches the server's HTML.
  const [live, setLive] = useState<boolean | null>(null);
  const firstRun = useRef(true);

  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if (!onPromoPath || isFirstRun) return;
    const controller = new AbortController();
    http
      .get<unknown>(ADVERTISEMENT_URL, { noLoading: true, signal: controller.signal })
      .then((body) => {
        setLive(null);
        setAdvertisement(CurrentAdvertisementSchema.parse(body));
      })
      .catch(() => {
        if (!controller.signal.aborted) setAdvertisement(null);
      });
    return () => controller.abort();
  }, [pathname, onPromoPath]);

  useEffect(() => {
    if (!onPromoPath || !advertisement) return;
    const check = () => {
      const now = Date.now();
      setLive(isAdvertisementLive(advertisement, now));
      return now < Date.parse(advertisement.endDate);
    };
    if (!check()) return;
    const timer = setInterval(() => {
      // Past the end date it can never come back: stop polling.
      if (!check()) clearInterval(timer);
    }, PROMO_EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [advertisement, onPromoPath]);

  if (!onPromoPath || !advertisement || live === false) return null;
  return advertisement;
}
