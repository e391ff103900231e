/** Drizzle queries of the bookings domain: rows to BookingDetail, owner conditions. */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { users } from "#server/db/schema/accounts.ts";
import { bookingTickets } from "#server/db/schema/booking-tickets.ts";
import { bookingEvents, bookingPassengers, bookings } from "#server/db/schema/bookings.ts";
import type { BookingDetail, BookingOwner, BookingState } from "./booking-contract.ts";
import { BOOKING_CODE_PATTERN, normalizeBookingCode } from "./booking-keys.server.ts";

export type BookingRow = typeof bookings.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isBookingId = (id: string) => UUID.test(id);

/**
 * The rows an owner may see. A malformed code still gives a condition (one that matches nothing), so a wrong code
 * costs the same query as a wrong e-mail.
 */
export function ownerCondition(owner: BookingOwner): SQL | undefined {
  switch (owner.kind) {
    case "user":
      // Also bookings made as a guest with the account's e-mail, once the account has verified that e-mail.
      return isBookingId(owner.userId)
        ? or(
            eq(bookings.userId, owner.userId),
            and(
              isNull(bookings.userId),
              sql`${bookings.contactEmail} = (select lower(${users.email}) from ${users} where ${users.id} = ${owner.userId} and ${users.emailVerifiedAt} is not null)`,
            ),
          )
        : eq(bookings.code, "------");
    case "checkout":
      return eq(bookings.checkoutId, owner.checkoutId);
    case "code": {
      const code = normalizeBookingCode(owner.code);
      return and(
        eq(bookings.code, BOOKING_CODE_PATTERN.test(code) ? code : "------"),
        eq(bookings.contactEmail, owner.email.trim().toLowerCase()),
      );
    }
  }
}

/** The full detail of these rows (passengers, history, tickets), in the rows' order; three queries in all. */
export async function detailsOf(db: Db | Tx, rows: BookingRow[]): Promise<BookingDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [passengers, events, tickets] = await Promise.all([
    db
      .select()
      .from(bookingPassengers)
      .where(inArray(bookingPassengers.bookingId, ids))
      .orderBy(asc(bookingPassengers.index)),
    db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(asc(bookingEvents.id)),
    db
      .select({
        bookingId: bookingTickets.bookingId,
        passengerIndex: bookingTickets.passengerIndex,
        number: bookingTickets.number,
      })
      .from(bookingTickets)
      .where(inArray(bookingTickets.bookingId, ids))
      .orderBy(asc(bookingTickets.passengerIndex)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    state: row.state,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    offer: row.offer,
    fareFamily: row.fareFamily,
    price: row.price,
    passengers: passengers
      .filter((passenger) => passenger.bookingId === row.id)
      .map((passenger) => ({
        index: passenger.index,
        type: passenger.type,
        documentType: passenger.documentType,
        documentNumber: passenger.documentNumber,
        firstName: passenger.firstName,
        lastName: passenger.lastName,
        birthDate: passenger.birthDate,
        nationality: passenger.nationality,
        gender: passenger.gender as "F" | "M",
      })),
    contact: row.contact,
    invoice: row.invoice ?? null,
    marketingConsent: row.marketingConsent,
    tickets: tickets
      .filter((ticket) => ticket.bookingId === row.id)
      .map((ticket) => ({ passengerIndex: ticket.passengerIndex, number: ticket.number })),
    travelDate: row.travelDate,
    history: events
      .filter((event) => event.bookingId === row.id)
      .map((event) => ({
        from: event.fromState as BookingState | null,
        to: event.toState as BookingState,
        actor: event.actor,
        at: event.at.toISOString(),
      })),
  }));
}
