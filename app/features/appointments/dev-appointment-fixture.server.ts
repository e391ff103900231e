import { and, eq } from "drizzle-orm";
import { getDb } from "#db";
import { appointments } from "#server/db/schema/appointments.ts";

/**
 * Development pages only (DEV_PAGES): moves a booked appointment to now, so that an end-to-end test can check it
 * in at the kiosk whatever the hour it runs. Slots are not touched.
 */
export async function moveAppointmentToNow(code: string): Promise<boolean> {
  const now = new Date();
  const rows = await getDb()
    .update(appointments)
    .set({ startsAt: now, endsAt: new Date(now.getTime() + 30 * 60_000), updatedAt: now })
    .where(and(eq(appointments.code, code), eq(appointments.status, "booked")))
    .returning({ id: appointments.id });
  return rows.length > 0;
}
