import { startupSetting } from "#app/platform/startup-config.ts";

// The notice has a module of its own: the demo strip's client code must not carry the start-up settings.
export { DEMO_NOTICE } from "./demo-notice.ts";

const setting = startupSetting<boolean>("simulated-payments", { outsideProduction: () => false });

/** Set once at start-up by the host (server/app.ts) from PAYMENT_PROVIDER. */
export function setSimulatedPayments(simulated: boolean): void {
  setting.set(simulated);
}

/** Whether payments are simulated (the sandbox gateway): documents and e-mails then carry DEMO_NOTICE. */
export function paymentsAreSimulated(): boolean {
  return setting.get();
}
