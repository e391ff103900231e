import { limaInstant } from "#app/features/events/event-time.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import { storeEvents } from "#server/db/schema/events.ts";
import { eventCampaigns } from "#server/db/schema/pre-registration.ts";
import { campaignDayLabel, cierraPuertasCampaign, nextWeekday } from "./pre-registration.ts";

const FLAGSHIP_STORE = 1;
const AREQUIPA_STORE = 9;

type EventSeed = {
  slug: string;
  title: string;
  line: string | null;
  summary: string;
  agencyId: number;
  date: string;
  from: [number, number];
  to: [number, number];
  /** A pre-registration campaign of its own (ids from 2; 1 is the seeded Cierra puertas of /tusdatos). */
  campaign?: { id: number; name: string; codePrefix: string; registrationOpen: boolean };
  /** An existing campaign (the seeded one of /tusdatos). */
  campaignId?: number;
};

const time = ([hour, minute]: [number, number]) =>
  `${String(hour % 12 === 0 ? 12 : hour % 12)}:${String(minute).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;

/**
 * The demo's store events relative to `today`, the day of the seed: the Cierra puertas of /tusdatos on its
 * campaign's date, the others weeks ahead (so the demo has upcoming events) or months back (the 'Eventos anteriores'
 * list), on Saturdays or Sundays. Their slugs are fixed, so later starts never add them again; they move the dates
 * of the rows nobody edited (demo-dates.ts).
 */
export function eventSeeds(today: string): EventSeed[] {
  const cierraPuertas = cierraPuertasCampaign(today);
  const seeds: EventSeed[] = [
    {
      slug: "noche-de-europa-y-destinos-exoticos",
      title: "Noche de Europa & Destinos exóticos",
      line: "Europa & Destinos exóticos",
      summary:
        "Charla con nuestros especialistas en circuitos por Europa, Turquía, Dubái y el sudeste asiático: salidas grupales acompañadas desde Lima, precios de lanzamiento y sorteo de una maleta de cabina entre los asistentes.",
      agencyId: FLAGSHIP_STORE,
      date: nextWeekday(addDays(today, 21), 6),
      from: [19, 0],
      to: [21, 30],
      campaign: { id: 2, name: "Noche de Europa & Destinos exóticos", codePrefix: "EU", registrationOpen: true },
    },
    {
      slug: "travel-outlet-en-tienda",
      title: "Travel Outlet en tienda",
      line: "Travel Outlet",
      summary:
        "Un día de saldos de temporada de nuestros operadores: paquetes, vuelos y cruceros con cupos limitados y descuentos que solo se ofrecen en la Tienda 28 de Julio.",
      agencyId: FLAGSHIP_STORE,
      date: nextWeekday(addDays(today, 28), 6),
      from: [10, 0],
      to: [20, 0],
      campaign: { id: 3, name: "Travel Outlet en tienda", codePrefix: "TO", registrationOpen: true },
    },
    {
      slug: "feria-viajes-bodas-y-mas",
      title: "Feria Viajes, bodas y más",
      line: "Viajes, bodas y más",
      summary:
        "Feria para novios y familias: lunas de miel, bodas de destino y viajes de promoción, con asesoría personalizada, lista de regalos de viaje y beneficios para las parejas que se registran.",
      agencyId: FLAGSHIP_STORE,
      date: nextWeekday(addDays(today, 35), 0),
      from: [11, 0],
      to: [19, 0],
      campaign: { id: 4, name: "Feria Viajes, bodas y más", codePrefix: "VB", registrationOpen: true },
    },
    {
      slug: "cierra-puertas-arequipa",
      title: "Cierra puertas Arequipa",
      line: "Cierra puertas",
      summary:
        "Nuestro evento de remate llega a la Agencia Arequipa: precios especiales en paquetes nacionales e internacionales, fila preferencial para quienes se registran y hasta 12 cuotas sin intereses.",
      agencyId: AREQUIPA_STORE,
      date: nextWeekday(addDays(today, 42), 6),
      from: [9, 0],
      to: [18, 0],
      campaign: { id: 5, name: "Cierra puertas Arequipa", codePrefix: "CA", registrationOpen: true },
    },
    {
      slug: "cierra-puertas-de-invierno",
      title: "Cierra puertas de invierno",
      line: "Cierra puertas",
      summary:
        "El remate de mitad de año: paquetes y vuelos para las vacaciones de julio con descuentos de hasta 40 % y sorteos cada hora.",
      agencyId: FLAGSHIP_STORE,
      date: nextWeekday(addDays(today, -165), 6),
      from: [9, 0],
      to: [21, 0],
      campaign: { id: 6, name: "Cierra puertas de invierno", codePrefix: "CI", registrationOpen: false },
    },
    {
      slug: "charla-cusco-y-machu-picchu-en-familia",
      title: "Charla: Cusco y Machu Picchu en familia",
      line: null,
      summary:
        "Consejos para viajar con niños a Cusco: aclimatación, entradas a Machu Picchu, trenes y hoteles recomendados.",
      agencyId: FLAGSHIP_STORE,
      date: nextWeekday(addDays(today, -45), 6),
      from: [16, 0],
      to: [18, 0],
    },
  ];
  seeds.unshift({
    slug: "cierra-puertas",
    title: cierraPuertas.name,
    line: "Cierra puertas",
    summary:
      "Nuestro gran evento de remate: por un día abrimos la Tienda 28 de Julio solo para quienes se registran, con hasta 40 % de descuento en paquetes, vuelo + hotel y cruceros, y sorteos cada hora.",
    agencyId: FLAGSHIP_STORE,
    date: cierraPuertas.eventDate,
    from: [9, 0],
    to: [21, 0],
    campaignId: cierraPuertas.id,
  });
  return seeds;
}

/** Campaigns of the seeded events (the /tusdatos one, id 1, is seeded with pre-registration). */
export function campaignSeeds(events: EventSeed[], today: string): Array<typeof eventCampaigns.$inferInsert> {
  return events.flatMap((event) =>
    event.campaign
      ? [
          {
            id: event.campaign.id,
            name: event.campaign.name,
            codePrefix: event.campaign.codePrefix,
            dayId: 1,
            dayLabel: campaignDayLabel(event.date),
            eventDate: event.date,
            timeSlotId: 1,
            timeSlotLabel: `De ${time(event.from)} a ${time(event.to)}`,
            registrationOpen: event.campaign.registrationOpen,
            seededOn: today,
          },
        ]
      : [],
  );
}

/** The times of a seeded event. */
export const eventTimes = (event: EventSeed) => ({
  startsAt: limaInstant(event.date, event.from[0], event.from[1]),
  endsAt: limaInstant(event.date, event.to[0], event.to[1]),
});

/**
 * Seeds the store events and their campaigns, dated from today; rows that exist are left as they are (on later
 * starts, refreshDemoDates moves the dates of the demo rows nobody edited).
 */
export async function seedEvents(db: Db, now: Date = new Date()): Promise<void> {
  const today = todayInLima(now);
  const events = eventSeeds(today);
  const campaigns = campaignSeeds(events, today);
  if (campaigns.length > 0) await db.insert(eventCampaigns).values(campaigns).onConflictDoNothing();
  await db
    .insert(storeEvents)
    .values(
      events.map((event) => ({
        slug: event.slug,
        title: event.title,
        line: event.line,
        summary: event.summary,
        agencyId: event.agencyId,
        campaignId: event.campaign?.id ?? event.campaignId ?? null,
        ...eventTimes(event),
        seededOn: today,
      })),
    )
    .onConflictDoNothing();
}
