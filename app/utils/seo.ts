import type { MetaDescriptor } from "react-router";
import { brand } from "#app/config/brand.ts";

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current path. */
  canonicalPath?: string;
  image?: string;
  type?: "website" | "article";
  noIndex?: boolean;
};

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** The site's public origin, read from the root loader (SITE_URL). */
export function siteUrlFrom(args: MetaArgsLike): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    { publicConfig?: { siteUrl?: string } } | undefined;
  return (root?.publicConfig?.siteUrl ?? "").replace(/\/$/, "");
}

/** Title, description, canonical URL and Open Graph / Twitter defaults for a page (server-rendered). */
export function buildMeta(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args);
  const url = `${siteUrl}${page.canonicalPath ?? args.location.pathname}`;
  const image = page.image ?? `${siteUrl}/images/og-default.png`;
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "es_PE" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noIndex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}
