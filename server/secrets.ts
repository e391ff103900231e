import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Env } from "./env.ts";

export type Secrets = { sessionSecret: string; analyticsIdKey: string };

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
  if (env.SESSION_SECRET && env.ANALYTICS_ID_KEY) {
    return { sessionSecret: env.SESSION_SECRET, analyticsIdKey: env.ANALYTICS_ID_KEY };
  }
  const stored = readStored(env.SECRETS_FILE);
  const secrets: Secrets = {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString("base64url"),
    analyticsIdKey: env.ANALYTICS_ID_KEY ?? stored.analyticsIdKey ?? randomBytes(32).toString("base64url"),
  };
  if (stored.sessionSecret !== secrets.sessionSecret || stored.analyticsIdKey !== secrets.analyticsIdKey) {
    mkdirSync(dirname(env.SECRETS_FILE), { recursive: true });
    writeFileSync(env.SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
