import { z } from "zod";
import { isGuessablePin, RECEPTION_PIN_LENGTH } from "#app/features/appointments/index.ts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
// An embedded page: an absolute http(s) URL, or a path this server serves itself.
const embedUrl = z.string().regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, "debe ser una URL http(s):// o una ruta /");

export const PAYMENT_PROVIDERS = ["sandbox", "mercadopago"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

function paymentProviderOf(env: {
  PAYMENT_PROVIDER?: PaymentProviderName | undefined;
  MERCADOPAGO_ACCESS_TOKEN?: string | undefined;
  MERCADOPAGO_WEBHOOK_SECRET?: string | undefined;
}): PaymentProviderName {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET ? "mercadopago" : "sandbox";
}

// The reception kiosk's PINs: long enough that the per-store failure limit makes guessing hopeless.
const PIN_RANGE = `${String(RECEPTION_PIN_LENGTH.min)} a ${String(RECEPTION_PIN_LENGTH.max)}`;
const PIN_DIGITS = `\\d{${String(RECEPTION_PIN_LENGTH.min)},${String(RECEPTION_PIN_LENGTH.max)}}`;
const RECEPTION_PIN = new RegExp(`^${PIN_DIGITS}$`);
const PIN_RULE_TEXT = `debe tener de ${PIN_RANGE} dígitos`;
const PIN_GUESSABLE_TEXT = "no puede ser un dígito repetido ni una serie (12345678, 87654321)";

/** Every environment variable the server reads. Defaults make `npm start` work on a bare machine. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("localhost"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The public address (links in e-mails, payment return URLs); default http://localhost:<PORT>. */
    SITE_URL: z.url().optional(),
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
    /** Put before every Redis key this server writes, so several sites (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9:._-]*$/, "solo letras, dígitos y : . _ -")
      .default(""),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    /** Anonymous visitors' server-rendered pages are reused this long (0: off). docs/decisions/014-page-cache.md */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    TRUST_PROXY: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Slow clients (issue 15): the request line and headers must arrive within the first, a request's body within the second. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
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
    /** Outbox worker: how often it looks for due messages, how many tries, first retry delay (doubles each time). */
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** Complaints book (issue 17): the agency's mailbox for sheet copies; filings and look-ups per IP per 10 minutes. */
    COMPLAINTS_MAILBOX: z.email().default("reclamos@kunturviajes.pe"),
    COMPLAINTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    COMPLAINTS_PAPER_ENTRY_DAYS: z.coerce.number().int().min(0).max(30).default(0),
    /** Scheduled jobs (server/jobs): whether this instance runs them, and how often it looks for due ones. */
    JOBS_ENABLED: booleanFlag.default(true),
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
    DEV_PAGES: booleanFlag.default(false),
    /** Flight search (issue 16): how long a supplier may take; a misbehaving test supplier for e2e tests. */
    FLIGHT_SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    FLIGHT_TEST_SUPPLIER: z.enum(["off", "slow", "failing"]).default("off"),
    /** Payments (issue 19, .tmp/readme-payments.md): cash code validity in hours (decimals allowed, capped by the hold). */
    PAYMENT_CODE_HOURS: z.coerce.number().min(0.01).max(720).default(2),
    /** A card submitted to the gateway with no answer for this long is declined as a timeout. */
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** The built-in sandbox gateway's shared secret (generated into SECRETS_FILE when unset) and retry poll interval. */
    SANDBOX_GATEWAY_SECRET: z.string().min(32).optional(),
    SANDBOX_GATEWAY_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /** Who takes payments: the built-in sandbox (no money moves) or a real provider. Default: mercadopago when both of
     * its variables are set, else sandbox. docs/security.md */
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
    /** Mercado Pago Checkout Pro (PAYMENT_PROVIDER=mercadopago): API token and webhook signing secret. */
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(10).optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(10).optional(),
    /** Mercado Pago's API address: only for a staging proxy or a test double (https, or http on loopback). */
    MERCADOPAGO_API_URL: z
      .string()
      .regex(/^(https:\/\/[^\s/]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)\/?$/, "debe ser una URL https://")
      .default("https://api.mercadopago.com"),
    /** Flight+hotel (issue 41): the bundle's discount on the hotel's price when bought with a flight, 0 for none. */
    FLIGHT_HOTEL_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(50).default(0),
    /** Bookings (issue 18): minutes a held booking keeps its seats (decimals allowed: 0.1 in tests). */
    BOOKING_HOLD_MINUTES: z.coerce.number().min(0.05).max(1440).default(20),
    /** Accounts (see server/accounts-config.ts): session timeouts, password rules, hashing cost, auth rate limit. */
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(6),
    PASSWORD_MAX_LENGTH: z.coerce.number().int().min(6).max(128).default(10),
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_IP_FREE_FAILURES: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Google as an OpenID Connect provider; social sign-in is hidden while GOOGLE_CLIENT_ID is unset. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
    AB_COOKIE_NAME: z.string().min(1).default("kv_ab"),
    /** Defaults of the remote flags (GET /api/v1/flags) while the feature_flags table leaves them unset. */
    FLAG_APP_AD: booleanFlag.default(true),
    FLAG_SHOW_CHAT_IN_CHECKOUT: booleanFlag.default(true),
    /** The chat launcher's AI assistant (opens in a new tab); without it only the WhatsApp adviser is offered. */
    CHAT_ASSISTANT_URL: z
      .string()
      .regex(/^https:\/\/[^\s]+$/, "debe ser una URL https://")
      .optional(),
    /** Embedded third-party pages of the information pages (their origins join the CSP frame-src; see server/embeds.ts). */
    COMPANY_VIDEO_URL: embedUrl.default("https://www.youtube-nocookie.com/embed/kV7q2LmNx4A"),
    MAP_EMBED_URL_TEMPLATE: embedUrl
      .refine((value) => value.includes("{lat}") && value.includes("{lng}"), "debe contener {lat} y {lng}")
      .default("https://www.openstreetmap.org/export/embed.html?bbox={bbox}&layer=mapnik&marker={lat}%2C{lng}"),
    /** An outside scheduling page embedded on /agenda-tu-cita; unset (the default), the site's own scheduling. */
    SCHEDULING_URL: embedUrl.optional(),
    CIERRAPUERTAS_URL: embedUrl.default("/campanas/cierrapuertas"),
    CIERRAPUERTAS_OFFERS_URL: embedUrl.default("/campanas/cierrapuertas/ofertas"),
    /** Appointments and the store reception kiosk (docs/appointments.md). */
    APPOINTMENT_BOOKING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    APPOINTMENT_MIN_NOTICE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    APPOINTMENT_VIDEO_URL_TEMPLATE: z
      .string()
      .regex(/^https:\/\/[^\s]+\{code\}[^\s]*$/, "debe ser una URL https:// con {code}")
      .default("https://meet.jit.si/KunturViajes-{code}"),
    RECEPTION_PIN: z
      .string()
      .regex(RECEPTION_PIN, PIN_RULE_TEXT)
      .refine((pin) => !isGuessablePin(pin), PIN_GUESSABLE_TEXT)
      .optional(),
    RECEPTION_PINS: z
      .string()
      .regex(
        new RegExp(`^\\s*tienda-\\d{1,6}:${PIN_DIGITS}\\s*(,\\s*tienda-\\d{1,6}:${PIN_DIGITS}\\s*)*$`),
        `debe ser una lista "tienda-<id>:<PIN de ${PIN_RANGE} dígitos>" separada por comas`,
      )
      .refine(
        (list) => !list.split(",").some((entry) => isGuessablePin(entry.split(":")[1]?.trim() ?? "")),
        PIN_GUESSABLE_TEXT,
      )
      .optional(),
    /** PIN attempts of the kiosk set-up and the call page per IP in 15 minutes. */
    RECEPTION_PIN_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(5),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS < env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "debe ser menor que REQUEST_TIMEOUT_MS",
  })
  .superRefine((env, context) => {
    const provider = paymentProviderOf(env);
    if (provider === "mercadopago" && !(env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET)) {
      const message = "PAYMENT_PROVIDER=mercadopago necesita MERCADOPAGO_ACCESS_TOKEN y MERCADOPAGO_WEBHOOK_SECRET";
      context.addIssue({ code: "custom", path: ["PAYMENT_PROVIDER"], message });
    }
    // Real money: buyers return to, and providers notify, the public https address, never a guessed local one.
    if (env.NODE_ENV === "production" && provider !== "sandbox" && !env.SITE_URL?.startsWith("https://")) {
      const message = "con un proveedor de pagos real en producción debe ser una URL https:// explícita";
      context.addIssue({ code: "custom", path: ["SITE_URL"], message });
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${String(env.PORT)}`,
    PAYMENT_PROVIDER: paymentProviderOf(env),
  }));

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
