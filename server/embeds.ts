import type { EmbedConfig } from "#request-context";
import type { Env } from "./env.ts";

/** The embedded pages of the information pages, as the browser needs them (nothing secret). */
export function embedConfigFrom(env: Env): EmbedConfig {
  return {
    companyVideoUrl: env.COMPANY_VIDEO_URL,
    mapEmbedUrlTemplate: env.MAP_EMBED_URL_TEMPLATE,
    schedulingUrl: env.SCHEDULING_URL ?? null,
    cierrapuertasUrl: env.CIERRAPUERTAS_URL,
    cierrapuertasOffersUrl: env.CIERRAPUERTAS_OFFERS_URL,
  };
}

/**
 * CSP frame-src origins of the configured embeds. Paths (the demo campaign pages) are ours and covered by
 * 'self'; only absolute URLs add their origin, so changing a URL never needs a code change.
 */
export function frameSourcesFrom(env: Env): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(embedConfigFrom(env))) {
    if (url === null || !/^https?:\/\//.test(url)) continue;
    origins.add(new URL(url.replace(/\{[a-z]+\}/g, "0")).origin);
  }
  return [...origins];
}
