import type { webSections } from "#server/db/schema/web-content.ts";

/** The HOME demo content: banners and managed sections (docs/decisions/012-home-managed-content.md). */

export type ElementSeed = {
  content: string;
  redirectUrl?: string;
  detail?: string;
  imageUrl?: string;
  openInNewTab?: boolean;
  elementCheck?: boolean;
};
export type SectionSeed = {
  key: string;
  type: (typeof webSections.$inferInsert)["genericType"];
  slot?: string;
  description?: string;
  elements?: ElementSeed[];
  children?: SectionSeed[];
};

/**
 * Prices are references to the product ({precio:vuelo:ORIGIN-DESTINATION}, {precio:paquete:slug}), written in at
 * read time from the one source of each price (docs/decisions/026-one-price-per-product.md).
 */
export const BANNER_SEEDS = [
  ["hot-sale", "Hot Sale Kuntur: hasta 40% de descuento en vuelos y paquetes", "/?pestana=hot-sale"],
  ["cusco", "Cusco y Machu Picchu: 4 días desde {precio:paquete:cusco-machu-picchu}", "/paquetes"],
  ["punta-cana", "Punta Cana todo incluido: 6 días desde {precio:paquete:punta-cana-todo-incluido}", "/paquetes"],
  ["cuotas", "Hasta 12 cuotas sin intereses con bancos aliados", "/beneficios"],
  ["seguros", "Seguro de viaje: viaja a Europa protegido", "/seguro-viaje"],
  ["tienda", "Tienda 28 de Julio: eventos y ofertas exclusivas", "/28-de-julio"],
] as const;

