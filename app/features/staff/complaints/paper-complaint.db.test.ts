import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { requestContext, type RequestContext } from "#request-context";
import { agencies } from "#server/db/schema/agencies.ts";
import { complaintCounters, complaintEvents, complaints, complaintViewGrants } from "#server/db/schema/complaints.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { auditLog } from "#server/db/schema/staff.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { ComplaintFormSchema } from "#app/features/complaints/index.ts";
import { fileComplaint } from "#app/features/complaints/index.server.ts";
import * as paperRoute from "#app/routes/staff-complaint-paper.tsx";
import { todayInLima } from "#app/utils/dates.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { allowAllAttempts } from "#tests/support/test-app.ts";
import { sampleComplaint } from "#tests/support/complaint-data.ts";
import { createActiveStaff, staffSessionCookie, TEST_HASH_COST } from "#tests/support/test-staff.ts";
import { configureStaff } from "#app/features/staff/staff-config.server.ts";
import { exportComplaints } from "./complaint-export.server.ts";
import { listComplaintsForDesk } from "./complaint-desk.server.ts";
import { enterPaperFromDesk } from "./paper-complaint-desk.server.ts";

const SITE = "https://kunturviajes.test";
const ACTOR = { id: null, email: "lucia.ramos@kunturviajes.pe" };
const STORE = "7";
let handle: DbHandle;
let key = 0;

/** The posted form: the public sheet's fields as strings, with the paper's date, time, store and number. */
function posted(overrides: Record<string, string> = {}): Record<string, string> {
  const { isMinor: _minor, ...consumer } = sampleComplaint({ store: STORE });
  return {
    ...(consumer as Record<string, string>),
    originalDate: "2026-12-04",
    originalTime: "09:15",
    paperSheetNumber: `000${String(++key + 100)}`,
    ...overrides,
  };
}

const online = (now: Date) =>
  fileComplaint({
    form: ComplaintFormSchema.parse(sampleComplaint()),
    files: [],
    idempotencyKey: `paper-online-${String(++key).padStart(6, "0")}`,
    siteUrl: SITE,
    now,
  });

/** Friday 4 December 2026, 18:00 in Lima. */
const FRIDAY_EVENING = new Date("2026-12-04T23:00:00Z");

async function enter(overrides: Record<string, string> = {}, now = FRIDAY_EVENING) {
  const outcome = await enterPaperFromDesk(posted(overrides), ACTOR, SITE, now);
  if (!outcome.entered) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.entered.sheetNumber;
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: SITE });
  await seedNationalHolidays(handle.db);
  await handle.db
    .insert(agencies)
    .values({
      id: Number(STORE),
      name: "Agencia Miraflores",
      address: "Av. Larco 101",
      city: "Miraflores",
      email: "miraflores@kunturviajes.pe",
      openingHours: "Lunes a sábado de 9:00 a. m. a 8:00 p. m.",
      image: "/images/agencias/miraflores.svg",
      latitude: -12.12,
      longitude: -77.03,
    })
    .onConflictDoNothing();
});
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  await handle.db.delete(complaintViewGrants);
  await handle.db.delete(complaintEvents);
  await handle.db.delete(complaints);
  await handle.db.delete(complaintCounters);
});
afterEach(() => {
  delete process.env.COMPLAINTS_PAPER_ENTRY_DAYS;
});

