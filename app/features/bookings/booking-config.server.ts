/**
 * The bookings domain's settings, set once by the server from the environment (server/app.ts): how long a hold
 * lasts (BOOKING_HOLD_MINUTES) and the key that signs guests' look-up grants. Tests configure their own.
 */
import { randomBytes } from "node:crypto";

export type BookingsConfig = {
  /** Minutes a held booking keeps its seats; decimals allowed (0.1 in tests). */
  holdMinutes: number;
  /** Signs the 'mis reservas' grant cookie. */
  grantKey: string;
};

export const DEFAULT_HOLD_MINUTES = 20;

// On globalThis: the Fastify host and the pages' SSR bundle each load this module; both must see the one setting the
// host configured (a module variable would leave the pages with the 20-minute default and a key of their own).
const store = globalThis as typeof globalThis & { __kvBookingsConfig?: BookingsConfig };
const initial = (store.__kvBookingsConfig ??= {
  holdMinutes: DEFAULT_HOLD_MINUTES,
  grantKey: randomBytes(32).toString("base64url"),
});

export function configureBookings(options: Partial<BookingsConfig>): BookingsConfig {
  store.__kvBookingsConfig = { ...bookingsConfig(), ...options };
  return store.__kvBookingsConfig;
}

export function bookingsConfig(): BookingsConfig {
  return store.__kvBookingsConfig ?? initial;
}
