/**
 * The order core's own start-up (issue 40, decision 055): one call from the host (server/app.ts) for what every
 * order needs whatever its products: the site's origin for the e-mails' links, the key that signs guest access
 * (decision 050) and the one "order" payable through which every product is paid.
 */
import { registerPayable } from "#app/features/payments/index.server.ts";
import { configureOrderAccess } from "./access/access-config.server.ts";
import { configureOrderLifecycle } from "./lifecycle/cancellation-emails.server.ts";
import { ORDER_PAYABLE } from "./order-contract.ts";
import { orderPayable } from "./order-payable.server.ts";

export type OrderCoreConfig = {
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  /** Signs e-mail links and guest grants; the host derives it from its secret. */
  accessKey: string;
};

/** Configures the core's access and lifecycle settings and registers the order payable. */
export function configureOrderCore(config: OrderCoreConfig): void {
  configureOrderAccess({ key: config.accessKey, siteUrl: config.siteUrl });
  configureOrderLifecycle({ siteUrl: config.siteUrl });
  registerPayable(ORDER_PAYABLE, orderPayable);
}
