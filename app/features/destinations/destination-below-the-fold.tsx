import { buildDestinationJsonLd } from "./destination-json-ld.ts";
import type { DestinationPageData } from "./destination-content-types.ts";
import { DestinationDescription, DestinationNotes } from "./destination-info.tsx";
import { DestinationOffersSection } from "./destination-offers-section.tsx";
import { JsonLdScript } from "./json-ld-script.tsx";
import { PriceAlertForm } from "./price-alert-form.tsx";

/**
 * The destination page under its hero and search form, down to the FAQ: the structured data, the cheapest recent
 * offers, the description beside the price alert and the information cards. Its own chunk: DestinationPage hydrates
 * it on use, near the viewport or when the browser is idle (HydrateOnUse).
 */
export function DestinationBelowTheFold({
  page,
  siteUrl,
  origin,
}: {
  page: DestinationPageData;
  siteUrl: string;
  origin: string;
}) {
  const { content, notes, questions, offers } = page;
  return (
    <>
      <JsonLdScript data={buildDestinationJsonLd({ siteUrl, content, questions })} />
      <DestinationOffersSection offers={offers} origin={origin} destination={content.ciudadDestino} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <DestinationDescription title={`Viaja a ${content.ciudadDestino}`} description={content.description} />
        <PriceAlertForm
          originIata={content.originIata}
          destinationIata={content.iata}
          idWebSeo={content.id}
          origin={origin}
          destination={content.ciudadDestino}
        />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <DestinationNotes notes={notes} destination={content.ciudadDestino} />
      </div>
    </>
  );
}
