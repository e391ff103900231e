import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { appointments, appointmentSchedules, appointmentSlots } from "#server/db/schema/appointments.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { seedAppointmentSchedules } from "#server/db/seed/appointments.ts";
import { NATIONAL_HOLIDAYS, seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { isAppError } from "#server/errors.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";
import { allowAllAttempts } from "#tests/support/test-app.ts";
import { grantCookie, grantedAppointmentId, lookupAppointment } from "./appointment-access.server.ts";
import { limaDateOf, limaInstantOf } from "./appointment-rules.ts";
import { APPOINTMENT_MESSAGES, AppointmentBookingSchema } from "./appointment-schemas.ts";
import {
  bookAppointment,
  cancelAppointment,
  dayAvailability,
  rescheduleAppointment,
} from "./appointment-service.server.ts";
import { configureAppointments } from "./appointments-config.server.ts";

const SITE = "https://kunturviajes.test";
let keys = 0;
const key = () => `appointment-test-${String(++keys).padStart(6, "0")}`;

const HOLIDAYS = new Set(NATIONAL_HOLIDAYS.map((holiday) => holiday.day));
/** A Monday at least 3 days from now that is not a holiday (Lima date); `offsetWeeks` later ones. */
function nextMonday(offsetWeeks = 0): string {
  const date = new Date(Date.now() + 3 * 86_400_000);
  let skip = offsetWeeks;
  for (;;) {
    while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
    const iso = date.toISOString().slice(0, 10);
    if (!HOLIDAYS.has(iso) && skip-- === 0) return iso;
    date.setUTCDate(date.getUTCDate() + 1);
  }
}

const form = (overrides: Record<string, string> = {}) =>
  AppointmentBookingSchema.parse({
    location: "tienda-2",
    reason: "vuelos",
    date: nextMonday(),
    time: "10:00",
    firstName: "Lucía",
    lastName: "Quispe Mamani",
    docType: "DNI",
    docNumber: "45871236",
    email: "lucia.quispe@correo.test",
    phone: "987 654 321",
    ...overrides,
  });

describe("appointments", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedAgencies(handle.db);
    await seedNationalHolidays(handle.db);
    await seedAppointmentSchedules(handle.db);
    configureAppointments({ siteUrl: SITE, bookingDays: 60, minNoticeMinutes: 60 });
  });
  afterAll(async () => handle.close());

  it("50 people booking the last place of a slot at once: exactly one gets it", async () => {
    await handle.db
      .update(appointmentSchedules)
      .set({ advisers: 1 })
      .where(eq(appointmentSchedules.locationKey, "tienda-3"));
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        bookAppointment(handle.db, form({ location: "tienda-3", email: `cliente${String(index)}@correo.test` }), {
          idempotencyKey: key(),
          userId: null,
        }),
      ),
    );
    const booked = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const attempt of refused) {
      expect(isAppError(attempt.reason) && attempt.reason.message).toBe(APPOINTMENT_MESSAGES.slotTaken);
    }
    const [slot] = await handle.db.select().from(appointmentSlots).where(eq(appointmentSlots.locationKey, "tienda-3"));
    expect(slot?.booked).toBe(1);
    const [stored] = await handle.db
      .select({ n: count() })
      .from(appointments)
      .where(eq(appointments.locationKey, "tienda-3"));
    expect(stored?.n).toBe(1);
    const answer = (await dayAvailability(handle.db, { locationKey: "tienda-3", date: nextMonday() }))?.answer;
    expect(answer?.open && answer.slots.find((candidate) => candidate.time === "10:00")?.free).toBe(0);
  });

  it("a booking queues the confirmation with its calendar file and the reminder; a retry books nothing new", async () => {
    const idempotencyKey = key();
    const booking = form({ location: "virtual", time: "11:00" });
    const first = await bookAppointment(handle.db, booking, { idempotencyKey, userId: null });
    const again = await bookAppointment(handle.db, booking, { idempotencyKey, userId: null });
    expect(again).toEqual(first);
    expect(first.code).toMatch(/^CT-[2-9A-Z]{6}$/);
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `appointment-booked:${first.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Tu cita ${first.code} está confirmada`);
    expect(mails[0]?.text).toContain(`https://meet.jit.si/KunturViajes-${first.code}`);
    const [ics] = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mails[0]?.id ?? ""));
    const calendar = new TextDecoder().decode(ics?.content);
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain(`DTSTART:${nextMonday().replace(/-/g, "")}T160000Z`);

    // The reminder: 9:00 in Lima the day before; run twice (delivery is at least once), it mails once.
    const [job] = await handle.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `appointments.reminder:${first.id}`));
    const sunday = new Date(Date.parse(`${nextMonday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(job?.runAt.toISOString()).toBe(limaInstantOf(sunday, 9 * 60).toISOString());
    await handle.db
      .update(scheduledJobs)
      .set({ runAt: sql`now()` })
      .where(eq(scheduledJobs.key, job?.key ?? ""));
    await runDueJobs(handle.db, JOB_HANDLERS);
    await handle.db
      .update(scheduledJobs)
      .set({ runAt: sql`now()`, status: "pending" })
      .where(eq(scheduledJobs.key, job?.key ?? ""));
    await runDueJobs(handle.db, JOB_HANDLERS);
    const reminders = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "appointment-reminder"));
    expect(reminders.map((mail) => mail.subject)).toEqual([`Recordatorio: mañana es tu cita ${first.code}`]);
  });

  it("the /tuscitas grant is a signed __Host- cookie: the plain name, a forgery or an expired one grants nothing", () => {
    const id = "6f1c2b4e-8a8d-4c3e-9b1a-2f4e6d8c0a1b";
    const cookie = grantCookie(id, 1_000_000);
    expect(cookie).toMatch(
      /^__Host-kv_appointment_grant=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/,
    );
    const value = cookie.split(";")[0] ?? "";
    expect(grantedAppointmentId(value, 1_000_001)).toBe(id);
    expect(grantedAppointmentId(value.replace("__Host-", ""), 1_000_001)).toBeNull();
    expect(grantedAppointmentId(value.replace(id, "00000000-0000-4000-8000-000000000000"), 1_000_001)).toBeNull();
    expect(grantedAppointmentId(value, 1_000_000 + 31 * 60_000)).toBeNull();
  });

  it("the e-mail points to the reception kiosk only at a store that has one (a PIN configured)", async () => {
    configureAppointments({ receptionPin: null, receptionPins: { "tienda-2": "48291673" } });
    try {
      const textOf = async (location: string) => {
        const { id, code } = await bookAppointment(handle.db, form({ location, time: "12:00" }), {
          idempotencyKey: key(),
          userId: null,
        });
        const [mail] = await handle.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.dedupeKey, `appointment-booked:${id}`));
        return { text: mail?.text ?? "", code };
      };
      const kiosk = await textOf("tienda-2");
      expect(kiosk.text).toContain(
        `registra tu llegada en la pantalla de recepción de la tienda con el código ${kiosk.code}`,
      );
      const none = await textOf("tienda-3");
      expect(none.text).not.toContain("pantalla de recepción");
      expect(none.text).toContain(`Al llegar, acércate a recepción y menciona el código ${none.code}.`);
    } finally {
      configureAppointments({ receptionPin: null, receptionPins: {} });
    }
  });

  it("look-up by code and e-mail: one answer for an unknown code and for another e-mail", async () => {
    const { id, code } = await bookAppointment(handle.db, form({ time: "15:00" }), {
      idempotencyKey: key(),
      userId: null,
    });
    const lookup = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.set(name, value);
      return lookupAppointment(handle.db, data, { limitAttempt: allowAllAttempts, clientIp: "203.0.113.9" });
    };
    expect(await lookup({ code: code.toLowerCase(), email: "LUCIA.QUISPE@correo.test" })).toEqual({
      ok: true,
      appointmentId: id,
    });
    const wrongEmail = await lookup({ code, email: "otra.persona@correo.test" });
    const unknownCode = await lookup({ code: "CT-ZZZZZZ", email: "lucia.quispe@correo.test" });
    expect(wrongEmail).toMatchObject({ ok: false, message: APPOINTMENT_MESSAGES.notFound, errors: {} });
    expect(unknownCode).toMatchObject({ ok: false, message: APPOINTMENT_MESSAGES.notFound, errors: {} });
    const invalid = await lookup({ code: "hola", email: "no" });
    expect(!invalid.ok && Object.keys(invalid.errors).sort()).toEqual(["code", "email"]);
  });

  it("rescheduling moves the place; cancelling gives it back; a cancelled appointment cannot change", async () => {
    const { id } = await bookAppointment(handle.db, form({ time: "16:00" }), { idempotencyKey: key(), userId: null });
    const places = async (time: string, date = nextMonday()) => {
      const answer = (await dayAvailability(handle.db, { locationKey: "tienda-2", date }))?.answer;
      return answer?.open ? answer.slots.find((slot) => slot.time === time)?.free : undefined;
    };
    expect(await places("16:00")).toBe(1);
    await rescheduleAppointment(handle.db, id, { date: nextMonday(1), time: "09:30" });
    expect(await places("16:00")).toBe(2);
    expect(await places("09:30", nextMonday(1))).toBe(1);
    const [moved] = await handle.db.select().from(appointments).where(eq(appointments.id, id));
    expect(limaDateOf(moved?.startsAt ?? new Date())).toBe(nextMonday(1));
    expect(moved?.sequence).toBe(1);

    await cancelAppointment(handle.db, id);
    expect(await places("09:30", nextMonday(1))).toBe(2);
    await expect(cancelAppointment(handle.db, id)).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(rescheduleAppointment(handle.db, id, { date: nextMonday(1), time: "10:00" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const templates = await handle.db
      .select({ template: emailOutbox.template })
      .from(emailOutbox)
      .where(sql`${emailOutbox.metadata}->>'appointmentCode' = ${moved?.code ?? ""}`);
    expect(templates.map((row) => row.template).sort()).toEqual([
      "appointment-booked",
      "appointment-cancelled",
      "appointment-rescheduled",
    ]);
    const [reminder] = await handle.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `appointments.reminder:${id}`));
    expect(reminder).toBeUndefined();
  });

  it("refuses a slot outside the opening hours, on a closed day and in the past", async () => {
    const refuse = (overrides: Record<string, string>) =>
      expect(
        bookAppointment(handle.db, form(overrides), { idempotencyKey: key(), userId: null }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: APPOINTMENT_MESSAGES.slotUnavailable,
      });
    await refuse({ time: "20:00" });
    await refuse({ time: "10:15" });
    await refuse({ date: "2020-01-06" });
    const sunday = new Date(Date.parse(`${nextMonday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await refuse({ date: sunday });
  });
});
