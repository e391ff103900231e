/**
 * Placing a flight+hotel basket (issue 41, decision 060): ONE order with the flight's items (and its add-on) and the
 * hotel stay, placed by the order core in one transaction. Both are priced first (each supplier on its own
 * connection), then, under the form's idempotency key: the flight's booking written, the order placed (the core
 * holds the seats, then the room nights; a refused room releases the seats and nothing is written), and the bundle's
 * discount recorded on the hotel item, which the order core's money function takes on the hotel's price.
 *
 * Flight+hotel is no product of its own: it composes two products' public contracts, so neither imports the other.
 */
import type { Db } from "#db";
import { runIdempotent } from "#server/idempotency.ts";
import { addAdjustment, placeOrder } from "#app/features/orders/index.server.ts";
import type { NewOrderItem } from "#app/features/orders/index.server.ts";
import {
  flightHoldRefusal,
  prepareFlightOrder,
  priceFlightSelection,
  type HoldBookingInput,
} from "#app/features/flights/index.server.ts";
import { hotelOrderProduct } from "#app/features/hotels/index.server.ts";
import type { HotelSelection } from "#app/features/hotels/index.ts";
import { flightHotelConfig } from "./flight-hotel-config.server.ts";
import { BUNDLE_DISCOUNT_LABEL, bundleAdjustment, bundleDiscountMinor } from "./basket-money.ts";

export { BUNDLE_DISCOUNT_LABEL };
export const FLIGHT_HOTEL_HOLD_SCOPE = "flight-hotel.hold";

const linesTotal = (items: readonly NewOrderItem[]) =>
  items.reduce((sum, item) => sum + item.lines.reduce((subtotal, line) => subtotal + line.amountMinor, 0), 0);

export type FlightHotelHoldInput = HoldBookingInput & {
  /** The stay; its lead guests are the travellers named by `leadGuestIndexes` (one per room). */
  hotel: Omit<HotelSelection, "guests" | "holdKey">;
  leadGuestIndexes: number[];
};

export type FlightHotelHoldOutcome =
  | { status: "held"; orderId: string; code: string; holdExpiresAt: string }
  | { status: "sold_out" }
  | { status: "gone" }
  | { status: "duplicate"; existingCode: string; passengerName: string; canReplace: boolean }
  /** The room was refused (sold out, gone, the price moved): the hotel's own Spanish reason. */
  | { status: "room_refused"; reason: string };

class RoomRefused extends Error {}
class FlightRefused extends Error {
  readonly status: "sold_out" | "gone";
  constructor(status: "sold_out" | "gone") {
    super(status);
    this.status = status;
  }
}

/** The hotel's selection with its lead guests taken from the travellers (the hotel asks for their documents). */
function hotelSelectionOf(input: FlightHotelHoldInput): HotelSelection {
  const guests = input.leadGuestIndexes.map((index) => {
    const passenger = input.passengers[index];
    if (!passenger || passenger.type !== "ADT") throw new RangeError("a lead guest must be an adult traveller");
    return {
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      // The flight's "PASAPORTE" is the hotel's "PAS" (the same document).
      documentType: passenger.documentType === "PASAPORTE" ? ("PAS" as const) : passenger.documentType,
      documentNumber: passenger.documentNumber.toUpperCase(),
    };
  });
  if (guests.length !== input.hotel.rooms.length) throw new RangeError("one lead guest per room");
  return { ...input.hotel, guests, holdKey: `fh:${input.idempotencyKey}` };
}

/**
 * Holds a flight and a stay as one order, or says why not. The same key and body answer the same order; the same key
 * with another body is a 409 (runIdempotent). Nothing is kept of a refused basket.
 */
export async function holdFlightHotel(db: Db, input: FlightHotelHoldInput): Promise<FlightHotelHoldOutcome> {
  const { idempotencyKey, ...request } = input;
  const selection = hotelSelectionOf(input);
  const now = new Date();
  const [flight, stay] = await Promise.all([
    priceFlightSelection(db, input),
    hotelOrderProduct.quote(selection, { travellers: [], now, seenTotalMinor: null }),
  ]);
  if ("refused" in flight) return flight.refused;
  if (stay.status !== "available") return { status: "room_refused", reason: stay.reason };
  const discountPercent = flightHotelConfig().hotelDiscountPercent;
  try {
    const { value } = await runIdempotent(
      db,
      { scope: FLIGHT_HOTEL_HOLD_SCOPE, key: idempotencyKey, request },
      async (tx): Promise<FlightHotelHoldOutcome> => {
        const part = await prepareFlightOrder(tx, input, flight);
        const hotelItem: NewOrderItem = {
          product: "hotel",
          currency: stay.currency,
          lines: stay.lines,
          travellerIndexes: input.passengers.map((_, index) => index),
          details: stay.details,
          productRecordId: null,
          supplierRef: null,
          holdExpiresAt: null,
          priceValidUntil: null,
        };
        const items = [...part.order.items, hotelItem];
        const placed = await placeOrder(tx, { ...part.order, items }, part.now);
        if (placed.status !== "held") {
          // The flight's items come first: a refusal there is the seats', after them the room's.
          if (placed.itemIndex < part.order.items.length) throw new FlightRefused(placed.status);
          throw new RoomRefused(placed.reason);
        }
        const hotelItemId = placed.itemIds[items.length - 1] ?? null;
        // The flight's items as priced (the add-on included) and the stay: the discount makes the total split evenly.
        const discountMinor = bundleDiscountMinor(
          linesTotal(part.order.items),
          linesTotal([hotelItem]),
          discountPercent,
          input.passengers.length,
        );
        if (discountMinor > 0 && hotelItemId) {
          const { kind, rule, label } = bundleAdjustment(discountMinor, items.length - 1);
          await addAdjustment(
            tx,
            placed.id,
            {
              kind,
              rule,
              label,
              reason: `flight+hotel ${String(discountPercent)}% on the hotel, split evenly among ${String(input.passengers.length)}`,
              promoCode: null,
              itemId: hotelItemId,
            },
            "customer",
          );
        }
        const held = await part.settle(tx, placed.holdExpiresAt);
        return { status: "held", orderId: held.bookingId, code: held.code, holdExpiresAt: held.holdExpiresAt };
      },
    );
    return value;
  } catch (error) {
    if (error instanceof RoomRefused) return { status: "room_refused", reason: error.message };
    if (error instanceof FlightRefused) return { status: error.status };
    const refusal = flightHoldRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
