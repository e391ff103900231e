import { addDays, formatDateLong, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import { contentGalleryImages, eventCampaigns, peopleDirectory } from "#server/db/schema/pre-registration.ts";

/** The first Saturday (weekday 6) or Sunday (0) on or after a date. */
export function nextWeekday(isoDate: string, weekday: 0 | 6): string {
  const current = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, (weekday - current + 7) % 7);
}

/** "Sábado 12 de diciembre de 2026": a campaign's day as /tusdatos names it. */
export const campaignDayLabel = (isoDate: string) => {
  const label = formatDateLong(isoDate).replace(",", "");
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/**
 * The store event /tusdatos registers for (SPEC 2.6, 7): one day and one time slot, both id 1, on the second
 * Saturday from `today` (the day of the seed; later starts move it again while it is unedited, see demo-dates.ts).
 */
export function cierraPuertasCampaign(today: string): typeof eventCampaigns.$inferInsert {
  const eventDate = nextWeekday(addDays(today, 14), 6);
  return {
    id: 1,
    name: "Cierra puertas",
    codePrefix: "CP",
    dayId: 1,
    dayLabel: campaignDayLabel(eventDate),
    eventDate,
    timeSlotId: 1,
    timeSlotLabel: "De 9:00 a. m. a 9:00 p. m.",
    registrationOpen: true,
    seededOn: today,
  };
}

/** Gallery TUS_DATOS: first image the desktop banner, second the mobile one (our own SVG illustrations). */
export const GALLERY_SEEDS: Array<typeof contentGalleryImages.$inferInsert> = [
  {
    galleryCode: "TUS_DATOS",
    position: 1,
    src: "/images/tusdatos/banner-desktop.svg",
    alt: "Cierra puertas de Kuntur Viajes: regístrate y accede a la fila preferencial en tu tienda",
    width: 1440,
    height: 360,
  },
  {
    galleryCode: "TUS_DATOS",
    position: 2,
    src: "/images/tusdatos/banner-mobile.svg",
    alt: "Cierra puertas de Kuntur Viajes: regístrate y accede a la fila preferencial en tu tienda",
    width: 720,
    height: 540,
  },
];

/**
 * Fictional clients of the agency's registry, so that a known document can be looked up on the demo
 * (e.g. DNI 45871236). Invented names and numbers; e-mails on the reserved example.com domain.
 */
export const PEOPLE_SEEDS: Array<typeof peopleDirectory.$inferInsert> = [
  person(
    "DNI",
    "45871236",
    "Lucía Fernanda",
    "Quispe",
    "Mamani",
    "1990-03-14",
    "lucia.quispe@example.com",
    "987 111 201",
  ),
  person("DNI", "70123458", "José Antonio", "Huamán", "Rojas", "1985-07-02", "jose.huaman@example.com", "987 111 202"),
  person(
    "DNI",
    "41236987",
    "María del Carmen",
    "Ñahui",
    "Condori",
    "1978-11-23",
    "mdc.nahui@example.com",
    "987 111 203",
  ),
  person(
    "DNI",
    "72654310",
    "Renzo",
    "Villanueva",
    "D'Angelo",
    "1999-01-30",
    "renzo.villanueva@example.com",
    "987 111 204",
  ),
  person("DNI", "46093127", "Rosa Elvira", "Ccori", "Pari", "1962-05-08", null, "987 111 205"),
  person("CE", "001234567", "Valentina", "Rodríguez", "Pérez", "1993-09-17", "valentina.rp@example.com", "987 111 206"),
  person("CE", "002468135", "Andrés Felipe", "Gómez", "Castaño", "1988-04-04", "andres.gomez@example.com", null),
  person("PAS", "AB1234567", "Camille", "Dupont", "Martin", "1991-12-01", "camille.dupont@example.com", "987 111 208"),
];

function person(
  docType: "CE" | "DNI" | "PAS",
  docNumber: string,
  firstName: string,
  lastName: string,
  mLastName: string,
  birthDate: string,
  email: string | null,
  phone: string | null,
): typeof peopleDirectory.$inferInsert {
  return { docType, docNumber, firstName, lastName, mLastName, birthDate, email, phone };
}

/** Seeds the campaign, the TUS_DATOS banner gallery and the people registry; existing rows stay as edited. */
export async function seedPreRegistration(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(eventCampaigns)
    .values(cierraPuertasCampaign(todayInLima(now)))
    .onConflictDoNothing();
  await db.insert(contentGalleryImages).values(GALLERY_SEEDS).onConflictDoNothing();
  await db.insert(peopleDirectory).values(PEOPLE_SEEDS).onConflictDoNothing();
}
