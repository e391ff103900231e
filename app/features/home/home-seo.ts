/** Titles and descriptions of the home and of each tab (seeded as editable SEO texts; used when one is missing). */
export const HOME_SEO_TEXTS: ReadonlyArray<{ name: string; title: string; description: string }> = [
  {
    name: "home",
    title: "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje",
    description:
      "Encuentra vuelos baratos, hoteles, paquetes turísticos y seguros de viaje con Kuntur Viajes, tu agencia de viajes en Perú con tiendas en Lima y regiones.",
  },
  {
    name: "homeFlights",
    title: "Vuelos baratos nacionales e internacionales | Kuntur Viajes",
    description:
      "Compara y compra pasajes aéreos baratos desde Lima a Cusco, Arequipa, Miami, Madrid y más destinos: ida y vuelta, solo ida o multidestino.",
  },
  {
    name: "homePackages",
    title: "Paquetes turísticos nacionales e internacionales | Kuntur Viajes",
    description:
      "Paquetes con vuelo, hotel y traslados a Cusco, Punta Cana, Cancún y más destinos, con la asesoría de las tiendas Kuntur Viajes.",
  },
  {
    name: "homeHotels",
    title: "Hoteles en el Perú y el mundo al mejor precio | Kuntur Viajes",
    description:
      "Reserva hoteles en Cusco, Máncora, Lima y en el extranjero: elige fechas, habitaciones y huéspedes y compara precios con Kuntur Viajes.",
  },
  {
    name: "homeFlightHotel",
    title: "Vuelo + Hotel: ahorra reservando juntos | Kuntur Viajes",
    description:
      "Arma tu viaje con vuelo y hotel en una sola reserva y ahorra frente a comprarlos por separado. Salidas desde Lima y todo el Perú.",
  },
  {
    name: "homeInsurance",
    title: "Seguros de viaje nacionales e internacionales | Kuntur Viajes",
    description:
      "Cotiza tu seguro de viaje para el Perú, Europa, Estados Unidos y el mundo: asistencia médica, equipaje y cancelación para cada viajero.",
  },
  {
    name: "homeHotSale",
    title: "Hot Sale de viajes: ofertas por tiempo limitado | Kuntur Viajes",
    description:
      "Las ofertas de la campaña Hot Sale de Kuntur Viajes: vuelos, paquetes y hoteles con descuentos por tiempo limitado.",
  },
];

export type SeoText = { title: string; description: string };

export function defaultSeoText(name: string): SeoText {
  const text = HOME_SEO_TEXTS.find((candidate) => candidate.name === name) ?? HOME_SEO_TEXTS[0];
  return { title: text?.title ?? "Kuntur Viajes", description: text?.description ?? "" };
}
