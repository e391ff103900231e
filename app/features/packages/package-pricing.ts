/**
 * A package's price for a choice of rooms (pure): each traveller pays the per-person price of their room's
 * occupancy (single, double, triple) or the child's price up to the package's age limit, plus the departure's
 * supplement. Within Peru the price includes IGV, shown as its own line; the lines add up to the exact total.
 */
import { formatMoney } from "#app/utils/money.ts";
import type { ItemLine } from "#app/features/orders/order-contract.ts";

/** IGV, Peru's general sales tax, in percent (domestic packages). */
export const PACKAGE_IGV_PERCENT = 18;
export const MAX_ADULTS_PER_ROOM = 3;
export const MAX_CHILDREN_PER_ROOM = 2;
export const MAX_ROOMS = 4;

/** One room as chosen: its adults and the ages its children will have on the departure day. */
export type PackageRoom = { adults: number; childrenAges: number[] };

/** Per-person prices of one departure, taxes included (the departure's supplement already added). */
export type PackagePrices = {
  singleMinor: number;
  doubleMinor: number;
  tripleMinor: number;
  childMinor: number;
  childMaxAge: number;
};

export type Occupancy = "single" | "double" | "triple";

const OCCUPANCY_OF: Record<number, Occupancy> = { 1: "single", 2: "double", 3: "triple" };
const OCCUPANCY_LABELS: Record<Occupancy, string> = {
  single: "habitación simple",
  double: "habitación doble",
  triple: "habitación triple",
};

/** The package's prices on one departure: its own prices plus the date's supplement, per person. */
export function departurePrices(
  base: Omit<PackagePrices, "childMaxAge"> & { childMaxAge: number },
  supplementMinor: number,
): PackagePrices {
  return {
    singleMinor: base.singleMinor + supplementMinor,
    doubleMinor: base.doubleMinor + supplementMinor,
    tripleMinor: base.tripleMinor + supplementMinor,
    childMinor: base.childMinor + supplementMinor,
    childMaxAge: base.childMaxAge,
  };
}

/** Why a choice of rooms cannot be sold, in Spanish, or null when it can. */
export function roomsProblem(rooms: readonly PackageRoom[], childMaxAge: number): string | null {
  if (rooms.length === 0 || rooms.length > MAX_ROOMS) return `Elige entre 1 y ${String(MAX_ROOMS)} habitaciones.`;
  for (const room of rooms) {
    if (!Number.isInteger(room.adults) || room.adults < 1 || room.adults > MAX_ADULTS_PER_ROOM)
      return `Cada habitación lleva entre 1 y ${String(MAX_ADULTS_PER_ROOM)} adultos.`;
    if (room.childrenAges.length > MAX_CHILDREN_PER_ROOM)
      return `Cada habitación lleva como máximo ${String(MAX_CHILDREN_PER_ROOM)} niños.`;
    if (room.childrenAges.some((age) => !Number.isInteger(age) || age < 0 || age > childMaxAge))
      return `La tarifa de niño es hasta los ${String(childMaxAge)} años; desde esa edad viajan como adultos.`;
  }
  return null;
}

/** Everyone who travels: one place of the departure each. */
export const placesOf = (rooms: readonly PackageRoom[]) =>
  rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0);

/** The price of one traveller, taxes included, by who they are and the room they share. */
export function personPrice(prices: PackagePrices, occupancy: Occupancy | "child"): number {
  if (occupancy === "child") return prices.childMinor;
  return occupancy === "single" ? prices.singleMinor : occupancy === "double" ? prices.doubleMinor : prices.tripleMinor;
}

/** How many travellers pay each price. */
export function priceGroups(rooms: readonly PackageRoom[]): Array<{ kind: Occupancy | "child"; count: number }> {
  const counts = new Map<Occupancy | "child", number>();
  for (const room of rooms) {
    const occupancy = OCCUPANCY_OF[room.adults] ?? "triple";
    counts.set(occupancy, (counts.get(occupancy) ?? 0) + room.adults);
    if (room.childrenAges.length > 0) counts.set("child", (counts.get("child") ?? 0) + room.childrenAges.length);
  }
  const order: Array<Occupancy | "child"> = ["single", "double", "triple", "child"];
  return order.flatMap((kind) => {
    const count = counts.get(kind) ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}

/** The part of a price with IGV that is not IGV (rounded half up to the cent). */
export const netOfIgv = (grossMinor: number) => Math.round((grossMinor * 100) / (100 + PACKAGE_IGV_PERCENT));

/**
 * The item's lines: one per price ("2 adultos en habitación doble x US$ p"), at the price before IGV within Peru,
 * then the IGV of them all; abroad, the prices as they are. They add up to the total the page shows.
 */
export function packageLines(prices: PackagePrices, rooms: readonly PackageRoom[], igvApplies: boolean): ItemLine[] {
  let igvMinor = 0;
  const lines: ItemLine[] = priceGroups(rooms).map(({ kind, count }) => {
    const gross = personPrice(prices, kind);
    const unit = igvApplies ? netOfIgv(gross) : gross;
    igvMinor += (gross - unit) * count;
    const who =
      kind === "child"
        ? `${String(count)} ${count === 1 ? "niño" : "niños"} (hasta ${String(prices.childMaxAge)} años)`
        : `${String(count)} ${count === 1 ? "adulto" : "adultos"} en ${OCCUPANCY_LABELS[kind]}`;
    return {
      kind: "base",
      code: kind === "child" ? "CHD" : `ADT_${kind.toUpperCase()}`,
      label: `${who} x ${formatMoney(unit, "USD", { alwaysDecimals: true })}`,
      quantity: count,
      unitMinor: unit,
      amountMinor: unit * count,
    };
  });
  if (igvApplies) {
    lines.push({
      kind: "tax",
      code: "IGV",
      label: `IGV (${String(PACKAGE_IGV_PERCENT)}%)`,
      quantity: 1,
      unitMinor: igvMinor,
      amountMinor: igvMinor,
    });
  }
  return lines;
}

/** The total of a choice of rooms, taxes included: what every page shows before the order exists. */
export const packageTotal = (prices: PackagePrices, rooms: readonly PackageRoom[]) =>
  priceGroups(rooms).reduce((sum, group) => sum + personPrice(prices, group.kind) * group.count, 0);
