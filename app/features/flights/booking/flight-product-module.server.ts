/**
 * Flights as the host registers them (decision 055): the flight search with its suppliers, how long a hold keeps its
 * seats (BOOKING_HOLD_MINUTES), the site's origin of the booking e-mails, the flight order product and its jobs (a
 * lapsed hold, a promo use given back). The checkout's travel-assistance add-on is an insurance item: it uses insurance.
 */
import type { Env } from "#server/env.ts";
import type { ProductModule } from "#app/features/orders/product-module-contract.ts";
import { startFlightSearch, type FlightSearchEnv } from "#app/features/flights/flight-search-start.server.ts";
import { configureBookings } from "./booking-config.server.ts";
import { configureBookingPayments } from "./booking-payable.server.ts";
import { BOOKING_PAYMENT_JOB_HANDLERS } from "./booking-payments.server.ts";
import { BOOKING_JOB_HANDLERS } from "./booking-service.server.ts";
import { configureFlightOrderProduct, flightOrderProduct } from "./flight-order-product.server.ts";

export const flightProductModule: ProductModule<FlightSearchEnv & Pick<Env, "BOOKING_HOLD_MINUTES">> = {
  kind: "flight",
  uses: ["insurance"],
  jobs: { ...BOOKING_JOB_HANDLERS, ...BOOKING_PAYMENT_JOB_HANDLERS },
  start({ env, deriveKey, db, log }) {
    const search = startFlightSearch({ env, offerKey: deriveKey("flight-offer-ids"), db, log });
    configureBookings({ holdMinutes: env.BOOKING_HOLD_MINUTES });
    configureBookingPayments({ siteUrl: env.SITE_URL });
    configureFlightOrderProduct({ siteUrl: env.SITE_URL });
    return { orderProduct: flightOrderProduct, close: () => search.cache.close() };
  },
};
