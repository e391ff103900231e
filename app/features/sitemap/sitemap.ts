/** One <url> of the sitemap: an absolute location and when its content last changed. */
export type SitemapEntry = { loc: string; lastmod: Date };

/** The home and its search tabs (SPEC 2.1): the same screen under each tab's path. */
export const HOME_TAB_PATHS = ["/", "/vuelos", "/hoteles", "/vuelohotel", "/paquetes", "/seguro-viaje"] as const;

/**
 * The public information pages (SPEC 2.6) worth indexing. Left out: /documentacion_de_viaje.html (the same page as
 * /documentacion-viaje), /conformidad (a purchase confirmation) and the 404 page.
 */
export const INFORMATION_PAGE_PATHS = [
  "/nuestra-empresa",
  "/nuestras-agencias",
  "/28-de-julio",
  "/beneficios",
  "/agenda-tu-cita",
  "/tusdatos",
  "/cierrapuertas",
  "/cierrapuertas/ofertas",
  "/documentacion-viaje",
  "/terminos-condiciones",
  "/condiciones-de-reserva",
  "/politicas",
  "/responsabilidad-social",
  // Customer service (issue 17). The complaints book is listed: consumers look for it by name.
  "/canales-de-atencion",
  "/libro-reclamaciones",
  "/eventos",
  "/promociones",
  "/suscribirse",
  "/traveloutlet",
  // Airlines and campaigns (issue 35): the lists; each page is added from the data.
  "/aerolinea",
  "/info",
] as const;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** W3C datetime in UTC, to the second. */
export function sitemapDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The sitemap of the site: code-defined pages change with the deployed build, destination pages with their row. */
export function sitemapEntries(
  siteUrl: string,
  options: {
    codeUpdatedAt: Date;
    destinations: ReadonlyArray<{ slug: string; updatedAt: Date }>;
    /** Airline pages (/aerolinea/{code}): their fares change all the time, so they follow the build. */
    airlineCodes?: readonly string[];
    /** Campaign pages (/info/{slug}) with their row's last change. */
    campaigns?: ReadonlyArray<{ slug: string; updatedAt: Date }>;
  },
): SitemapEntry[] {
  const base = siteUrl.replace(/\/$/, "");
  const fixed = [...HOME_TAB_PATHS, ...INFORMATION_PAGE_PATHS].map((path) => ({
    loc: `${base}${path}`,
    lastmod: options.codeUpdatedAt,
  }));
  const destinations = options.destinations.map((page) => ({
    loc: `${base}/vuelos/${page.slug}`,
    lastmod: page.updatedAt,
  }));
  const airlines = (options.airlineCodes ?? []).map((code) => ({
    loc: `${base}/aerolinea/${code}`,
    lastmod: options.codeUpdatedAt,
  }));
  const campaigns = (options.campaigns ?? []).map((page) => ({
    loc: `${base}/info/${page.slug}`,
    lastmod: page.updatedAt,
  }));
  return [...fixed, ...destinations, ...airlines, ...campaigns];
}

/** Renders entries as a sitemaps.org 0.9 urlset. */
export function renderSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${sitemapDate(entry.lastmod)}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
