import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { loadSecrets } from "./secrets.ts";

describe("loadSecrets", () => {
  it("generates the missing secrets once, keeps them across restarts, never writes one given by the environment", () => {
    const file = join(mkdtempSync(join(tmpdir(), "kv-secrets-")), "secrets.json");
    const given = "s".repeat(40);
    const env = parseEnv({ SECRETS_FILE: file, SESSION_SECRET: given });
    const first = loadSecrets(env);
    expect(first.sessionSecret).toBe(given);
    expect(first.sandboxGatewaySecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(stored).toEqual({ analyticsIdKey: first.analyticsIdKey, sandboxGatewaySecret: first.sandboxGatewaySecret });
    expect(loadSecrets(env)).toEqual(first);
  });
});
