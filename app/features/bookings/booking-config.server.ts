/**
 * The bookings domain's settings, set once by the server from the environment (server/app.ts): how long a hold
 * lasts (BOOKING_HOLD_MINUTES) and the key that signs guests' look-up grants. Tests configure their own.
 */
import { randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

export type BookingsConfig = {
  /** Minutes a held booking keeps its seats; decimals allowed (0.1 in tests). */
  holdMinutes: number;
  /** Signs the 'mis reservas' grant cookie. */
  grantKey: string;
};

export const DEFAULT_HOLD_MINUTES = 20;

const setting = startupSetting<BookingsConfig>("bookings", {
  outsideProduction: () => ({ holdMinutes: DEFAULT_HOLD_MINUTES, grantKey: randomBytes(32).toString("base64url") }),
});

/** Replaces the given settings; the first call in production must give the key (there is no default key there). */
export function configureBookings(options: Partial<BookingsConfig>): BookingsConfig {
  const base = setting.peek();
  const grantKey = options.grantKey ?? base?.grantKey;
  if (!grantKey) throw new Error("configureBookings: the grant key is required");
  return setting.set({ holdMinutes: options.holdMinutes ?? base?.holdMinutes ?? DEFAULT_HOLD_MINUTES, grantKey });
}

export function bookingsConfig(): BookingsConfig {
  return setting.get();
}
