/**
 * A tour package as an item of the order core (pure): what a page hands to the product's quote, what the item
 * stores, its cancellation rule by the package's own tiers, and how pages, e-mails and the voucher describe it.
 */
import { addDays, daysBetween, formatDateShort, formatDayMonth } from "#app/utils/dates.ts";
import type { ItemDescription, PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import type { ItemSupplierRefs } from "#app/features/orders/order-supplier-contract.ts";
import { placesOf, type PackagePrices, type PackageRoom } from "./package-pricing.ts";

/** From `daysBefore` days before departure on, the operator keeps `penaltyPercent` (travel_packages' tiers). */
export type PackageCancellationTier = { daysBefore: number; penaltyPercent: number };

/** What the package checkout hands to the product's quote. */
export type PackageSelection = {
  slug: string;
  departureDate: string;
  rooms: PackageRoom[];
  /** The checkout's idempotency key: a retried hold answers the first one. */
  holdKey: string;
};

/** The item's stored snapshot (order_items.details). */
export type PackageItemDetails = {
  slug: string;
  name: string;
  duration: string;
  destinationName: string;
  departureDate: string;
  returnDate: string;
  rooms: PackageRoom[];
  places: number;
  prices: PackagePrices;
  igvApplies: boolean;
  hotel: { name: string; stars: number } | null;
  included: string[];
  itinerary: string[];
  documents: string[];
  cancellationTiers: PackageCancellationTier[];
  /** The tiers in plain Spanish as of the booking day. */
  cancellation: string[];
  holdKey: string;
  /** Our allotment's hold (and, once sold, booking) reference (decision 056). */
  supplierRefs?: ItemSupplierRefs;
};

const ordered = (tiers: readonly PackageCancellationTier[]) => [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);

/** The share of the package the operator keeps when cancelling `daysLeft` days before departure. */
export function packagePenaltyPercent(tiers: readonly PackageCancellationTier[], daysLeft: number): number {
  return ordered(tiers).find((tier) => daysLeft >= tier.daysBefore)?.penaltyPercent ?? 100;
}

export const PACKAGE_COMMISSION_NOTE = "Si cancelas, la agencia retiene además su comisión: el 10 % de lo pagado.";
export const PACKAGE_STARTED_MESSAGE = "El viaje ya empezó: para cambios, comunícate con un asesor.";

/**
 * The tiers in plain Spanish for a departure, from `today` on: "Sin penalidad hasta el 12 de enero", "Del 13 al 26
 * de enero se retiene el 30 % del paquete", "Desde el 31 de enero, o si no viajas, se retiene el 100 %".
 */
export function describePackageCancellation(
  tiers: readonly PackageCancellationTier[],
  departureDate: string,
  today: string,
): string[] {
  const lines: string[] = [];
  let from = today;
  for (const tier of ordered(tiers)) {
    if (tier.daysBefore > 0) {
      const end = addDays(departureDate, -tier.daysBefore);
      if (end < today) continue;
      lines.push(
        tier.penaltyPercent === 0
          ? `Sin penalidad del operador hasta el ${formatDayMonth(end)}.`
          : `Del ${formatDayMonth(from)} al ${formatDayMonth(end)} se retiene el ${String(tier.penaltyPercent)} % del paquete.`,
      );
      from = addDays(end, 1);
    } else {
      lines.push(
        `Desde el ${formatDayMonth(from)}, o si no viajas, se retiene el ${String(tier.penaltyPercent)} % del paquete.`,
      );
    }
  }
  lines.push(PACKAGE_COMMISSION_NOTE);
  return lines;
}

/** The package's rule for the order core's cancellation: its tier's share of what was paid, kept by the operator. */
export function packagePenalty(
  tiers: readonly PackageCancellationTier[],
  paidMinor: number,
  departureDate: string,
  today: string,
): PenaltyRule {
  if (today >= departureDate) return { outcome: "refuse", reason: PACKAGE_STARTED_MESSAGE };
  const percent = packagePenaltyPercent(tiers, daysBetween(today, departureDate));
  const retainedMinor = Math.round((paidMinor * percent) / 100);
  const rule =
    percent === 0
      ? "el operador no retiene nada en esta fecha"
      : `el operador retiene el ${String(percent)} % del paquete según sus condiciones`;
  return { outcome: "cancel", retainedMinor, rule };
}

/** "2 adultos, 1 niño · 1 habitación". */
export function roomsSummary(rooms: readonly PackageRoom[]): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = placesOf(rooms) - adults;
  const parts = [`${String(adults)} ${adults === 1 ? "adulto" : "adultos"}`];
  if (children > 0) parts.push(`${String(children)} ${children === 1 ? "niño" : "niños"}`);
  return `${parts.join(", ")} · ${String(rooms.length)} ${rooms.length === 1 ? "habitación" : "habitaciones"}`;
}

/** What pages, e-mails and the voucher show of a package (amounts come from computeOrderAmounts). */
export function describePackageItem(details: PackageItemDetails, supplierRef: string | null): ItemDescription {
  return {
    title: `Paquete ${details.name}`,
    subtitle: `${details.duration} · ${roomsSummary(details.rooms)}`,
    facts: [
      { label: "Salida", value: formatDateShort(details.departureDate) },
      { label: "Regreso", value: formatDateShort(details.returnDate) },
      ...(details.hotel
        ? [{ label: "Hotel", value: `${details.hotel.name} (${String(details.hotel.stars)} estrellas)` }]
        : []),
      { label: "Incluye", value: details.included.join(" · ") },
      { label: "Documentos", value: details.documents.join(" · ") },
      ...(details.igvApplies ? [{ label: "IGV", value: "Incluido (18 %)." }] : []),
      { label: "Cancelación", value: details.cancellation.join(" ") },
    ],
    reference: supplierRef,
    startDate: details.departureDate,
  };
}
