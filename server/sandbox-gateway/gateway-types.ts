import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The database handle the host lends the gateway (the gateway only touches its own sandbox_gateway_* tables). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Drizzle schema: the gateway uses its own tables only
export type GatewayDb = PgDatabase<PgQueryResultHKT, any>;

/** Sends one notification to the merchant; answers the HTTP status it got (throws on a network error). */
export type DeliverNotification = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

export type GatewayOptions = {
  db: GatewayDb;
  /** Absolute origin + path prefix where the gateway's pages are reachable ("http://localhost:3000"). */
  baseUrl: string;
  /** Shared with the merchant: authenticates its API calls and signs notifications (HMAC-SHA256). */
  secret: string;
  /** The merchant's notification endpoint. */
  notifyUrl: string;
  /** Origins the hosted pages may send the buyer back to (CSP form-action). */
  merchantOrigins: string[];
  /** Partner banks whose credit cards get interest-free 'cuotas' (the merchant's promotion). */
  partnerBanks: string[];
  /** Delays between notification attempts; after the last one the gateway gives up. */
  retryDelaysMs?: number[];
  /** How often pending notifications are looked for (0: never on a timer; tests call deliverDue). */
  pollIntervalMs?: number;
  deliver?: DeliverNotification;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  now?: () => Date;
};

export const DEFAULT_RETRY_DELAYS_MS = [
  10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000,
];

export type BankSteps = { Imagen: string; Name: string; PaymentSteps: Array<{ Step: string; Value: string }> };

export type SessionStatus =
  "pending" | "challenge" | "processing" | "approved" | "declined" | "expired" | "cancelled" | "refunded";
