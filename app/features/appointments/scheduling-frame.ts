/** The scheduling service's event of our appointments page (SPEC 2.6). */
export const APPOINTMENT_EVENT = "agenda-tu-cita";

/**
 * The inline-embed URL of the configured scheduling page: the service learns it is embedded inline and on which
 * host, and shows Spanish. Query parameters already in the configured URL are kept.
 */
export function schedulingFrameUrl(configured: string, siteUrl: string): string {
  const url = new URL(configured, siteUrl);
  url.searchParams.set("embed_type", "Inline");
  url.searchParams.set("embed_domain", new URL(siteUrl).host);
  url.searchParams.set("locale", "es");
  return url.toString();
}
