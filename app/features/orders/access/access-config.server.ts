import { randomBytes } from "node:crypto";
import { startupSetting } from "#app/platform/startup-config.ts";

/** Start-up settings of guest access to orders (the host sets them in server/app.ts). */
export type OrderAccessConfig = {
  /** Signs e-mail links and guest grants (HMAC-SHA256); derived from SESSION_SECRET by the host. */
  key: string;
  /** The site's origin, for the absolute links in e-mails. */
  siteUrl: string;
};

const setting = startupSetting<OrderAccessConfig>("orders.access", {
  outsideProduction: () => ({ key: randomBytes(32).toString("base64url"), siteUrl: "http://localhost:3000" }),
});

/** Sets the signing key and the site's origin (the host, once at start-up; tests their own). */
export function configureOrderAccess(config: OrderAccessConfig): void {
  if (config.key.length < 16) throw new Error("configureOrderAccess: the key is too short");
  setting.set({ key: config.key, siteUrl: config.siteUrl.replace(/\/$/, "") });
}

export const orderAccessConfig = (): OrderAccessConfig => setting.get();
