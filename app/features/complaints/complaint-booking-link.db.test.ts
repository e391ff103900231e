import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { complaintCounters, complaintEvents, complaints, complaintViewGrants } from "#server/db/schema/complaints.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { orders } from "#server/db/schema/orders.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { seedHeldBooking } from "#tests/support/flight-fixture.ts";
import { ComplaintFormSchema, type ComplaintFormInput } from "./complaints-schemas.ts";
import { fileComplaint } from "./complaints-service.server.ts";
import { MINOR_WITH_GUARDIAN, sampleComplaint } from "#tests/support/complaint-data.ts";

// Issue 17: a complaint's booking code links the sheet to that order (issue 40: of any product) only when it is the
// consumer's.

const BOOKER = "rosa.quispe@example.com";
const HOTEL_CODE = "HTM7QZ";
let keyCounter = 0;

describe("a complaint's booking code", () => {
  let handle: DbHandle;
  let code = "";
  let orderId = "";
  let hotelOrderId = "";

  const file = (overrides: Partial<ComplaintFormInput>) =>
    fileComplaint({
      form: ComplaintFormSchema.parse(sampleComplaint(overrides)),
      files: [],
      idempotencyKey: `complaint-link-${String(++keyCounter)}`,
      siteUrl: "https://kunturviajes.test",
      now: new Date("2026-12-14T15:00:00Z"),
    });

  async function stored() {
    const [row] = await handle.db.select().from(complaints);
    const emails = await handle.db.select().from(emailOutbox).orderBy(asc(emailOutbox.dedupeKey));
    return { row, consumer: emails[0]?.text ?? "", mailbox: emails[1]?.text ?? "" };
  }

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedNationalHolidays(handle.db);
    // The flight booking's order shares its id.
    ({ code, bookingId: orderId } = await seedHeldBooking(handle.db, 700, 30));
    // An order of another product (a hotel stay), as the order core stores it.
    const [hotelOrder] = await handle.db
      .insert(orders)
      .values({
        code: HOTEL_CODE,
        contactEmail: BOOKER,
        contact: {
          firstName: "Rosa",
          lastName: "Quispe",
          email: BOOKER,
          phoneCountryCode: "51",
          phoneNumber: "987654321",
        },
        travellers: [],
        chargeCurrency: "USD",
        referenceCurrency: "PEN",
        rateValue: "3.7450",
        rateDate: "2026-12-14",
        rateSource: "test",
      })
      .returning({ id: orders.id });
    hotelOrderId = hotelOrder?.id ?? "";
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  async function clear() {
    await handle.db.delete(emailOutboxAttachments);
    await handle.db.delete(emailOutbox);
    await handle.db.delete(complaintViewGrants);
    await handle.db.delete(complaintEvents);
    await handle.db.delete(complaints);
    await handle.db.delete(complaintCounters);
  }
  beforeEach(clear);

  it("links the booking when its contact e-mail is the consumer's, whatever the case of the code and e-mail", async () => {
    await file({ bookingCode: code.toLowerCase(), email: BOOKER.toUpperCase() });
    const { row, consumer, mailbox } = await stored();
    expect(row).toMatchObject({ bookingCode: code, orderId });
    expect(mailbox).toContain(`El código de reserva ${code} corresponde a una reserva con el correo del consumidor`);
    expect(consumer).toContain(`Código de reserva: ${code}`);
  });

  it("links an order of any product, not only a flight booking", async () => {
    await file({ bookingCode: HOTEL_CODE, email: BOOKER });
    const { row, mailbox } = await stored();
    expect(row).toMatchObject({ bookingCode: HOTEL_CODE, orderId: hotelOrderId });
    expect(mailbox).toContain(
      `El código de reserva ${HOTEL_CODE} corresponde a una reserva con el correo del consumidor`,
    );
  });

  it("keeps the code as typed but links nothing when the booking is someone else's", async () => {
    await file({ bookingCode: code, email: "otra.persona@example.pe" });
    const { row, mailbox } = await stored();
    expect(row).toMatchObject({ bookingCode: code, orderId: null });
    expect(mailbox).toContain(
      `El código de reserva ${code} no corresponde a ninguna reserva con el correo del consumidor`,
    );
  });

  it("links nothing for an unknown code", async () => {
    await file({ bookingCode: "ZZZZ99", email: BOOKER });
    const { row } = await stored();
    expect(row).toMatchObject({ bookingCode: "ZZZZ99", orderId: null });
  });

  it("links a minor's complaint through the guardian's e-mail", async () => {
    await file({ ...MINOR_WITH_GUARDIAN, guardianEmail: BOOKER, bookingCode: code });
    const { row } = await stored();
    expect(row).toMatchObject({ isMinor: true, orderId });
  });

  it("tells the consumer the same either way (the book is no way to test codes against e-mails)", async () => {
    await file({ bookingCode: code, email: BOOKER });
    const linked = (await stored()).consumer;
    await clear();
    await file({ bookingCode: code, email: "otra.persona@example.pe" });
    const unlinked = (await stored()).consumer;
    expect(unlinked.replaceAll("otra.persona@example.pe", BOOKER)).toBe(linked);
  });

  it("has no complaint without a booking code linked to anything", async () => {
    await file({ email: BOOKER });
    const rows = await handle.db.select().from(complaints).where(eq(complaints.email, BOOKER));
    expect(rows.map((row) => [row.bookingCode, row.orderId])).toEqual([[null, null]]);
  });
});
