import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { storeEvents } from "#server/db/schema/events.ts";
import { eventCampaigns } from "#server/db/schema/pre-registration.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { seedEvents } from "#server/db/seed/events.ts";
import { seedPreRegistration } from "#server/db/seed/pre-registration.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { loadPreRegistrationPage } from "#app/features/pre-registration/index.server.ts";
import { buildEventIcs } from "./event-ics.ts";
import { limaInstant } from "./event-time.ts";
import { findCalendarEvent, listUpcomingEvents, loadEventsPage } from "./events-service.server.ts";

const seededAt = new Date("2026-11-26T15:00:00Z");

describe("store events (seed and page data)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedAgencies(handle.db);
    await seedPreRegistration(handle.db);
    await seedEvents(handle.db, seededAt);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("shows the seeded events upcoming or past by the clock, with store, address and registration links", async () => {
    const { upcoming, past } = await loadEventsPage(seededAt);
    expect(upcoming.map((event) => event.slug)).toEqual([
      "cierra-puertas",
      "noche-de-europa-y-destinos-exoticos",
      "travel-outlet-en-tienda",
      "feria-viajes-bodas-y-mas",
      "cierra-puertas-arequipa",
    ]);
    expect(past.map((event) => event.slug)).toEqual([
      "charla-cusco-y-machu-picchu-en-familia",
      "cierra-puertas-de-invierno",
    ]);
    const [cierraPuertas] = upcoming;
    expect(cierraPuertas).toMatchObject({
      dates: "Sábado, 12 de diciembre de 2026",
      hours: "De 9:00 a. m. a 9:00 p. m.",
      storeName: "Tienda 28 de Julio",
      registrationPath: "/tusdatos?campania=1",
      calendarPath: "/eventos/cierra-puertas.ics",
    });
    expect(cierraPuertas?.address).toMatch(/Miraflores/);
    expect(past.every((event) => event.registrationPath === null)).toBe(true);
  });

  it("lists a store's next events, of one line if asked, soonest first, never a past one", async () => {
    const flagship = await listUpcomingEvents({ storeName: "Tienda 28 de Julio", limit: 3 }, seededAt);
    expect(flagship.map((event) => event.slug)).toEqual([
      "cierra-puertas",
      "noche-de-europa-y-destinos-exoticos",
      "travel-outlet-en-tienda",
    ]);
    const cierraPuertas = await listUpcomingEvents(
      { storeName: "Tienda 28 de Julio", line: "Cierra puertas" },
      seededAt,
    );
    expect(cierraPuertas.map((event) => event.slug)).toEqual(["cierra-puertas"]);
    expect((await listUpcomingEvents({ storeName: "Agencia Arequipa" }, seededAt)).map((event) => event.slug)).toEqual([
      "cierra-puertas-arequipa",
    ]);
    // A year later every seeded event has passed: nothing is advertised.
    expect(await listUpcomingEvents({}, new Date("2027-12-31T12:00:00Z"))).toEqual([]);
  });

  it("moves an event to the past list once it has ended (injected clock)", async () => {
    const duringTheEvent = await loadEventsPage(limaInstant("2026-12-12", 20, 59));
    expect(duringTheEvent.upcoming[0]?.slug).toBe("cierra-puertas");
    const afterIt = await loadEventsPage(limaInstant("2026-12-12", 21));
    expect(afterIt.upcoming.map((event) => event.slug)).not.toContain("cierra-puertas");
    expect(afterIt.past[0]?.slug).toBe("cierra-puertas");
  });

  it("gives each event a campaign /tusdatos can open, and /tusdatos without one keeps the nearest", async () => {
    const { upcoming } = await loadEventsPage(seededAt);
    const europe = upcoming.find((event) => event.slug === "noche-de-europa-y-destinos-exoticos");
    expect(europe?.registrationPath).toBe("/tusdatos?campania=2");
    expect((await loadPreRegistrationPage(2)).campaign).toMatchObject({
      id: 2,
      name: "Noche de Europa & Destinos exóticos",
      timeSlotLabel: "De 7:00 p. m. a 9:30 p. m.",
    });
    expect((await loadPreRegistrationPage()).campaign?.name).toBe("Cierra puertas");
    // A closed campaign (the past winter event) or an unknown one falls back to the open one.
    expect((await loadPreRegistrationPage(6)).campaign?.id).toBe(1);
    expect((await loadPreRegistrationPage(999)).campaign?.id).toBe(1);
  });

  it("builds the calendar entry of a published event and none for an unknown or unpublished one", async () => {
    const entry = await findCalendarEvent("cierra-puertas", "http://127.0.0.1:3000/");
    expect(entry).toMatchObject({ uid: "cierra-puertas@127.0.0.1", url: "http://127.0.0.1:3000/eventos" });
    expect(buildEventIcs(entry!, seededAt)).toContain("DTSTART;TZID=America/Lima:20261212T090000\r\n");
    expect(await findCalendarEvent("no-existe", "http://127.0.0.1:3000")).toBeUndefined();
    await handle.db
      .update(storeEvents)
      .set({ published: false })
      .where(eq(storeEvents.slug, "cierra-puertas-arequipa"));
    expect(await findCalendarEvent("cierra-puertas-arequipa", "http://127.0.0.1:3000")).toBeUndefined();
    expect((await loadEventsPage(seededAt)).upcoming.map((event) => event.slug)).not.toContain(
      "cierra-puertas-arequipa",
    );
  });

  it("seeds once: a later start neither duplicates events nor moves edited dates", async () => {
    const before = await handle.db.select().from(storeEvents);
    await handle.db
      .update(storeEvents)
      .set({ title: "Título editado" })
      .where(eq(storeEvents.slug, "travel-outlet-en-tienda"));
    await seedEvents(handle.db, new Date("2027-03-01T15:00:00Z"));
    const after = await handle.db.select().from(storeEvents);
    expect(after).toHaveLength(before.length);
    const outlet = after.find((event) => event.slug === "travel-outlet-en-tienda");
    expect(outlet?.title).toBe("Título editado");
    expect(outlet?.startsAt).toEqual(before.find((event) => event.slug === "travel-outlet-en-tienda")?.startsAt);
    expect(await handle.db.select().from(eventCampaigns)).toHaveLength(6);
  });
});
