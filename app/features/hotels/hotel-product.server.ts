/**
 * Hotel stays as a product of the order core (docs/hotels.md, decision 032's port). The supplier's per-night hold
 * is the item's own record (hotel_holds, found by the checkout's key): held with the order, sold on payment,
 * released unpaid, cancelled by the rate plan's tiers with the penalty and the refund due recorded on it.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { hotelHolds } from "#server/db/schema/hotels.ts";
import { isAppError } from "#server/errors.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { OrderItem } from "#app/features/orders/order-contract.ts";
import type { ItemDocument, OrderProduct, QuoteOutcome } from "#app/features/orders/order-product-contract.ts";
import { recordOrderEvent, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { hotelPenalty } from "./cancellation.ts";
import { configureHotelCheckout, siteLink, type HotelCheckoutConfig } from "./hotel-config.server.ts";
import { queueHotelCashCodeEmail, queueHotelConfirmationEmail } from "./hotel-emails.server.ts";
import { describeHotelItem, hotelLines, type HotelItemDetails, type HotelSelection } from "./hotel-order-item.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelSupplier } from "./hotel-suppliers.server.ts";

export type HotelItem = OrderItem<HotelItemDetails>;

export const STAY_GONE_MESSAGE = "Esta tarifa ya no está disponible para tus fechas. Elige otra habitación.";
export const PRICE_CHANGED_REASON = "El hotel cambió la tarifa de alguna de tus noches.";

/** The supplier's hold of an item (by the checkout's key), or null. */
export async function holdOfItem(tx: Pick<Tx, "select">, details: Pick<HotelItemDetails, "holdKey">) {
  const [row] = await tx.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, details.holdKey));
  return row ?? null;
}

