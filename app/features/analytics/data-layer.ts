import { readStored, STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import { ensureConsentDefaults } from "#app/features/consent/index.ts";

export type DataLayerEvent = Record<string, unknown> & { event?: string };
/** An event, or a gtag() command (an `arguments` object, e.g. the consent-mode flags). */
export type DataLayerEntry = DataLayerEvent | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes an event to `window.dataLayer` (created on first use), always after the consent-mode defaults. */
export function pushToDataLayer(event: DataLayerEvent): void {
  ensureConsentDefaults();
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** SPEC 9: information pages first say who the visitor is; userID is the server-encrypted e-mail or ''. */
export function pushUserInfo(analyticsUserId: string): void {
  const bookings = readStored<unknown>(STORAGE_KEYS.bookings, []);
  pushToDataLayer({
    event: "user_info",
    userID: analyticsUserId,
    user_existingCustomer: Array.isArray(bookings) && bookings.length > 0,
  });
}

export function pushVirtualPageView(virtualPath: string, title: string): void {
  pushToDataLayer({ event: "virtualPageView", virtualPath, title });
}

/** The variant id is the third dash-separated segment of the A/B cookie's value. */
export function variantIdOf(value: string): string | null {
  return value.split("-")[2] ?? null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Reads the A/B cookie, pushes its variant to the data layer and deletes it (SPEC 3). */
export function consumeAbCookie(cookieName: string): void {
  const value = readCookie(cookieName);
  // An emptied cookie (just deleted, or set blank) carries no variant.
  if (value === null || value === "") return;
  pushToDataLayer({ event: "ab_test", abVariant: value, variantId: variantIdOf(value) });
  document.cookie = `${cookieName}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}
