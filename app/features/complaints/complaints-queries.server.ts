import { and, asc, between, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import {
  complaintAttachments,
  complaintCounters,
  complaintEvents,
  complaints,
  complaintViewGrants,
  nationalHolidays,
} from "#server/db/schema/complaints.ts";
import { allowedSources, type ComplaintStatus } from "./complaint-status.ts";

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;

/**
 * The next sheet number of `year`, taken inside the filing's transaction: the counter row stays locked until the
 * filing commits (others wait) or rolls back (the number is given back). No sequence: sequences leave gaps.
 */
export async function takeNextNumber(tx: Tx, year: number): Promise<number> {
  await tx.insert(complaintCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(complaintCounters)
    .set({ lastNumber: sql`${complaintCounters.lastNumber} + 1` })
    .where(eq(complaintCounters.year, year))
    .returning({ lastNumber: complaintCounters.lastNumber });
  if (!row) throw new Error(`complaint counter of ${String(year)} missing`);
  return row.lastNumber;
}

/** The holidays between two dates (inclusive), as ISO dates. */
export async function holidaysBetween(db: Db | Tx, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: nationalHolidays.day })
    .from(nationalHolidays)
    .where(between(nationalHolidays.day, from, to));
  return new Set(rows.map((row) => row.day));
}

export async function insertComplaint(
  tx: Tx,
  complaint: NewComplaint,
  files: Array<{ fileName: string; contentType: ComplaintAttachmentType; bytes: Uint8Array; sha256: string }>,
): Promise<ComplaintRow> {
  const [row] = await tx.insert(complaints).values(complaint).returning();
  if (!row) throw new Error("complaint insert returned nothing");
  await tx
    .insert(complaintEvents)
    .values({ complaintId: row.id, fromStatus: null, toStatus: "recibido", actor: "consumidor", at: row.filedAt });
  if (files.length > 0) {
    await tx.insert(complaintAttachments).values(
      files.map((file, position) => ({
        complaintId: row.id,
        position,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        content: file.bytes,
      })),
    );
  }
  return row;
}

type ComplaintAttachmentType = (typeof complaintAttachments.$inferInsert)["contentType"];

export async function findComplaintBySheet(db: Db | Tx, year: number, number: number): Promise<ComplaintRow | null> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.year, year), eq(complaints.number, number)));
  return row ?? null;
}

export async function findComplaintById(db: Db | Tx, id: string): Promise<ComplaintRow | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row ?? null;
}

/** Names, types and sizes of a complaint's files (not their content). */
export async function listAttachmentInfo(db: Db | Tx, complaintId: string) {
  return db
    .select({
      fileName: complaintAttachments.fileName,
      contentType: complaintAttachments.contentType,
      sizeBytes: complaintAttachments.sizeBytes,
    })
    .from(complaintAttachments)
    .where(eq(complaintAttachments.complaintId, complaintId))
    .orderBy(asc(complaintAttachments.position));
}

export async function insertViewGrant(db: Db, grant: { tokenHash: string; complaintId: string; expiresAt: Date }) {
  // Expired grants are worthless: each new one sweeps them away.
  await db.delete(complaintViewGrants).where(lt(complaintViewGrants.expiresAt, sql`now()`));
  await db.insert(complaintViewGrants).values(grant);
}

/** The complaint ids a set of token hashes may see, among unexpired grants. */
export async function grantedComplaintIds(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ complaintId: complaintViewGrants.complaintId })
    .from(complaintViewGrants)
    .where(and(inArray(complaintViewGrants.tokenHash, tokenHashes), gt(complaintViewGrants.expiresAt, sql`now()`)));
  return new Set(rows.map((row) => row.complaintId));
}

/**
 * Moves a complaint to `to` when it is in a status allowed to move there (a conditional update), and records the
 * change with its time and actor. Returns the updated row, or null when the complaint was not in such a status.
 */
export async function updateComplaintStatus(
  tx: Tx,
  input: { complaintId: string; to: ComplaintStatus; actor: string; answerText?: string; at: Date },
): Promise<ComplaintRow | null> {
  const sources = allowedSources(input.to);
  if (sources.length === 0) return null;
  const [before] = await tx
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, input.complaintId))
    .for("update");
  if (!before || !sources.includes(before.status)) return null;
  const [row] = await tx
    .update(complaints)
    .set({
      status: input.to,
      updatedAt: input.at,
      ...(input.to === "respondido" ? { answerText: input.answerText ?? null, answeredAt: input.at } : {}),
    })
    .where(and(eq(complaints.id, input.complaintId), eq(complaints.status, before.status)))
    .returning();
  if (!row) return null;
  await tx.insert(complaintEvents).values({
    complaintId: row.id,
    fromStatus: before.status,
    toStatus: input.to,
    actor: input.actor,
    at: input.at,
  });
  return row;
}
