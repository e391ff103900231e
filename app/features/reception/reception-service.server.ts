/** The store reception: check-in (appointment code, pre-registration code or walk-in), turn numbers, the queue. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { appointmentChanges, appointments, storeTurnCounters, storeTurns } from "#server/db/schema/appointments.ts";
import { agencies } from "#server/db/schema/agencies.ts";
import { preRegistrationPassengers, preRegistrations } from "#server/db/schema/pre-registration.ts";
import { renderEmail } from "#server/mail/layout.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { limaDateOf, REASON_LABELS, type Reason } from "#app/features/appointments/index.ts";
import { APPOINTMENT_CODE, type CheckIn } from "./reception-schemas.ts";

export type Turn = { id: string; number: number; reason: Reason; firstName: string | null; email: string | null };

export type CheckInOutcome = { ok: true; turn: Turn; repeated: boolean } | { ok: false; message: string };

export const CHECK_IN_MESSAGES = {
  notFound: "No encontramos ese código para esta tienda. Revísalo o pide ayuda en recepción.",
  notToday: "Tu cita no es para hoy. Revisa la fecha en tu correo o pide ayuda en recepción.",
  cancelled: "Esa cita fue cancelada. Puedes tomar un turno sin cita.",
} as const;

/** The next number of the store's day: the counter row stays locked until the check-in commits, so no gaps. */
async function nextNumber(tx: Tx, agencyId: number, day: string): Promise<number> {
  const [row] = await tx
    .insert(storeTurnCounters)
    .values({ agencyId, day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [storeTurnCounters.agencyId, storeTurnCounters.day],
      set: { lastNumber: sql`${storeTurnCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: storeTurnCounters.lastNumber });
  if (!row) throw new Error("turn counter returned nothing");
  return row.lastNumber;
}

type NewTurn = Omit<typeof storeTurns.$inferInsert, "number" | "day" | "agencyId">;

async function giveTurn(tx: Tx, agencyId: number, day: string, values: NewTurn): Promise<Turn> {
  const number = await nextNumber(tx, agencyId, day);
  const [row] = await tx
    .insert(storeTurns)
    .values({ ...values, agencyId, day, number })
    .returning({
      id: storeTurns.id,
      number: storeTurns.number,
      reason: storeTurns.reason,
      firstName: storeTurns.firstName,
      email: storeTurns.email,
    });
  if (!row) throw new Error("turn insert returned nothing");
  if (row.email) await mailTurn(tx, agencyId, row);
  return row;
}

async function mailTurn(tx: Tx, agencyId: number, turn: Turn & { email: string | null }): Promise<void> {
  const [store] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  const content = renderEmail({
    subject: `Tu turno en ${store?.name ?? "nuestra tienda"}: ${String(turn.number)}`,
    preheader: "Te llamaremos por tu número en la pantalla de la tienda.",
    heading: turn.firstName ? `Hola, ${turn.firstName}` : "Hola",
    paragraphs: [
      `Tu número de turno es el ${String(turn.number)} (${REASON_LABELS[turn.reason]}).`,
      "Te llamaremos por tu número en la pantalla de la tienda. Gracias por esperar.",
    ],
  });
  await enqueueEmail(tx, {
    dedupeKey: `store-turn:${turn.id}`,
    template: "store-turn",
    to: turn.email ?? "",
    ...content,
  });
}

async function turnWhere(tx: Tx, condition: ReturnType<typeof eq>): Promise<Turn | null> {
  const [row] = await tx
    .select({
      id: storeTurns.id,
      number: storeTurns.number,
      reason: storeTurns.reason,
      firstName: storeTurns.firstName,
      email: storeTurns.email,
    })
    .from(storeTurns)
    .where(condition)
    .limit(1);
  return row ?? null;
}

async function checkInAppointment(tx: Tx, agencyId: number, day: string, code: string): Promise<CheckInOutcome> {
  // Locks the appointment: a double tap waits here and then finds the turn the first one gave.
  const [row] = await tx.select().from(appointments).where(eq(appointments.code, code)).for("update").limit(1);
  if (row?.agencyId !== agencyId) return { ok: false, message: CHECK_IN_MESSAGES.notFound };
  if (row.status === "cancelled") return { ok: false, message: CHECK_IN_MESSAGES.cancelled };
  if (limaDateOf(row.startsAt) !== day) return { ok: false, message: CHECK_IN_MESSAGES.notToday };
  const existing = await turnWhere(tx, eq(storeTurns.appointmentId, row.id));
  if (existing) return { ok: true, turn: existing, repeated: true };
  await tx.update(appointments).set({ status: "checked_in", updatedAt: new Date() }).where(eq(appointments.id, row.id));
  await tx.insert(appointmentChanges).values({ appointmentId: row.id, action: "checked_in", actor: "recepcion" });
  const turn = await giveTurn(tx, agencyId, day, {
    source: "cita",
    reason: row.reason,
    appointmentId: row.id,
    firstName: row.firstName,
    email: row.email,
  });
  return { ok: true, turn, repeated: false };
}

async function checkInPreRegistration(tx: Tx, agencyId: number, day: string, code: string): Promise<CheckInOutcome> {
  const [registration] = await tx
    .select({ id: preRegistrations.id, agencyId: preRegistrations.agencyId })
    .from(preRegistrations)
    .where(eq(preRegistrations.inscriptionCode, code))
    .for("update")
    .limit(1);
  if (registration?.agencyId !== agencyId) return { ok: false, message: CHECK_IN_MESSAGES.notFound };
  const existing = await turnWhere(
    tx,
    and(eq(storeTurns.preRegistrationId, registration.id), eq(storeTurns.day, day)) as ReturnType<typeof eq>,
  );
  if (existing) return { ok: true, turn: existing, repeated: true };
  const [first] = await tx
    .select({ firstName: preRegistrationPassengers.firstName, email: preRegistrationPassengers.email })
    .from(preRegistrationPassengers)
    .where(
      and(eq(preRegistrationPassengers.registrationId, registration.id), eq(preRegistrationPassengers.position, 0)),
    );
  const turn = await giveTurn(tx, agencyId, day, {
    source: "preinscripcion",
    reason: "paquetes",
    preRegistrationId: registration.id,
    firstName: first?.firstName ?? null,
    email: first?.email ?? null,
  });
  return { ok: true, turn, repeated: false };
}

/** Checks a customer in at a store and gives a turn number of the store's Lima day; one turn per code and day. */
export async function checkIn(
  db: Db,
  agencyId: number,
  input: CheckIn,
  now: Date = new Date(),
): Promise<CheckInOutcome> {
  const day = limaDateOf(now);
  return db.transaction(async (tx) => {
    if (input.kind === "codigo") {
      return APPOINTMENT_CODE.test(input.code)
        ? checkInAppointment(tx, agencyId, day, input.code)
        : checkInPreRegistration(tx, agencyId, day, input.code);
    }
    const turn = await giveTurn(tx, agencyId, day, {
      source: "sin-cita",
      reason: input.reason,
      firstName: input.firstName || null,
      email: input.email || null,
    });
    return { ok: true, turn, repeated: false };
  });
}

export type QueueView = {
  called: Array<{ number: number; desk: number | null; reason: Reason }>;
  waiting: Array<{ number: number; reason: Reason }>;
};

/** Today's queue of a store: the latest numbers called (newest first) and those waiting (oldest first). */
export async function storeQueue(db: Db | Tx, agencyId: number, now: Date = new Date()): Promise<QueueView> {
  const today = and(eq(storeTurns.agencyId, agencyId), eq(storeTurns.day, limaDateOf(now)));
  const [called, waiting] = await Promise.all([
    db
      .select({ number: storeTurns.number, desk: storeTurns.desk, reason: storeTurns.reason })
      .from(storeTurns)
      .where(and(today, eq(storeTurns.status, "called")))
      .orderBy(desc(storeTurns.calledAt), desc(storeTurns.number))
      .limit(6),
    db
      .select({ number: storeTurns.number, reason: storeTurns.reason })
      .from(storeTurns)
      .where(and(today, eq(storeTurns.status, "waiting")))
      .orderBy(asc(storeTurns.number))
      .limit(100),
  ]);
  return { called, waiting };
}

/** A waiting or called turn as the store's staff see it: who booked it and their note, when it came from an appointment. */
export type StaffTurn = {
  number: number;
  reason: Reason;
  appointment: { code: string; firstName: string; comment: string | null } | null;
};

/**
 * The staff page's view of today's queue (never the public display's): the turns waiting, oldest first, and the one
 * just called, each with its appointment's code, first name and the customer's note for the adviser.
 */
export async function staffTurns(db: Db | Tx, agencyId: number, numbers: "waiting" | number, now = new Date()) {
  const today = and(eq(storeTurns.agencyId, agencyId), eq(storeTurns.day, limaDateOf(now)));
  const rows = await db
    .select({
      number: storeTurns.number,
      reason: storeTurns.reason,
      code: appointments.code,
      firstName: appointments.firstName,
      comment: appointments.comment,
    })
    .from(storeTurns)
    .leftJoin(appointments, eq(appointments.id, storeTurns.appointmentId))
    .where(and(today, numbers === "waiting" ? eq(storeTurns.status, "waiting") : eq(storeTurns.number, numbers)))
    .orderBy(asc(storeTurns.number))
    .limit(100);
  return rows.map((row): StaffTurn => ({
    number: row.number,
    reason: row.reason,
    appointment: row.code ? { code: row.code, firstName: row.firstName ?? "", comment: row.comment } : null,
  }));
}

/** Calls the lowest waiting number of the day to a desk; null when nobody waits. Two desks never get the same one. */
export async function callNext(db: Db, agencyId: number, desk: number, now: Date = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: storeTurns.id })
      .from(storeTurns)
      .where(
        and(eq(storeTurns.agencyId, agencyId), eq(storeTurns.day, limaDateOf(now)), eq(storeTurns.status, "waiting")),
      )
      .orderBy(asc(storeTurns.number))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [called] = await tx
      .update(storeTurns)
      .set({ status: "called", desk, calledAt: now })
      .where(and(eq(storeTurns.id, next.id), eq(storeTurns.status, "waiting")))
      .returning({ number: storeTurns.number });
    return called?.number ?? null;
  });
}

/** Active stores for the kiosk's and the staff page's store choice. */
export async function receptionStores(db: Db | Tx): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.active, true))
    .orderBy(asc(agencies.sortOrder), asc(agencies.id));
}
