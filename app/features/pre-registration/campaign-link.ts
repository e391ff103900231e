/** The query parameter of /tusdatos that picks the campaign to register for (e.g. from /eventos). */
export const CAMPAIGN_PARAM = "campania";

/** /tusdatos for one campaign. */
export function preRegistrationPath(campaignId: number): string {
  return `/tusdatos?${CAMPAIGN_PARAM}=${String(campaignId)}`;
}

/** The campaign id a /tusdatos URL asks for, or undefined when absent or not a positive integer. */
export function requestedCampaignId(url: URL): number | undefined {
  const value = url.searchParams.get(CAMPAIGN_PARAM);
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}
