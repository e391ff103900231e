/**
 * Insurance as the host registers it (decision 055): the site's origin and the key of the legacy paid-e-mail links
 * (insurance-config.server.ts), and its order product: policies bought alone and the flight's travel-assistance add-on.
 */
import type { Env } from "#server/env.ts";
import type { ProductModule } from "#app/features/orders/product-module-contract.ts";
import { configureInsurance } from "./insurance-config.server.ts";
import { insuranceOrderProduct } from "./insurance-order-product.server.ts";

export const insuranceProductModule: ProductModule<Pick<Env, "SITE_URL">> = {
  kind: "insurance",
  start({ env, deriveKey }) {
    configureInsurance({ siteUrl: env.SITE_URL, linkKey: deriveKey("insurance-links") });
    return { orderProduct: insuranceOrderProduct };
  },
};
