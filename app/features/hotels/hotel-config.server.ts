/** Start-up settings of the hotel checkout (on globalThis: the Fastify host and the pages' SSR bundle share them). */
export type HotelCheckoutConfig = { siteUrl: string };

const store = globalThis as typeof globalThis & { __kvHotelCheckout?: HotelCheckoutConfig };

export function configureHotelCheckout(config: HotelCheckoutConfig): void {
  store.__kvHotelCheckout = config;
}

export function hotelCheckoutConfig(): HotelCheckoutConfig {
  return store.__kvHotelCheckout ?? { siteUrl: "http://localhost:3000" };
}

/** The site's absolute URL of a path (e-mails and the gateway's return). */
export const siteLink = (path: string) => `${hotelCheckoutConfig().siteUrl.replace(/\/$/, "")}${path}`;
