// zod/mini: the promo strip is on every page, so this stays out of the full zod build.
import * as z from "zod/mini";

/** The promo strip's advertisement as the API answers it (SPEC 3, Advertisement); dates are ISO 8601. */
export const AdvertisementSchema = z.object({
  advertisementContent: z.string().check(z.minLength(1), z.maxLength(300)),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});

export type Advertisement = z.infer<typeof AdvertisementSchema>;

/** GET /api/v1/advertisements/current answers the current advertisement or null. */
export const CurrentAdvertisementSchema = z.nullable(AdvertisementSchema);
