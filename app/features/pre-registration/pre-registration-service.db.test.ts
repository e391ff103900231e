import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { createTestDb } from "#tests/support/test-db.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { preRegistrationPassengers, preRegistrations } from "#server/db/schema/pre-registration.ts";
import { insertRegistration } from "./pre-registration-queries.server.ts";
import { submitPreRegistration } from "./pre-registration-service.server.ts";
import { parseWireFields, toWireFields, type ParsedSubmission } from "./pre-registration-wire.ts";
import { PreRegistrationFormSchema } from "./pre-registration-schemas.ts";
import { countWrites, preparePreRegistrationDb } from "#tests/support/pre-registration-db.ts";
import { SAMPLE_CONTEXT, sampleForm, samplePassenger } from "#tests/support/pre-registration-data.ts";

function submission(overrides: Parameters<typeof sampleForm>[0] = {}): ParsedSubmission {
  const parsed = parseWireFields(
    Object.fromEntries(toWireFields(PreRegistrationFormSchema.parse(sampleForm(overrides)), SAMPLE_CONTEXT)),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.data;
}

let key = 0;
const newKey = () => `test-key-${String(++key).padStart(8, "0")}`;

describe("pre-registration service", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    await preparePreRegistrationDb(handle);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(preRegistrations);
    await handle.db.delete(emailOutbox);
  });

  it("stores the registration with every passenger and queues one e-mail to the first passenger", async () => {
    const outcome = await submitPreRegistration(submission(), newKey());
    expect(outcome.replayed).toBe(false);
    expect(outcome.inscriptionCode).toMatch(/^CP-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
    const passengers = await handle.db
      .select()
      .from(preRegistrationPassengers)
      .orderBy(preRegistrationPassengers.position);
    expect(passengers.map((p) => [p.position, p.docType, p.docNumber, p.birthDate, p.gender])).toEqual([
      [0, "DNI", "45871236", "1990-03-14", "2"],
      [1, "CE", "001234567", "1993-09-17", null],
    ]);
    const [email] = await handle.db.select().from(emailOutbox);
    expect(email?.toAddress).toBe("lucia.quispe@example.com");
    expect(email?.dedupeKey).toBe(`pre-registration:${outcome.registrationId}`);
    expect(email?.subject).toBe(`Tu código de inscripción para Cierra puertas: ${outcome.inscriptionCode}`);
    expect(email?.text).toContain("Lucía Fernanda Quispe Mamani, Valentina Rodríguez Pérez");
    expect(email?.text).toContain("Agencia San Isidro");
  });

  it("replays a retry with the same key and writes nothing new", async () => {
    const idempotencyKey = newKey();
    const first = await submitPreRegistration(submission(), idempotencyKey);
    const retry = await submitPreRegistration(submission(), idempotencyKey);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
  });

  it("creates one registration when the same submission arrives twice at once", async () => {
    const idempotencyKey = newKey();
    const outcomes = await Promise.all([
      submitPreRegistration(submission(), idempotencyKey),
      submitPreRegistration(submission(), idempotencyKey),
      submitPreRegistration(submission(), idempotencyKey),
    ]);
    expect(new Set(outcomes.map((o) => o.inscriptionCode)).size).toBe(1);
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
  });

  it("refuses a reused key with other data", async () => {
    const idempotencyKey = newKey();
    await submitPreRegistration(submission(), idempotencyKey);
    await expect(submitPreRegistration(submission({ medium: "5" }), idempotencyKey)).rejects.toMatchObject({
      code: "CONFLICT",
      reason: "idempotency_key_reused",
    });
    expect(await countWrites(handle)).toEqual({ registrations: 1, passengers: 2, emails: 1 });
  });

  it("gives separate submissions their own codes", async () => {
    const a = await submitPreRegistration(submission(), newKey());
    const b = await submitPreRegistration(submission(), newKey());
    expect(a.inscriptionCode).not.toBe(b.inscriptionCode);
    expect(await countWrites(handle)).toEqual({ registrations: 2, passengers: 4, emails: 2 });
  });

  it("refuses an inactive store and a campaign day that does not match", async () => {
    await expect(submitPreRegistration(submission({ store: "3" }), newKey())).rejects.toMatchObject({
      code: "INVALID_DATA",
      issues: [{ path: "idTienda", message: "Selecciona una tienda" }],
    });
    const wrongDay = submission();
    wrongDay.campaign.IdDiaCampania = 2;
    await expect(submitPreRegistration(wrongDay, newKey())).rejects.toMatchObject({ code: "INVALID_DATA" });
    expect(await countWrites(handle)).toEqual({ registrations: 0, passengers: 0, emails: 0 });
  });

  it("rolls the whole submission back when storing its second passenger fails", async () => {
    // Fault injection: the database refuses one marked passenger, after the registration and the first passenger.
    await handle.db.execute(
      sql.raw(`create or replace function kv_test_fail_passenger() returns trigger language plpgsql as $$
        begin if new.doc_number = '99999999' then raise exception 'simulated failure'; end if; return new; end $$`),
    );
    await handle.db.execute(
      sql.raw(`create trigger kv_test_fail_passenger before insert on pre_registration_passengers
        for each row execute function kv_test_fail_passenger()`),
    );
    try {
      const marked = samplePassenger({ docNumber: "99999999", firstName: "Falla" });
      await expect(
        submitPreRegistration(
          submission({ passengers: [samplePassenger({ docNumber: "70123458" }), marked] }),
          newKey(),
        ),
      ).rejects.toThrow();
      expect(await countWrites(handle)).toEqual({ registrations: 0, passengers: 0, emails: 0 });
    } finally {
      await handle.db.execute(sql.raw("drop trigger kv_test_fail_passenger on pre_registration_passengers"));
    }
  });

  it("keeps a half registration out even when a caller bypasses the schema", async () => {
    const good = { ...samplePassenger(), position: 0, birthDate: "1990-03-14", gender: null };
    // Bypasses the schema on purpose: the database's own rules must still keep a half registration out.
    const bad = { ...good, position: 1, docType: "DNI" as const, docNumber: "ABC" };
    await expect(
      handle.db.transaction(async (tx) => {
        const row = await insertRegistration(
          tx,
          {
            inscriptionCode: "CP-TEST-0001",
            idempotencyKey: newKey(),
            requestHash: "0".repeat(64),
            campaignId: 1,
            dayId: 1,
            timeSlotId: 1,
            mediumId: 1,
            agencyId: 2,
            privacyConsent: true,
            dataUseConsent: true,
            passengerCount: 2,
          },
          [good, bad],
        );
        expect(row).toBeDefined();
      }),
    ).rejects.toThrow();
    expect(await countWrites(handle)).toEqual({ registrations: 0, passengers: 0, emails: 0 });
    const leftovers = await handle.db
      .select()
      .from(preRegistrations)
      .where(eq(preRegistrations.inscriptionCode, "CP-TEST-0001"));
    expect(leftovers).toEqual([]);
  });
});
