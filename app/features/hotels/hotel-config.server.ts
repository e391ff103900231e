import { startupSetting } from "#app/platform/startup-config.ts";

/** Start-up settings of the hotel checkout (set by the host through registerHotelOrderProduct). */
export type HotelCheckoutConfig = { siteUrl: string };

const setting = startupSetting<HotelCheckoutConfig>("hotel-checkout", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000" }),
});

export function configureHotelCheckout(config: HotelCheckoutConfig): void {
  setting.set({ siteUrl: config.siteUrl });
}

export function hotelCheckoutConfig(): HotelCheckoutConfig {
  return setting.get();
}

/** The site's absolute URL of a path (e-mails and the gateway's return). */
export const siteLink = (path: string) => `${hotelCheckoutConfig().siteUrl.replace(/\/$/, "")}${path}`;
