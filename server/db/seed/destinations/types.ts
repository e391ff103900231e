/** Illustrations of the information cards, under /images/destinos/notas/<name>.svg. */
export const NOTE_IMAGES = [
  "clima",
  "documentos",
  "transporte",
  "gastronomia",
  "cultura",
  "naturaleza",
  "playa",
  "altura",
  "compras",
  "aventura",
] as const;

export type NoteImage = (typeof NOTE_IMAGES)[number];

/** One destination landing page of the demo content, with its cards, FAQ, related pages and fare level. */
export type DestinationSeed = {
  slug: string;
  iata: string;
  ciudadDestino: string;
  paisDestino: string;
  tipo: "NAC" | "INT";
  metaTitle: string;
  metaDescription: string;
  titulo: string;
  /** Paragraphs of the description card. */
  description: string[];
  notes: Array<{ titulo: string; imagen: NoteImage; detalle: string }>;
  faqs: Array<{ pregunta: string; respuesta: string }>;
  /** Slugs of the other pages shown as popular routes (they must exist in the seed). */
  related: string[];
};
