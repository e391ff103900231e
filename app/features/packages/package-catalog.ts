/**
 * What each curated package includes, day by day (our own texts). Names, lengths and the one "desde" price live in
 * travel_packages (decision 026); departures in package_departures. Keyed by the package's slug.
 */
export type Inclusion = "flights" | "hotel" | "transfers" | "tours" | "meals";

export const INCLUSION_LABELS: Record<Inclusion, string> = {
  flights: "Vuelos",
  hotel: "Hotel",
  transfers: "Traslados",
  tours: "Excursiones",
  meals: "Comidas",
};

export type PackageDetail = {
  slug: string;
  /** Search code of the destination (a city of the airports list or an area of hotel-places.ts). */
  destination: string;
  destinationName: string;
  /** ISO 3166-1 alpha-2 of the destination: IGV applies to packages within Peru. */
  countryCode: string;
  origin: string;
  nights: number;
  includes: Inclusion[];
  /**
   * The hotel the package's nights are in, as the package sells it (the package's own data: it does not read the hotel
   * product's tables; decision 058). `slug` names the same hotel in our hotel inventory, for staff and tests.
   */
  hotel: { slug: string; name: string; stars: number } | null;
  /** What the price includes, as the voucher lists it (flights, nights and hotel category, transfers, tours, meals). */
  included: string[];
  /** What each traveller must carry. */
  documents: string[];
  summary: string;
  itinerary: string[];
  /** Days of the week it leaves on (0 Sunday .. 6 Saturday). */
  weekdays: number[];
  seats: number;
  peakSupplementUsd: number;
  image: string;
};

