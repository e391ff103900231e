import type { Destination } from "#app/features/places/index.ts";
import type { DestinationOfferView } from "./destination-offers.ts";

/** SPEC 3, Destination content (the page's SEO row). */
export type DestinationContent = {
  id: number;
  slug: string;
  iata: string;
  originIata: string;
  ciudadNombre: string;
  ciudadDestino: string;
  paisDestino: string;
  tipo: "NAC" | "INT";
  metaTitle: string;
  metaDescription: string;
  titulo: string;
  description: string;
  updatedAt: string;
};
/** SPEC 3, Content block (an information card). */
export type ContentBlock = { id: number; idWebSeo: number; titulo: string; imagenUrl: string; detalle: string };
export type FaqEntry = { id: number; idWebSeo: number; pregunta: string; respuesta: string };
/** SPEC 3, Popular route. */
export type PopularRoute = { id: number; idWebSeo: number; ciudadOrigenNombre: string; ciudadOrigenUrl: string };

export type DestinationPageContent = {
  content: DestinationContent;
  notes: ContentBlock[];
  questions: FaqEntry[];
  routes: PopularRoute[];
};

export type DestinationPageData = DestinationPageContent & {
  /** The first 6 cheapest recent offers of the page's route, with PEN amounts and search URLs. */
  offers: DestinationOfferView[];
  /** The USD→PEN rate used (exact decimal), null when none is on file. */
  exchangeRate: string | null;
  /** The search form's origin and destination, as found by the geographic look-up by IATA code. */
  searchOrigin: Destination | null;
  searchDestination: Destination | null;
};
