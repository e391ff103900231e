import { and, asc, between, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { complaintEvents, complaints, nationalHolidays } from "#server/db/schema/complaints.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { listAttachmentInfo, updateComplaintStatus, type ComplaintRow } from "#app/features/complaints/index.server.ts";
import { toSheet } from "#app/features/complaints/index.server.ts";
import { formatSheetNumber, parseSheetNumber } from "#app/features/complaints/index.ts";
import { auditOfEntity, recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { businessDaysLeft, deadlineLabel, deadlineTone } from "./complaint-deadline.ts";
import type { ComplaintFilters } from "./complaint-desk-schemas.ts";
import { renderAnswerEmail } from "./complaint-answer-email.server.ts";

export const COMPLAINTS_PAGE_SIZE = 25;
export const ANSWER_EMAIL_TEMPLATE = "complaint-answered";

async function holidaysAround(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: nationalHolidays.day })
    .from(nationalHolidays)
    .where(between(nationalHolidays.day, from, to));
  return new Set(rows.map((row) => row.day));
}

function filtersOf(filters: ComplaintFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.estado === "abiertas") where.push(sql`${complaints.status} <> 'respondido'`);
  else if (filters.estado) where.push(eq(complaints.status, filters.estado));
  if (filters.canal) where.push(eq(complaints.channel, filters.canal));
  if (filters.tipo) where.push(eq(complaints.kind, filters.tipo));
  if (filters.desde)
    where.push(gte(complaints.filedAt, sql`(${filters.desde}::date)::timestamp at time zone 'America/Lima'`));
  if (filters.hasta)
    where.push(lt(complaints.filedAt, sql`(${filters.hasta}::date + 1)::timestamp at time zone 'America/Lima'`));
  if (filters.q) {
    const sheet = parseSheetNumber(filters.q);
    const like = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const text = or(
      ilike(complaints.email, like),
      ilike(sql`${complaints.firstNames} || ' ' || ${complaints.lastNames}`, like),
      ilike(complaints.documentNumber, like),
    );
    const match = sheet ? or(and(eq(complaints.year, sheet.year), eq(complaints.number, sheet.number)), text) : text;
    if (match) where.push(match);
  }
  return where;
}

export type DeskRow = {
  sheetNumber: string;
  filedAt: string;
  consumer: string;
  kind: "reclamo" | "queja";
  storeName: string;
  /** The printed number of a sheet of a store's physical book; null for one filed online. */
  paperSheetNumber: string | null;
  status: ComplaintRow["status"];
  answerDueOn: string;
  tone: ReturnType<typeof deadlineTone>;
  deadline: string;
};

