/** Start-up settings of the hotel checkout (on globalThis: the Fastify host and the pages' SSR bundle share them). */
import { randomBytes } from "node:crypto";

export type HotelCheckoutConfig = {
  siteUrl: string;
  /** Signs the browser key cookie, so only a key the server issued is adopted (a random one when not given). */
  accessKey?: string;
};

const store = globalThis as typeof globalThis & { __kvHotelCheckout?: Required<HotelCheckoutConfig> };
const fallbackKey = randomBytes(32).toString("base64url");

export function configureHotelCheckout(config: HotelCheckoutConfig): void {
  store.__kvHotelCheckout = { ...config, accessKey: config.accessKey ?? hotelCheckoutConfig().accessKey };
}

export function hotelCheckoutConfig(): Required<HotelCheckoutConfig> {
  return store.__kvHotelCheckout ?? { siteUrl: "http://localhost:3000", accessKey: fallbackKey };
}

/** The site's absolute URL of a path (e-mails and the gateway's return). */
export const siteLink = (path: string) => `${hotelCheckoutConfig().siteUrl.replace(/\/$/, "")}${path}`;
