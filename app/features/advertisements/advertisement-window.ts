import type { Advertisement } from "./advertisement-schemas.ts";

/** SPEC 9: the strip re-checks its end date every second while it is on screen. */
export const PROMO_EXPIRY_CHECK_MS = 1000;

/** SPEC 4: shown only with content and while `now` lies between startDate and endDate. */
export function isAdvertisementLive(advertisement: Advertisement | null | undefined, nowMs: number): boolean {
  if (!advertisement || advertisement.advertisementContent.trim() === "") return false;
  const start = Date.parse(advertisement.startDate);
  const end = Date.parse(advertisement.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= nowMs && nowMs < end;
}
