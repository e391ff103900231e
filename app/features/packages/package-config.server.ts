import { startupSetting } from "#app/platform/startup-config.ts";

/** Start-up settings of the package checkout: the site's origin for e-mails and the gateway's return. */
export type PackageCheckoutConfig = { siteUrl: string };

const setting = startupSetting<PackageCheckoutConfig>("package-checkout", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000" }),
});

export function configurePackageCheckout(config: PackageCheckoutConfig): void {
  setting.set({ siteUrl: config.siteUrl });
}

export function packageCheckoutConfig(): PackageCheckoutConfig {
  return setting.get();
}

/** The site's absolute URL of a path. */
export const packageSiteLink = (path: string) => `${packageCheckoutConfig().siteUrl.replace(/\/$/, "")}${path}`;
