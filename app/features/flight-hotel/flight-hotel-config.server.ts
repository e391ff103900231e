import { startupSetting } from "#app/platform/startup-config.ts";

/**
 * Start-up settings of flight+hotel (set by the host from FLIGHT_HOTEL_DISCOUNT_PERCENT): the bundle's discount on
 * the hotel's price when it is bought with a flight, 0 for none.
 */
export type FlightHotelConfig = { hotelDiscountPercent: number };

const setting = startupSetting<FlightHotelConfig>("flight-hotel", {
  outsideProduction: () => ({ hotelDiscountPercent: 0 }),
});

export function configureFlightHotel(config: FlightHotelConfig): void {
  if (!Number.isInteger(config.hotelDiscountPercent) || config.hotelDiscountPercent < 0) {
    throw new RangeError("the flight+hotel discount is a whole percentage, 0 or more");
  }
  setting.set({ hotelDiscountPercent: config.hotelDiscountPercent });
}

export function flightHotelConfig(): FlightHotelConfig {
  return setting.get();
}
