import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("configuration from the environment", () => {
  it("gives working defaults on a bare machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe("./data/pglite");
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "tres mil", DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "tres mil", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  it("stops the server start with a message naming the variable", () => {
    const result = spawnSync(process.execPath, ["server.ts"], {
      env: { ...process.env, PORT: "not-a-port", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("Configuración inválida");
  });
});
