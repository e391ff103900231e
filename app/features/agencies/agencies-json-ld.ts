import { brand } from "#app/config/brand.ts";
import type { AgencyView } from "./agency-view.ts";

/** schema.org data of the branch finder: the agency and each branch with its address, position and contacts. */
export function agenciesJsonLd(siteUrl: string, agencies: AgencyView[]) {
  const base = siteUrl.replace(/\/$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": `${base}/#organizacion`,
    name: brand.name,
    legalName: brand.legalName,
    url: `${base}/`,
    telephone: brand.salesPhoneE164,
    department: agencies.map((agency) => ({
      "@type": "TravelAgency",
      "@id": `${base}/nuestras-agencias#agencia-${agency.id}`,
      name: `${brand.name} · ${agency.name}`,
      image: `${base}${agency.image}`,
      email: agency.email,
      ...(agency.phone ? { telephone: agency.phone } : {}),
      address: {
        "@type": "PostalAddress",
        streetAddress: agency.address,
        addressLocality: agency.city,
        addressCountry: "PE",
      },
      geo: { "@type": "GeoCoordinates", latitude: agency.latitude, longitude: agency.longitude },
      description: [agency.openingHours, agency.openingHours2].filter(Boolean).join(". "),
    })),
  };
}
