// Checked by hand: the promo strip is on every page, where zod would add its weight.
import { isIsoDateTime, isRecord, isText } from "#app/utils/shell-checks.ts";

/** The promo strip's advertisement as the API answers it (SPEC 3, Advertisement); dates are ISO 8601. */
export type Advertisement = { advertisementContent: string; startDate: string; endDate: string };

function advertisementOf(value: unknown): Advertisement | undefined {
  if (!isRecord(value)) return undefined;
  const { advertisementContent, startDate, endDate } = value;
  if (!isText(advertisementContent, 1, 300)) return undefined;
  if (!isIsoDateTime(startDate, { offset: true }) || !isIsoDateTime(endDate, { offset: true })) return undefined;
  return { advertisementContent, startDate, endDate };
}

/** GET /api/v1/advertisements/current answers the current advertisement or null; anything else throws. */
export const CurrentAdvertisementSchema = {
  parse(value: unknown): Advertisement | null {
    if (value === null) return null;
    const advertisement = advertisementOf(value);
    if (!advertisement) throw new TypeError("Not an advertisement");
    return advertisement;
  },
};