export const HOME_SECTIONS: SectionSeed[] = [
  {
    key: "home.tabs",
    type: "TABS",
    slot: "tabs",
    description: "Pestañas adicionales del buscador",
    children: [
      {
        key: "home.tabs.outlet",
        type: "TAB",
        description: "Travel Outlet",
        elements: [{ content: "_tienda_ Travel Outlet", redirectUrl: "/traveloutlet" }],
      },
      {
        key: "home.tabs.blog",
        type: "TAB",
        description: "Blog de viajes",
        elements: [
          { content: "_estrella_ Blog de viajes", redirectUrl: "https://blog.kunturviajes.pe", openInNewTab: true },
        ],
      },
    ],
  },
  {
    key: "home.hot-sale",
    type: "LINKS_SEC",
    slot: "hot-sale",
    description: "Campaña Hot Sale",
    children: [
      { key: "home.hot-sale.title", type: "TITLE", elements: [{ content: "Hot Sale Kuntur: hasta 40% de descuento" }] },
      {
        key: "home.hot-sale.text",
        type: "TEXT",
        elements: [
          {
            content:
              "Ofertas por tiempo limitado en vuelos, paquetes y hoteles. Precios por persona, sujetos a disponibilidad.",
          },
        ],
      },
      {
        key: "home.hot-sale.offers",
        type: "LINK_LIST",
        elements: [
          {
            content: "Cusco y Machu Picchu",
            detail: "Desde {precio:paquete:cusco-machu-picchu} por persona",
            imageUrl: "/images/home/destinations/cusco.svg",
            redirectUrl: "/paquetes",
          },
          {
            content: "Vuelos a Miami",
            detail: "Desde {precio:vuelo:LIM-MIA} ida y vuelta",
            imageUrl: "/images/home/destinations/miami.svg",
            redirectUrl: "/vuelos/vuelos-baratos-a-miami",
          },
          {
            content: "Punta Cana todo incluido",
            detail: "Desde {precio:paquete:punta-cana-todo-incluido} por persona",
            imageUrl: "/images/home/destinations/punta-cana.svg",
            redirectUrl: "/paquetes",
          },
          {
            content: "Máncora, playa y sol",
            detail: "Desde {precio:paquete:mancora-playa-y-sol} por persona",
            imageUrl: "/images/home/destinations/mancora.svg",
            redirectUrl: "/paquetes",
          },
        ],
      },
    ],
  },
  {
    key: "home.packages",
    type: "LINK_LIST",
    slot: "packages",
    description: "Paquetes destacados",
    children: [
      { key: "home.packages.title", type: "TITLE", elements: [{ content: "Paquetes para todos los gustos" }] },
      {
        key: "home.packages.text",
        type: "TEXT",
        elements: [{ content: "Vuelo, hotel y traslados en una sola reserva, con la asesoría de nuestras tiendas." }],
      },
    ],
    elements: [
      {
        content: "Cusco y Machu Picchu",
        detail: "4 días / 3 noches · Desde {precio:paquete:cusco-machu-picchu}",
        imageUrl: "/images/home/destinations/cusco.svg",
        redirectUrl: "/paquetes",
      },
      {
        content: "Punta Cana todo incluido",
        detail: "6 días / 5 noches · Desde {precio:paquete:punta-cana-todo-incluido}",
        imageUrl: "/images/home/destinations/punta-cana.svg",
        redirectUrl: "/paquetes",
      },
      {
        content: "Cancún y Riviera Maya",
        detail: "7 días / 6 noches · Desde {precio:paquete:cancun-riviera-maya}",
        imageUrl: "/images/home/destinations/cancun.svg",
        redirectUrl: "/paquetes",
      },
      {
        content: "Máncora, playa y sol",
        detail: "4 días / 3 noches · Desde {precio:paquete:mancora-playa-y-sol}",
        imageUrl: "/images/home/destinations/mancora.svg",
        redirectUrl: "/paquetes",
      },
      {
        content: "Madrid y París",
        detail: "Próximamente",
        imageUrl: "/images/home/destinations/paris.svg",
        redirectUrl: "/paquetes",
        elementCheck: false,
      },
    ],
  },
  {
    key: "home.hotels",
    type: "LINK_LIST",
    slot: "hotels",
    description: "Hoteles destacados (pestaña Hoteles)",
    children: [
      {
        key: "home.hotels.title",
        type: "TITLE",
        elements: [{ content: "Hoteles donde más viajan nuestros clientes" }],
      },
      {
        key: "home.hotels.text",
        type: "TEXT",
        elements: [
          {
            content:
              "Elegimos con nuestros asesores las zonas y los hoteles de cada destino. Agenda una cita y te ayudamos a reservar.",
          },
        ],
      },
    ],
    elements: [
      {
        content: "Hoteles en Cusco",
        detail: "Centro histórico, San Blas y Valle Sagrado",
        imageUrl: "/images/home/destinations/cusco.svg",
        redirectUrl: "/agenda-tu-cita",
      },
      {
        content: "Hoteles en Arequipa",
        detail: "Centro histórico y Yanahuara",
        imageUrl: "/images/home/destinations/arequipa.svg",
        redirectUrl: "/agenda-tu-cita",
      },
      {
        content: "Hoteles en Máncora",
        detail: "Frente al mar y en Las Pocitas",
        imageUrl: "/images/home/destinations/mancora.svg",
        redirectUrl: "/agenda-tu-cita",
      },
      {
        content: "Hoteles en Punta Cana",
        detail: "Todo incluido en Bávaro y Uvero Alto",
        imageUrl: "/images/home/destinations/punta-cana.svg",
        redirectUrl: "/agenda-tu-cita",
      },
    ],
  },
  {
    key: "home.insurance",
    type: "LINK_LIST",
    slot: "insurance",
    description: "Planes de seguro de viaje (pestaña Seguros)",
    children: [
      { key: "home.insurance.title", type: "TITLE", elements: [{ content: "Un plan para cada viaje" }] },
      {
        key: "home.insurance.text",
        type: "TEXT",
        elements: [
          {
            content:
              "Asistencia médica, medicinas, equipaje y regreso anticipado con Cóndor Asistencia, las 24 horas. Cotiza con tus fechas y compara lo que cubre cada plan.",
          },
        ],
      },
    ],
    elements: [
      {
        content: "Cóndor Perú",
        detail: "Viajes dentro del Perú: asistencia médica y equipaje",
        imageUrl: "/images/home/destinations/cusco.svg",
        redirectUrl: "/seguros",
      },
      {
        content: "Cóndor Latinoamérica",
        detail: "Sudamérica, Centroamérica y el Caribe",
        imageUrl: "/images/home/destinations/cartagena.svg",
        redirectUrl: "/seguros",
      },
      {
        content: "Cóndor Europa Schengen",
        detail: "Cobertura médica desde EUR 30,000, válida para la visa Schengen",
        imageUrl: "/images/home/destinations/paris.svg",
        redirectUrl: "/seguros",
      },
      {
        content: "Cóndor Mundo",
        detail: "Todo el mundo, también Estados Unidos y Asia",
        imageUrl: "/images/home/destinations/nueva-york.svg",
        redirectUrl: "/seguros",
      },
    ],
  },
  {
    key: "home.super-offers",
    type: "LINK_LIST",
    slot: "super-offers",
    description: "Súper ofertas de vuelos",
    children: [
      { key: "home.super-offers.title", type: "TITLE", elements: [{ content: "Súper ofertas de vuelos" }] },
      {
        key: "home.super-offers.text",
        type: "TEXT",
        elements: [{ content: "Tarifas especiales ida y vuelta desde Lima, por tiempo limitado." }],
      },
    ],
    elements: [
      {
        content: "Lima – Cusco",
        detail: "Desde {precio:vuelo:LIM-CUZ} ida y vuelta",
        imageUrl: "/images/home/destinations/cusco.svg",
        redirectUrl: "/vuelos/vuelos-baratos-a-cusco",
      },
      {
        content: "Lima – Arequipa",
        detail: "Desde {precio:vuelo:LIM-AQP} ida y vuelta",
        imageUrl: "/images/home/destinations/arequipa.svg",
        redirectUrl: "/vuelos/vuelos-baratos-a-arequipa",
      },
      {
        content: "Lima – Buenos Aires",
        detail: "Desde {precio:vuelo:LIM-EZE} ida y vuelta",
        imageUrl: "/images/home/destinations/buenos-aires.svg",
        redirectUrl: "/vuelos/vuelos-baratos-a-buenos-aires",
      },
      {
        content: "Lima – Madrid",
        detail: "Desde {precio:vuelo:LIM-MAD} ida y vuelta",
        imageUrl: "/images/home/destinations/madrid.svg",
        redirectUrl: "/vuelos/vuelos-baratos-a-madrid",
      },
    ],
  },
  {
    key: "home.why-us",
    type: "TEXT",
    slot: "why-us",
    description: "Por qué elegirnos",
    children: [
      { key: "home.why-us.title", type: "TITLE", elements: [{ content: "¿Por qué viajar con Kuntur Viajes?" }] },
    ],
    elements: [
      {
        content: "Tiendas en todo el Perú",
        detail: "Te atendemos en persona en Lima y regiones, antes, durante y después de tu viaje.",
        imageUrl: "/images/home/why/tiendas.svg",
      },
      {
        content: "Asesores expertos",
        detail: "Más de 15 años armando viajes a la medida de cada familia y empresa.",
        imageUrl: "/images/home/why/asesores.svg",
      },
      {
        content: "Paga como prefieras",
        detail: "Tarjetas, transferencias y hasta 12 cuotas sin intereses con bancos aliados.",
        imageUrl: "/images/home/why/pagos.svg",
      },
      {
        content: "Compra segura",
        detail: "Tus datos protegidos y el respaldo de una agencia formal registrada en el Perú.",
        imageUrl: "/images/home/why/seguridad.svg",
      },
    ],
  },
  {
    key: "home.links",
    type: "LINKS_SEC",
    slot: "links",
    description: "Enlaces de interés",
    children: [
      { key: "home.links.title", type: "TITLE", elements: [{ content: "Enlaces de interés" }] },
      {
        key: "home.links.flights",
        type: "LINK_LIST",
        description: "Vuelos populares",
        elements: [
          { content: "Vuelos baratos a Cusco", redirectUrl: "/vuelos/vuelos-baratos-a-cusco" },
          { content: "Vuelos baratos a Arequipa", redirectUrl: "/vuelos/vuelos-baratos-a-arequipa" },
          { content: "Vuelos baratos a Iquitos", redirectUrl: "/vuelos/vuelos-baratos-a-iquitos" },
          { content: "Vuelos baratos a Madrid", redirectUrl: "/vuelos/vuelos-baratos-a-madrid" },
        ],
      },
      {
        key: "home.links.info",
        type: "LINK_LIST",
        description: "Información útil",
        elements: [
          { content: "Documentación de viaje", redirectUrl: "/documentacion-viaje" },
          { content: "Condiciones de reserva", redirectUrl: "/condiciones-de-reserva" },
          { content: "Beneficios con bancos", redirectUrl: "/beneficios" },
          { content: "Nuestras agencias", redirectUrl: "/nuestras-agencias" },
        ],
      },
      {
        key: "home.links.help",
        type: "LINK_LIST",
        description: "Atención al cliente",
        elements: [
          { content: "Canales de atención", redirectUrl: "/canales-de-atencion" },
          { content: "Agenda tu cita", redirectUrl: "/agenda-tu-cita" },
          { content: "Libro de reclamaciones", redirectUrl: "/libro-reclamaciones" },
        ],
      },
    ],
  },
];

