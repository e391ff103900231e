import { cancelStay, confirmHold, extendHold, holdRooms, releaseHold } from "./hotel-holds.server.ts";
import { isAppError } from "#server/errors.ts";
import { StayRefusal, type HotelOffer, type HotelSupplier } from "./hotel-supplier.ts";
import { offerRates } from "./stay-rate-choice.ts";
import { detailOf, hotelBySlug, hotelsIn, roomOptionsOf } from "./inventory-rates.server.ts";

/** Our own contracted hotels (hotels, room types, rate plans and nightly rows in our database); ids stay inside. */
export const inventoryHotelSupplier = {
  id: "inventory",

  async search(query) {
    const rows = await hotelsIn(query.destinations);
    const options = await roomOptionsOf(rows, query);
    return rows.map((row): HotelOffer => {
      const rooms = options.get(row.id) ?? [];
      const sellable = rooms.flatMap((room) =>
        room.rates.filter((rate) => rate.available).map((rate) => ({ ...rate, roomName: room.name })),
      );
      const rates = offerRates(sellable);
      return {
        ...detailOf(row),
        ...rates,
        boards: [...new Set(sellable.map((rate) => rate.board))],
        freeCancellation: rates.cheapestFreeCancellation !== null,
      };
    });
  },

  async rates(slug, query) {
    const row = await hotelBySlug(slug);
    if (!row) return null;
    const options = await roomOptionsOf([row], query);
    return { hotel: detailOf(row), rooms: options.get(row.id) ?? [] };
  },

  async hold(tx, request) {
    try {
      return await holdRooms(tx, request);
    } catch (error) {
      // Our inventory's refusals are already the customer's words (its rules: minimum stay, rooms taken...).
      if (isAppError(error) && error.status < 500) {
        throw new StayRefusal(error.code === "CONFLICT" ? "sold_out" : "gone", error.message);
      }
      throw error;
    }
  },
  release: releaseHold,
  extend: extendHold,
  confirm: confirmHold,
  cancel: cancelStay,
} satisfies HotelSupplier;
