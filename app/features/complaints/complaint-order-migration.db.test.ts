import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { complaints } from "#server/db/schema/complaints.ts";
import { seedNationalHolidays } from "#server/db/seed/holidays.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { seedHeldBooking } from "#tests/support/flight-fixture.ts";
import { ComplaintFormSchema } from "./complaints-schemas.ts";
import { fileComplaint } from "./complaints-service.server.ts";
import { sampleComplaint } from "#tests/support/complaint-data.ts";

/**
 * Migrations 0040-0042: a complaint linked to a flight booking before gets that booking's order. The test files
 * complaints with today's code, puts them back as they were before 0040 (a booking id, no order id), runs 0041's
 * statements and expects the order ids the code writes.
 */
const BACKFILL = readFileSync(resolve("drizzle/0041_complaint-order-backfill.sql"), "utf8");
const BOOKER = "rosa.quispe@example.com";

describe(`migration 0041 complaint orders on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedNationalHolidays(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("links each complaint that named a booking to that booking's order, and leaves the others unlinked", async () => {
    const { code, bookingId } = await seedHeldBooking(handle.db, 700, 30);
    const file = (bookingCode: string, key: string) =>
      fileComplaint({
        form: ComplaintFormSchema.parse(sampleComplaint({ bookingCode, email: BOOKER })),
        files: [],
        idempotencyKey: key,
        siteUrl: "https://kunturviajes.test",
        now: new Date("2026-12-14T15:00:00Z"),
      });
    await file(code, "migration-linked");
    await file("", "migration-unlinked");
    const linked = await handle.db.select({ id: complaints.id, orderId: complaints.orderId }).from(complaints);
    expect(linked.map((row) => row.orderId).sort()).toEqual([bookingId, null].sort());

    // As before 0040: the booking's id in booking_id, no order id.
    await handle.db.execute(sql`alter table complaints add column booking_id uuid`);
    await handle.db.execute(sql`update complaints set booking_id = order_id, order_id = null`);
    await handle.db.execute(sql.raw(BACKFILL));
    const migrated = await handle.db.select({ id: complaints.id, orderId: complaints.orderId }).from(complaints);
    await handle.db.execute(sql`alter table complaints drop column booking_id`);
    const byId = (rows: typeof linked) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(migrated)).toEqual(byId(linked));
  });
});
