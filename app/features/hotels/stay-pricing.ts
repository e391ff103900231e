import type { ChildBand, GuestRoom, RatePlanTerms, RoomNight } from "./hotel-types.ts";

/** IGV, Peru's general sales tax, in percent. */
export const IGV_PERCENT = 18;
/** Foreign tourists stay exempt from IGV for at most this many days in Peru (SPEC 9). */
export const IGV_EXEMPT_MAX_DAYS = 59;
/** An adult beyond the room's priced occupancy pays this share of the double price. */
export const EXTRA_ADULT_PERCENT = 30;
/** Children from this age on have their meals priced; younger ones eat free. */
const BOARD_FROM_AGE = 3;

const share = (amountMinor: number, percent: number) => Math.round((amountMinor * percent) / 100);

/** The room's own price on one night for `adults` adults (before the plan's discount, children and board). */
export function occupancyPrice(
  row: Pick<RoomNight, "singleMinor" | "doubleMinor" | "tripleMinor">,
  adults: number,
): number {
  if (adults <= 1) return row.singleMinor ?? row.doubleMinor;
  if (adults === 2) return row.doubleMinor;
  const extra = share(row.doubleMinor, EXTRA_ADULT_PERCENT);
  const base = row.tripleMinor ?? row.doubleMinor + extra;
  return base + (adults - 3) * extra;
}

/** What a child of `age` pays per night: the share of an extra adult that the child's age band sets. */
export function childNightPrice(bands: readonly ChildBand[], age: number, doubleMinor: number): number {
  const band = bands.find((candidate) => age >= candidate.fromAge && age <= candidate.toAge);
  return share(share(doubleMinor, EXTRA_ADULT_PERCENT), band?.percentOfAdult ?? 100);
}

/** One room on one night under a rate plan: occupancy price less the plan's discount, children, and the board. */
export function roomNightPrice(
  row: RoomNight,
  room: GuestRoom,
  plan: RatePlanTerms,
  bands: readonly ChildBand[],
): number {
  const roomPrice =
    occupancyPrice(row, room.adults) +
    room.childrenAges.reduce((sum, age) => sum + childNightPrice(bands, age, row.doubleMinor), 0);
  const discounted = roomPrice - share(roomPrice, plan.discountPercent);
  const boardGuests = room.adults + room.childrenAges.filter((age) => age >= BOARD_FROM_AGE).length;
  return discounted + boardGuests * plan.boardPerGuestMinor;
}

export type StayPrice = {
  /** Before IGV. */
  netMinor: number;
  nights: Array<{ night: string; amountMinor: number }>;
};

/** The stay's price over its nights and rooms (rows in night order, one per night of the stay). */
export function priceStay(
  rows: readonly RoomNight[],
  rooms: readonly GuestRoom[],
  plan: RatePlanTerms,
  bands: readonly ChildBand[],
): StayPrice {
  const nights = rows.map((row) => ({
    night: row.night,
    amountMinor: rooms.reduce((sum, room) => sum + roomNightPrice(row, room, plan, bands), 0),
  }));
  return { netMinor: nights.reduce((sum, night) => sum + night.amountMinor, 0), nights };
}

/**
 * A stay as it is sold: one nightly price, the average of the hotel's nightly amounts before IGV (rounded half up to
 * the cent), with IGV on that nightly price, so nights x the nightly price is exactly the total charged (the order's
 * lines are "n noches x US$ p" and "IGV" per night: order-money adds them up to the same total).
 */
export type StayAmounts = {
  nights: number;
  /** Before IGV, one night (all rooms). */
  perNightNetMinor: number;
  /** IGV of one night; 0 abroad. */
  perNightIgvMinor: number;
  /** What one night costs with IGV where it applies: the figure pages show per night. */
  perNightMinor: number;
  netMinor: number;
  igvMinor: number;
  /** nights x perNightMinor: what a resident pays and every page shows. */
  totalMinor: number;
  /** nights x perNightNetMinor: what a foreign tourist exempt from IGV pays. */
  exemptTotalMinor: number;
  igvApplies: boolean;
  /** The hotel's nightly amounts differ: the nightly price is their average ("Promedio por noche"). */
  averaged: boolean;
};

/** The stay's amounts from its nightly amounts (all rooms, before IGV, in night order). */
export function stayAmounts(nightlyNetMinor: readonly number[], igvApplies: boolean): StayAmounts {
  const nights = nightlyNetMinor.length;
  const sum = nightlyNetMinor.reduce((total, amount) => total + amount, 0);
  const perNightNetMinor = nights === 0 ? 0 : Math.floor((2 * sum + nights) / (2 * nights));
  const perNightIgvMinor = igvApplies ? share(perNightNetMinor, IGV_PERCENT) : 0;
  const perNightMinor = perNightNetMinor + perNightIgvMinor;
  return {
    nights,
    perNightNetMinor,
    perNightIgvMinor,
    perNightMinor,
    netMinor: nights * perNightNetMinor,
    igvMinor: nights * perNightIgvMinor,
    totalMinor: nights * perNightMinor,
    exemptTotalMinor: nights * perNightNetMinor,
    igvApplies,
    averaged: nightlyNetMinor.some((amount) => amount !== nightlyNetMinor[0]),
  };
}

/** IGV applies to hotels in Peru only. */
export const igvAppliesIn = (countryCode: string) => countryCode === "PE";

/** "Promedio por noche" when the nightly price is an average of different nights, else "Por noche". */
export const perNightLabel = (averaged: boolean) => (averaged ? "Promedio por noche" : "Por noche");

/** Whether a guest pays IGV: residents do; foreign tourists only past 59 days or without the migration card. */
export function paysIgv(guest: { resident: boolean; daysInPeru: number; hasMigrationCard: boolean }): boolean {
  return guest.resident || guest.daysInPeru > IGV_EXEMPT_MAX_DAYS || !guest.hasMigrationCard;
}

/** The tax note shown before payment, in plain Spanish. */
export function taxExplanation(countryCode: string): string[] {
  if (countryCode !== "PE")
    return [
      "El precio incluye los impuestos del hotel. En el Perú no se cobra IGV por alojamiento en el extranjero.",
      "Algunos hoteles cobran a la llegada una tasa turística local, que se paga directamente en el hotel.",
    ];
  return [
    `El precio incluye el IGV (${IGV_PERCENT}%), que pagan los residentes en el Perú, peruanos o extranjeros.`,
    `Si eres turista extranjero no domiciliado y tu estadía en el Perú no pasa de ${IGV_EXEMPT_MAX_DAYS} días, no pagas el IGV: presenta en el hotel tu pasaporte y tu Tarjeta Andina de Migración (o el registro migratorio de tu ingreso). Sin esos documentos, el hotel cobra el IGV.`,
  ];
}
