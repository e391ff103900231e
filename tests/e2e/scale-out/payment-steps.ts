import { and, count, eq } from "drizzle-orm";
import { expect } from "@playwright/test";
import { VOUCHER_EMAIL_TEMPLATE } from "#app/features/flights/booking/booking-emails.server.ts";
import { inventoryRow } from "#tests/support/flight-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { Db } from "#server/db/client.ts";
import { bookingTickets } from "#server/db/schema/booking-tickets.ts";
import { bookingEvents, bookings } from "#server/db/schema/bookings.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { paymentEvents, paymentNotifications, payments } from "#server/db/schema/payments.ts";
import { signatureHeader, SIGNATURE_HEADER } from "#server/sandbox-gateway/gateway-notifier.ts";
import { sandboxGatewayNotifications, sandboxGatewaySessions } from "#server/sandbox-gateway/gateway-schema.ts";
import {
  directOffer,
  newVisitor,
  openCheckout,
  payAtGateway,
  payByCard,
  send,
  submitPassengers,
  type Node,
  type Visitor,
} from "./http-visitor.ts";
import { SANDBOX_SECRET } from "./instances.ts";

export type PaidBooking = {
  buyer: Visitor;
  bookingId: string;
  offer: FlightOffer;
  /** The flight-date's sold seats once the booking held its seat, before it was paid. */
  soldBefore: number;
};

/**
 * A guest holds a seat and starts paying by card on `started`; the card is paid on the gateway's page of `notified`,
 * whose notifier delivers the approval to `notified` itself; meanwhile the buyer comes back to `started` (which asks
 * the gateway), and the same signed event is delivered twice more to each instance.
 */
export async function payOnOneNotifyOnOther(db: Db, started: Node, notified: Node, email: string) {
  const buyer = newVisitor();
  const offer = await directOffer(started, "TRU", 43);
  await openCheckout(started, buyer, offer);
  expect((await submitPassengers(started, buyer, 4000, email)).status()).toBe(302);
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.contactEmail, email));
  const bookingId = booking?.id ?? "";
  const soldBefore = (await inventoryRow(db, offer))?.sold ?? 0;

  const cardPage = await payByCard(started, buyer);
  expect(cardPage.startsWith(`${started.url}/pasarela-demo/tarjeta/`), cardPage).toBe(true);
  const back = await payAtGateway(notified, cardPage);
  expect(back.startsWith(`${started.url}/booking/procesando`), back).toBe(true);
  const sessionId = new URL(cardPage).pathname.split("/").at(-1) ?? "";

  const [event] = await db
    .select({ body: sandboxGatewayNotifications.body })
    .from(sandboxGatewayNotifications)
    .innerJoin(sandboxGatewaySessions, eq(sandboxGatewaySessions.id, sandboxGatewayNotifications.sessionId))
    .where(eq(sandboxGatewaySessions.id, sessionId));
  const body = JSON.stringify(event?.body ?? {});
  const redelivery = (node: Node) =>
    send(node, newVisitor(), "POST", "/api/v1/payments/notifications/sandbox", {
      raw: body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signatureHeader(SANDBOX_SECRET, body, new Date()),
      },
      fromServer: true,
    });
  const [processing, ...deliveries] = await Promise.all([
    send(started, buyer, "GET", new URL(back).pathname + new URL(back).search),
    redelivery(started),
    redelivery(notified),
    redelivery(started),
    redelivery(notified),
  ]);
  expect(processing.status()).toBeLessThan(500);
  for (const delivery of deliveries) expect(delivery.status(), await delivery.text()).toBe(200);
  return {
    buyer,
    bookingId,
    offer,
    soldBefore,
    eventId: typeof event?.body.eventId === "string" ? event.body.eventId : "",
  };
}

/** The order completed once: one approval, one confirmation, one ticket, one voucher, one seat sold. */
export async function expectPaidOnce(db: Db, paid: PaidBooking & { eventId: string }): Promise<void> {
  await expect
    .poll(async () => {
      const [row] = await db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, paid.bookingId));
      return row?.state;
    })
    .toBe("ticketed");
  const transitions = await db
    .select({ to: bookingEvents.toState })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, paid.bookingId))
    .orderBy(bookingEvents.id);
  expect(transitions.map((row) => row.to)).toEqual(["held", "pending_payment", "confirmed", "ticketed"]);
  const paymentRows = await db.select().from(payments).where(eq(payments.payableId, paid.bookingId));
  expect(paymentRows.map((row) => `${row.status}${row.needsRefund ? " needs refund" : ""}`)).toEqual(["approved"]);
  const approvals = await db
    .select({ n: count() })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentRows[0]?.id ?? ""), eq(paymentEvents.toStatus, "approved")));
  expect(approvals[0]?.n).toBe(1);
  const recorded = await db
    .select({ n: count() })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.provider, "sandbox"), eq(paymentNotifications.eventId, paid.eventId)));
  expect(recorded[0]?.n).toBe(1);
  const tickets = await db.select().from(bookingTickets).where(eq(bookingTickets.bookingId, paid.bookingId));
  expect(tickets).toHaveLength(1);
  const vouchers = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, VOUCHER_EMAIL_TEMPLATE),
        eq(emailOutbox.dedupeKey, `${VOUCHER_EMAIL_TEMPLATE}:${paid.bookingId}`),
      ),
    );
  expect(vouchers[0]?.n).toBe(1);
  expect(await inventoryRow(db, paid.offer)).toMatchObject({ sold: paid.soldBefore + 1, held: 0 });
}
