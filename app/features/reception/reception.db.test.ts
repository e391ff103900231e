import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { appointments, storeTurns } from "#server/db/schema/appointments.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { eventCampaigns, preRegistrationPassengers, preRegistrations } from "#server/db/schema/pre-registration.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { seedPreRegistration } from "#server/db/seed/pre-registration.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { limaDateOf } from "#app/features/appointments/index.ts";
import { callNext, CHECK_IN_MESSAGES, checkIn, staffTurns, storeQueue } from "./reception-service.server.ts";
import { CheckInSchema } from "./reception-schemas.ts";

const walkIn = (index: number) =>
  CheckInSchema.parse({
    kind: "sin-cita",
    reason: "vuelos",
    firstName: index % 2 ? "Rosa" : "",
    email: "",
  });

describe("store reception", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedAgencies(handle.db);
    await seedPreRegistration(handle.db);
  });
  afterAll(async () => handle.close());

  it("100 concurrent check-ins at one store get the numbers 1 to 100, without gaps or repeats", async () => {
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, index) => checkIn(handle.db, 4, walkIn(index))));
    const numbers = outcomes.map((outcome) => (outcome.ok ? outcome.turn.number : 0)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    // Another store's day starts at 1.
    const other = await checkIn(handle.db, 5, walkIn(0));
    expect(other.ok && other.turn.number).toBe(1);
  });

  it("an appointment code checks in once at its store on its day, and gives the same turn when typed again", async () => {
    // Now: today in Lima whatever the hour the test runs.
    const startsAt = new Date();
    const [row] = await handle.db
      .insert(appointments)
      .values({
        code: "CT-KIOSK2",
        locationKey: "tienda-6",
        agencyId: 6,
        reason: "seguros",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        firstName: "Jorge",
        lastName: "Huamán",
        docType: "DNI",
        docNumber: "40123456",
        email: "jorge.huaman@correo.test",
        phone: "999888777",
      })
      .returning();
    const code = CheckInSchema.parse({ kind: "codigo", code: "ct kiosk2" });
    expect(await checkIn(handle.db, 7, code)).toEqual({ ok: false, message: CHECK_IN_MESSAGES.notFound });
    const [first, second] = await Promise.all([checkIn(handle.db, 6, code), checkIn(handle.db, 6, code)]);
    expect(first.ok && second.ok && first.turn.number === second.turn.number).toBe(true);
    expect(first.ok && first.turn.number).toBe(1);
    const [stored] = await handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, row?.id ?? ""));
    expect(stored?.status).toBe("checked_in");
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "jorge.huaman@correo.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Tu turno en .+: 1$/);
    expect(mails[0]?.text).toContain("Tu número de turno es el 1");

    const tomorrow = CheckInSchema.parse({ kind: "codigo", code: "CT-KIOSK3" });
    await handle.db.insert(appointments).values({
      ...row!,
      id: undefined,
      code: "CT-KIOSK3",
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      status: "booked",
    });
    expect(await checkIn(handle.db, 6, tomorrow)).toEqual({ ok: false, message: CHECK_IN_MESSAGES.notToday });
  });

  it("a /tusdatos pre-registration code checks in at the store it chose", async () => {
    const [campaign] = await handle.db.select().from(eventCampaigns).limit(1);
    const [registration] = await handle.db
      .insert(preRegistrations)
      .values({
        inscriptionCode: "CP-7K3M-9QXA",
        idempotencyKey: "reception-test-registration",
        requestHash: "0".repeat(64),
        campaignId: campaign!.id,
        dayId: campaign!.dayId,
        timeSlotId: campaign!.timeSlotId,
        mediumId: 1,
        agencyId: 8,
        privacyConsent: true,
        dataUseConsent: true,
        passengerCount: 1,
      })
      .returning();
    await handle.db.insert(preRegistrationPassengers).values({
      registrationId: registration!.id,
      position: 0,
      docType: "DNI",
      docNumber: "41234567",
      firstName: "Ana",
      lastName: "Torres",
      mLastName: "Ríos",
      birthDate: "1990-04-12",
      email: "ana.torres@correo.test",
      phone: "988777666",
    });
    const code = CheckInSchema.parse({ kind: "codigo", code: "cp-7k3m-9qxa" });
    expect(await checkIn(handle.db, 2, code)).toEqual({ ok: false, message: CHECK_IN_MESSAGES.notFound });
    const outcome = await checkIn(handle.db, 8, code);
    expect(outcome).toMatchObject({ ok: true, repeated: false, turn: { number: 1, firstName: "Ana" } });
    expect(await checkIn(handle.db, 8, code)).toMatchObject({ ok: true, repeated: true, turn: { number: 1 } });
  });

  it("staff call the lowest waiting number; two desks never get the same one", async () => {
    // One moment for the whole day's queue: a run across midnight in Lima would otherwise start another day.
    const now = new Date();
    for (let index = 0; index < 3; index += 1) await checkIn(handle.db, 9, walkIn(index), now);
    const called = await Promise.all([callNext(handle.db, 9, 1, now), callNext(handle.db, 9, 2, now)]);
    expect(called.sort()).toEqual([1, 2]);
    const queue = await storeQueue(handle.db, 9, now);
    expect(queue.called.map((turn) => turn.number).sort()).toEqual([1, 2]);
    expect(queue.waiting.map((turn) => turn.number)).toEqual([3]);
    expect(await callNext(handle.db, 9, 1, now)).toBe(3);
    expect(await callNext(handle.db, 9, 1, now)).toBeNull();
    const turns = await handle.db.select().from(storeTurns).where(eq(storeTurns.agencyId, 9));
    expect(turns.every((turn) => turn.day === limaDateOf(now))).toBe(true);
  });

  it("the staff see a checked-in appointment's code, name and note beside its turn; the public queue does not", async () => {
    const startsAt = new Date();
    await handle.db.insert(appointments).values({
      code: "CT-NOTEKB",
      locationKey: "tienda-12",
      agencyId: 12,
      reason: "paquetes",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      firstName: "Rosa",
      lastName: "Huamán",
      docType: "DNI",
      docNumber: "40123499",
      email: "rosa.note@correo.test",
      phone: "999888111",
      comment: "Paquete: Cusco y Machu Picchu, salida del 02/03/2027",
    });
    const outcome = await checkIn(handle.db, 12, CheckInSchema.parse({ kind: "codigo", code: "CT-NOTEKB" }));
    await checkIn(handle.db, 12, walkIn(1));
    if (!outcome.ok) throw new Error(outcome.message);
    const waiting = await staffTurns(handle.db, 12, "waiting");
    expect(waiting.map((turn) => turn.appointment?.comment ?? null)).toEqual([
      "Paquete: Cusco y Machu Picchu, salida del 02/03/2027",
      null,
    ]);
    expect(waiting[0]?.appointment).toMatchObject({ code: "CT-NOTEKB", firstName: "Rosa" });
    expect(JSON.stringify(await storeQueue(handle.db, 12))).not.toContain("Machu");
    const called = await callNext(handle.db, 12, 3);
    expect(called).toBe(outcome.turn.number);
    const [turn] = await staffTurns(handle.db, 12, called ?? 0);
    expect(turn?.appointment?.comment).toContain("Cusco y Machu Picchu");
    expect(await staffTurns(handle.db, 12, "waiting")).toHaveLength(1);
  });
});
