import { requestContext } from "#request-context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(requestContext).publicConfig.siteUrl.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /booking",
    "Disallow: /perfil",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
