import { redirect } from "react-router";
import { z } from "zod";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { priceOffer, readOfferId } from "#flights";
import type { OfferSelection } from "#app/features/flights/flight-offer-types.ts";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import { checkoutCookie, createCheckout } from "#app/features/flights/checkout/checkout-session.server.ts";

/** The fare-family step's post (/reserva/vuelos): the offer, one schedule per slice, the family. */
export const CheckoutStartSchema = z.strictObject({
  offerId: z.string().min(1).max(2_000),
  optionIds: z.array(z.string().min(1).max(200)).min(1).max(6),
  fareFamilyCode: z.string().regex(/^[A-Z0-9]{2}-[A-Z]{2,12}$/),
  /** The total the customer chose it at (US$ cents); entering the checkout says so if it re-prices to another. */
  seenTotalMinor: z.coerce.number().int().min(0).max(100_000_000).optional(),
});

export function startFormValues(form: FormData) {
  const seen = form.get("seenTotalMinor");
  return {
    offerId: form.get("offerId"),
    optionIds: form.getAll("optionIds"),
    fareFamilyCode: form.get("fareFamilyCode"),
    // An absent or empty field is no price (Number("") would read as US$ 0.00).
    seenTotalMinor: typeof seen === "string" && seen !== "" ? seen : undefined,
  };
}

export type StartRefusal = { status: "expired" | "sold_out" | "not_found"; searchUrl: string | null };

/**
 * Re-prices the selection and opens a checkout for this browser: a redirect to /booking carrying the checkout's
 * cookie, or why the selection cannot be sold. A price the customer chose at (`seenTotalMinor`) is kept as the
 * accepted one, so /booking shows "El precio cambió de … a …" when the re-price differs.
 */
export async function startCheckout(
  selection: OfferSelection & { seenTotalMinor?: number | undefined },
  user: SessionUser | null,
  searchUrl?: string | null,
): Promise<Response | StartRefusal> {
  const token = readOfferId(selection.offerId);
  const url = searchUrl ?? (token ? `${FLIGHT_RESULTS_PATH}?${token.q}` : null);
  const priced = await priceOffer(selection.offerId, {
    optionIds: selection.optionIds,
    fareFamilyCode: selection.fareFamilyCode,
  });
  if (priced.status !== "available") return { status: priced.status, searchUrl: url };
  const { token: cookieToken } = await createCheckout(getDb(), {
    userId: user?.id ?? null,
    offerId: priced.selection.offerId,
    optionIds: priced.selection.optionIds,
    fareFamilyCode: priced.fareFamily.code,
    searchUrl: url,
    // The price the customer chose stays the accepted one until they accept the re-priced total (checkout-data).
    acceptedTotalMinor: selection.seenTotalMinor ?? priced.price.totalMinor,
  });
  return redirect("/booking", { headers: { "set-cookie": checkoutCookie(cookieToken) } });
}