/** "KVH-3F9A21C0": the stay's confirmation number, from its hold. */
export const confirmationNumber = (holdId: string) => `KVH-${holdId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;

async function quote(
  selection: HotelSelection,
  context: Parameters<OrderProduct["quote"]>[1],
): Promise<QuoteOutcome<HotelItemDetails>> {
  const today = todayInLima(context.now);
  if (selection.checkIn < today || selection.checkOut <= selection.checkIn) {
    return { status: "gone", reason: "Las fechas de tu estadía ya pasaron. Elige nuevas fechas." };
  }
  const priced = await hotelSupplier().rates(selection.slug, {
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    rooms: selection.rooms,
    today,
  });
  const room = priced?.rooms.find((candidate) => candidate.rates.some((r) => r.ratePlanId === selection.ratePlanId));
  const rate = room?.rates.find((candidate) => candidate.ratePlanId === selection.ratePlanId);
  if (!priced || !room || !rate) return { status: "gone", reason: STAY_GONE_MESSAGE };
  if (!rate.available) return { status: "sold_out", reason: rate.unavailableReason ?? STAY_GONE_MESSAGE };
  const { hotel } = priced;
  const details: HotelItemDetails = {
    hotel: {
      slug: hotel.slug,
      name: hotel.name,
      district: hotel.district,
      address: hotel.address,
      countryCode: hotel.countryCode,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
    },
    roomTypeId: room.roomTypeId,
    roomName: room.name,
    ratePlanId: rate.ratePlanId,
    rateName: rate.name,
    board: rate.board,
    refundable: rate.refundable,
    cancellationTiers: rate.cancellationTiers,
    cancellation: rate.cancellation,
    checkIn: selection.checkIn,
    checkOut: selection.checkOut,
    rooms: selection.rooms,
    guests: selection.guests,
    igvApplies: hotel.countryCode === "PE",
    igvExempt: hotel.countryCode === "PE" && selection.igvExempt,
    nights: rate.nights,
    holdKey: selection.holdKey,
  };
  const lines = hotelLines(details);
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const seen = context.seenTotalMinor;
  return {
    status: "available",
    details,
    currency: "USD",
    lines,
    validUntil: null,
    changed: seen !== null && seen !== total ? { previousMinor: seen, reason: PRICE_CHANGED_REASON } : null,
  };
}

/** Takes the rooms in a savepoint: a refused hold leaves nothing behind in the order's transaction. */
async function takeRooms(tx: Tx, details: HotelItemDetails, key: string, now: Date) {
  try {
    const hold = await tx.transaction((savepoint) =>
      hotelSupplier().hold(savepoint, {
        ratePlanId: details.ratePlanId,
        checkIn: details.checkIn,
        checkOut: details.checkOut,
        rooms: details.rooms,
        today: todayInLima(now),
        idempotencyKey: key,
      }),
    );
    return { status: "held" as const, hold };
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") return { status: "sold_out" as const, reason: error.message };
    if (isAppError(error) && error.status < 500) return { status: "gone" as const, reason: error.message };
    throw error;
  }
}

export const hotelOrderProduct = {
  kind: "hotel",
  quote,

  async hold(tx, request) {
    const taken = await takeRooms(tx, request.details, request.details.holdKey, request.now);
    if (taken.status !== "held") return taken;
    return { status: "held", expiresAt: taken.hold.expiresAt, supplierRef: taken.hold.holdId };
  },

  async release(tx, item) {
    const hold = await holdOfItem(tx, item.details);
    if (hold?.state === "held") await hotelSupplier().release(tx, hold.id);
  },

  async confirm(tx, item, context) {
    let hold = await holdOfItem(tx, item.details);
    if (hold?.state === "held") {
      await hotelSupplier().confirm(tx, hold.id);
    } else if (hold?.state !== "confirmed") {
      // Paid after the hold lapsed: take the rooms again if they are still free, else staff rebook or refund.
      const retaken = await takeRooms(tx, item.details, `${item.details.holdKey}:paid`, context.now);
      if (retaken.status !== "held") {
        await recordOrderEvent(tx, item.orderId, "item", "system", `hotel hold lapsed and ${retaken.reason}`);
        return { state: "confirmed", supplierRef: null };
      }
      await hotelSupplier().confirm(tx, retaken.hold.holdId);
      await tx
        .update(hotelHolds)
        .set({ idempotencyKey: sql`null`, updatedAt: sql`now()` })
        .where(eq(hotelHolds.idempotencyKey, item.details.holdKey));
      await tx
        .update(hotelHolds)
        .set({ idempotencyKey: item.details.holdKey })
        .where(eq(hotelHolds.id, retaken.hold.holdId));
      hold = await holdOfItem(tx, item.details);
    }
    const supplierRef = hold ? confirmationNumber(hold.id) : null;
    await queueHotelConfirmationEmail(tx, { ...item, state: "fulfilled", supplierRef }, context.order, context.payment);
    return { state: "fulfilled", supplierRef };
  },

  cancellationPenalty(item, { now, paidMinor }) {
    return hotelPenalty(item.details.cancellationTiers, paidMinor, item.details.checkIn, todayInLima(now));
  },

  async cancel(tx, item, context) {
    const hold = await holdOfItem(tx, item.details);
    if (hold?.state === "confirmed") await hotelSupplier().cancel(tx, hold.id, todayInLima(context.now));
    if (hold) {
      await tx
        .update(hotelHolds)
        .set({
          penaltyMinor: context.applied.retainedMinor,
          refundDueMinor: context.applied.refundMinor,
          cancelledAt: context.now,
          updatedAt: sql`now()`,
        })
        .where(eq(hotelHolds.id, hold.id));
    }
  },

  describe(item) {
    return describeHotelItem(item.details, item.supplierRef);
  },

  orderPath: (order) => hotelOrderPaths(order.id).page,

  paymentTerms(order) {
    const stay = order.items.find((item) => item.product === "hotel") as HotelItem | undefined;
    // A cash code must be paid by the day before arrival at the latest.
    const arrival = stay ? Date.parse(`${stay.details.checkIn}T00:00:00-05:00`) : null;
    return {
      description: `Hotel ${stay?.details.hotel.name ?? ""}, reserva ${order.code}`,
      returnUrl: siteLink(hotelOrderPaths(order.id).page),
      cashDeadline: arrival === null ? null : new Date(arrival - 24 * 3_600_000),
    };
  },

  // The rooms outlast the code as the order does; its e-mail is queued once per code.
  async cashCodeStarted(tx, order, { cash, holdUntil }) {
    for (const item of order.items) {
      if (item.product !== "hotel") continue;
      const hold = await holdOfItem(tx, (item as HotelItem).details);
      if (hold?.state !== "held") continue;
      await tx
        .update(hotelHolds)
        .set({ expiresAt: holdUntil, updatedAt: sql`now()` })
        .where(eq(hotelHolds.id, hold.id));
    }
    await queueHotelCashCodeEmail(tx, order, cash);
  },

  documents(item, { order }): ItemDocument[] {
    if (item.state !== "fulfilled" && item.state !== "confirmed") return [];
    const paths = hotelOrderPaths(order.id);
    return [
      {
        kind: "hotel-voucher",
        title: "Descargar voucher (PDF)",
        href: paths.voucher,
        fileName: `voucher-hotel-${order.code}.pdf`,
      },
      {
        kind: "calendar",
        title: "Agregar al calendario (.ics)",
        href: paths.calendar,
        fileName: `estadia-${order.code}.ics`,
      },
    ];
  },
} satisfies OrderProduct<HotelSelection, HotelItemDetails>;

/** Start-up: the site URL for e-mails and the gateway's return, and hotel stays as an order product. */
export function registerHotelOrderProduct(config: HotelCheckoutConfig): void {
  configureHotelCheckout(config);
  registerOrderProduct(hotelOrderProduct);
}
