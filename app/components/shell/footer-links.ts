/** The footer's link columns (SPEC 2.2: product links and about links), plus help and legal pages. */
export type FooterLink = { label: string; to: string };

export const PRODUCT_LINKS: FooterLink[] = [
  { label: "Vuelos", to: "/vuelos" },
  { label: "Hoteles", to: "/hoteles" },
  { label: "Vuelo + Hotel", to: "/vuelohotel" },
  { label: "Paquetes turísticos", to: "/paquetes" },
  { label: "Seguro de viaje", to: "/seguro-viaje" },
  { label: "Travel Outlet", to: "/traveloutlet" },
  { label: "Promociones", to: "/promociones" },
];

export const ABOUT_LINKS: FooterLink[] = [
  { label: "Nuestra empresa", to: "/nuestra-empresa" },
  { label: "Nuestras agencias", to: "/nuestras-agencias" },
  { label: "Tienda 28 de Julio", to: "/28-de-julio" },
  { label: "Eventos", to: "/eventos" },
  { label: "Beneficios", to: "/beneficios" },
  { label: "Responsabilidad social", to: "/responsabilidad-social" },
];

export const HELP_LINKS: FooterLink[] = [
  { label: "Mis reservas", to: "/mis-reservas" },
  { label: "Canales de atención", to: "/canales-de-atencion" },
  { label: "Agenda tu cita", to: "/agenda-tu-cita" },
  { label: "Documentación de viaje", to: "/documentacion-viaje" },
  { label: "Términos y condiciones", to: "/terminos-condiciones" },
  { label: "Condiciones de reserva", to: "/condiciones-de-reserva" },
  { label: "Política de protección de datos", to: "/politicas" },
];

export const COMPLAINTS_BOOK_PATH = "/libro-reclamaciones";
