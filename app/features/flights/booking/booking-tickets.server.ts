/**
 * Ticketing (issue 19): one 13-digit ticket number per passenger, the validating airline's 3-digit prefix plus a
 * random 10-digit serial, unique across all bookings (the booking_tickets unique index). Inside the caller's
 * transaction; a booking already ticketed keeps its numbers.
 */
import { randomInt } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "#db";
import { bookingTickets } from "#server/db/schema/booking-tickets.ts";
import { airlines } from "#server/db/schema/flights.ts";
import { airports } from "#server/db/schema/geography.ts";
import type { BookingDetail, BookingTicket } from "./booking-contract.ts";
import type { VoucherReference } from "./voucher-content.ts";

/** Prefix + 10 random digits. */
export function ticketNumber(prefix: string): string {
  const serial = `${String(randomInt(0, 100_000)).padStart(5, "0")}${String(randomInt(0, 100_000)).padStart(5, "0")}`;
  return `${prefix}${serial}`;
}

/** Issues the missing ticket numbers of a booking and returns all of them, by passenger. */
export async function issueTickets(tx: Tx, booking: BookingDetail): Promise<BookingTicket[]> {
  const carrier = booking.offer.validatingCarrier;
  const [airline] = await tx.select({ prefix: airlines.ticketPrefix }).from(airlines).where(eq(airlines.code, carrier));
  if (!airline) throw new Error(`airline ${carrier} has no ticket prefix`);
  const existing = await tx
    .select({ passengerIndex: bookingTickets.passengerIndex })
    .from(bookingTickets)
    .where(eq(bookingTickets.bookingId, booking.id));
  const done = new Set(existing.map((row) => row.passengerIndex));
  for (const passenger of booking.passengers) {
    if (done.has(passenger.index)) continue;
    // A collision with another booking's number (1 in 10^10 per ticket) draws again; no error aborts the transaction.
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await tx
        .insert(bookingTickets)
        .values({
          bookingId: booking.id,
          passengerIndex: passenger.index,
          number: ticketNumber(airline.prefix),
          carrier,
        })
        .onConflictDoNothing()
        .returning({ number: bookingTickets.number });
      if (inserted.length > 0) break;
      if (attempt === 4) throw new Error("could not draw a unique ticket number");
    }
  }
  const rows = await tx
    .select({ passengerIndex: bookingTickets.passengerIndex, number: bookingTickets.number })
    .from(bookingTickets)
    .where(eq(bookingTickets.bookingId, booking.id));
  return rows.sort((a, b) => a.passengerIndex - b.passengerIndex);
}

/**
 * Airline and airport names of a booking's flights, read with the caller's handle (inside a payment's transaction
 * the embedded database has no second connection for the flights service's own queries).
 */
export async function bookingReference(tx: Pick<Tx, "select">, booking: BookingDetail): Promise<VoucherReference> {
  const segments = booking.offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);
  const carriers = [...new Set(segments.flatMap((segment) => [segment.marketingCarrier, segment.operatingCarrier]))];
  const codes = [...new Set(segments.flatMap((segment) => [segment.origin, segment.destination]))];
  // One after the other: a transaction's connection runs one query at a time.
  const airlineRows = carriers.length
    ? await tx
        .select({ code: airlines.code, name: airlines.name })
        .from(airlines)
        .where(inArray(airlines.code, carriers))
    : [];
  const airportRows = codes.length
    ? await tx
        .select({
          iata: airports.iata,
          city: airports.city,
          airportName: airports.airportName,
          countryCode: airports.countryCode,
          timeZone: airports.timeZone,
        })
        .from(airports)
        .where(inArray(airports.iata, codes))
    : [];
  return {
    airlines: Object.fromEntries(airlineRows.map((row) => [row.code, row])),
    airports: Object.fromEntries(airportRows.map((row) => [row.iata, row])),
  };
}
