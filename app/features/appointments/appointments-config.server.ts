/**
 * Appointment and reception settings, set once by the server from the environment (server/app.ts). Tests configure
 * their own (app/platform/startup-config.ts: the host and the pages' SSR bundle share one value).
 */
import { randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

export type AppointmentsConfig = {
  /** How many days ahead a slot may be booked. */
  bookingDays: number;
  /** The earliest slot starts this long after now. */
  minNoticeMinutes: number;
  /** Video call address of a virtual appointment; `{code}` becomes the appointment code. */
  videoUrlTemplate: string;
  /** Staff PIN of the reception kiosk and the call page; null disables both (production without RECEPTION_PIN). */
  receptionPin: string | null;
  /** A store's own PIN, by location key ("tienda-3"), before `receptionPin` (RECEPTION_PINS). */
  receptionPins: Readonly<Record<string, string>>;
  /** PIN attempts per IP in 15 minutes (RECEPTION_PIN_ATTEMPTS). */
  receptionPinAttempts: number;
  /** Signs the /tuscitas grant cookie and the kiosk and staff cookies. */
  signingKey: string;
  siteUrl: string;
};

const DEFAULTS = {
  bookingDays: 30,
  minNoticeMinutes: 60,
  videoUrlTemplate: "https://meet.jit.si/KunturViajes-{code}",
  receptionPin: null,
  receptionPins: {},
  receptionPinAttempts: 5,
} satisfies Partial<AppointmentsConfig>;

const setting = startupSetting<AppointmentsConfig>("appointments", {
  outsideProduction: () => ({
    ...DEFAULTS,
    signingKey: randomBytes(32).toString("base64url"),
    siteUrl: "http://localhost:3000",
  }),
});

/** Replaces the given settings; the first call in production must give the key and the site (no default there). */
export function configureAppointments(options: Partial<AppointmentsConfig>): AppointmentsConfig {
  const base = setting.peek() ?? DEFAULTS;
  const next = { ...base, ...options };
  if (!next.signingKey || !next.siteUrl) throw new Error("configureAppointments: signingKey and siteUrl are required");
  return setting.set({ ...next, signingKey: next.signingKey, siteUrl: next.siteUrl });
}

export function appointmentsConfig(): AppointmentsConfig {
  return setting.get();
}

/** The PIN outside production when none is configured (documented in docs/appointments.md); never in production. */
export const DEVELOPMENT_RECEPTION_PIN = "24681357";

/** RECEPTION_PINS, "tienda-1:482916,tienda-3:135790", as a map from store key to PIN (checked by server/env.ts). */
export function parseReceptionPins(text: string | undefined): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const entry of (text ?? "").split(",")) {
    const [key = "", pin = ""] = entry.trim().split(":");
    if (key && pin) pins[key.trim()] = pin.trim();
  }
  return pins;
}

/** The staff PIN of a store: its own (RECEPTION_PINS) or the shared one (RECEPTION_PIN); null when it has neither. */
export function receptionPinFor(locationKey: string, config = appointmentsConfig()): string | null {
  return config.receptionPins[locationKey] ?? config.receptionPin;
}
