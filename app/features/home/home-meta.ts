import type { MetaDescriptor } from "react-router";
import { buildMeta } from "#app/utils/seo.ts";
import { defaultSeoText, type SeoText } from "./home-seo.ts";
import { homeSeoFor } from "./home-tabs.ts";

type HomeMetaArgs = Parameters<typeof buildMeta>[0] & {
  location: { pathname: string; search: string };
  loaderData?: { seo?: Record<string, SeoText> } | undefined;
};

/** The meta of a home URL: the selected tab's title and description (SPEC 2.3), canonical as homeSeoFor says. */
export function homeMeta(args: HomeMetaArgs, options: { noIndex?: boolean } = {}): MetaDescriptor[] {
  const { seoName, canonicalPath } = homeSeoFor(args.location.pathname, args.location.search);
  const text = args.loaderData?.seo?.[seoName] ?? defaultSeoText(seoName);
  return buildMeta(args, { ...text, canonicalPath, ...(options.noIndex ? { noIndex: true } : {}) });
}

/** Moving between home tabs reuses the loaded data: only the selected tab changes. */
export function shouldRevalidateHome(args: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (args.formMethod && args.formMethod.toUpperCase() !== "GET") return args.defaultShouldRevalidate;
  return args.currentUrl.pathname === args.nextUrl.pathname && args.currentUrl.search === args.nextUrl.search
    ? args.defaultShouldRevalidate
    : false;
}
