import { createHash, randomBytes } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import type { GoogleConfig } from "./accounts-config.ts";

/**
 * Google as an OpenID Connect provider: authorization code flow with PKCE (S256) and a nonce. The ID token is
 * verified here (signature through the provider's JWKS, issuer, audience, expiry, nonce) before anything is trusted.
 */

const DiscoverySchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

/** The claims we read (SPEC 3 "Social identity token": given name, family name, e-mail, subject id, picture). */
export type GoogleIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
};

const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  picture: z.url().max(2000).optional(),
  nonce: z.string().optional(),
});

const DISCOVERY_TTL_MS = 3_600_000;
const discoveries = new Map<string, { at: number; value: Discovery; jwks: JWTVerifyGetKey }>();

async function discover(issuer: string) {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached;
  const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const value = DiscoverySchema.parse(await response.json());
  // jose caches the keys and refetches them when a token names an unknown key id (key rotation).
  const entry = { at: Date.now(), value, jwks: createRemoteJWKSet(new URL(value.jwks_uri)) };
  discoveries.set(issuer, entry);
  return entry;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/** A fresh state, nonce and PKCE verifier for one sign-in attempt. */
export function newAuthorizationRequest() {
  const verifier = base64url(randomBytes(32));
  return {
    state: base64url(randomBytes(24)),
    nonce: base64url(randomBytes(24)),
    verifier,
    challenge: base64url(createHash("sha256").update(verifier).digest()),
  };
}

export async function authorizationUrl(
  config: GoogleConfig,
  redirectUri: string,
  request: { state: string; nonce: string; challenge: string },
): Promise<string> {
  const { value } = await discover(config.issuer);
  const url = new URL(value.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.challenge,
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return url.toString();
}

/** Google's tokens name their issuer with or without the scheme. */
function acceptedIssuers(discovered: string): string[] {
  return discovered === "https://accounts.google.com" ? [discovered, "accounts.google.com"] : [discovered];
}

/** Verifies an ID token: signature (JWKS), issuer, audience, expiry (60 s clock tolerance), nonce. */
export async function verifyIdToken(config: GoogleConfig, idToken: string, nonce: string): Promise<GoogleIdentity> {
  const { value, jwks } = await discover(config.issuer);
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: acceptedIssuers(value.issuer),
    audience: config.clientId,
    algorithms: ["RS256", "ES256"],
    clockTolerance: 60,
    requiredClaims: ["exp", "iat", "sub"],
  });
  const claims = ClaimsSchema.parse(payload);
  if (claims.nonce !== nonce) throw new Error("OIDC nonce mismatch");
  return {
    sub: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    givenName: claims.given_name?.trim() ?? "",
    familyName: claims.family_name?.trim() ?? "",
    picture: claims.picture?.startsWith("https://") ? claims.picture : null,
  };
}

/** Exchanges the authorization code (with the PKCE verifier) and verifies the returned ID token. */
export async function exchangeCode(
  config: GoogleConfig,
  redirectUri: string,
  code: string,
  request: { verifier: string; nonce: string },
): Promise<GoogleIdentity> {
  const { value } = await discover(config.issuer);
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
    client_id: config.clientId,
    code_verifier: request.verifier,
    ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
  });
  const response = await fetch(value.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OIDC token exchange failed: ${response.status}`);
  const tokens = z.object({ id_token: z.string().min(10) }).parse(await response.json());
  return verifyIdToken(config, tokens.id_token, request.nonce);
}
