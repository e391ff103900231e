import { createHmac, randomBytes } from "node:crypto";

/** Where links in insurance e-mails point, and the key that signs a policy's e-mail link. */
export type InsuranceConfig = { siteUrl: string; linkKey: string };

// On globalThis: the Fastify host and the pages' SSR bundle each load this module; both must see one setting.
const store = globalThis as typeof globalThis & { __kvInsurance?: InsuranceConfig };

export function configureInsurance(config: InsuranceConfig): void {
  store.__kvInsurance = config;
}

/** Unconfigured (tests, scripts): a local site and a random per-process key, so no link is guessable. */
export function insuranceConfig(): InsuranceConfig {
  store.__kvInsurance ??= { siteUrl: "http://localhost:3000", linkKey: randomBytes(32).toString("base64url") };
  return store.__kvInsurance;
}

/**
 * A policy's e-mail link key: the same 43-character shape as the purchase's random access token, derived from the
 * policy, so a later e-mail (payment confirmed) can carry a personal link although only the token's hash is stored.
 */
export function policyLinkToken(policyId: string): string {
  return createHmac("sha256", insuranceConfig().linkKey).update(`policy-link:${policyId}`).digest("base64url");
}
