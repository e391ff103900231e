import { randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

/** Start-up settings of the hotel checkout (set by the host through registerHotelOrderProduct). */
export type HotelCheckoutConfig = {
  siteUrl: string;
  /** Signs the browser key cookie, so only a key the server issued is adopted (outside production: a random one). */
  accessKey?: string;
};

const setting = startupSetting<Required<HotelCheckoutConfig>>("hotel-checkout", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000", accessKey: randomBytes(32).toString("base64url") }),
});

export function configureHotelCheckout(config: HotelCheckoutConfig): void {
  const accessKey = config.accessKey ?? setting.peek()?.accessKey;
  if (!accessKey) throw new Error("configureHotelCheckout: accessKey is required in production");
  setting.set({ siteUrl: config.siteUrl, accessKey });
}

export function hotelCheckoutConfig(): Required<HotelCheckoutConfig> {
  return setting.get();
}

/** The site's absolute URL of a path (e-mails and the gateway's return). */
export const siteLink = (path: string) => `${hotelCheckoutConfig().siteUrl.replace(/\/$/, "")}${path}`;
