/** A flight route a campaign page offers: a round trip from `origin` to `destination` (IATA codes). */
export type CampaignRoute = { origin: string; destination: string };

/** A campaign page's address. */
export function campaignPath(slug: string): string {
  return `/info/${slug}`;
}
