import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { insurancePlans } from "#server/db/schema/insurance.ts";
import type { InsurancePlan } from "./insurance-types.ts";

type PlanRow = typeof insurancePlans.$inferSelect;

export function toPlan(row: PlanRow): InsurancePlan {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    mainCover: row.mainCover,
    zones: row.zones,
    minDays: row.minDays,
    maxDays: row.maxDays,
    pricePerDayMinor: { 1: row.pricePerDayBand1Minor, 2: row.pricePerDayBand2Minor, 3: row.pricePerDayBand3Minor },
    coverage: row.coverage,
    assistancePhone: row.assistancePhone,
  };
}

/** The plans on sale, in catalogue order. */
export async function listActivePlans(db: Db | Tx): Promise<InsurancePlan[]> {
  const rows = await db
    .select()
    .from(insurancePlans)
    .where(eq(insurancePlans.active, true))
    .orderBy(asc(insurancePlans.sortOrder), asc(insurancePlans.id));
  return rows.map(toPlan);
}

export async function findActivePlan(db: Db | Tx, id: string): Promise<InsurancePlan | null> {
  const [row] = await db
    .select()
    .from(insurancePlans)
    .where(and(eq(insurancePlans.id, id), eq(insurancePlans.active, true)));
  return row ? toPlan(row) : null;
}
