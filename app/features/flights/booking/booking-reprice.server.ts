/**
 * Re-pricing a held booking (issue 31, defect 2). The booking's own held seats are the holder's, not seats gone: a
 * re-price that counted them as taken could close the quoted booking class and show the next one's price (11-12 %
 * more) right after the hold, inside the 'Precio válido hasta' window. So the holder's selection is re-priced with its
 * own seats given back (its supplier's hold reference tells the supplier whose they are); past the offer's validity the flights service answers 'expired' and the held price stays.
 */
import type { Db } from "#db";
import { priceOffer } from "#flights";
import type { PricedSelection } from "#app/features/flights/flight-offer-types.ts";
import { orderSupplierRefs } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { isBookingId } from "./booking-queries.server.ts";

/**
 * Why a held booking's price may still rise (shown with the old and new totals). Its own seats no longer count as
 * taken, so what remains is the fare itself changing (the airline's fare tables, an advance-purchase day passing).
 */
export const PRICE_RISE_REASON = "La aerolínea actualizó la tarifa desde que separaste tus asientos.";

/** The supplier's reference of a booking's flight hold (null: nothing held yet, or no such booking). */
export async function holdRefOf(db: Pick<Db, "select">, bookingId: string | null): Promise<string | null> {
  if (!bookingId || !isBookingId(bookingId)) return null;
  return (await orderSupplierRefs(db, bookingId, "flight"))?.holdRef ?? null;
}

/** priceOffer as the holder of `bookingId` sees it (null: nobody holds anything yet, a plain re-price). */
export async function priceHeldSelection(
  db: Pick<Db, "select">,
  bookingId: string | null,
  offerId: string,
  choice: { optionIds?: string[] | undefined; fareFamilyCode?: string | undefined } = {},
): Promise<PricedSelection> {
  return priceOffer(offerId, { ...choice, holdRef: await holdRefOf(db, bookingId) });
}

/** The booking's price now: the held selection re-priced as its holder sees it, plus the assistance add-on. */
export async function repriceBooking(
  db: Pick<Db, "select">,
  booking: BookingDetail,
): Promise<{ priceMinor: number; repriced: boolean }> {
  const priced = await priceHeldSelection(db, booking.id, booking.offer.id, {
    optionIds: booking.offer.slices.map((slice) => slice.options[0]?.id ?? ""),
    fareFamilyCode: booking.fareFamily.code,
  });
  // Past the offer's validity the held seats keep the held price.
  if (priced.status !== "available") return { priceMinor: booking.price.totalMinor, repriced: false };
  return { priceMinor: priced.price.totalMinor + (booking.price.assistance?.totalMinor ?? 0), repriced: true };
}
