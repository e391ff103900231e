import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { auditLog } from "#server/db/schema/staff.ts";

export type AuditActor = { id: string | null; email: string };
export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Appends one entry to the audit trail, inside the caller's transaction (the change and its record commit together). */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;
export const AUDIT_PAGE_SIZE = 50;

/** The trail of one entity, newest first. */
export async function auditOfEntity(db: Db, entityType: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
}

export type AuditSearch = {
  q?: string | undefined;
  entityType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
};

/** The administrator's search: text in the actor, action or entity id; an entity type; a Lima date range. */
export async function searchAudit(
  db: Db | undefined,
  search: AuditSearch,
): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  const filters: SQL[] = [];
  if (search.q) {
    const like = `%${search.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(ilike(auditLog.actorEmail, like), ilike(auditLog.action, like), ilike(auditLog.entityId, like));
    if (match) filters.push(match);
  }
  if (search.entityType) filters.push(eq(auditLog.entityType, search.entityType));
  if (search.from) filters.push(gte(auditLog.at, sql`(${search.from}::date)::timestamp at time zone 'America/Lima'`));
  if (search.to) filters.push(lt(auditLog.at, sql`(${search.to}::date + 1)::timestamp at time zone 'America/Lima'`));
  const rows = await (db ?? getDb())
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((search.page - 1) * AUDIT_PAGE_SIZE);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), hasMore: rows.length > AUDIT_PAGE_SIZE };
}
