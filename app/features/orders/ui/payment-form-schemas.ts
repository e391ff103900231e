/**
 * The review step's payment form (issue 19): method, optional promo code, marketing consent, checked on the server. Its
 * labels and answers are in payment-form.ts, without zod, so the pages that only show them do not load it.
 */
import * as z from "zod/mini";
import { PromoCodeSchema } from "#app/features/discounts/index.ts";

export const PayFormSchema = z.object({
  method: z.enum(["card", "cash"], { message: "Elige cómo quieres pagar" }),
  promoCode: z._default(PromoCodeSchema, ""),
  marketingConsent: z.pipe(
    z.optional(z.union([z.literal("on"), z.literal("true"), z.literal("")])),
    z.transform((value) => value === "on" || value === "true"),
  ),
});

export type PayForm = z.infer<typeof PayFormSchema>;
