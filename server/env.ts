import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** Every environment variable the server reads. Defaults make `npm start` work on a bare machine. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url().default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe ser una URL postgres://")
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default("./data/pglite"),
  BUILD_DIR: z.string().min(1).default("build"),
  SECRETS_FILE: z.string().min(1).default("./data/secrets.json"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "debe ser una URL redis://")
    .optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  /** Secret keys: generated and kept in SECRETS_FILE when not given (see server/secrets.ts). */
  SESSION_SECRET: z.string().min(32).optional(),
  ANALYTICS_ID_KEY: z.string().min(32).optional(),
  /** Public key the browser sends to the flight engine API (not a secret: it ships to the client). */
  FLIGHT_ENGINE_SUBSCRIPTION_KEY: z.string().optional(),
  FLIGHT_ENGINE_PATH_PREFIX: z.string().startsWith("/").default("/api/v1/flights"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "debe ser una URL smtp://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Kuntur Viajes <no-responder@kunturviajes.pe>"),
  DEV_PAGES: booleanFlag.default(false),
  AB_COOKIE_NAME: z.string().min(1).default("kv_ab"),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; a bad value throws an EnvError naming each variable at fault. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuración inválida en variables de entorno:\n${lines.join("\n")}`);
  }
  return result.data;
}