export const PACKAGE_DETAILS: PackageDetail[] = [
  {
    slug: "cusco-machu-picchu",
    destination: "CUZ",
    destinationName: "Cusco",
    countryCode: "PE",
    origin: "LIM",
    nights: 3,
    includes: ["flights", "hotel", "transfers", "tours", "meals"],
    hotel: { slug: "cusco-plaza-inca", name: "Plaza Inca Cusco", stars: 4 },
    included: [
      "Vuelos Lima–Cusco–Lima en clase económica con equipaje de mano de 8 kg",
      "3 noches en hotel 4 estrellas con desayuno",
      "Traslados aeropuerto–hotel–aeropuerto",
      "City tour, Valle Sagrado y Machu Picchu con guía, tren y entradas",
      "1 almuerzo buffet en Urubamba",
    ],
    documents: [
      "DNI vigente (peruanos) o pasaporte (extranjeros)",
      "Boleto turístico y entradas: los emite la agencia a nombre de cada viajero",
    ],
    summary: "Cusco, el Valle Sagrado y Machu Picchu en cuatro días, con tren y entradas incluidos.",
    itinerary: [
      "Día 1: vuelo Lima–Cusco, traslado al hotel y tarde libre para aclimatarte. City tour por la tarde.",
      "Día 2: Valle Sagrado con Pisac y Ollantaytambo, almuerzo buffet en Urubamba.",
      "Día 3: tren a Aguas Calientes, bus y visita guiada a Machu Picchu. Regreso a Cusco por la noche.",
      "Día 4: mañana libre y traslado al aeropuerto para el vuelo a Lima.",
    ],
    weekdays: [2, 4, 6],
    seats: 20,
    peakSupplementUsd: 40,
    image: "/images/home/destinations/cusco.svg",
  },
  {
    slug: "punta-cana-todo-incluido",
    destination: "PUJ",
    destinationName: "Punta Cana",
    countryCode: "DO",
    origin: "LIM",
    nights: 5,
    includes: ["flights", "hotel", "transfers", "meals"],
    hotel: { slug: "punta-cana-bavaro-palms", name: "Bávaro Palms Resort", stars: 5 },
    included: [
      "Vuelos Lima–Punta Cana–Lima con equipaje de 23 kg",
      "5 noches en resort 5 estrellas todo incluido",
      "Traslados aeropuerto–hotel–aeropuerto",
      "Comidas y bebidas en el resort",
    ],
    documents: [
      "Pasaporte con al menos 6 meses de vigencia",
      "Formulario e-Ticket de República Dominicana (entrada y salida)",
    ],
    summary: "Cinco noches todo incluido frente a la playa de Bávaro, con vuelos desde Lima.",
    itinerary: [
      "Día 1: vuelo Lima–Punta Cana y traslado al resort.",
      "Días 2 a 5: playa, piscinas y actividades del resort; comidas y bebidas incluidas.",
      "Día 6: traslado al aeropuerto y vuelo a Lima.",
    ],
    weekdays: [3, 6],
    seats: 24,
    peakSupplementUsd: 90,
    image: "/images/home/destinations/punta-cana.svg",
  },
  {
    slug: "cancun-riviera-maya",
    destination: "CUN",
    destinationName: "Cancún",
    countryCode: "MX",
    origin: "LIM",
    nights: 6,
    includes: ["flights", "hotel", "transfers", "tours", "meals"],
    hotel: { slug: "cancun-laguna-azul", name: "Laguna Azul Resort Cancún", stars: 5 },
    included: [
      "Vuelos Lima–Cancún–Lima con equipaje de 23 kg",
      "6 noches en resort 5 estrellas todo incluido",
      "Traslados aeropuerto–hotel–aeropuerto",
      "Excursión a Tulum y un cenote con almuerzo",
      "Comidas y bebidas en el resort",
    ],
    documents: ["Pasaporte con al menos 6 meses de vigencia"],
    summary: "Seis noches todo incluido en la Zona Hotelera, con una excursión a Tulum y sus cenotes.",
    itinerary: [
      "Día 1: vuelo Lima–Cancún y traslado al hotel.",
      "Día 3: excursión de día completo a Tulum y un cenote, con almuerzo.",
      "Días 2, 4, 5 y 6: días libres en el resort todo incluido.",
      "Día 7: traslado al aeropuerto y vuelo a Lima.",
    ],
    weekdays: [0, 4],
    seats: 24,
    peakSupplementUsd: 110,
    image: "/images/home/destinations/cancun.svg",
  },
  {
    slug: "mancora-playa-y-sol",
    destination: "MNC",
    destinationName: "Máncora",
    countryCode: "PE",
    origin: "LIM",
    nights: 3,
    includes: ["flights", "hotel", "transfers"],
    hotel: { slug: "mancora-las-pocitas", name: "Las Pocitas Beach Hotel", stars: 3 },
    included: [
      "Vuelos Lima–Piura–Lima en clase económica",
      "3 noches en hotel 3 estrellas frente al mar con desayuno",
      "Traslados por carretera aeropuerto–hotel–aeropuerto",
    ],
    documents: ["DNI vigente (peruanos) o pasaporte (extranjeros)"],
    summary: "Tres noches frente al mar en Las Pocitas, con vuelo a Piura y traslados por carretera.",
    itinerary: [
      "Día 1: vuelo Lima–Piura y traslado a Máncora (unas 3 horas).",
      "Días 2 y 3: playa, surf y pozas naturales; desayuno incluido.",
      "Día 4: traslado al aeropuerto de Piura y vuelo a Lima.",
    ],
    weekdays: [4, 5],
    seats: 16,
    peakSupplementUsd: 35,
    image: "/images/home/destinations/mancora.svg",
  },
  {
    slug: "iquitos-selva",
    destination: "IQT",
    destinationName: "Iquitos",
    countryCode: "PE",
    origin: "LIM",
    nights: 3,
    includes: ["flights", "hotel", "transfers", "tours", "meals"],
    hotel: { slug: "iquitos-amazonas-lodge", name: "Amazonas Lodge", stars: 3 },
    included: [
      "Vuelos Lima–Iquitos–Lima en clase económica",
      "3 noches en albergue con pensión completa",
      "Traslados en bote al albergue",
      "Excursiones guiadas en la selva",
    ],
    documents: ["DNI vigente (peruanos) o pasaporte (extranjeros)", "Vacuna contra la fiebre amarilla, recomendada"],
    summary: "Tres noches en un albergue a orillas del Amazonas, con pensión completa y excursiones guiadas.",
    itinerary: [
      "Día 1: vuelo Lima–Iquitos y traslado en bote al albergue.",
      "Día 2: caminata por la selva, observación de aves y pesca de pirañas.",
      "Día 3: visita a una comunidad ribereña y paseo nocturno en bote.",
      "Día 4: regreso a Iquitos y vuelo a Lima.",
    ],
    weekdays: [1, 5],
    seats: 14,
    peakSupplementUsd: 30,
    image: "/images/home/destinations/iquitos.svg",
  },
  {
    slug: "madrid-paris-roma",
    destination: "MAD",
    destinationName: "Madrid, París y Roma",
    countryCode: "ES",
    origin: "LIM",
    nights: 11,
    includes: ["flights", "hotel", "transfers", "tours"],
    hotel: { slug: "madrid-gran-via-central", name: "Gran Vía Central", stars: 4 },
    included: [
      "Vuelos Lima–Madrid y Roma–Lima, y vuelo París–Roma",
      "11 noches en hoteles 4 estrellas céntricos con desayuno",
      "Tren Madrid–París y traslados de llegada y salida",
      "Visitas guiadas en Madrid, Toledo, París, Roma y el Vaticano",
    ],
    documents: ["Pasaporte con al menos 6 meses de vigencia", "Seguro de viaje con cobertura en el espacio Schengen"],
    summary: "Tres capitales en doce días: hoteles céntricos, trenes entre ciudades y visitas guiadas.",
    itinerary: [
      "Días 1 a 4: Madrid, con visita guiada al centro y excursión a Toledo.",
      "Días 5 a 8: tren a París; visita guiada y crucero por el Sena.",
      "Días 9 a 11: vuelo a Roma; Coliseo y Vaticano con guía.",
      "Día 12: traslado al aeropuerto y vuelo de regreso a Lima.",
    ],
    weekdays: [5],
    seats: 30,
    peakSupplementUsd: 250,
    image: "/images/home/destinations/madrid.svg",
  },
];

export function packageDetail(slug: string): PackageDetail | null {
  return PACKAGE_DETAILS.find((detail) => detail.slug === slug) ?? null;
}
