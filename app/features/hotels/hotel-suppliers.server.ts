/**
 * The hotel suppliers of the process, a start-up setting (decision 047: one value for the host and the pages' bundle).
 * The first sells (search, rates, new holds); each one configured keeps answering for the references it gave, so an
 * order held at one supplier is confirmed and cancelled there after another one starts selling (decision 056).
 */
import { startupSetting } from "#app/platform/startup-config.ts";
import type { HotelSupplier } from "./hotel-supplier.ts";
import { inventoryHotelSupplier } from "./inventory-supplier.server.ts";

export type HotelSuppliers = readonly [HotelSupplier, ...HotelSupplier[]];

// Outside production an unconfigured process sells our contracted inventory.
const setting = startupSetting<HotelSuppliers>("hotel-suppliers", {
  outsideProduction: () => [inventoryHotelSupplier],
});

/** Sets the hotel suppliers: the hotel product's start, or a test's own (the first sells). */
export function configureHotelSuppliers(suppliers: HotelSuppliers): void {
  setting.set(suppliers);
}

/** The configured suppliers, the selling one first (to configure them back after a change). */
export function hotelSuppliers(): HotelSuppliers {
  return setting.get();
}

/**
 * The suppliers the hotel product starts with: our contracted inventory. A bed bank is chosen here, from a setting
 * the product's module reads (server/env.ts), listed first with the inventory after it for the stays it still holds.
 */
export function startHotelSuppliers(): HotelSuppliers {
  return setting.set([inventoryHotelSupplier]);
}

/** The hotel supplier that sells: search, rates and new holds. */
export function hotelSupplier(): HotelSupplier {
  return setting.get()[0];
}

/** The supplier that gave an item's references (its id, HotelSupplier.id); an error when it is no longer configured. */
export function hotelSupplierOf(id: string): HotelSupplier {
  const supplier = setting.get().find((candidate) => candidate.id === id);
  if (!supplier) throw new Error(`Hotel supplier "${id}" is not configured (hotel-suppliers.server.ts)`);
  return supplier;
}
