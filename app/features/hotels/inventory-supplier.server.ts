import { cancelStay, confirmHold, extendHold, holdRooms, releaseHold } from "./hotel-holds.server.ts";
import type { HotelOffer, HotelSupplier } from "./hotel-supplier.ts";
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

  hold: holdRooms,
  release: releaseHold,
  extend: extendHold,
  confirm: confirmHold,
  cancel: cancelStay,
} satisfies HotelSupplier;
