import { randomBytes } from "node:crypto";
import { PRODUCTION_HASH_COST } from "#app/features/accounts/index.server.ts";
import { startupSetting } from "#app/platform/startup-config.ts";

/** What the back office takes from the environment (set once at start by server/app.ts). */
export type StaffConfig = {
  hashCost: number;
  secureCookie: boolean;
  siteUrl: string;
  /** 32 bytes: encrypts the staff's TOTP secrets at rest (totp-secret-box.server.ts). */
  totpKey?: Buffer;
};

const setting = startupSetting<StaffConfig>("staff", {
  // Tests and development without a server: a random key of this process (secrets sealed with it open only here).
  outsideProduction: () => ({
    hashCost: PRODUCTION_HASH_COST,
    secureCookie: true,
    siteUrl: "http://localhost:3000",
    totpKey: randomBytes(32),
  }),
});

/** Set by the host at start-up (and by scripts and tests); a call without `totpKey` keeps the current one. */
export function configureStaff(next: StaffConfig): void {
  const totpKey = next.totpKey ?? setting.peek()?.totpKey;
  setting.set({ ...next, siteUrl: next.siteUrl.replace(/\/$/, ""), ...(totpKey ? { totpKey } : {}) });
}

export function staffConfig(): StaffConfig {
  return setting.get();
}

/** A back-office session ends after 15 minutes without requests, and 12 hours after sign-in whatever happens. */
export const STAFF_IDLE_MS = 15 * 60_000;
export const STAFF_ABSOLUTE_MS = 12 * 3_600_000;
/** Consecutive failures (password or code) that lock an account, and for how long. */
export const STAFF_LOCK_AFTER = 5;
export const STAFF_LOCK_MS = 15 * 60_000;
/** Life of the one-time link that sets a password. */
export const STAFF_INVITE_TTL_MS = 72 * 3_600_000;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const RECOVERY_CODE_COUNT = 10;
