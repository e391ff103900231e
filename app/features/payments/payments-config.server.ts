import type { PayableHandler, ProviderId } from "./payment-contract.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";

export type PaymentsLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type PaymentsConfig = {
  providers: Partial<Record<ProviderId, PaymentProvider>>;
  /** Card payments go to this provider (Mercado Pago when configured, else the sandbox). */
  cardProvider: ProviderId;
  /** Cash codes: a provider with createCashCode, or null (cash codes unavailable). */
  cashProvider: ProviderId | null;
  /** PAYMENT_CODE_HOURS: how long a cash code stays valid (capped by the product's cashDeadline). */
  cashCodeHours: number;
  /** A submitted card with no answer for this long is declined as "timeout" (30 s; shorter in tests). */
  providerTimeoutMs: number;
  log: PaymentsLogger;
};

type PaymentsState = { config: PaymentsConfig | null; handlers: Map<string, PayableHandler> };

// On globalThis: the Fastify host and the pages' SSR bundle each load this module; both must see one registry.
const store = globalThis as typeof globalThis & { __kvPayments?: PaymentsState };
const state: PaymentsState = (store.__kvPayments ??= { config: null, handlers: new Map() });

const silent: PaymentsLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Called once by the host (server/app.ts) with the providers the environment enables. */
export function configurePayments(config: Omit<PaymentsConfig, "log"> & { log?: PaymentsLogger }): void {
  state.config = { ...config, log: config.log ?? silent };
}

export function paymentsConfig(): PaymentsConfig {
  if (!state.config) throw new Error("Payments are not configured: call configurePayments() at start-up");
  return state.config;
}

export function providerOf(id: ProviderId): PaymentProvider {
  const provider = paymentsConfig().providers[id];
  if (!provider) throw new Error(`Payment provider ${id} is not configured`);
  return provider;
}

/** A product registers its payable kind once (module load or start-up); registering again replaces the handler. */
export function registerPayable(kind: string, handler: PayableHandler): void {
  state.handlers.set(kind, handler);
}

export function payableHandler(kind: string): PayableHandler {
  const handler = state.handlers.get(kind);
  if (!handler) throw new Error(`No payable handler registered for kind "${kind}"`);
  return handler;
}
