/** Every local-storage key of the product (SPEC 3), in one place. */
export const STORAGE_KEYS = {
  user: "usuario",
  bookings: "bookings",
  businessUnit: "businessunit",
  clientIp: "ipCliente",
  cookiesConfig: "COOKIES_CONFIG",
  notifications: "NOTIFICATIONS",
  /** Ids of server notifications the visitor opened, so the next merge does not bring them back. */
  notificationsDismissed: "NOTIFICATIONS_DISMISSED",
  reservation: "Reserva",
  lastFlightSearch: "lastFlightSearchUrl",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a JSON value; a missing, unreadable or blocked storage gives the fallback. */
export function readStored<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the feature keeps working without persistence.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}
