/** Tour packages as the host registers them (decision 055): the site's origin for e-mails and the order product. */
import type { Env } from "#server/env.ts";
import type { ProductModule } from "#app/features/orders/product-module-contract.ts";
import { configurePackageCheckout } from "./package-config.server.ts";
import { packageOrderProduct } from "./package-product.server.ts";

export const packageProductModule: ProductModule<Pick<Env, "SITE_URL">> = {
  kind: "package",
  start({ env }) {
    configurePackageCheckout({ siteUrl: env.SITE_URL });
    return { orderProduct: packageOrderProduct };
  },
};
