/**
 * Tour packages as a product of the order core (decision 032's port): the places of a departure are held with the
 * order for the hold time (our allotment, package-places.server.ts, by the reference it gave: decision 056), sold on
 * payment, given back unpaid, and cancelled by the package's own tiers through the core's one computation.
 */
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { OrderItem } from "#app/features/orders/order-contract.ts";
import type { ItemDocument, OrderProduct, QuoteOutcome } from "#app/features/orders/order-product-contract.ts";
import { itemSupplierRefs, recordOrderEvent, setItemSupplierRefs } from "#app/features/orders/index.server.ts";
import { packageDetail } from "./package-catalog.ts";
import { packageSiteLink } from "./package-config.server.ts";
import { queuePackageCashCodeEmail, queuePackageConfirmationEmail } from "./package-emails.server.ts";
import {
  describePackageCancellation,
  describePackageItem,
  packagePenalty,
  type PackageItemDetails,
  type PackageSelection,
} from "./package-order-item.ts";
import { cancelPlaces, extendPlaces, holdPlaces, releasePlaces, sellPlaces } from "./package-places.server.ts";
import { departurePrices, packageLines, placesOf, roomsProblem } from "./package-pricing.ts";
import { packageOrderPaths } from "./package-urls.ts";
import { EMERGENCY_CONTACT, travellerRows } from "./package-voucher.ts";
import { findPackageSale } from "./packages-service.server.ts";

export type PackageOrderItem = OrderItem<PackageItemDetails>;

/** Our allotment's name as the supplier of the item's references. */
export const PACKAGE_SUPPLIER = "allotment";
export const DEPARTURE_GONE_MESSAGE = "Esta salida ya no está a la venta. Elige otra fecha.";
export const PLACES_SOLD_OUT_MESSAGE = "Ya no quedan cupos suficientes en esta salida. Elige otra fecha.";
export const PRICE_CHANGED_REASON = "El precio del paquete cambió para esta salida.";

const holdRefOf = (item: Pick<PackageOrderItem, "details">) => itemSupplierRefs(item.details)?.holdRef ?? null;

async function quote(
  selection: PackageSelection,
  context: Parameters<OrderProduct["quote"]>[1],
): Promise<QuoteOutcome<PackageItemDetails>> {
  const today = todayInLima(context.now);
  const detail = packageDetail(selection.slug);
  const sale = detail ? await findPackageSale(selection.slug, selection.departureDate) : null;
  if (!detail || !sale?.departure || selection.departureDate <= today)
    return { status: "gone", reason: DEPARTURE_GONE_MESSAGE };
  const problem = roomsProblem(selection.rooms, sale.prices.childMaxAge);
  if (problem) return { status: "gone", reason: problem };
  const places = placesOf(selection.rooms);
  if (sale.departure.placesLeft < places) return { status: "sold_out", reason: PLACES_SOLD_OUT_MESSAGE };
  const prices = departurePrices(sale.prices, sale.departure.supplementMinor);
  const details: PackageItemDetails = {
    slug: selection.slug,
    name: sale.info.name,
    duration: sale.info.duration,
    destinationName: detail.destinationName,
    departureDate: selection.departureDate,
    returnDate: addDays(selection.departureDate, detail.nights),
    rooms: selection.rooms,
    places,
    prices,
    igvApplies: detail.countryCode === "PE",
    hotel: detail.hotel ? { name: detail.hotel.name, stars: detail.hotel.stars } : null,
    included: detail.included,
    itinerary: detail.itinerary,
    documents: detail.documents,
    cancellationTiers: sale.cancellationTiers,
    cancellation: describePackageCancellation(sale.cancellationTiers, selection.departureDate, today),
    holdKey: selection.holdKey,
  };
  const lines = packageLines(prices, selection.rooms, details.igvApplies);
  const total = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const seen = context.seenTotalMinor;
  return {
    status: "available",
    details,
    currency: "USD",
    lines,
    validUntil: null,
    changed: seen !== null && seen !== total ? { previousMinor: seen, reason: PRICE_CHANGED_REASON } : null,
    title: `Paquete ${sale.info.name}`,
  };
}

