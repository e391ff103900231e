import { travelAgencyNode } from "#app/features/destinations/index.ts";
import type { CampaignPage } from "./campaign-pages-service.server.ts";

type JsonLdNode = Record<string, unknown>;

/**
 * Structured data of a campaign page (one @graph): BreadcrumbList (Inicio › Promociones › campaign), the campaign as
 * a SaleEvent with its dates, its flight and package offers while in force, and the agency that sells them.
 */
export function buildCampaignJsonLd({ siteUrl, page }: { siteUrl: string; page: CampaignPage }): JsonLdNode {
  const base = siteUrl.replace(/\/$/, "");
  const pageUrl = `${base}/info/${page.slug}`;
  const agency = travelAgencyNode(base);
  const seller = { "@id": agency["@id"] };
  const offers = [
    ...page.flights.map((offer) => ({
      "@type": "Offer",
      name: `Vuelo ${offer.originCity} - ${offer.destinationCity}, ida y vuelta`,
      url: `${base}${offer.searchUrl}`,
      price: (offer.totalMinor / 100).toFixed(2),
      priceCurrency: "USD",
      seller,
    })),
    ...page.packages.map((item) => ({
      "@type": "Offer",
      name: `${item.name} (${item.duration})`,
      url: `${base}/paquetes`,
      price: (item.priceMinor / 100).toFixed(2),
      priceCurrency: item.currency,
      seller,
    })),
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BreadcrumbList",
        "@id": `${pageUrl}#migas`,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Inicio", item: `${base}/` },
          { "@type": "ListItem", position: 2, name: "Promociones", item: `${base}/promociones` },
          { "@type": "ListItem", position: 3, name: page.title, item: pageUrl },
        ],
      },
      {
        "@type": "SaleEvent",
        "@id": `${pageUrl}#campana`,
        name: page.title,
        description: page.summary,
        url: pageUrl,
        startDate: page.validFrom,
        endDate: page.validUntil,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: pageUrl },
        organizer: seller,
        ...(offers.length > 0 ? { offers } : {}),
      },
      agency,
    ],
  };
}
