import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Env } from "./env.ts";

/** sandboxGatewaySecret: shared by our server and the built-in sandbox payment gateway (API key, notification HMAC). */
export type Secrets = { sessionSecret: string; analyticsIdKey: string; sandboxGatewaySecret: string };

type StoredSecrets = Partial<Secrets>;

function readStored(file: string): StoredSecrets {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StoredSecrets;
  } catch {
    return {};
  }
}

/**
 * Secrets come from the environment. When one is missing (a laptop, the embedded demo) a random one is
 * generated once and kept in SECRETS_FILE (under ./data, git-ignored, mode 0600) so restarts keep sessions valid.
 */
export function loadSecrets(env: Env): Secrets {
  if (env.SESSION_SECRET && env.ANALYTICS_ID_KEY && env.SANDBOX_GATEWAY_SECRET) {
    return {
      sessionSecret: env.SESSION_SECRET,
      analyticsIdKey: env.ANALYTICS_ID_KEY,
      sandboxGatewaySecret: env.SANDBOX_GATEWAY_SECRET,
    };
  }
  const stored = readStored(env.SECRETS_FILE);
  const secrets: Secrets = {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString("base64url"),
    analyticsIdKey: env.ANALYTICS_ID_KEY ?? stored.analyticsIdKey ?? randomBytes(32).toString("base64url"),
    sandboxGatewaySecret:
      env.SANDBOX_GATEWAY_SECRET ?? stored.sandboxGatewaySecret ?? randomBytes(32).toString("base64url"),
  };
  // Only generated values are written: a secret given in the environment never lands in the file.
  const toStore: StoredSecrets = { ...stored };
  if (!env.SESSION_SECRET) toStore.sessionSecret = secrets.sessionSecret;
  if (!env.ANALYTICS_ID_KEY) toStore.analyticsIdKey = secrets.analyticsIdKey;
  if (!env.SANDBOX_GATEWAY_SECRET) toStore.sandboxGatewaySecret = secrets.sandboxGatewaySecret;
  if (JSON.stringify(toStore) !== JSON.stringify(stored)) {
    mkdirSync(dirname(env.SECRETS_FILE), { recursive: true });
    writeFileSync(env.SECRETS_FILE, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
