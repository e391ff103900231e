import { notificationAnnouncements } from "#server/db/schema/notifications.ts";
import type { Db } from "#server/db/client.ts";

export const SEED_ANNOUNCEMENTS = [
  {
    slug: "cierra-puertas",
    iconSrcPath: "/images/notifications/oferta.svg",
    title: "Cierra puertas Kuntur",
    description: "Ofertas exclusivas en paquetes y vuelos internacionales por tiempo limitado.",
    hint: "Por tiempo limitado",
    url: "/cierrapuertas",
  },
  {
    slug: "nuestras-tiendas",
    iconSrcPath: "/images/notifications/tienda.svg",
    title: "Visítanos en nuestras tiendas",
    description: "Encuentra la agencia Kuntur Viajes más cercana y recibe asesoría personalizada.",
    hint: "Lima y regiones",
    url: "/nuestras-agencias",
  },
  {
    slug: "seguro-de-viaje",
    iconSrcPath: "/images/notifications/seguro.svg",
    title: "Viaja protegido",
    description: "Cotiza tu seguro de viaje con asistencia médica internacional en pocos minutos.",
    hint: "Cotiza en línea",
    url: "/seguro-viaje",
  },
];

/** Seeds the announcements every visitor sees in the top bar (by slug; edited rows are left alone). */
export async function seedNotifications(db: Db): Promise<void> {
  await db
    .insert(notificationAnnouncements)
    .values(SEED_ANNOUNCEMENTS)
    .onConflictDoNothing({ target: notificationAnnouncements.slug });
}
