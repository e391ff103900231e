import { brand } from "#app/config/brand.ts";
import { destinationPath } from "./destination-slug.ts";

type JsonLdNode = Record<string, unknown>;

export type JsonLdInput = {
  siteUrl: string;
  content: { slug: string; titulo: string; metaDescription: string };
  questions: ReadonlyArray<{ pregunta: string; respuesta: string }>;
};

/** The agency as schema.org TravelAgency, from the brand facts. */
export function travelAgencyNode(siteUrl: string): JsonLdNode {
  return {
    "@type": "TravelAgency",
    "@id": `${siteUrl}/#agencia`,
    name: brand.name,
    legalName: brand.legalName,
    taxID: brand.ruc,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: brand.salesPhoneE164,
    email: brand.email,
    foundingDate: String(brand.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      addressLocality: brand.address.district,
      addressRegion: brand.address.city,
      postalCode: brand.address.postalCode,
      addressCountry: "PE",
    },
    sameAs: brand.social.map((network) => network.url),
  };
}

/**
 * Structured data of a destination page (one @graph): BreadcrumbList (Inicio › Vuelos › page), FAQPage with every
 * question of the page, and the agency as TravelAgency.
 */
export function buildDestinationJsonLd({ siteUrl, content, questions }: JsonLdInput): JsonLdNode {
  const base = siteUrl.replace(/\/$/, "");
  const pageUrl = `${base}${destinationPath(content.slug)}`;
  const graph: JsonLdNode[] = [
    {
      "@type": "BreadcrumbList",
      "@id": `${pageUrl}#migas`,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${base}/` },
        { "@type": "ListItem", position: 2, name: "Vuelos", item: `${base}/vuelos` },
        { "@type": "ListItem", position: 3, name: content.titulo, item: pageUrl },
      ],
    },
    travelAgencyNode(base),
  ];
  if (questions.length > 0) {
    graph.push({
      "@type": "FAQPage",
      "@id": `${pageUrl}#preguntas`,
      url: pageUrl,
      mainEntity: questions.map((question) => ({
        "@type": "Question",
        name: question.pregunta,
        acceptedAnswer: { "@type": "Answer", text: question.respuesta },
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` escaped so no text can close the
 * script element or open a comment, and the JavaScript-hostile line separators escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
