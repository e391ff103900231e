import { startupSetting } from "#app/platform/startup-config.ts";

/** Shown on every page, voucher and e-mail while the sandbox gateway takes payments (no money moves). */
export const DEMO_NOTICE = "Sitio de demostración: no se realizan cobros reales";

const setting = startupSetting<boolean>("simulated-payments", { outsideProduction: () => false });

/** Set once at start-up by the host (server/app.ts) from PAYMENT_PROVIDER. */
export function setSimulatedPayments(simulated: boolean): void {
  setting.set(simulated);
}

/** Whether payments are simulated (the sandbox gateway): documents and e-mails then carry DEMO_NOTICE. */
export function paymentsAreSimulated(): boolean {
  return setting.get();
}
