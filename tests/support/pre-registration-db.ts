// Database set-up shared by the pre-registration database and API tests.
import { count } from "drizzle-orm";
import { setDbHandle, type DbHandle } from "#db";
import { agencies } from "#server/db/schema/agencies.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { preRegistrationPassengers, preRegistrations } from "#server/db/schema/pre-registration.ts";
import { seedPreRegistration } from "#server/db/seed/pre-registration.ts";

/** Makes `handle` the process database and seeds the campaign, the people registry and two branches. */
export async function preparePreRegistrationDb(handle: DbHandle): Promise<void> {
  setDbHandle(handle);
  await seedPreRegistration(handle.db);
  const branch = {
    openingHours: "Lunes a viernes de 9:00 a. m. a 7:00 p. m.",
    image: "/images/agencias/san-isidro.svg",
    latitude: -12.09,
    longitude: -77.03,
  };
  await handle.db
    .insert(agencies)
    .values([
      {
        ...branch,
        id: 2,
        name: "Agencia San Isidro",
        address: "Av. Camino Real 456",
        city: "San Isidro",
        email: "sanisidro@kunturviajes.pe",
      },
      {
        ...branch,
        id: 3,
        name: "Agencia Arequipa",
        address: "Calle Mercaderes 210",
        city: "Arequipa",
        email: "arequipa@kunturviajes.pe",
        active: false,
      },
    ])
    .onConflictDoNothing();
}

/** Row counts of what a submission writes. */
export async function countWrites(handle: DbHandle) {
  const [registrations] = await handle.db.select({ n: count() }).from(preRegistrations);
  const [passengers] = await handle.db.select({ n: count() }).from(preRegistrationPassengers);
  const [emails] = await handle.db.select({ n: count() }).from(emailOutbox);
  return { registrations: registrations?.n ?? 0, passengers: passengers?.n ?? 0, emails: emails?.n ?? 0 };
}
