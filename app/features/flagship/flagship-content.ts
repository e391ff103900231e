/** Content of the flagship store page (/28-de-julio): its four event carousels (the next events come from the events table). */

export type EventSlide = {
  /** File name under /images/tienda/ (our own SVG illustration, 800 x 450). */
  image: string;
  title: string;
  subtitle: string;
  badge: string;
};

export type EventCarousel = { id: string; title: string; description: string; slides: EventSlide[] };

export const SLIDE_WIDTH = 800;
export const SLIDE_HEIGHT = 450;

/** SPEC 2.6: the four events of the flagship store, each with its own carousel (3000 ms). */
export const EVENT_CAROUSELS: EventCarousel[] = [
  {
    id: "cierra-puertas",
    title: "Cierra puertas",
    description:
      "Nuestro gran evento de remate: por un fin de semana cerramos las puertas al público general y las abrimos solo para quienes se registran, con precios que no volverán a repetirse en el año.",
    slides: [
      {
        image: "cierra-puertas-1.svg",
        title: "Cierra puertas",
        subtitle: "Hasta 40 % en paquetes",
        badge: "Solo en tienda",
      },
      {
        image: "cierra-puertas-2.svg",
        title: "Precios de remate",
        subtitle: "Vuelos y hoteles con cupos",
        badge: "Fin de semana",
      },
      {
        image: "cierra-puertas-3.svg",
        title: "Sorteos cada hora",
        subtitle: "Noches de hotel y maletas",
        badge: "Regístrate",
      },
    ],
  },
  {
    id: "europa-exoticos",
    title: "Europa & Destinos exóticos",
    description:
      "Asesores especialistas en circuitos por Europa y en destinos lejanos como Turquía, Dubái, Tailandia o Bali, con salidas grupales acompañadas desde Lima.",
    slides: [
      { image: "europa-1.svg", title: "Europa clásica", subtitle: "Madrid, París y Roma", badge: "Salidas grupales" },
      { image: "europa-2.svg", title: "Turquía y Dubái", subtitle: "Bazares, desierto y Bósforo", badge: "Exótico" },
      { image: "europa-3.svg", title: "Tailandia y Bali", subtitle: "Templos y playas de Asia", badge: "Exótico" },
    ],
  },
  {
    id: "travel-outlet",
    title: "Travel Outlet",
    description:
      "Los saldos de temporada de nuestros operadores: paquetes, vuelos y cruceros con cupos limitados y descuentos que cambian cada semana.",
    slides: [
      { image: "outlet-1.svg", title: "Travel Outlet", subtitle: "Saldos de temporada", badge: "Cupos limitados" },
      { image: "outlet-2.svg", title: "Vuelos nacionales", subtitle: "Cusco, Iquitos y Tumbes", badge: "Oferta" },
      { image: "outlet-3.svg", title: "Cruceros", subtitle: "Caribe y Mediterráneo", badge: "Última hora" },
    ],
  },
  {
    id: "viajes-bodas",
    title: "Viajes, bodas y más",
    description:
      "Lunas de miel, bodas de destino, viajes de promoción y celebraciones familiares: organizamos el viaje completo, con lista de regalos de viaje para tus invitados.",
    slides: [
      { image: "bodas-1.svg", title: "Lunas de miel", subtitle: "Caribe, Maldivas y Bora Bora", badge: "Novios" },
      { image: "bodas-2.svg", title: "Bodas de destino", subtitle: "Ceremonias frente al mar", badge: "Eventos" },
      { image: "bodas-3.svg", title: "Viajes de grupo", subtitle: "Promociones y familias", badge: "Grupos" },
    ],
  },
];
