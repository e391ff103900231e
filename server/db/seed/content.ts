import { seoTexts } from "#server/db/schema/content.ts";
import type { Db } from "#server/db/client.ts";

export const SEO_TEXTS = [
  {
    name: "home",
    title: "Kuntur Viajes | Vuelos, hoteles, paquetes y seguros de viaje",
    description:
      "Encuentra vuelos baratos, hoteles, paquetes turísticos y seguros de viaje con Kuntur Viajes, tu agencia de viajes en Perú con tiendas en Lima y regiones.",
  },
  {
    name: "notFound",
    title: "Página no encontrada | Kuntur Viajes",
    description:
      "La página que buscas no existe o fue movida. Vuelve al inicio para buscar vuelos, hoteles y paquetes.",
  },
  {
    name: "scheduleYourAppointment",
    title: "Agenda tu cita con un asesor de viajes | Kuntur Viajes",
    description:
      "Agenda una reunión virtual con nuestros asesores expertos desde donde estés, elige el horario que más te convenga y planifica tus vacaciones con ayuda profesional.",
  },
];

/** Seeds the SEO texts; existing rows are left as edited. */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(seoTexts).values(SEO_TEXTS).onConflictDoNothing();
}
