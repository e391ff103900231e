import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { brand } from "#app/config/brand.ts";
import { useFlag } from "#app/features/flags/flags-client.ts";
import { currentMobilePlatform, isInsideApp, type MobilePlatform } from "#app/features/shell/device.ts";
import { isAppAdUrl } from "#app/features/shell/shell-routes.ts";
import { lazyComponent } from "#app/components/ui/lazy.tsx";

// The modal's code is fetched only for the visitors who get the offer.
const AppDownloadDialog = lazyComponent(
  () => import("./app-download-dialog.tsx"),
  (module) => module.AppDownloadDialog,
);

/** Once per browser session: the offer is not repeated on every results page. */
export const APP_AD_SEEN_KEY = "kv-app-ad-seen";

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(APP_AD_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(APP_AD_SEEN_KEY, "1");
  } catch {
    // Storage blocked: the modal may show again on the next results page.
  }
}

/** SPEC 2.2: on mobile devices, on URLs containing 'resultados', when the remote flag `app-ad` is on. */
export function AppDownloadModal() {
  const { pathname, search } = useLocation();
  return isAppAdUrl(pathname, search) ? <AppAdOffer /> : null;
}

const noSubscription = () => () => undefined;

function AppAdOffer() {
  const appAd = useFlag("app-ad");
  const platform = useSyncExternalStore<MobilePlatform | null>(noSubscription, currentMobilePlatform, () => null);
  // Read once when the offer mounts: showing it marks it seen, which must not close it again.
  const [seenBefore] = useState(() => typeof window === "undefined" || isInsideApp() || alreadySeen());
  const [closed, setClosed] = useState(false);
  const open = appAd === true && platform !== null && !seenBefore && !closed;

  useEffect(() => {
    if (open) markSeen();
  }, [open]);

  // Either closing action opens the platform's store page (SPEC 2.2).
  const closeToStore = () => {
    if (platform) window.open(brand.appStores[platform], "_blank", "noopener,noreferrer");
    setClosed(true);
  };

  return open ? <AppDownloadDialog onChoose={closeToStore} onDismiss={() => setClosed(true)} /> : null;
}
