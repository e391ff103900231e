import type { HotelSupplier } from "./hotel-supplier.ts";
import { inventoryHotelSupplier } from "./inventory-supplier.server.ts";

/** The hotel supplier in use: our contracted inventory (a bed bank would be chosen here by configuration). */
export function hotelSupplier(): HotelSupplier {
  return inventoryHotelSupplier;
}
