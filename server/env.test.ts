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

  it("takes a PIN per store for the reception kiosk as tienda-<id>:<PIN> pairs", () => {
    expect(parseEnv({ RECEPTION_PINS: "tienda-1:48291673, tienda-11:97531086" }).RECEPTION_PINS).toBe(
      "tienda-1:48291673, tienda-11:97531086",
    );
    for (const bad of ["tienda-1:12", "centro:48267391", "tienda-1=48267391", "tienda-1:48267391,"]) {
      expect(() => parseEnv({ RECEPTION_PINS: bad }), bad).toThrow(/RECEPTION_PINS/);
    }
  });

  it("refuses a reception PIN shorter than 8 digits or trivially guessable, naming the variable", () => {
    expect(parseEnv({ RECEPTION_PIN: "48291673" }).RECEPTION_PIN).toBe("48291673");
    for (const bad of ["482916", "2468", "12345678", "00000000", "98765432", "4829167312345"]) {
      expect(() => parseEnv({ RECEPTION_PIN: bad }), bad).toThrow(/RECEPTION_PIN: /);
    }
    expect(() => parseEnv({ RECEPTION_PINS: "tienda-1:482916" })).toThrow(/RECEPTION_PINS: .*8 a 12 dígitos/);
    expect(() => parseEnv({ RECEPTION_PINS: "tienda-1:48291673,tienda-2:11111111" })).toThrow(/RECEPTION_PINS: /);
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

describe("payments and the public address", () => {
  const mp = { MERCADOPAGO_ACCESS_TOKEN: "TEST-0000000000-token", MERCADOPAGO_WEBHOOK_SECRET: "secret-0123456789" };

  it("defaults SITE_URL to this server's own port", () => {
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PORT: "8080", SITE_URL: "https://kunturviajes.pe" }).SITE_URL).toBe("https://kunturviajes.pe");
  });

  it("names the payment provider: the sandbox out of the box, Mercado Pago when its credentials are given", () => {
    expect(parseEnv({ NODE_ENV: "production" }).PAYMENT_PROVIDER).toBe("sandbox");
    expect(parseEnv({ ...mp }).PAYMENT_PROVIDER).toBe("mercadopago");
    expect(parseEnv({ ...mp, PAYMENT_PROVIDER: "sandbox" }).PAYMENT_PROVIDER).toBe("sandbox");
    expect(() => parseEnv({ PAYMENT_PROVIDER: "mercadopago" })).toThrow(/MERCADOPAGO_ACCESS_TOKEN/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: "culqi" })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("refuses real money in production without an explicit https SITE_URL", () => {
    const production = { NODE_ENV: "production", PAYMENT_PROVIDER: "mercadopago", ...mp };
    expect(() => parseEnv(production)).toThrow(/SITE_URL/);
    expect(() => parseEnv({ ...production, SITE_URL: "http://kunturviajes.pe" })).toThrow(/SITE_URL/);
    expect(parseEnv({ ...production, SITE_URL: "https://kunturviajes.pe" }).PAYMENT_PROVIDER).toBe("mercadopago");
    // The sandbox moves no money: a plain local start keeps working.
    expect(parseEnv({ NODE_ENV: "production" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("accepts Mercado Pago's API address only over https, or http on loopback (a test double)", () => {
    expect(() => parseEnv({ MERCADOPAGO_API_URL: "http://evil.example" })).toThrow(/MERCADOPAGO_API_URL/);
    expect(parseEnv({ MERCADOPAGO_API_URL: "http://127.0.0.1:6211" }).MERCADOPAGO_API_URL).toBe(
      "http://127.0.0.1:6211",
    );
  });
});
