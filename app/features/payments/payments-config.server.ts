import { processState, startupSetting } from "#app/platform/startup-config.ts";
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

// No default outside production either: a test that pays configures its providers.
const setting = startupSetting<PaymentsConfig>("payments");
const handlers = () => processState("payments.handlers", () => new Map<string, PayableHandler>());

const silent: PaymentsLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Called once by the host (server/app.ts) with the providers the environment enables. */
export function configurePayments(config: Omit<PaymentsConfig, "log"> & { log?: PaymentsLogger }): void {
  setting.set({ ...config, log: config.log ?? silent });
}

export function paymentsConfig(): PaymentsConfig {
  return setting.get();
}

export function providerOf(id: ProviderId): PaymentProvider {
  const provider = paymentsConfig().providers[id];
  if (!provider) throw new Error(`Payment provider ${id} is not configured`);
  return provider;
}

/** A product registers its payable kind once (module load or start-up); registering again replaces the handler. */
export function registerPayable(kind: string, handler: PayableHandler): void {
  handlers().set(kind, handler);
}

export function payableHandler(kind: string): PayableHandler {
  const handler = handlers().get(kind);
  if (!handler) throw new Error(`No payable handler registered for kind "${kind}"`);
  return handler;
}
