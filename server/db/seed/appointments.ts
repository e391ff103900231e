import type { Db } from "#server/db/client.ts";
import { appointmentSchedules, type WeeklyHours } from "#server/db/schema/appointments.ts";

type Range = [string, string];
const days = (list: string, range: Range): WeeklyHours =>
  Object.fromEntries(list.split("").map((day) => [day, [range]]));

// Appointment hours follow each store's opening hours (server/db/seed/agencies.ts), ending an hour before closing.
const OFFICE: WeeklyHours = { ...days("12345", ["09:00", "18:00"]), ...days("6", ["09:00", "12:00"]) };
const MALL: WeeklyHours = days("0123456", ["10:00", "21:00"]);
const WEEKEND_MORNINGS: WeeklyHours = { ...days("12345", ["09:00", "18:00"]), ...days("06", ["10:00", "13:00"]) };

const STORE_HOURS: Record<number, WeeklyHours> = {
  1: { ...days("123456", ["09:00", "19:00"]), ...days("0", ["10:00", "17:00"]) },
  4: MALL,
  5: MALL,
  6: WEEKEND_MORNINGS,
  12: days("123456", ["08:30", "18:30"]),
  14: MALL,
};
const STORE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14];

/**
 * Demo appointment schedules: every store with two advisers per 30-minute slot (the flagship three), and the virtual
 * advisers by video call. Existing rows are operators' settings and stay as they are.
 */
export async function seedAppointmentSchedules(db: Db): Promise<void> {
  await db
    .insert(appointmentSchedules)
    .values([
      {
        locationKey: "virtual",
        agencyId: null,
        weeklyHours: { ...days("12345", ["09:00", "20:00"]), ...days("6", ["09:00", "13:00"]) },
        advisers: 3,
      },
      ...STORE_IDS.map((id) => ({
        locationKey: `tienda-${String(id)}`,
        agencyId: id,
        weeklyHours: STORE_HOURS[id] ?? OFFICE,
        advisers: id === 1 ? 3 : 2,
      })),
    ])
    .onConflictDoNothing();
}
