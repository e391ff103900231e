/** Managed content as pages and API clients read it (SPEC 3, Banner and Managed content section). */

export type GenericTypeName = "TABS" | "TAB" | "LINKS_SEC" | "LINK_LIST" | "LINK" | "TITLE" | "TEXT";

export type WebElement = {
  content: string;
  redirectUrl: string | null;
  elementCheck: boolean;
  elementOrder: number;
  detail: string | null;
  imageUrl: string | null;
  openInNewTab: boolean;
};

export type WebSection = {
  id: number;
  /** Where the page places a top-level section (tabs, hot-sale, packages, super-offers, why-us, links). */
  slot: string | null;
  nmGenericType: { name: GenericTypeName };
  description: string;
  nmWebElements: WebElement[];
  nmWebChildSections: WebSection[];
};

export type Banner = {
  id: number;
  /** What the banner offers: the image's alternative text. */
  title: string;
  imageLink: string;
  imageWidth: number;
  imageHeight: number;
  mobileImageLink: string;
  mobileImageWidth: number;
  mobileImageHeight: number;
  redirectUrl: string;
};

export const HOME_WEB = "HOME";
