import { and, asc, between, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { agencies } from "#server/db/schema/agencies.ts";
import { appointmentSchedules, appointmentSlots, appointments } from "#server/db/schema/appointments.ts";
import { nationalHolidays } from "#server/db/schema/complaints.ts";
import { agencyIdOf, VIRTUAL_LABEL, VIRTUAL_LOCATION, type Schedule } from "./appointment-rules.ts";

/** Peru's national holidays between two dates (inclusive), by date. */
export async function holidaysBetween(db: Db | Tx, from: string, to: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ day: nationalHolidays.day, name: nationalHolidays.name })
    .from(nationalHolidays)
    .where(between(nationalHolidays.day, from, to));
  return new Map(rows.map((row) => [row.day, row.name]));
}

export type AppointmentLocation = {
  key: string;
  label: string;
  agencyId: number | null;
  /** The store's address line; null for the virtual advisers. */
  address: string | null;
  schedule: Schedule;
};

/** Active locations: the virtual advisers first, then the stores in the branch finder's order. */
export async function listLocations(db: Db | Tx): Promise<AppointmentLocation[]> {
  const rows = await db
    .select({
      key: appointmentSchedules.locationKey,
      weeklyHours: appointmentSchedules.weeklyHours,
      slotMinutes: appointmentSchedules.slotMinutes,
      advisers: appointmentSchedules.advisers,
      agencyId: agencies.id,
      name: agencies.name,
      address: agencies.address,
      city: agencies.city,
      sortOrder: agencies.sortOrder,
    })
    .from(appointmentSchedules)
    .leftJoin(agencies, and(eq(agencies.id, appointmentSchedules.agencyId), eq(agencies.active, true)))
    .where(eq(appointmentSchedules.active, true));
  const locations: Array<AppointmentLocation & { order: number }> = [];
  for (const row of rows) {
    const schedule = { weeklyHours: row.weeklyHours, slotMinutes: row.slotMinutes, advisers: row.advisers };
    if (row.key === VIRTUAL_LOCATION) {
      locations.push({ key: row.key, label: VIRTUAL_LABEL, agencyId: null, address: null, schedule, order: -1 });
    } else if (row.agencyId !== null && agencyIdOf(row.key) === row.agencyId) {
      const address = `${row.address ?? ""}, ${row.city ?? ""}`;
      const label = row.name ?? "";
      locations.push({ key: row.key, label, agencyId: row.agencyId, address, schedule, order: row.sortOrder ?? 0 });
    }
  }
  return locations.sort((a, b) => a.order - b.order).map(({ order: _order, ...location }) => location);
}

export async function findLocation(db: Db | Tx, key: string): Promise<AppointmentLocation | null> {
  return (await listLocations(db)).find((location) => location.key === key) ?? null;
}

/** Places already booked per slot start (ISO) on the Lima day that begins at `dayStart`. */
export async function takenBetween(db: Db | Tx, locationKey: string, from: Date, to: Date) {
  const rows = await db
    .select({ startsAt: appointmentSlots.startsAt, booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.locationKey, locationKey),
        gte(appointmentSlots.startsAt, from),
        lt(appointmentSlots.startsAt, to),
      ),
    );
  return new Map(rows.map((row) => [row.startsAt.toISOString(), row.booked]));
}

/** Takes one place of a slot: a conditional update that cannot pass the capacity. False when the slot is full. */
export async function takeSlot(tx: Tx, locationKey: string, startsAt: Date, capacity: number): Promise<boolean> {
  await tx.insert(appointmentSlots).values({ locationKey, startsAt, capacity, booked: 0 }).onConflictDoNothing();
  const rows = await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} + 1` })
    .where(
      and(
        eq(appointmentSlots.locationKey, locationKey),
        eq(appointmentSlots.startsAt, startsAt),
        lt(appointmentSlots.booked, appointmentSlots.capacity),
      ),
    )
    .returning({ booked: appointmentSlots.booked });
  return rows.length > 0;
}

/** Gives a place back (a cancelled or moved appointment). */
export async function releaseSlot(tx: Tx, locationKey: string, startsAt: Date): Promise<void> {
  await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} - 1` })
    .where(
      and(
        eq(appointmentSlots.locationKey, locationKey),
        eq(appointmentSlots.startsAt, startsAt),
        gt(appointmentSlots.booked, 0),
      ),
    );
}

export type AppointmentRow = typeof appointments.$inferSelect;

export async function appointmentById(db: Db | Tx, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

export async function appointmentByCode(db: Db | Tx, code: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.code, code)).limit(1);
  return row ?? null;
}

/** A signed-in customer's appointments from today on, soonest first. */
export async function appointmentsOfUser(db: Db | Tx, userId: string, since: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), gte(appointments.endsAt, since)))
    .orderBy(asc(appointments.startsAt))
    .limit(50);
}
