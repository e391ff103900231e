// Test helper: a minimal OpenID Connect provider (discovery, JWKS, authorize, token with PKCE) on loopback.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";

export type TestIdentity = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

/** Ways to make the next ID token wrong, to prove the server checks each property. */
export type TokenTweaks = {
  audience?: string;
  issuer?: string;
  expiresInSeconds?: number;
  nonce?: string;
  otherKey?: boolean;
};

type PendingCode = { challenge: string; nonce: string; redirectUri: string; identity: TestIdentity };

export async function startTestOidcProvider(client: { id: string; secret: string }) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  let identity: TestIdentity = { sub: "1", email: "a@example.pe", email_verified: true };
  let tweaks: TokenTweaks = {};
  let issuer = "";

  async function idToken(pending: PendingCode): Promise<string> {
    const key: CryptoKey = tweaks.otherKey ? stranger.privateKey : privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...pending.identity, nonce: tweaks.nonce ?? pending.nonce })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(tweaks.issuer ?? issuer)
      .setAudience(tweaks.audience ?? client.id)
      .setSubject(pending.identity.sub)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (tweaks.expiresInSeconds ?? 300))
      .sign(key);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
      return;
    }
    if (url.pathname === "/jwks") {
      json(200, { keys: [jwk] });
      return;
    }
    if (url.pathname === "/authorize") {
      // The person consents at once: a code bound to this request's PKCE challenge, nonce and redirect URI.
      const params = url.searchParams;
      if (params.get("client_id") !== client.id || params.get("code_challenge_method") !== "S256") {
        json(400, { error: "invalid_request" });
        return;
      }
      const code = randomBytes(16).toString("hex");
      codes.set(code, {
        challenge: params.get("code_challenge") ?? "",
        nonce: params.get("nonce") ?? "",
        redirectUri: params.get("redirect_uri") ?? "",
        identity,
      });
      const back = new URL(params.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state") ?? "");
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(body);
        const pending = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        const ok =
          form.get("client_id") === client.id &&
          form.get("client_secret") === client.secret &&
          form.get("redirect_uri") === pending?.redirectUri &&
          challenge === pending.challenge;
        if (!pending || !ok) {
          json(400, { error: "invalid_grant" });
          return;
        }
        void idToken(pending).then((token) => json(200, { id_token: token, token_type: "Bearer" }));
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    setIdentity(next: TestIdentity) {
      identity = next;
    },
    setTweaks(next: TokenTweaks) {
      tweaks = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