/**
 * Texts earlier seeds wrote with a fixed price, and their reference form: a row still holding the old text exactly
 * (never edited by the back office) is switched to the reference on the next start.
 */
export const FIXED_PRICE_TEXTS: ReadonlyArray<readonly [fixed: string, reference: string]> = [
  [
    "Cusco y Machu Picchu: 4 días desde US$ 459",
    "Cusco y Machu Picchu: 4 días desde {precio:paquete:cusco-machu-picchu}",
  ],
  [
    "Punta Cana todo incluido: 6 días desde US$ 899",
    "Punta Cana todo incluido: 6 días desde {precio:paquete:punta-cana-todo-incluido}",
  ],
  ["Desde US$ 399 por persona", "Desde {precio:paquete:cusco-machu-picchu} por persona"],
  ["Desde US$ 289 ida y vuelta", "Desde {precio:vuelo:LIM-MIA} ida y vuelta"],
  ["Desde US$ 799 por persona", "Desde {precio:paquete:punta-cana-todo-incluido} por persona"],
  ["Desde US$ 279 por persona", "Desde {precio:paquete:mancora-playa-y-sol} por persona"],
  ["4 días / 3 noches · Desde US$ 459", "4 días / 3 noches · Desde {precio:paquete:cusco-machu-picchu}"],
  ["6 días / 5 noches · Desde US$ 899", "6 días / 5 noches · Desde {precio:paquete:punta-cana-todo-incluido}"],
  ["7 días / 6 noches · Desde US$ 1,049", "7 días / 6 noches · Desde {precio:paquete:cancun-riviera-maya}"],
  ["4 días / 3 noches · Desde US$ 329", "4 días / 3 noches · Desde {precio:paquete:mancora-playa-y-sol}"],
  ["Desde US$ 79 ida y vuelta", "Desde {precio:vuelo:LIM-CUZ} ida y vuelta"],
  ["Desde US$ 69 ida y vuelta", "Desde {precio:vuelo:LIM-AQP} ida y vuelta"],
  ["Desde US$ 259 ida y vuelta", "Desde {precio:vuelo:LIM-EZE} ida y vuelta"],
  ["Desde US$ 749 ida y vuelta", "Desde {precio:vuelo:LIM-MAD} ida y vuelta"],
];
