import { redirect } from "react-router";
import { requestContext } from "#request-context";
import { DestinationPage } from "#app/features/destinations/destination-page.tsx";
import { loadDestinationPage } from "#app/features/destinations/destination-page.server.ts";
import { destinationPath, resolveSlug } from "#app/features/destinations/destination-slug.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/destination";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

// Destination landing pages are information pages for analytics (user_info then virtualPageView).
export const handle = { infoPage: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const resolved = resolveSlug(params.slug);
  // SPEC 4: no slug goes home; an unknown slug (empty result) goes to /404.
  if (resolved.kind === "missing") throw redirect("/");
  if (resolved.kind === "invalid") throw redirect("/404");
  if (resolved.slug !== params.slug) throw redirect(destinationPath(resolved.slug), 301);
  const page = await loadDestinationPage(resolved.slug);
  if (!page) throw redirect("/404");
  return { page, siteUrl: context.get(requestContext).publicConfig.siteUrl.replace(/\/$/, "") };
}

export const meta: Route.MetaFunction = (args) => {
  const { content } = args.loaderData.page;
  return buildMeta(args, {
    title: content.metaTitle,
    description: content.metaDescription,
    canonicalPath: destinationPath(content.slug),
  });
};

export default function Destination({ loaderData }: Route.ComponentProps) {
  return <DestinationPage page={loaderData.page} siteUrl={loaderData.siteUrl} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
