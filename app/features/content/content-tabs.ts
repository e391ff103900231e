import type { WebSection } from "./content-types.ts";

export type ContentTab = {
  key: string;
  label: string;
  /** Name of the icon marked in the label between underscores ("_fuego_ Cyber" → "fuego"). */
  icon: string | null;
  /** An in-app path for internal tabs; an absolute URL for external ones. */
  href: string;
  internal: boolean;
  newTab: boolean;
};

const ICON_MARKER = /_([a-z0-9-]+)_/i;

/** Splits the icon marker out of a tab label: "_fuego_ Cyber Kuntur" → icon "fuego", text "Cyber Kuntur". */
export function parseIconMarker(label: string): { icon: string | null; text: string } {
  const match = ICON_MARKER.exec(label);
  if (!match) return { icon: null, text: label.trim() };
  const text = label.replace(match[0], " ").replace(/\s+/g, " ").trim();
  return { icon: (match[1] ?? "").toLowerCase(), text };
}

/**
 * Where a content tab leads. A path ("/ofertas") or an address on the site's own origin is internal (navigates in
 * the app); any other http(s) address is external; anything else (javascript:, mailto:, garbage) is refused.
 */
export function classifyAddress(address: string, siteUrl: string): { internal: boolean; href: string } | null {
  const value = address.trim();
  if (value.startsWith("/") && !value.startsWith("//")) return { internal: true, href: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  let site: URL | null = null;
  try {
    site = new URL(siteUrl);
  } catch {
    site = null;
  }
  if (site && url.origin === site.origin) return { internal: true, href: `${url.pathname}${url.search}${url.hash}` };
  return { internal: false, href: url.toString() };
}

/**
 * The extra tabs of the TABS section (SPEC 2.3): each TAB's first shown element gives the label and the address.
 * A new tab only applies to external addresses; unusable entries are dropped.
 */
export function contentTabsFrom(tabsSection: WebSection | undefined, siteUrl: string): ContentTab[] {
  if (!tabsSection) return [];
  const tabs: ContentTab[] = [];
  for (const tab of tabsSection.nmWebChildSections) {
    if (tab.nmGenericType.name !== "TAB") continue;
    const element = tab.nmWebElements[0];
    if (!element?.redirectUrl) continue;
    const target = classifyAddress(element.redirectUrl, siteUrl);
    const { icon, text } = parseIconMarker(element.content || tab.description);
    if (!target || !text) continue;
    tabs.push({
      key: `content-${tab.id}`,
      label: text,
      icon,
      href: target.href,
      internal: target.internal,
      newTab: !target.internal && element.openInNewTab,
    });
  }
  return tabs;
}
