import type { SessionUser } from "#request-context";
import { flightSearchLog, priceOffer, searchFlights } from "#flights";
import { makeFlightSearchSchema } from "#app/features/flights/flight-search-schemas.ts";
import { buildFlightResultsUrl } from "#app/features/flights/flight-search-url.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { optionMatches, parseDeepLink, type DeepLinkParams } from "#app/features/flights/booking/deep-link.ts";
import { startCheckout } from "./checkout-start.server.ts";

/** Case and accents ignored: "clasica" finds "Clásica". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export type DeepLinkGone = { searchUrl: string | null };

/**
 * Opens the checkout of a metasearch deep link: the search rebuilt and run, the offer whose schedules are the
 * link's flights re-priced in the asked family; otherwise the search's results are offered. Never throws for a bad
 * link: a malformed one is "gone" too. The partner's shown total, when given, is the price the checkout compares with.
 */
export async function openDeepLink(
  params: DeepLinkParams,
  user: SessionUser | null,
  seenTotalMinor?: number,
): Promise<Response | DeepLinkGone> {
  const link = parseDeepLink(params);
  if (!link) return { searchUrl: null };
  const search = makeFlightSearchSchema(todayInLima()).safeParse(link.search);
  if (!search.success) return { searchUrl: null };
  const searchUrl = buildFlightResultsUrl(search.data);
  try {
    const result = await searchFlights(search.data);
    for (const offer of result.offers) {
      if (offer.slices.length !== link.slices.length) continue;
      const options = offer.slices.map((slice, index) =>
        slice.options.find((option) => optionMatches(option, link.slices[index] ?? [])),
      );
      if (options.some((option) => !option)) continue;
      const optionIds = options.map((option) => option?.id ?? "");
      const quote = await priceOffer(offer.id, { optionIds });
      if (quote.status !== "available") return { searchUrl };
      // The family by name ('Plus') or code ('LA-PLUS'); an unknown one keeps the offer's own.
      const wanted = link.upsellName ? fold(link.upsellName) : null;
      const family = quote.fareFamilies.find(
        (option) =>
          wanted !== null && (fold(option.fareFamily.name) === wanted || fold(option.fareFamily.code) === wanted),
      );
      const outcome = await startCheckout(
        {
          offerId: offer.id,
          optionIds,
          fareFamilyCode: family?.fareFamily.code ?? quote.fareFamily.code,
          seenTotalMinor,
        },
        user,
        searchUrl,
      );
      return outcome instanceof Response ? outcome : { searchUrl };
    }
  } catch (error) {
    flightSearchLog().error({ err: error, search: searchUrl }, "deep link: the search failed");
  }
  return { searchUrl };
}
