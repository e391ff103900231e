import { describe, expect, it } from "vitest";
import { brand } from "#app/config/brand.ts";
import { buildDestinationJsonLd, serializeJsonLd } from "./destination-json-ld.ts";

type Node = Record<string, unknown> & { "@type": string };

const input = {
  siteUrl: "https://www.kunturviajes.pe/",
  content: {
    slug: "vuelos-baratos-a-cusco",
    titulo: "Vuelos baratos a Cusco",
    metaDescription: "Pasajes baratos a Cusco.",
  },
  questions: [
    { pregunta: "¿Cuánto dura el vuelo de Lima a Cusco?", respuesta: "Alrededor de 1 hora y 20 minutos." },
    { pregunta: "¿Qué es el </script><script>alert(1)</script>?", respuesta: "Una prueba & <b>nada</b> más." },
  ],
};

/** Parses the script body the way a search engine does and returns the graph's nodes by type. */
function parsedNodes(): Map<string, Node> {
  const text = serializeJsonLd(buildDestinationJsonLd(input));
  const parsed = JSON.parse(text) as { "@context": string; "@graph": Node[] };
  expect(parsed["@context"]).toBe("https://schema.org");
  return new Map(parsed["@graph"].map((node) => [node["@type"], node]));
}

describe("destination JSON-LD", () => {
  it("is valid JSON that cannot close its script element", () => {
    const text = serializeJsonLd(buildDestinationJsonLd(input));
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain("&");
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(serializeJsonLd({ a: "\u2028" })).toBe('{"a":"\\u2028"}');
  });

  it("has a BreadcrumbList Inicio › Vuelos › page with positions and absolute URLs", () => {
    const breadcrumb = parsedNodes().get("BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: "https://www.kunturviajes.pe/" },
      { "@type": "ListItem", position: 2, name: "Vuelos", item: "https://www.kunturviajes.pe/vuelos" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Vuelos baratos a Cusco",
        item: "https://www.kunturviajes.pe/vuelos/vuelos-baratos-a-cusco",
      },
    ]);
  });

  it("has an FAQPage with every question and its accepted answer, text preserved", () => {
    const faq = parsedNodes().get("FAQPage");
    const entities = faq?.mainEntity as Array<{ "@type": string; name: string; acceptedAnswer: Node }>;
    expect(entities).toHaveLength(2);
    for (const [index, entity] of entities.entries()) {
      expect(entity["@type"]).toBe("Question");
      expect(entity.name).toBe(input.questions[index]?.pregunta);
      expect(entity.acceptedAnswer).toEqual({ "@type": "Answer", text: input.questions[index]?.respuesta });
    }
  });

  it("leaves the FAQPage out when the page has no questions", () => {
    const graph = buildDestinationJsonLd({ ...input, questions: [] })["@graph"] as Node[];
    expect(graph.map((node) => node["@type"])).toEqual(["BreadcrumbList", "TravelAgency"]);
  });

  it("describes the agency as a TravelAgency with the brand's name, contact and address", () => {
    const agency = parsedNodes().get("TravelAgency");
    expect(agency).toMatchObject({
      name: brand.name,
      legalName: brand.legalName,
      url: "https://www.kunturviajes.pe/",
      telephone: brand.salesPhoneE164,
      address: {
        "@type": "PostalAddress",
        streetAddress: brand.address.street,
        addressLocality: brand.address.district,
        addressCountry: "PE",
      },
    });
    expect(agency?.sameAs).toEqual(brand.social.map((network) => network.url));
  });
});