/** A page of the list: open complaints first by deadline, then the answered ones, newest first. */
export async function listComplaintsForDesk(filters: ComplaintFilters, db: Db = getDb(), now = new Date()) {
  const where = and(...filtersOf(filters));
  const page = filters.pagina ?? 1;
  const rows = await db
    .select()
    .from(complaints)
    .where(where)
    .orderBy(sql`${complaints.status} = 'respondido'`, asc(complaints.answerDueOn), desc(complaints.filedAt))
    .limit(COMPLAINTS_PAGE_SIZE)
    .offset((page - 1) * COMPLAINTS_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(complaints).where(where);
  const today = todayInLima(now);
  const days = [today, ...rows.map((row) => row.answerDueOn)].sort();
  const holidays = await holidaysAround(db, days[0] ?? today, days.at(-1) ?? today);
  return {
    page,
    total: total?.value ?? 0,
    pageSize: COMPLAINTS_PAGE_SIZE,
    rows: rows.map((row): DeskRow => {
      const left = businessDaysLeft(today, row.answerDueOn, holidays);
      const tone = deadlineTone(row.status === "respondido", left, today, row.answerDueOn);
      return {
        sheetNumber: formatSheetNumber(row),
        filedAt: row.filedAt.toISOString(),
        consumer: `${row.firstNames} ${row.lastNames}`,
        kind: row.kind,
        storeName: row.storeName,
        paperSheetNumber: row.paperSheetNumber,
        status: row.status,
        answerDueOn: row.answerDueOn,
        tone,
        deadline: deadlineLabel(tone, left),
      };
    }),
  };
}

async function rowBySheet(db: Db, sheetNumber: string): Promise<ComplaintRow> {
  const sheet = parseSheetNumber(sheetNumber);
  if (!sheet) throw new AppError("NOT_FOUND");
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.year, sheet.year), eq(complaints.number, sheet.number)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The whole sheet for the desk: its fields, deadline, status history and audit trail. */
export async function complaintForDesk(sheetNumber: string, db: Db = getDb(), now = new Date()) {
  const row = await rowBySheet(db, sheetNumber);
  const today = todayInLima(now);
  const [first = today, last = today] = [today, row.answerDueOn].sort();
  const holidays = await holidaysAround(db, first, last);
  const left = businessDaysLeft(today, row.answerDueOn, holidays);
  const tone = deadlineTone(row.status === "respondido", left, today, row.answerDueOn);
  const events = await db
    .select({
      fromStatus: complaintEvents.fromStatus,
      toStatus: complaintEvents.toStatus,
      actor: complaintEvents.actor,
      at: complaintEvents.at,
    })
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, row.id))
    .orderBy(asc(complaintEvents.at));
  const audit = await auditOfEntity(db, "complaint", row.id);
  return {
    id: row.id,
    channel: row.channel,
    sheet: toSheet(row, await listAttachmentInfo(db, row.id)),
    tone,
    deadline: deadlineLabel(tone, left),
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/**
 * Answers a complaint: it moves to 'respondido' (through 'en atención' when still 'recibido'), the answer is stored,
 * the consumer's e-mail queued and the change audited, all in one transaction. A second answer is a conflict.
 */
export async function answerComplaint(
  input: { sheetNumber: string; answerText: string; siteUrl: string; now?: Date },
  actor: AuditActor,
  db: Db = getDb(),
): Promise<void> {
  const row = await rowBySheet(db, input.sheetNumber);
  const at = input.now ?? new Date();
  await db.transaction(async (tx) => {
    if (row.status === "recibido") {
      await updateComplaintStatus(tx, { complaintId: row.id, to: "en_atencion", actor: actor.email, at });
    }
    const answered = await updateComplaintStatus(tx, {
      complaintId: row.id,
      to: "respondido",
      actor: actor.email,
      answerText: input.answerText,
      at,
    });
    if (!answered) {
      throw new AppError("CONFLICT", "Esta hoja ya fue respondida.", { reason: "status" });
    }
    const sheet = toSheet(answered, []);
    await enqueueEmail(tx, {
      dedupeKey: `complaint:${row.id}:answer`,
      template: ANSWER_EMAIL_TEMPLATE,
      to: answered.email,
      ...renderAnswerEmail(sheet, input.siteUrl),
      metadata: { complaintId: row.id, sheetNumber: sheet.sheetNumber },
    });
    await recordAudit(tx, actor, {
      action: "complaints.answer",
      entityType: "complaint",
      entityId: row.id,
      before: { status: row.status, answerText: row.answerText },
      after: { status: answered.status, answerText: answered.answerText, answeredAt: answered.answeredAt },
    });
  });
}

/** The desk's view of a sheet, or a thrown 404 page for an unknown or malformed number. */
export async function complaintForDeskOr404(sheetNumber: string) {
  try {
    return await complaintForDesk(sheetNumber);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** Answers for the route action: null when done, the conflict's message when the sheet was already answered. */
export async function answerFromDesk(
  input: { sheetNumber: string; answerText: string; siteUrl: string },
  actor: AuditActor,
): Promise<string | null> {
  await complaintForDeskOr404(input.sheetNumber);
  try {
    await answerComplaint(input, actor);
    return null;
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") return error.message;
    throw error;
  }
}
