import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  complaintAttachments,
  complaintCounters,
  complaintEvents,
  complaints,
  complaintViewGrants,
} from "#server/db/schema/complaints.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { idempotencyKeys } from "#server/db/schema/platform.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { isAppError } from "#server/errors.ts";
import { createOutboxWorker } from "#server/mail/worker.ts";
import { viewCookie, viewTokenFrom } from "./complaint-submit.server.ts";
import { findSheetForViewer, lookupComplaint } from "./complaint-viewing.server.ts";
import { takeNextNumber } from "./complaints-queries.server.ts";
import { ComplaintFormSchema, type ComplaintFormInput } from "./complaints-schemas.ts";
import { changeComplaintStatus, fileComplaint } from "./complaints-service.server.ts";
import { MINOR_WITH_GUARDIAN, sampleComplaint } from "#tests/support/complaint-data.ts";

const SITE = "https://kunturviajes.test";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
let keyCounter = 0;
const newKey = () => `complaint-test-${String(++keyCounter).padStart(6, "0")}`;

function file(overrides: Partial<ComplaintFormInput> = {}, options: { key?: string; now?: Date } = {}) {
  return fileComplaint({
    form: ComplaintFormSchema.parse(sampleComplaint(overrides)),
    files: [],
    idempotencyKey: options.key ?? newKey(),
    siteUrl: SITE,
    ...(options.now ? { now: options.now } : {}),
  });
}

