import { getPlatformState } from "#app/platform/platform-state.ts";

export type MobilePlatform = "ios" | "android";

/** The phone or tablet platform of a browser, from its user agent; iPadOS reports a Mac with touch. */
export function mobilePlatformOf(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return null;
}

/**
 * This browser's mobile platform (null on desktops and on the server). The `device` query parameter recorded
 * as platform state (SPEC 7) wins over the user agent.
 */
export function currentMobilePlatform(): MobilePlatform | null {
  if (typeof navigator === "undefined") return null;
  const device = getPlatformState().device?.toLowerCase();
  if (device === "ios" || device === "android") return device;
  return mobilePlatformOf(navigator.userAgent, navigator.maxTouchPoints);
}

/** Inside our own app's web view (`?mobile=true`), advertising the app makes no sense. */
export function isInsideApp(): boolean {
  return getPlatformState().mobile;
}
