/**
 * Hotel stays as the host registers them (decision 055): the site's origin for e-mails and the gateway's return
 * (hotel-config.server.ts), the hotel suppliers (hotel-suppliers.server.ts, where a second one is chosen) and the
 * order product.
 */
import type { Env } from "#server/env.ts";
import type { ProductModule } from "#app/features/orders/product-module-contract.ts";
import { configureHotelCheckout } from "./hotel-config.server.ts";
import { hotelOrderProduct } from "./hotel-product.server.ts";
import { startHotelSuppliers } from "./hotel-suppliers.server.ts";

export const hotelProductModule: ProductModule<Pick<Env, "SITE_URL">> = {
  kind: "hotel",
  start({ env }) {
    configureHotelCheckout({ siteUrl: env.SITE_URL });
    startHotelSuppliers();
    return { orderProduct: hotelOrderProduct };
  },
};