describe("complaints book service", () => {
  let handle: DbHandle;

  async function counts() {
    const [c] = await handle.db.select({ n: count() }).from(complaints);
    const [e] = await handle.db.select({ n: count() }).from(emailOutbox);
    const [a] = await handle.db.select({ n: count() }).from(complaintAttachments);
    return { complaints: c?.n ?? 0, emails: e?.n ?? 0, attachments: a?.n ?? 0 };
  }

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedNationalHolidays(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(complaintViewGrants);
    await handle.db.delete(complaintEvents);
    await handle.db.delete(complaintAttachments);
    await handle.db.delete(complaints);
    await handle.db.delete(complaintCounters);
    await handle.db.delete(emailOutbox);
    await handle.db.delete(idempotencyKeys);
  });

  it("files a sheet with its deadline, status history, files and two e-mails with the PDF", async () => {
    const outcome = await fileComplaint({
      form: ComplaintFormSchema.parse(sampleComplaint()),
      files: [{ fileName: "boleta.png", contentType: "image/png", bytes: PNG }],
      idempotencyKey: newKey(),
      siteUrl: SITE,
      now: new Date("2026-12-14T15:00:00Z"),
    });
    expect(outcome.filed).toMatchObject({ sheetNumber: "000000001-2026", answerDueOn: "2027-01-06" });
    const [row] = await handle.db.select().from(complaints);
    expect(row).toMatchObject({ status: "recibido", storeName: "Tienda virtual", amountMinor: 35050, currency: "PEN" });
    const events = await handle.db.select().from(complaintEvents);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, "recibido", "consumidor"],
    ]);
    const [stored] = await handle.db.select().from(complaintAttachments);
    expect(Array.from(stored?.content ?? [])).toEqual(Array.from(PNG));
    const emails = await handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.dedupeKey));
    expect(emails.map((email) => email.toAddress)).toEqual(["rosa.huaman@example.pe", "reclamos@kunturviajes.pe"]);
    expect(emails[0]?.text).toContain("Hoja de reclamación Nº 000000001-2026");
    expect(emails[0]?.text).toContain("14/12/2026 10:00");
    expect(emails[0]?.text).toContain("miércoles, 6 de enero de 2027");
    const pdfs = await handle.db.select().from(emailOutboxAttachments);
    expect(pdfs).toHaveLength(2);
    expect(pdfs[0]?.filename).toBe("hoja-de-reclamacion-000000001-2026.pdf");
    expect(new TextDecoder().decode(pdfs[0]?.content.slice(0, 5))).toBe("%PDF-");
  });

  it("gives 100 concurrent filings 100 distinct consecutive numbers", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) => file({ phone: `98765${String(index).padStart(4, "0")}` })),
    );
    const numbers = outcomes.map((outcome) => Number(outcome.filed.sheetNumber.slice(0, 9))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await counts()).toEqual({ complaints: 100, emails: 200, attachments: 0 });
  }, 120_000);

  it("restarts the numbering at 1 each year (Lima's calendar year)", async () => {
    const last2026 = await file({}, { now: new Date("2027-01-01T04:59:00Z") });
    const first2027 = await file({}, { now: new Date("2027-01-01T05:00:00Z") });
    const second2026 = await file({}, { now: new Date("2026-06-01T12:00:00Z") });
    expect([last2026.filed.sheetNumber, first2027.filed.sheetNumber, second2026.filed.sheetNumber]).toEqual([
      "000000001-2026",
      "000000001-2027",
      "000000002-2026",
    ]);
  });

  it("gives a rolled-back number back: no gaps", async () => {
    const june = new Date("2026-06-01T12:00:00Z");
    await file({}, { now: june });
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await takeNextNumber(tx, 2026)).toBeGreaterThan(0);
        throw new Error("failure after taking a number");
      }),
    ).rejects.toThrow("failure after taking a number");
    const next = await file({}, { now: june });
    expect(Number(next.filed.sheetNumber.slice(0, 9))).toBe(2);
  });

  it("files once for an idempotent retry and refuses the same key with other data", async () => {
    const key = newKey();
    const [first, second] = await Promise.all([file({}, { key }), file({}, { key })]);
    expect(first.filed).toEqual(second.filed);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(await counts()).toEqual({ complaints: 1, emails: 2, attachments: 0 });
    const conflict = await file({ detail: "Otro detalle." }, { key }).catch((error: unknown) => error);
    expect(isAppError(conflict) && conflict.code).toBe("CONFLICT");
    expect(await counts()).toEqual({ complaints: 1, emails: 2, attachments: 0 });
  });

  it("saves nothing for an unknown store", async () => {
    const error = await file({ store: "999" }).catch((caught: unknown) => caught);
    expect(isAppError(error) && error.issues).toEqual([{ path: "store", message: "Selecciona la tienda o canal" }]);
    expect(await counts()).toEqual({ complaints: 0, emails: 0, attachments: 0 });
    const [counter] = await handle.db.select({ n: count() }).from(complaintCounters);
    expect(counter?.n).toBe(0);
  });

  it("keeps the complaint and its e-mails queued when SMTP fails", async () => {
    await file(MINOR_WITH_GUARDIAN);
    const worker = createOutboxWorker({
      db: handle.db,
      send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      messageIdDomain: "kunturviajes.pe",
      pollIntervalMs: 50,
      maxAttempts: 8,
      retryBaseMs: 10,
    });
    expect(await worker.runOnce()).toBe(2);
    const rows = await handle.db.select().from(emailOutbox);
    expect(rows.map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(await counts()).toEqual({ complaints: 1, emails: 2, attachments: 0 });
    const [row] = await handle.db.select().from(complaints);
    expect(row).toMatchObject({ isMinor: true, guardianName: "Carmen Vela Torres", kind: "queja" });
  });

  it("shows the sheet only with its view token, and the look-up only for the right e-mail", async () => {
    const filed = await file();
    const { sheetNumber } = filed.filed;
    expect((await findSheetForViewer(sheetNumber, filed.viewToken))?.consumer.email).toBe("rosa.huaman@example.pe");
    expect(await findSheetForViewer(sheetNumber, "forged-token")).toBeNull();
    expect(await findSheetForViewer(sheetNumber, null)).toBeNull();
    const cookie = viewCookie(filed.viewToken).split(";")[0] ?? "";
    expect(cookie).toBe(`__Host-kv_complaint_view=${filed.viewToken}`);
    expect(viewTokenFrom(`a=1; ${cookie}`)).toBe(filed.viewToken);
    // Outside development the plain name is never read: a sibling host could plant it.
    expect(viewTokenFrom(cookie.replace("__Host-", ""))).toBeNull();
    await handle.db.update(complaintViewGrants).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await findSheetForViewer(sheetNumber, filed.viewToken)).toBeNull();

    const sheet = { year: Number(sheetNumber.slice(10)), number: Number(sheetNumber.slice(0, 9)) };
    expect(await lookupComplaint({ sheet, email: "otra@example.pe" })).toBeNull();
    expect(await lookupComplaint({ sheet: { ...sheet, number: 999 }, email: "rosa.huaman@example.pe" })).toBeNull();
    const found = await lookupComplaint({ sheet, email: "rosa.huaman@example.pe" });
    expect(found?.result).toMatchObject({ sheetNumber, status: "recibido", answer: null });
    expect(await findSheetForViewer(sheetNumber, found?.viewToken ?? null)).not.toBeNull();
  });

  it("moves recibido -> en atención -> respondido only, recording each change", async () => {
    const filed = await file();
    const id = filed.filed.complaintId;
    const skip = await changeComplaintStatus({
      complaintId: id,
      to: "respondido",
      actor: "a@k.pe",
      answerText: "Hola",
    }).catch((error: unknown) => error);
    expect(isAppError(skip) && skip.code).toBe("CONFLICT");
    await changeComplaintStatus({ complaintId: id, to: "en_atencion", actor: "ana@kunturviajes.pe" });
    const answered = await changeComplaintStatus({
      complaintId: id,
      to: "respondido",
      actor: "ana@kunturviajes.pe",
      answerText: "Le devolveremos S/ 350.50.",
    });
    expect(answered.answer?.text).toBe("Le devolveremos S/ 350.50.");
    const events = await handle.db
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, id))
      .orderBy(asc(complaintEvents.at));
    expect(events.map((event) => event.toStatus)).toEqual(["recibido", "en_atencion", "respondido"]);
    const looked = await lookupComplaint({
      sheet: { year: Number(filed.filed.sheetNumber.slice(10)), number: Number(filed.filed.sheetNumber.slice(0, 9)) },
      email: "rosa.huaman@example.pe",
    });
    expect(looked?.result.answer?.text).toBe("Le devolveremos S/ 350.50.");
  });
});
