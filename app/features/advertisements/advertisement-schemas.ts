import { z } from "zod";

/** The promo strip's advertisement as the API answers it (SPEC 3, Advertisement); dates are ISO 8601. */
export const AdvertisementSchema = z.object({
  advertisementContent: z.string().min(1).max(300),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
});

export type Advertisement = z.infer<typeof AdvertisementSchema>;

/** GET /api/v1/advertisements/current answers the current advertisement or null. */
export const CurrentAdvertisementSchema = AdvertisementSchema.nullable();
