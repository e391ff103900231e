/** Shown on every page, voucher and e-mail while the sandbox gateway takes payments (no money moves). */
export const DEMO_NOTICE = "Sitio de demostración: no se realizan cobros reales";

// On globalThis: the Fastify host and the pages' SSR bundle each load this module; both must see one setting.
const store = globalThis as typeof globalThis & { __kvSimulatedPayments?: boolean };

/** Set once at start-up by the host (server/app.ts) from PAYMENT_PROVIDER. */
export function setSimulatedPayments(simulated: boolean): void {
  store.__kvSimulatedPayments = simulated;
}

/** Whether payments are simulated (the sandbox gateway): documents and e-mails then carry DEMO_NOTICE. */
export function paymentsAreSimulated(): boolean {
  return store.__kvSimulatedPayments ?? false;
}
