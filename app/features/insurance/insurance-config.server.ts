import { randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

/**
 * Where links in insurance e-mails point, and the key that signed the paid e-mails' links before the core's signed
 * links (legacy-policy-links.server.ts still checks them).
 */
export type InsuranceConfig = { siteUrl: string; linkKey: string };

// Unconfigured outside production (tests, scripts): a local site and a random per-process key, so no link is guessable.
const setting = startupSetting<InsuranceConfig>("insurance", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000", linkKey: randomBytes(32).toString("base64url") }),
});

export function configureInsurance(config: InsuranceConfig): void {
  setting.set(config);
}

export function insuranceConfig(): InsuranceConfig {
  return setting.get();
}
