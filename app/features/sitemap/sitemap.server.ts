import { statSync } from "node:fs";
import { resolve } from "node:path";
import { listDestinationPages } from "#app/features/destinations/index.server.ts";
import { loadAirlines } from "#app/features/airlines/index.server.ts";
import { listCampaignPages } from "#app/features/campaigns/index.server.ts";
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

/**
 * The /sitemap.xml document: home tabs, information pages, every active destination page, airline page and
 * campaign page in force or to come (an ended campaign's page stays readable but is not advertised).
 */
export async function buildSitemapXml(siteUrl: string): Promise<string> {
  const [destinations, airlines, campaigns] = await Promise.all([
    listDestinationPages(),
    loadAirlines(),
    listCampaignPages(),
  ]);
  return renderSitemapXml(
    sitemapEntries(siteUrl, {
      codeUpdatedAt: codeUpdatedAt(),
      destinations,
      airlineCodes: airlines.map((airline) => airline.code),
      campaigns: campaigns.filter((campaign) => campaign.state !== "expired"),
    }),
  );
}
