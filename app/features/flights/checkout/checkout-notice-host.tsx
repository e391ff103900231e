import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { readStored, STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import { showToast } from "#app/platform/toasts.ts";
import { isNoticeKind, NOTICE_COOKIE, NOTICES } from "./checkout-notice.ts";

function takeNotice(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${NOTICE_COOKIE}=([a-z]+)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return match[1] ?? null;
}

/**
 * Shows the checkout guard's notice after its redirect (checkout-notice.ts). When the guard had no search to send
 * the visitor to (it landed on home), the last flight search this browser kept (SPEC 3) is opened instead.
 */
export function CheckoutNoticeHost() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const kind = takeNotice();
    if (!kind || !isNoticeKind(kind)) return;
    const notice = NOTICES[kind];
    showToast({ type: "WARNING", title: notice.title, message: notice.message, seconds: 8 });
    const lastSearch = readStored<string | null>(STORAGE_KEYS.lastFlightSearch, null);
    if (location.pathname === "/" && typeof lastSearch === "string" && lastSearch.startsWith("/resultados/")) {
      void navigate(lastSearch, { replace: true });
    }
  }, [location.key, location.pathname, navigate]);
  return null;
}
