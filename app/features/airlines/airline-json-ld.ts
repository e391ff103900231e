import { travelAgencyNode } from "#app/features/destinations/index.ts";
import type { AirlineRouteRow } from "./airline-routes.ts";

type JsonLdNode = Record<string, unknown>;

/**
 * Structured data of an airline page (one @graph): BreadcrumbList (Inicio › Aerolíneas › name), the Airline with
 * its IATA code, the routes with their lowest fare as an OfferCatalog, and the agency that sells them.
 */
export function buildAirlineJsonLd(input: {
  siteUrl: string;
  airline: { code: string; name: string };
  routes: readonly AirlineRouteRow[];
}): JsonLdNode {
  const base = input.siteUrl.replace(/\/$/, "");
  const pageUrl = `${base}/aerolinea/${input.airline.code}`;
  const agency = travelAgencyNode(base);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BreadcrumbList",
        "@id": `${pageUrl}#migas`,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Inicio", item: `${base}/` },
          { "@type": "ListItem", position: 2, name: "Aerolíneas", item: `${base}/aerolinea` },
          { "@type": "ListItem", position: 3, name: input.airline.name, item: pageUrl },
        ],
      },
      { "@type": "Airline", "@id": `${pageUrl}#aerolinea`, name: input.airline.name, iataCode: input.airline.code },
      {
        "@type": "OfferCatalog",
        "@id": `${pageUrl}#rutas`,
        name: `Vuelos de ${input.airline.name}`,
        itemListElement: input.routes.map((route) => ({
          "@type": "Offer",
          name: `${route.originCity} - ${route.destinationCity}, ida y vuelta`,
          url: `${base}${route.searchUrl}`,
          price: (route.totalMinor / 100).toFixed(2),
          priceCurrency: "USD",
          availabilityStarts: route.departureDate,
          seller: { "@id": agency["@id"] },
        })),
      },
      agency,
    ],
  };
}
