/**
 * Which rate a hotel's results figures come from: the cheapest sellable rate, and under a free-cancellation badge (or
 * with the free-cancellation filter on) the cheapest rate that has free cancellation, never a non-refundable one.
 */
import type { HotelOffer, RateOption } from "./hotel-supplier.ts";

export type SellableRate = RateOption & { roomName: string };

const cheapestOf = (rates: readonly SellableRate[]) =>
  rates.reduce<SellableRate | null>(
    (best, rate) => (best === null || rate.totalMinor < best.totalMinor ? rate : best),
    null,
  );

/** The cheapest rate, and the cheapest with free cancellation (the same one when the cheapest has it). */
export function offerRates(rates: readonly SellableRate[]): Pick<HotelOffer, "cheapest" | "cheapestFreeCancellation"> {
  return {
    cheapest: cheapestOf(rates),
    cheapestFreeCancellation: cheapestOf(rates.filter((rate) => rate.freeCancellationUntil !== null)),
  };
}

/** The rate whose price a card shows, sorts and filters by: with the free-cancellation filter on, a free one. */
export function shownRate(
  offer: Pick<HotelOffer, "cheapest" | "cheapestFreeCancellation">,
  freeCancellationOnly: boolean,
): SellableRate | null {
  return freeCancellationOnly ? offer.cheapestFreeCancellation : offer.cheapest;
}

/** The free-cancellation rate a card names beside a cheaper one without it (null when the shown rate has it). */
export function freeCancellationAlternative(
  offer: Pick<HotelOffer, "cheapest" | "cheapestFreeCancellation">,
  freeCancellationOnly: boolean,
): SellableRate | null {
  const shown = shownRate(offer, freeCancellationOnly);
  if (!shown || shown.freeCancellationUntil !== null) return null;
  return offer.cheapestFreeCancellation;
}
