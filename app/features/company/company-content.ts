import { brand } from "#app/config/brand.ts";

/** /nuestra-empresa (SPEC 2.6): the headline figures, in the order the page shows them. */
export const COMPANY_FIGURES = [
  { value: 250, label: "asesores de viaje especializados" },
  { value: 640, label: "colaboradores en todo el Perú" },
  { value: 15, label: "años como líderes en viajes" },
  { value: 850, label: "clientes corporativos" },
  { value: 27000, label: "clientes individuales" },
  { value: 1100, label: "agencias asociadas en nuestra red" },
] as const;

export const COMPANY_STORY = [
  `${brand.name} nació en ${brand.foundedYear} en Miraflores, con una pequeña oficina y una idea sencilla: que planificar un viaje sea tan emocionante como hacerlo. Tomamos el nombre del cóndor andino, el kuntur, que recorre grandes distancias sin perder de vista su hogar.`,
  "Hoy somos una de las agencias de viajes líderes del Perú, con tiendas en Lima y en las principales ciudades del país, una central de ventas, asesoría por WhatsApp y un sitio web donde miles de personas reservan cada mes sus vuelos, hoteles, paquetes y seguros.",
  "Atendemos a familias, parejas, estudiantes, viajeros de negocios y empresas, y trabajamos con una red de agencias asociadas que lleva nuestros productos a todas las regiones.",
];

export const MISSION =
  "Hacer que más peruanos viajen, mejor y con confianza, ofreciendo asesoría experta, precios justos y acompañamiento antes, durante y después de cada viaje.";

export const VISION =
  "Ser la agencia de viajes preferida del Perú, reconocida por la calidez de su gente, la innovación de sus canales y su compromiso con un turismo responsable.";

export const VALUES = [
  { title: "Cercanía", text: "Escuchamos a cada viajero y diseñamos el viaje a su medida." },
  { title: "Confianza", text: "Informamos con claridad y cumplimos lo que ofrecemos." },
  { title: "Pasión por viajar", text: "Conocemos los destinos porque los hemos recorrido." },
  { title: "Responsabilidad", text: "Cuidamos a las personas y los lugares que visitamos." },
];
