/**
 * The bookings domain's settings, set once by the server from the environment (server/app.ts): how long a hold
 * lasts (BOOKING_HOLD_MINUTES). Tests configure their own. Guests' access is the order core's (orders/access).
 */
import { startupSetting } from "#app/platform/startup-config.ts";

export type BookingsConfig = {
  /** Minutes a held booking keeps its seats; decimals allowed (0.1 in tests). */
  holdMinutes: number;
};

export const DEFAULT_HOLD_MINUTES = 20;

const setting = startupSetting<BookingsConfig>("bookings", {
  outsideProduction: () => ({ holdMinutes: DEFAULT_HOLD_MINUTES }),
});

/** Replaces the given settings. */
export function configureBookings(options: Partial<BookingsConfig>): BookingsConfig {
  const base = setting.peek();
  return setting.set({ holdMinutes: options.holdMinutes ?? base?.holdMinutes ?? DEFAULT_HOLD_MINUTES });
}

export function bookingsConfig(): BookingsConfig {
  return setting.get();
}
