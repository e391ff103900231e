/**
 * Flights as the order core's first product (issue 31). The booking (bookings, its passengers and seat holds,
 * tickets) is the flight item's own record, sharing the order's id and code; seats are held, released, sold and
 * cancelled only through the offer's supplier (FlightSupplier.booking), by the references it gave (the item's
 * `supplierRefs`, decision 056). The 'Pasajeros' submit (holdBooking, booking-hold.server.ts) writes the booking, then
 * places its order with the core, which calls `hold` here: the supplier's hold, in the same transaction. An unpaid
 * hold ends by the core's expiry job (or its cash code's end), which calls `release` here: the booking follows.
 * Payment confirms here.
 */
import { formatDateShort } from "#app/utils/dates.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { priceOffer } from "#flights";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import type { Order, OrderItem, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import type {
  ItemDescription,
  ItemDocument,
  OrderProduct,
  PenaltyRule,
  QuoteOutcome,
} from "#app/features/orders/order-product-contract.ts";
import { computeOrderAmounts, convert } from "#app/features/orders/index.ts";
import { itemSupplierRefs, PLACEMENT_FAILED, registerOrderProduct } from "#app/features/orders/index.server.ts";
import type { OfferSelection } from "#app/features/flights/flight-offer-types.ts";
import { bookingSupplier } from "#app/features/flights/flight-search-config.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { bookingsConfig } from "./booking-config.server.ts";
import { cancellationEmail, flightCashCodeEmail, voucherConfirmation } from "./booking-emails.server.ts";
import { flightCalendarEvents } from "./booking-ics.ts";
import { detailsOf } from "./booking-queries.server.ts";
import { flightPenalty, flightRetentionMinor } from "./booking-refund.ts";
import { HOLDING_STATES, transitionBooking } from "./booking-states.server.ts";
import { bookingReference, issueTickets } from "./booking-tickets.server.ts";
import { flightLinesOf, type FlightItemDetails } from "./flight-order-lines.ts";
import { flightCashCodeStarted, flightPaymentTerms } from "./flight-payment.server.ts";
import { flightOrderPath } from "./flight-order-path.ts";
import { bookingMoneyOf } from "./booking-money.server.ts";
import { startupSetting } from "#app/platform/startup-config.ts";

export type FlightProductConfig = { siteUrl: string };

const setting = startupSetting<FlightProductConfig>("flight-product", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000" }),
});

const SOLD_OUT_MESSAGE = "Ya no quedan asientos a este precio.";
const FLIGHT_GONE_MESSAGE = "El vuelo que seleccionaste ya no tiene cupos.";

const siteUrl = () => setting.get().siteUrl;

async function bookingDetail(tx: Pick<Tx, "select">, id: string) {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, id));
  const [detail] = await detailsOf(tx as Tx, rows);
  return detail ?? null;
}

