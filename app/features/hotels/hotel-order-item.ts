/**
 * A hotel stay as an item of the order core (pure): what a page hands to the product's quote, what the item stores,
 * its priced lines (nights x room rate, IGV or its exemption) and how pages, e-mails and the voucher describe it.
 */
import type { DocumentType } from "#app/utils/identity-documents.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import type { ItemLine, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type { ItemDescription } from "#app/features/orders/order-product-contract.ts";
import type { ItemSupplierRefs } from "#app/features/orders/order-supplier-contract.ts";
import { BOARD_LABELS, type Board, type CancellationTier, type GuestRoom } from "./hotel-types.ts";
import { IGV_PERCENT, stayAmounts } from "./stay-pricing.ts";

/** The guest a room is booked under (the hotel asks for this person's document at check-in). */
export type LeadGuest = { firstName: string; lastName: string; documentType: DocumentType; documentNumber: string };

/** What the checkout hands to the hotel product's quote. */
export type HotelSelection = {
  slug: string;
  /** The rate's offer id at the supplier (RateOption.offerId; the reserve link's 'tarifa'). */
  offerId: string;
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  /** The buyer declared a foreign tourist not domiciled in Peru (no IGV; documents shown at the hotel). */
  igvExempt: boolean;
  /** One lead guest per room, in room order. */
  guests: LeadGuest[];
  /** The checkout's idempotency key: the supplier's hold answers the first hold again for it. */
  holdKey: string;
};

/** The item's stored snapshot (order_items.details). */
export type HotelItemDetails = {
  hotel: {
    slug: string;
    name: string;
    district: string;
    address: string;
    countryCode: string;
    checkInTime: string;
    checkOutTime: string;
  };
  /** The supplier that answered the rate ("inventory") and its offer id (opaque). */
  supplier: string;
  offerId: string;
  roomName: string;
  rateName: string;
  board: Board;
  refundable: boolean;
  cancellationTiers: CancellationTier[];
  /** The tiers in plain Spanish as of the booking day. */
  cancellation: string[];
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  guests: LeadGuest[];
  igvApplies: boolean;
  igvExempt: boolean;
  /** Nightly amounts of all rooms together, before IGV. */
  nights: Array<{ night: string; amountMinor: number }>;
  holdKey: string;
  /** The supplier's hold and booking references (written by the product as it holds and books; decision 056). */
  supplierRefs?: ItemSupplierRefs;
};

const ORDER_DOCUMENT_TYPES = { DNI: "DNI", CE: "CE", PAS: "PASAPORTE" } as const;

/**
 * The rooms' lead guests as the order's travellers, in room order. A room is registered under one of its adults; the
 * checkout asks no birth date, nationality or sex, so those stay null rather than guessed.
 */
export function hotelOrderTravellersOf(guests: readonly LeadGuest[]): OrderTraveller[] {
  return guests.map((guest) => ({
    type: "ADT",
    documentType: ORDER_DOCUMENT_TYPES[guest.documentType],
    documentNumber: guest.documentNumber,
    firstName: guest.firstName,
    lastName: guest.lastName,
    birthDate: null,
    nationality: null,
    gender: null,
  }));
}

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

/** "2 adultos, 1 niño" for all rooms. */
export function guestsSummary(rooms: readonly GuestRoom[]): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.childrenAges.length, 0);
  return [plural(adults, "adulto", "adultos"), children > 0 ? plural(children, "niño", "niños") : ""]
    .filter(Boolean)
    .join(", ");
}

/**
 * The item's lines (stayAmounts): "n noches x US$ p" at the stay's nightly price before IGV, then IGV per night for
 * hotels in Peru, or a zero line that records its exemption. Nights x the nightly price is the total the results,
 * the hotel's page and the checkout show.
 */
export function hotelLines(
  details: Pick<HotelItemDetails, "nights" | "rooms" | "igvApplies" | "igvExempt">,
): ItemLine[] {
  const amounts = stayAmounts(
    details.nights.map((night) => night.amountMinor),
    details.igvApplies,
  );
  const rooms = details.rooms.length;
  const roomsText = rooms === 1 ? "" : ` (${plural(rooms, "habitación", "habitaciones")})`;
  const unit = formatMoney(amounts.perNightNetMinor, "USD", { alwaysDecimals: true });
  const lines: ItemLine[] = [
    {
      kind: "base",
      code: "NIGHTS",
      label: `${plural(amounts.nights, "noche", "noches")} x ${unit}${amounts.averaged ? " (promedio por noche)" : ""}${roomsText}`,
      quantity: amounts.nights,
      unitMinor: amounts.perNightNetMinor,
      amountMinor: amounts.netMinor,
    },
  ];
  if (!details.igvApplies) return lines;
  lines.push(
    details.igvExempt
      ? {
          kind: "tax",
          code: "IGV_EXEMPT",
          label: "IGV exonerado (turista extranjero no domiciliado)",
          quantity: 1,
          unitMinor: 0,
          amountMinor: 0,
        }
      : {
          kind: "tax",
          code: "IGV",
          label: `IGV (${String(IGV_PERCENT)}%)`,
          quantity: amounts.nights,
          unitMinor: amounts.perNightIgvMinor,
          amountMinor: amounts.igvMinor,
        },
  );
  return lines;
}

/** What pages, e-mails and the voucher show of a stay (amounts come from computeOrderAmounts). */
export function describeHotelItem(details: HotelItemDetails, supplierRef: string | null): ItemDescription {
  const nights = details.nights.length;
  return {
    title: `${details.hotel.name}, ${details.hotel.district}`,
    subtitle: `${details.roomName} · ${details.rateName} · ${plural(nights, "noche", "noches")} · ${guestsSummary(details.rooms)}`,
    facts: [
      { label: "Entrada", value: `${formatDateShort(details.checkIn)} desde las ${details.hotel.checkInTime}` },
      { label: "Salida", value: `${formatDateShort(details.checkOut)} hasta las ${details.hotel.checkOutTime}` },
      { label: "Dirección", value: details.hotel.address },
      {
        label: "Habitación",
        value: `${details.roomName}${details.rooms.length > 1 ? ` x ${String(details.rooms.length)}` : ""}`,
      },
      { label: "Régimen", value: BOARD_LABELS[details.board] },
      ...details.guests.map((guest, index) => ({
        label: details.guests.length === 1 ? "Titular" : `Titular habitación ${String(index + 1)}`,
        value: `${guest.firstName} ${guest.lastName} (${guest.documentType === "PAS" ? "Pasaporte" : guest.documentType} ${guest.documentNumber})`,
      })),
      ...(details.igvApplies
        ? [
            {
              label: "IGV",
              value: details.igvExempt
                ? "Exonerado: presenta en el hotel tu pasaporte y tu Tarjeta Andina de Migración."
                : `Incluido (${String(IGV_PERCENT)}%).`,
            },
          ]
        : []),
      { label: "Cancelación", value: details.cancellation.join(" ") },
    ],
    reference: supplierRef,
    startDate: details.checkIn,
    confirmedHeading: "¡Tu estadía está confirmada!",
    againPath: `/hoteles/${details.hotel.slug}`,
  };
}
