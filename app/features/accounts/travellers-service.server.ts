import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { travellers } from "#server/db/schema/accounts.ts";
import { displayDate, type Traveller } from "./profile-schemas.ts";

export const MAX_TRAVELLERS = 20;

export type SavedTraveller = Omit<Traveller, "birthDate"> & { id: string; birthDate: string };

type Row = typeof travellers.$inferSelect;

function toSaved(row: Row): SavedTraveller {
  return {
    id: row.id,
    firstName: row.firstName,
    fatherLastname: row.fatherLastname,
    motherLastname: row.motherLastname,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    birthDate: displayDate(row.birthDate),
    gender: row.gender,
  };
}

const NOT_FOUND = "El pasajero no existe.";

function values(input: Traveller) {
  return {
    firstName: input.firstName,
    fatherLastname: input.fatherLastname,
    motherLastname: input.motherLastname,
    documentType: input.documentType,
    documentNumber: input.documentNumber.toUpperCase(),
    birthDate: input.birthDate,
    gender: input.gender,
  };
}

/** The user's frequent travellers, oldest first. Every query is scoped to the owner. */
export async function listTravellers(db: Db, userId: string): Promise<SavedTraveller[]> {
  const rows = await db
    .select()
    .from(travellers)
    .where(eq(travellers.userId, userId))
    .orderBy(asc(travellers.createdAt), asc(travellers.id));
  return rows.map(toSaved);
}

export async function createTraveller(db: Db, userId: string, input: Traveller): Promise<SavedTraveller> {
  return db.transaction(async (tx) => {
    // Serialises concurrent creations of one user, so the cap holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`travellers:${userId}`}))`);
    const [existing] = await tx.select({ total: count() }).from(travellers).where(eq(travellers.userId, userId));
    if ((existing?.total ?? 0) >= MAX_TRAVELLERS) {
      throw new AppError("CONFLICT", `Puedes guardar hasta ${MAX_TRAVELLERS} pasajeros frecuentes.`);
    }
    const [row] = await tx
      .insert(travellers)
      .values({ userId, ...values(input) })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    return toSaved(row);
  });
}

/** Another user's traveller is "not found", exactly like a missing one (no hint that the id exists). */
export async function updateTraveller(db: Db, userId: string, id: string, input: Traveller): Promise<SavedTraveller> {
  const [row] = await db
    .update(travellers)
    .set({ ...values(input), updatedAt: sql`now()` })
    .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return toSaved(row);
}

export async function deleteTraveller(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(travellers)
    .where(and(eq(travellers.id, id), eq(travellers.userId, userId)))
    .returning({ id: travellers.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
}
