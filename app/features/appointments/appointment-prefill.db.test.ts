import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { appointments } from "#server/db/schema/appointments.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { seedAppointmentSchedules } from "#server/db/seed/appointments.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { seedPackages } from "#server/db/seed/packages.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { handleBookingPost, loadScheduling } from "./appointment-page.server.ts";
import { configureAppointments } from "./appointments-config.server.ts";

const page = (query: string) => loadScheduling(new URL(`https://kunturviajes.test/agenda-tu-cita?${query}`));

describe("/agenda-tu-cita from a package page (issue 41)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedAgencies(handle.db);
    await seedNationalHolidays(handle.db);
    await seedAppointmentSchedules(handle.db);
    await seedPackages(handle.db);
    configureAppointments({ siteUrl: "https://kunturviajes.test", bookingDays: 60, minNoticeMinutes: 60 });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await handle.close();
  });

  it("preselects the reason and writes the package's real name and the departure in the comment", async () => {
    const data = await page("reason=paquetes&paquete=cusco-machu-picchu&salida=2027-03-02");
    expect(data.query.reason).toBe("paquetes");
    expect(data.comment).toBe("Paquete: Cusco y Machu Picchu, salida del 02/03/2027");
    // Kept by the day form, so choosing the day does not lose it.
    expect(data.carried).toEqual([
      { name: "paquete", value: "cusco-machu-picchu" },
      { name: "salida", value: "2027-03-02" },
    ]);
    // Without a reason in the link, the package still chooses it.
    expect((await page("paquete=cusco-machu-picchu")).query.reason).toBe("paquetes");
  });

  it("ignores an unknown package and a malformed one or date silently", async () => {
    for (const query of ["paquete=no-existe&salida=2027-03-02", "paquete=%3Cscript%3E", "reason=vuelos"]) {
      const data = await page(query);
      expect(data.comment, query).toBe("");
      expect(data.carried, query).toEqual([]);
      expect(data.queryErrors, query).toEqual({});
    }
    const badDate = await page("reason=paquetes&paquete=cusco-machu-picchu&salida=2027-13-01");
    expect(badDate.comment).toBe("Paquete: Cusco y Machu Picchu");
    expect(badDate.carried).toEqual([{ name: "paquete", value: "cusco-machu-picchu" }]);
  });

  it("a booking keeps the comment on the appointment and repeats it in the confirmation", async () => {
    const data = await page("location=virtual&reason=paquetes&paquete=cusco-machu-picchu");
    let date = addDays(todayInLima(), 3);
    let time: string | undefined;
    for (let tries = 0; !time && tries < 10; tries += 1, date = addDays(date, 1)) {
      const day = await page(`location=virtual&reason=paquetes&date=${date}`);
      time = day.day?.open ? day.day.slots[0]?.time : undefined;
      if (time) break;
    }
    expect(time).toBeDefined();
    const form = new FormData();
    const fields = {
      location: "virtual",
      reason: "paquetes",
      date,
      time: time ?? "",
      firstName: "Rosa",
      lastName: "Huamán",
      docType: "DNI",
      docNumber: "41237865",
      email: "rosa.huaman@correo.test",
      phone: "987654320",
      comment: data.comment,
      idempotencyKey: "prefill-test-000001",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const outcome = await handleBookingPost(form, null);
    expect(outcome.kind).toBe("redirect");
    const [booked] = await handle.db
      .select({ comment: appointments.comment })
      .from(appointments)
      .where(eq(appointments.email, "rosa.huaman@correo.test"));
    expect(booked?.comment).toBe("Paquete: Cusco y Machu Picchu");
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "rosa.huaman@correo.test"));
    expect(mail?.text).toContain("Tu comentario para el asesor: Paquete: Cusco y Machu Picchu");
  });
});