export const packageOrderProduct = {
  kind: "package",
  quote,

  async hold(tx, request) {
    const { details } = request;
    // In a savepoint: a refused hold leaves nothing behind in the order's transaction.
    const hold = await tx.transaction((savepoint) =>
      holdPlaces(savepoint, {
        slug: details.slug,
        departureDate: details.departureDate,
        places: details.places,
        idempotencyKey: details.holdKey,
        now: request.now,
      }),
    );
    if (!hold) return { status: "sold_out", reason: PLACES_SOLD_OUT_MESSAGE };
    const supplierRefs = { supplier: PACKAGE_SUPPLIER, holdRef: hold.holdRef, bookingRef: null };
    return { status: "held", expiresAt: hold.expiresAt, supplierRef: null, supplierRefs };
  },

  async release(tx, item) {
    const holdRef = holdRefOf(item);
    if (holdRef) await releasePlaces(tx, holdRef);
  },

  async confirm(tx, item, context) {
    const holdRef = holdRefOf(item);
    const sold = holdRef ? await sellPlaces(tx, holdRef) : null;
    if (!sold) {
      // Paid after the hold lapsed and its places went to someone else: staff rebook or refund.
      await recordOrderEvent(tx, item.orderId, "item", "system", "package hold lapsed and its places are gone");
      return { state: "confirmed", supplierRef: null };
    }
    await setItemSupplierRefs(tx, item.id, { supplier: PACKAGE_SUPPLIER, holdRef, bookingRef: holdRef });
    const supplierRef = sold.confirmation;
    await queuePackageConfirmationEmail(
      tx,
      { ...item, state: "fulfilled", supplierRef },
      context.order,
      context.payment,
    );
    return { state: "fulfilled", supplierRef };
  },

  cancellationPenalty(item, { now, paidMinor }) {
    return packagePenalty(item.details.cancellationTiers, paidMinor, item.details.departureDate, todayInLima(now));
  },

  async cancel(tx, item) {
    const bookingRef = itemSupplierRefs(item.details)?.bookingRef;
    if (bookingRef) await cancelPlaces(tx, bookingRef);
  },

  describe(item, { order }) {
    const description = describePackageItem(item.details, item.supplierRef);
    return {
      ...description,
      facts: [...description.facts, ...travellerRows(order.travellers)],
      confirmedHeading: "¡Tu paquete está confirmado!",
      againPath: `/paquetes/${item.details.slug}`,
      paidNotes: [EMERGENCY_CONTACT],
    };
  },

  orderPath: (order) => packageOrderPaths(order.id).page,

  paymentTerms(order) {
    const trip = order.items.find((item) => item.product === "package") as PackageOrderItem | undefined;
    // A cash code must be paid by two days before departure at the latest.
    const departure = trip ? Date.parse(`${trip.details.departureDate}T00:00:00-05:00`) : null;
    return {
      description: `Paquete ${trip?.details.name ?? ""}, reserva ${order.code}`.slice(0, 200),
      returnUrl: packageSiteLink(packageOrderPaths(order.id).page),
      cashDeadline: departure === null ? null : new Date(departure - 48 * 3_600_000),
    };
  },

  // The places outlast the code as the order does; its e-mail is queued once per code.
  async cashCodeStarted(tx, order, { cash, holdUntil }) {
    for (const item of order.items) {
      if (item.product !== "package") continue;
      const holdRef = holdRefOf(item as PackageOrderItem);
      if (holdRef) await extendPlaces(tx, holdRef, holdUntil);
    }
    await queuePackageCashCodeEmail(tx, order, cash);
  },

  documents(item, { order }): ItemDocument[] {
    if (item.state !== "fulfilled" && item.state !== "confirmed") return [];
    const paths = packageOrderPaths(order.id);
    return [
      {
        kind: "voucher",
        title: "Descargar voucher (PDF)",
        href: paths.voucher,
        fileName: `voucher-paquete-${order.code}.pdf`,
      },
      {
        kind: "calendar",
        title: "Agregar al calendario (.ics)",
        href: paths.calendar,
        fileName: `paquete-${order.code}.ics`,
      },
    ];
  },
} satisfies OrderProduct<PackageSelection, PackageItemDetails>;
