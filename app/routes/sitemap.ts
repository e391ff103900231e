import { requestContext } from "#request-context";
import { buildSitemapXml } from "#app/features/sitemap/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await buildSitemapXml(context.get(requestContext).publicConfig.siteUrl);
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
