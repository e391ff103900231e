import { statSync } from "node:fs";
import { resolve } from "node:path";
import { listDestinationPages } from "./destination-content-queries.server.ts";
import { renderSitemapXml, sitemapEntries } from "./sitemap.ts";

let buildTime: Date | undefined;

/**
 * When the code-defined pages last changed: the server build's time (their text ships in the build), falling back
 * to the process start when the build cannot be read (development).
 */
function codeUpdatedAt(): Date {
  if (!buildTime) {
    try {
      buildTime = statSync(resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).mtime;
    } catch {
      buildTime = new Date();
    }
  }
  return buildTime;
}

/** The /sitemap.xml document: home tabs, information pages and every active destination page. */
export async function buildSitemapXml(siteUrl: string): Promise<string> {
  const destinations = await listDestinationPages();
  return renderSitemapXml(sitemapEntries(siteUrl, { codeUpdatedAt: codeUpdatedAt(), destinations }));
}
