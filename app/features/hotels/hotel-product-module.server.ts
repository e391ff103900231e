/**
 * Hotel stays as the host registers them (decision 055): the site's origin for e-mails and the gateway's return
 * (hotel-config.server.ts), and the order product. Its supplier is chosen in hotel-suppliers.server.ts.
 */
import type { Env } from "#server/env.ts";
import type { ProductModule } from "#app/features/orders/product-module-contract.ts";
import { configureHotelCheckout } from "./hotel-config.server.ts";
import { hotelOrderProduct } from "./hotel-product.server.ts";

export const hotelProductModule: ProductModule<Pick<Env, "SITE_URL">> = {
  kind: "hotel",
  start({ env }) {
    configureHotelCheckout({ siteUrl: env.SITE_URL });
    return { orderProduct: hotelOrderProduct };
  },
};
