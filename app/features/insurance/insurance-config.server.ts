import { createHmac, randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

/** Where links in insurance e-mails point, and the key that signs a policy's e-mail link. */
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

/**
 * A policy's e-mail link key: the same 43-character shape as the purchase's random access token, derived from the
 * policy, so a later e-mail (payment confirmed) can carry a personal link although only the token's hash is stored.
 */
export function policyLinkToken(policyId: string): string {
  return createHmac("sha256", insuranceConfig().linkKey).update(`policy-link:${policyId}`).digest("base64url");
}
