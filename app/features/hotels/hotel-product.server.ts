/**
 * Hotel stays as a product of the order core (docs/hotels.md, decision 032's port). The stay is held, booked,
 * released and cancelled only through the supplier's port, by the references it gave, which the item keeps
 * (`supplierRefs`, decision 056): held with the order, booked on payment, released unpaid, cancelled by the rate's
 * tiers with the agency's penalty and refund due handed to the supplier's record.
 */
import type { Tx } from "#db";
import { todayInLima } from "#app/utils/dates.ts";
import type { OrderItem } from "#app/features/orders/order-contract.ts";
import type { ItemDocument, OrderProduct, QuoteOutcome } from "#app/features/orders/order-product-contract.ts";
import {
  itemSupplierRefs,
  recordOrderEvent,
  registerOrderProduct,
  setItemSupplierRefs,
} from "#app/features/orders/index.server.ts";
import { hotelPenalty } from "./cancellation.ts";
import { configureHotelCheckout, siteLink, type HotelCheckoutConfig } from "./hotel-config.server.ts";
import { hotelCashCodeEmail, hotelConfirmation } from "./hotel-emails.server.ts";
import { hotelCalendarEvents } from "./hotel-voucher.ts";
import { describeHotelItem, hotelLines, type HotelItemDetails, type HotelSelection } from "./hotel-order-item.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelSupplier, hotelSupplierOf } from "./hotel-suppliers.server.ts";
import { StayRefusal } from "./hotel-supplier.ts";

export type HotelItem = OrderItem<HotelItemDetails>;

export const STAY_GONE_MESSAGE = "Esta tarifa ya no está disponible para tus fechas. Elige otra habitación.";
export const STAY_SOLD_OUT_MESSAGE =
  "Ya no quedan habitaciones con esta tarifa para tus fechas. Elige otra habitación.";
export const PRICE_CHANGED_REASON = "El hotel cambió la tarifa de alguna de tus noches.";

/** The supplier's hold reference of an item (null before its hold). */
export const holdRefOfItem = (item: Pick<HotelItem, "details">) => itemSupplierRefs(item.details)?.holdRef ?? null;

/** The supplier that gave an item's references (before its hold, the one that quoted it), never just the selling one. */
const supplierOfItem = (item: Pick<HotelItem, "details">) =>
  hotelSupplierOf(itemSupplierRefs(item.details)?.supplier ?? item.details.supplier);

/** A held stay's rooms kept until `until` (a cash code's deadline), at its supplier. */
export async function extendItemHold(tx: Tx, item: Pick<HotelItem, "details">, until: Date): Promise<void> {
  const holdRef = holdRefOfItem(item);
  if (holdRef) await supplierOfItem(item).extend(tx, holdRef, until);
}

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
  const room = priced?.rooms.find((candidate) => candidate.rates.some((r) => r.offerId === selection.offerId));
  const rate = room?.rates.find((candidate) => candidate.offerId === selection.offerId);
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
    supplier: hotelSupplier().id,
    offerId: rate.offerId,
    roomName: room.name,
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
      supplierOfItem({ details }).hold(savepoint, {
        offerId: details.offerId,
        checkIn: details.checkIn,
        checkOut: details.checkOut,
        rooms: details.rooms,
        today: todayInLima(now),
        idempotencyKey: key,
      }),
    );
    return { status: "held" as const, hold };
  } catch (error) {
    // Only a refusal in the port's terms refuses the order; anything else a supplier throws is a failure, never text
    // shown to the customer.
    if (!(error instanceof StayRefusal)) throw error;
    if (error.kind === "sold_out")
      return { status: "sold_out" as const, reason: error.customerMessage ?? STAY_SOLD_OUT_MESSAGE };
    return { status: "gone" as const, reason: error.customerMessage ?? STAY_GONE_MESSAGE };
  }
}

export const hotelOrderProduct = {
  kind: "hotel",
  quote,

  async hold(tx, request) {
    const taken = await takeRooms(tx, request.details, request.details.holdKey, request.now);
    if (taken.status !== "held") return taken;
    // The supplier's hold reference (decision 056), which placement keeps on the item: release, payment and cancel
    // hand it back. Nothing is shown to the customer until the stay is booked.
    const supplierRefs = { supplier: request.details.supplier, holdRef: taken.hold.holdRef, bookingRef: null };
    return { status: "held", expiresAt: taken.hold.expiresAt, supplierRef: null, supplierRefs };
  },

  async release(tx, item) {
    const holdRef = holdRefOfItem(item);
    if (holdRef) await supplierOfItem(item).release(tx, holdRef);
  },

  async confirm(tx, item, context) {
    const refs = itemSupplierRefs(item.details);
    const supplier = supplierOfItem(item);
    let booked = refs?.holdRef ? await supplier.confirm(tx, refs.holdRef) : null;
    let holdRef = refs?.holdRef ?? null;
    if (!booked) {
      // Paid after the hold lapsed: take the rooms again if they are still free, else staff rebook or refund.
      const retaken = await takeRooms(tx, item.details, `${item.details.holdKey}:paid`, context.now);
      if (retaken.status !== "held") {
        await recordOrderEvent(tx, item.orderId, "item", "system", `hotel hold lapsed and ${retaken.reason}`);
        return { state: "confirmed", supplierRef: null };
      }
      holdRef = retaken.hold.holdRef;
      booked = await supplier.confirm(tx, holdRef);
    }
    if (booked)
      await setItemSupplierRefs(tx, item.id, { supplier: supplier.id, holdRef, bookingRef: booked.bookingRef });
    return { state: "fulfilled", supplierRef: booked?.confirmation ?? null };
  },

  cancellationPenalty(item, { now, paidMinor }) {
    return hotelPenalty(item.details.cancellationTiers, paidMinor, item.details.checkIn, todayInLima(now));
  },

  async cancel(tx, item, context) {
    // Cancelled by the booking's reference only: a stay paid after its hold lapsed and not booked again has none.
    const bookingRef = itemSupplierRefs(item.details)?.bookingRef;
    if (!bookingRef) return;
    const { retainedMinor, refundMinor } = context.applied;
    await supplierOfItem(item).cancel(tx, bookingRef, {
      today: todayInLima(context.now),
      applied: { penaltyMinor: retainedMinor, refundMinor, at: context.now },
    });
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

  // The rooms outlast the code as the order does; the core queues its e-mail once per code.
  async cashCodeStarted(tx, order, { holdUntil }) {
    for (const item of order.items) {
      if (item.product !== "hotel") continue;
      await extendItemHold(tx, item as HotelItem, holdUntil);
    }
  },
  cashCodeEmail: hotelCashCodeEmail,

  // Only a booked stay is confirmed to the customer (a lapsed hold not taken again waits for staff).
  async confirmation(tx, item, { order, payment }) {
    if (item.state !== "fulfilled") return null;
    return hotelConfirmation(tx, item, order, payment);
  },

  // Check-in and check-out at the hotel's times, in its zone.
  calendarEvents: async (item, { order }) => hotelCalendarEvents(order, item),

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