/** The flight's record of what was charged (cancellation refunds read it): the kept payment, never another. */
async function recordCharge(tx: Tx, order: Order, payment: OrderPaymentRef | null): Promise<void> {
  const amounts = computeOrderAmounts(order);
  const promo = order.adjustments.find((adjustment) => adjustment.active && adjustment.kind === "promo");
  const discountMinor = -amounts.adjustments
    .filter((line) => line.kind === "promo")
    .reduce((sum, line) => sum + line.amount.chargeMinor, 0);
  const values = {
    priceMinor: amounts.itemsTotal.chargeMinor + discountMinor + amounts.adjustmentsTotal.chargeMinor,
    promoCode: discountMinor > 0 ? (promo?.promoCode ?? null) : null,
    discountMinor,
    totalMinor: payment?.amount.amountMinor ?? amounts.total.chargeMinor,
    paymentId: payment?.id ?? null,
  };
  await tx
    .insert(bookingCharges)
    .values({ bookingId: order.id, ...values, paidAt: new Date() })
    .onConflictDoUpdate({
      target: bookingCharges.bookingId,
      set: { ...values, paidAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** The flight product (selection: an offer, one option per slice, a fare family). */
export const flightOrderProduct: OrderProduct<OfferSelection, FlightItemDetails> = {
  kind: "flight",

  async quote(selection, context): Promise<QuoteOutcome<FlightItemDetails>> {
    const priced = await priceOffer(selection.offerId, {
      optionIds: selection.optionIds,
      fareFamilyCode: selection.fareFamilyCode,
    });
    if (priced.status === "sold_out") return { status: "sold_out", reason: SOLD_OUT_MESSAGE };
    if (priced.status !== "available") return { status: "gone", reason: FLIGHT_GONE_MESSAGE };
    const total = priced.price.totalMinor;
    return {
      status: "available",
      details: { offer: priced.offer, fareFamily: priced.fareFamily, price: priced.price },
      currency: "USD",
      lines: flightLinesOf(priced.price),
      validUntil: priced.expiresAt,
      changed:
        context.seenTotalMinor !== null && context.seenTotalMinor !== total
          ? { previousMinor: context.seenTotalMinor, reason: "Quedan menos asientos a ese precio." }
          : null,
    };
  },

  // The item's seats at the offer's supplier, at the quoted booking classes, under the booking's id as our reference.
  // The supplier refuses when the quoted price has closed: 'sold_out', and placement gives the earlier holds back.
  // Its hold reference goes to placement, which keeps it on the item; the hold ends at our hold minutes, or the
  // supplier's deadline if that is sooner. The seat records point at the booking, which the checkout wrote first.
  async hold(tx, request) {
    const { offer } = request.details;
    const supplier = bookingSupplier(offer.supplier);
    if (!supplier) return { status: "gone", reason: FLIGHT_GONE_MESSAGE };
    const travellers = request.travellerIndexes.map((index) => request.travellers[index]);
    const seated = travellers.filter((traveller) => traveller && traveller.type !== "INF").length;
    const reference = request.productRecordId ?? request.orderId;
    const held = await supplier.hold(tx, { offer, seats: seated, reference, today: todayInLima(request.now) });
    if (held.status === "sold_out") return { status: "sold_out", reason: SOLD_OUT_MESSAGE };
    if (held.status !== "held") return { status: "gone", reason: FLIGHT_GONE_MESSAGE };
    const ours = new Date(request.now.getTime() + bookingsConfig().holdMinutes * 60_000);
    const expiresAt = held.expiresAt && held.expiresAt < ours ? held.expiresAt : ours;
    const supplierRefs = { supplier: offer.supplier, holdRef: held.holdRef, bookingRef: null };
    return { status: "held", expiresAt, supplierRef: null, supplierRefs };
  },

  // An unpaid flight item ends: the booking follows (expired when its hold lapsed, else cancelled), which gives the
  // seats back at the supplier. Placement's compensation comes before any order row: the seats go back by the item's
  // references, and the booking, written in the same transaction, goes with its rollback. No e-mail here: the core
  // queues the order's one (`releasedEmail`, decision 062).
  async release(tx, item, context) {
    if (context.reason === PLACEMENT_FAILED) {
      const refs = itemSupplierRefs(item.details);
      if (refs?.holdRef) await bookingSupplier(refs.supplier)?.release(tx, refs.holdRef);
      return;
    }
    const [row] = await tx
      .select({ id: bookings.id, state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, item.orderId))
      .for("update");
    if (!row || !HOLDING_STATES.includes(row.state)) return;
    const ended = context.reason === "hold_lapsed" ? "expired" : "cancelled";
    await transitionBooking(tx, row.id, row.state, ended, "system");
  },

  // A flight alone whose cash code lapsed: its cancellation e-mail, as before the core sent it (same key and words).
  releasedEmail(order, release) {
    return cancellationEmail(order, release.cash?.code ?? "", siteUrl());
  },

  async confirm(tx, item, context) {
    const id = item.orderId;
    const [row] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, id)).for("update");
    if (!row) throw new Error(`flight item ${item.id} has no booking`);
    if (row.state === "held") await transitionBooking(tx, id, "held", "pending_payment", "payment");
    if (row.state === "held" || row.state === "pending_payment") {
      await transitionBooking(tx, id, "pending_payment", "confirmed", "payment");
    }
    await recordCharge(tx, context.order, context.payment);
    const confirmed = await bookingDetail(tx, id);
    if (!confirmed) throw new Error(`booking ${id} vanished`);
    if (confirmed.state === "confirmed") {
      await issueTickets(tx, confirmed);
      await transitionBooking(tx, id, "confirmed", "ticketed", "system");
    }
    const ticketed = (await bookingDetail(tx, id)) ?? confirmed;
    const tickets = ticketed.tickets.map((ticket) => ticket.number).join(", ");
    return { state: "fulfilled", supplierRef: tickets ? `Boletos ${tickets}` : null };
  },

  cancellationPenalty(item, context): PenaltyRule {
    const details = item.details;
    const fare = { fareFamily: details.fareFamily, flight: details.price };
    const retention = flightRetentionMinor(fare, item.travellerIndexes.length);
    const order = context.order;
    const charged = convert(retention, item.currency, order.chargeCurrency, order.exchangeRate);
    return flightPenalty(fare, charged, context.paidMinor);
  },

  async cancel(tx, item, context) {
    const [row] = await tx
      .select({ state: bookings.state })
      .from(bookings)
      .where(and(eq(bookings.id, item.orderId)))
      .for("update");
    if (row && row.state !== "cancelled" && row.state !== "expired") {
      await transitionBooking(tx, item.orderId, row.state, "cancelled", context.actor, !context.applied.orderStays);
    }
    // The sale is undone at its supplier; the refund stays the core's figures (a supplier's own quote is issue 43's).
    const refs = itemSupplierRefs(item.details);
    if (refs?.bookingRef) await bookingSupplier(refs.supplier)?.cancel(tx, refs.bookingRef);
    // The booking's charge row keeps the core's figures for this item, whoever cancelled.
    const { paidMinor, retainedMinor, refundMinor } = context.applied;
    const refund = {
      retentionMinor: retainedMinor,
      commissionMinor: paidMinor - retainedMinor - refundMinor,
      refundDueMinor: refundMinor,
      refundReason: context.actor === "staff" ? "staff_cancellation" : "customer_cancellation",
    };
    await tx
      .insert(bookingCharges)
      .values({ bookingId: item.orderId, priceMinor: paidMinor, totalMinor: paidMinor, ...refund })
      .onConflictDoUpdate({ target: bookingCharges.bookingId, set: { ...refund, updatedAt: sql`now()` } });
  },

  describe(item): ItemDescription {
    const { offer, fareFamily } = item.details;
    const first = offer.slices[0];
    const last = offer.slices.at(-1);
    const destination = offer.slices.length === 2 ? first?.destination : last?.destination;
    const kinds = { 1: "Solo ida", 2: "Ida y vuelta" } as Record<number, string>;
    return {
      title: `Vuelo ${first?.origin ?? ""} - ${destination ?? ""}`,
      subtitle: `${kinds[offer.slices.length] ?? "Multidestino"} · ${String(item.travellerIndexes.length)} pasajero${item.travellerIndexes.length === 1 ? "" : "s"} · Tarifa ${fareFamily.name}`,
      facts: offer.slices.map((slice, index) => {
        // 'LIM - CUZ, 13/01/2027 05:40' (local time of the departure airport).
        const departure = slice.options[0]?.departureLocal ?? slice.date;
        const time = departure.slice(11, 16);
        return {
          label: `Tramo ${String(index + 1)}`,
          value: `${slice.origin} - ${slice.destination}, ${formatDateShort(departure.slice(0, 10))}${time ? ` ${time}` : ""}`,
        };
      }),
      reference: item.supplierRef,
      startDate: first?.options[0]?.departureLocal.slice(0, 10) ?? first?.date ?? null,
    };
  },

  orderPath: (order) => flightOrderPath(order.id),

  paymentTerms: (order, { dueMinor }) => flightPaymentTerms(order, dueMinor, siteUrl()),
  cashCodeStarted: (tx, order, started) => flightCashCodeStarted(tx, order, started),
  cashCodeEmail: (order) => flightCashCodeEmail(order, siteUrl()),

  // Asked once every item is confirmed: the money then has the ledger's payment and the add-on's policy.
  async confirmation(tx, item) {
    const booking = await bookingDetail(tx, item.orderId);
    const money = booking ? await bookingMoneyOf(tx, booking.id) : null;
    if (!booking || !money) return null;
    return voucherConfirmation(booking, await bookingReference(tx, booking), money, siteUrl());
  },

  // One event per flight segment; the airports' names from reference data.
  async calendarEvents(item, { db }) {
    const booking = await bookingDetail(db, item.orderId);
    if (!booking) return [];
    return flightCalendarEvents(booking, await bookingReference(db, booking), item.id);
  },

  documents(item, context): ItemDocument[] {
    if (item.state !== "fulfilled") return [];
    return [
      {
        kind: "voucher",
        title: "Descargar voucher",
        href: `/booking/voucher/${context.order.id}`,
        fileName: `voucher-${context.order.code}.pdf`,
      },
    ];
  },
};

/** Start-up (flight-product-module.server.ts): the site URL for e-mails. */
export function configureFlightOrderProduct(config: FlightProductConfig): void {
  setting.set(config);
}

/** Tests and scripts without the host: the site URL, and flights as an order product. */
export function registerFlightOrderProduct(config: FlightProductConfig): void {
  configureFlightOrderProduct(config);
  registerOrderProduct(flightOrderProduct);
}

export type FlightOrderItem = OrderItem<FlightItemDetails>;