describe(`paper complaints on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("takes the next number of the same correlative as online filings, marked with its paper number", async () => {
    const first = await online(new Date("2026-12-04T14:00:00Z"));
    const paper = await enter({ paperSheetNumber: "000123" });
    const second = await online(FRIDAY_EVENING);
    expect([first.filed.sheetNumber, paper, second.filed.sheetNumber]).toEqual([
      "000000001-2026",
      "000000002-2026",
      "000000003-2026",
    ]);
    const [row] = await handle.db.select().from(complaints).where(eq(complaints.number, 2));
    expect(row).toMatchObject({
      channel: "agency",
      agencyId: 7,
      storeName: "Agencia Miraflores",
      paperSheetNumber: "000123",
      enteredBy: ACTOR.email,
      filedAt: new Date("2026-12-04T14:15:00Z"),
      enteredAt: FRIDAY_EVENING,
    });
    const list = await listComplaintsForDesk({}, handle.db, FRIDAY_EVENING);
    expect(list.rows.find((entry) => entry.sheetNumber === paper)?.paperSheetNumber).toBe("000123");
    const { csv } = await exportComplaints({ desde: "2026-12-01", hasta: "2026-12-31" }, ACTOR, handle.db);
    const line = csv.split("\r\n").find((entry) => entry.startsWith(`"${paper}"`)) ?? "";
    expect(line).toContain('"Hoja física N° 000123","lucia.ramos@kunturviajes.pe","04/12/2026 18:00"');
    expect(csv.split("\r\n").find((entry) => entry.startsWith(`"${first.filed.sheetNumber}"`))).toContain(
      '"Libro virtual","",""',
    );
  });

  it("counts the 15 business days from the paper's original date, not from the day it is entered", async () => {
    process.env.COMPLAINTS_PAPER_ENTRY_DAYS = "3";
    // Tuesday 1 December, entered on Friday the 4th: 8 and 9 December and Christmas are holidays.
    const paper = await enter({ originalDate: "2026-12-01", originalTime: "10:00" });
    const entered = await enter({ originalDate: "2026-12-04", originalTime: "10:00" });
    const rows = await handle.db.select().from(complaints).orderBy(asc(complaints.number));
    expect(rows.map((row) => [row.year, row.number, row.answerDueOn, row.filedAt.toISOString()])).toEqual([
      [2026, 1, "2026-12-24", "2026-12-01T15:00:00.000Z"],
      [2026, 2, "2026-12-30", "2026-12-04T15:00:00.000Z"],
    ]);
    expect([paper, entered]).toEqual(["000000001-2026", "000000002-2026"]);
  });

  it("refuses a sheet dated before the window or in the future, or from the virtual store, taking no number", async () => {
    const refused = async (overrides: Record<string, string>) => {
      const outcome = await enterPaperFromDesk(posted(overrides), ACTOR, SITE, FRIDAY_EVENING);
      expect(outcome.entered).toBeNull();
      return outcome.entered === null ? outcome.errors : {};
    };
    expect(await refused({ originalDate: "2026-12-03", originalTime: "23:59" })).toEqual({
      originalDate: "Solo se registran hojas físicas del mismo día (hora de Lima). Esta hoja es de un día anterior.",
    });
    expect(await refused({ originalTime: "18:01" })).toEqual({
      originalDate: "La fecha y hora de la hoja física no pueden ser posteriores a este momento.",
    });
    expect(await refused({ store: "virtual" })).toEqual({
      store: "Selecciona la tienda donde se llenó la hoja física",
    });
    expect(await refused({ originalTime: "9:15", paperSheetNumber: "", email: "" })).toMatchObject({
      originalTime: "Ingresa la hora de la hoja física (hh:mm)",
      paperSheetNumber: "Ingresa el número impreso en la hoja física (hasta 20 letras, números o guiones)",
      email: "Ingresa tu correo electrónico",
    });
    process.env.COMPLAINTS_PAPER_ENTRY_DAYS = "2";
    expect(await refused({ originalDate: "2026-12-01" })).toEqual({
      originalDate:
        "Solo se registran hojas físicas fechadas desde el 02/12/2026 (hoy y los 2 días anteriores, hora de Lima).",
    });
    expect(await handle.db.select().from(complaints)).toHaveLength(0);
    expect(await handle.db.select().from(complaintCounters)).toEqual([]);
    // The day's first minute in Lima is inside the window.
    expect(await enter({ originalTime: "00:00" })).toBe("000000001-2026");
  });

  it("refuses the same paper sheet of the store twice and gives its number back: no gap", async () => {
    await enter({ paperSheetNumber: "000555" });
    const outcome = await enterPaperFromDesk(posted({ paperSheetNumber: "000555" }), ACTOR, SITE, FRIDAY_EVENING);
    expect(outcome).toMatchObject({
      entered: null,
      status: 409,
      errors: { paperSheetNumber: "Esa hoja física de esta tienda ya fue registrada." },
    });
    expect(await enter({ paperSheetNumber: "000556" })).toBe("000000002-2026");
  });

  it("gives concurrent paper and online entries distinct consecutive numbers", async () => {
    const entries = await Promise.all([
      ...Array.from({ length: 10 }, () => enter()),
      ...Array.from({ length: 10 }, () => online(FRIDAY_EVENING).then((filed) => filed.filed.sheetNumber)),
    ]);
    const numbers = entries.map((sheet) => Number(sheet.slice(0, 9))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  }, 60_000);

  it("queues the consumer's e-mail with the sheet's PDF, as an online filing, and audits the entry", async () => {
    const sheet = await enter({ paperSheetNumber: "000777" });
    const [row] = await handle.db.select().from(complaints);
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "rosa.huaman@example.pe"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe("complaint-filed");
    expect(mails[0]?.text).toContain(sheet);
    const files = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mails[0]?.id ?? ""));
    expect(files.map((file) => file.contentType)).toEqual(["application/pdf"]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ""));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "complaints.paper",
      entityType: "complaint",
      actorEmail: ACTOR.email,
    });
    expect(audit[0]?.after).toMatchObject({ sheetNumber: sheet, paperSheetNumber: "000777" });
  });
});

describe("the paper-sheet route", () => {
  function context(): RouterContextProvider {
    const provider = new RouterContextProvider();
    provider.set(requestContext, {
      requestId: "test",
      nonce: "",
      publicConfig: { siteUrl: SITE } as RequestContext["publicConfig"],
      user: null,
      analyticsUserId: "",
      limitAttempt: allowAllAttempts,
      clientIp: "203.0.113.9",
    });
    return provider;
  }
  const post = (cookie: string, form: Record<string, string>) => {
    const request = new Request(`${SITE}/gestion/reclamos/hoja-fisica`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
    return paperRoute.action({ request, params: {}, context: context() } as never).then(
      () => 200,
      (thrown: unknown) => thrown,
    );
  };

  it("answers 403 to a role without the permission and enters the sheet for atención", async () => {
    const form = posted({ originalDate: todayInLima(), originalTime: "00:00" });
    const adviser = await createActiveStaff(handle.db, ["asesor"]);
    const denied = await post(await staffSessionCookie(handle.db, adviser.id), form);
    expect(denied).toBeInstanceOf(Response);
    expect((denied as Response).status).toBe(403);
    expect(await handle.db.select().from(complaints)).toHaveLength(0);
    const desk = await createActiveStaff(handle.db, ["atencion"]);
    const done = await post(await staffSessionCookie(handle.db, desk.id), form);
    expect((done as Response).status).toBe(302);
    const year = todayInLima().slice(0, 4);
    expect((done as Response).headers.get("location")).toBe(`/gestion/reclamos/000000001-${year}?registrada=1`);
    const [row] = await handle.db.select().from(complaints);
    expect(row?.enteredBy).toBe(desk.email);
  });
});
