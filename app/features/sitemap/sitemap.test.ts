import { describe, expect, it } from "vitest";
import { HOME_TAB_PATHS, INFORMATION_PAGE_PATHS, renderSitemapXml, sitemapEntries } from "./sitemap.ts";

const built = new Date("2026-04-30T15:20:05.123Z");
const destinations = [
  { slug: "vuelos-baratos-a-cusco", updatedAt: new Date("2026-03-01T10:00:00Z") },
  { slug: "vuelos-baratos-a-madrid", updatedAt: new Date("2026-04-02T11:30:00Z") },
];

/** The <loc> → <lastmod> pairs of a rendered sitemap. */
function parse(xml: string): Map<string, string> {
  const pairs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
  return new Map(pairs.map((match) => [match[1] ?? "", match[2] ?? ""]));
}

describe("sitemap", () => {
  const xml = renderSitemapXml(sitemapEntries("https://www.kunturviajes.pe/", { codeUpdatedAt: built, destinations }));
  const urls = parse(xml);

  it("is a sitemaps.org urlset", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(urls.size);
  });

  it("lists the home tabs and the information pages, dated by the build", () => {
    for (const path of ["/", "/vuelos", "/hoteles", "/vuelohotel", "/paquetes", "/seguro-viaje"]) {
      expect(urls.get(`https://www.kunturviajes.pe${path}`), path).toBe("2026-04-30T15:20:05Z");
    }
    for (const path of [
      "/nuestras-agencias",
      "/beneficios",
      "/terminos-condiciones",
      "/documentacion-viaje",
      "/28-de-julio",
    ]) {
      expect(urls.has(`https://www.kunturviajes.pe${path}`), path).toBe(true);
    }
    expect(urls.size).toBe(HOME_TAB_PATHS.length + INFORMATION_PAGE_PATHS.length + destinations.length);
  });

  it("lists the airline pages (dated by the build) and the campaign pages (by their row)", () => {
    const withPages = parse(
      renderSitemapXml(
        sitemapEntries("https://www.kunturviajes.pe", {
          codeUpdatedAt: built,
          destinations: [],
          airlineCodes: ["LA", "H2"],
          campaigns: [{ slug: "hot-sale", updatedAt: new Date("2026-04-01T08:00:00Z") }],
        }),
      ),
    );
    expect(withPages.get("https://www.kunturviajes.pe/aerolinea")).toBe("2026-04-30T15:20:05Z");
    expect(withPages.get("https://www.kunturviajes.pe/aerolinea/LA")).toBe("2026-04-30T15:20:05Z");
    expect(withPages.has("https://www.kunturviajes.pe/aerolinea/H2")).toBe(true);
    expect(withPages.get("https://www.kunturviajes.pe/info")).toBe("2026-04-30T15:20:05Z");
    expect(withPages.get("https://www.kunturviajes.pe/info/hot-sale")).toBe("2026-04-01T08:00:00Z");
  });

  it("lists every destination page with its own last change", () => {
    expect(urls.get("https://www.kunturviajes.pe/vuelos/vuelos-baratos-a-cusco")).toBe("2026-03-01T10:00:00Z");
    expect(urls.get("https://www.kunturviajes.pe/vuelos/vuelos-baratos-a-madrid")).toBe("2026-04-02T11:30:00Z");
  });

  it("leaves out duplicates and pages not meant for search engines", () => {
    for (const path of ["/documentacion_de_viaje.html", "/404", "/conformidad", "/booking", "/perfil"]) {
      expect(urls.has(`https://www.kunturviajes.pe${path}`), path).toBe(false);
    }
    expect(new Set(urls.keys()).size).toBe(urls.size);
  });

  it("escapes XML special characters in locations", () => {
    const odd = renderSitemapXml([{ loc: "https://x.pe/?a=1&b=<2>", lastmod: built }]);
    expect(odd).toContain("<loc>https://x.pe/?a=1&amp;b=&lt;2&gt;</loc>");
  });
});
