/** The demo "Cierra puertas" campaign pages this server serves for the /cierrapuertas embeds. */
export type CampaignOffer = {
  destination: string;
  detail: string;
  includes: string;
  priceUsd: number;
  regularPriceUsd: number;
  image: string;
};

export const CAMPAIGN = {
  name: "Cierra puertas",
  /** When no Cierra puertas of the flagship store is scheduled (the date comes from the events table). */
  noDateYet: "Próximamente: regístrate y te avisamos la fecha.",
  place: "Tienda 28 de Julio, Av. 28 de Julio 1045, Miraflores",
  lead: "El evento de remate de viajes más esperado del año: por un fin de semana abrimos nuestra tienda principal solo para quienes se registran, con descuentos de hasta 40 % en paquetes, vuelo + hotel y cruceros.",
  steps: [
    { title: "Regístrate", text: "Completa tus datos y los de tus acompañantes en nuestro formulario de registro." },
    {
      title: "Recibe tu pase",
      text: "Te enviamos por correo tu pase de ingreso con la fecha y el horario de tu visita.",
    },
    {
      title: "Ven a la tienda",
      text: "Muestra tu pase, elige tu viaje con un asesor y paga hasta en 12 cuotas sin intereses.",
    },
  ],
  highlights: [
    "Hasta 40 % de descuento en paquetes nacionales e internacionales",
    "Sorteos cada hora de noches de hotel, maletas y seguros de viaje",
    "Hasta 12 cuotas sin intereses con nuestros bancos aliados",
    "Asesores especialistas por destino durante todo el evento",
  ],
};

export const CAMPAIGN_OFFERS: CampaignOffer[] = [
  {
    destination: "Cusco y Machu Picchu",
    detail: "4 días / 3 noches",
    includes: "Vuelos, hotel, traslados y tren",
    priceUsd: 489,
    regularPriceUsd: 689,
    image: "outlet-2.svg",
  },
  {
    destination: "Punta Cana",
    detail: "6 días / 5 noches",
    includes: "Vuelos, hotel todo incluido y traslados",
    priceUsd: 1149,
    regularPriceUsd: 1590,
    image: "bodas-1.svg",
  },
  {
    destination: "Madrid, París y Roma",
    detail: "12 días / 11 noches",
    includes: "Vuelos, hoteles, trenes y visitas guiadas",
    priceUsd: 2890,
    regularPriceUsd: 3790,
    image: "europa-1.svg",
  },
  {
    destination: "Cancún",
    detail: "7 días / 6 noches",
    includes: "Vuelos, hotel todo incluido y traslados",
    priceUsd: 1290,
    regularPriceUsd: 1750,
    image: "bodas-2.svg",
  },
  {
    destination: "Iquitos",
    detail: "4 días / 3 noches",
    includes: "Vuelos, albergue en la selva y excursiones",
    priceUsd: 399,
    regularPriceUsd: 560,
    image: "outlet-1.svg",
  },
  {
    destination: "Turquía y Dubái",
    detail: "13 días / 12 noches",
    includes: "Vuelos, hoteles, excursiones y guía",
    priceUsd: 3190,
    regularPriceUsd: 3990,
    image: "europa-2.svg",
  },
  {
    destination: "Crucero por el Caribe",
    detail: "8 días / 7 noches",
    includes: "Vuelos, cabina exterior y pensión completa",
    priceUsd: 1690,
    regularPriceUsd: 2290,
    image: "outlet-3.svg",
  },
  {
    destination: "Tailandia y Bali",
    detail: "14 días / 13 noches",
    includes: "Vuelos, hoteles y excursiones",
    priceUsd: 3390,
    regularPriceUsd: 4290,
    image: "europa-3.svg",
  },
];

export const OFFERS_FOOTNOTE =
  "Precios por persona en habitación doble, expresados en dólares estadounidenses, válidos para compras hechas durante el evento y sujetos a disponibilidad de espacios. Los boletos aéreos comprados por separado no aplican a las cuotas sin intereses.";
