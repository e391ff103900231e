/**
 * The order core's product port (issue 31, decision 032; split from order-contract.ts): what a product implements to
 * be sold by the order core (quote, hold, release, confirm, the cancellation penalty, cancel, describe, documents, its
 * order page, its payment terms, its quote as an add-on, its calendar events and its part of the confirmation), registered once with `registerOrderProduct`. The core finds
 * it by kind and imports no product; nor does a product import another (decision 058).
 *
 * Stability: products build against this file. Add members; never rename or remove one.
 */
import type { Db, Tx } from "#db";
import type { CalendarEvent } from "./documents/order-calendar.ts";
import type { CashCodeInfo, CashCodeWording } from "./documents/order-email.server.ts";
import type { ItemSupplierRefs } from "./order-supplier-contract.ts";
import type {
  CurrencyCode,
  ItemLine,
  Order,
  OrderActor,
  OrderItem,
  OrderPaymentRef,
  OrderTraveller,
  ProductKind,
} from "./order-contract.ts";

/** A product's price for a selection: current, or why it cannot be sold. */
export type QuoteOutcome<Details = unknown> =
  | {
      status: "available";
      details: Details;
      currency: CurrencyCode;
      lines: ItemLine[];
      /** Until when this price holds (ISO); the page states it. */
      validUntil: string | null;
      /** Set when the price differs from the one the buyer saw: the page says why ('Quedan menos asientos a ese precio'). */
      changed: { previousMinor: number; reason: string } | null;
      /** What a page calls the quoted selection before it is an item ('Plan Andino · Cóndor Asistencia'). */
      title?: string;
    }
  /** Nothing left at any price for this selection ('Ya no quedan asientos a este precio'). */
  | { status: "sold_out"; reason: string }
  /** The selection expired or no longer exists. */
  | { status: "gone"; reason: string };

/** What `quote` is told besides the selection: `seenTotalMinor` is the total the buyer last saw (fills `changed`). */
export type QuoteContext = { travellers: OrderTraveller[]; now: Date; seenTotalMinor: number | null };

/**
 * A trip another product sells, as a product sold with it as an add-on prices it (the flight checkout's travel
 * assistance, priced by insurance): where it goes and when, in the seller's neutral terms.
 */
export type AddOnTrip = {
  /** ISO 3166-1 alpha-2 country of every place the trip passes through ("" when unknown). */
  countries: string[];
  /** Local times ("yyyy-mm-ddThh:mm") of the first departure and the last arrival. */
  firstDepartureLocal: string;
  lastArrivalLocal: string;
  /** One age per traveller, used while the travellers (and their birth dates) are not known. */
  ages: number[];
};

/**
 * What a product holds, inside the order's transaction. Placement holds every item first and writes the order after
 * (two phases): `orderId` and `itemId` are the ids the rows will have, but no order or item row exists yet.
 */
export type HoldRequest<Details = unknown> = {
  orderId: string;
  itemId: string;
  /** The product's own record of the item, when it wrote one first (a flight: its booking, same id as the order). */
  productRecordId?: string | null;
  /** The quoted details (from `quote`). */
  details: Details;
  lines: ItemLine[];
  travellers: OrderTraveller[];
  travellerIndexes: number[];
  now: Date;
};

export type HoldResult =
  /**
   * Held until `expiresAt` (null: no inventory to hold, e.g. insurance); `supplierRef` is what the customer is shown
   * of it, if anything. `supplierRefs`: the supplier's references of the hold, which placement writes into the
   * item's details (the product hands them back to its supplier on release, confirm and cancel).
   */
  | { status: "held"; expiresAt: Date | null; supplierRef: string | null; supplierRefs?: ItemSupplierRefs | null }
  | { status: "sold_out"; reason: string }
  | { status: "gone"; reason: string };

/**
 * A product's own penalty rule for one item at a moment, asked by the order core's one cancellation computation
 * (orders/lifecycle). `paidMinor` is the item's share of what was actually paid (charge currency, after promo
 * discounts); the core adds the agency's commission and computes the refund, never the product.
 */
export type PenaltyRule =
  /** Cancelled: the supplier/airline keeps `retainedMinor` (0..paidMinor) under `rule` (Spanish, for the customer). */
  | { outcome: "cancel"; retainedMinor: number; rule: string }
  /** Not cancelled with the order: it stays in force and is not refunded (a policy whose cover already began). */
  | { outcome: "keep"; reason: string }
  /** It may not be cancelled now, so neither may the order (a stay already begun). */
  | { outcome: "refuse"; reason: string };

/**
 * What the core's computation applied to an item, handed to the product's `cancel` (charge currency). `orderStays`:
 * only this item is cancelled (decision 063), so the product must not move the order, which stays with the others.
 */
export type AppliedCancellation = {
  paidMinor: number;
  retainedMinor: number;
  refundMinor: number;
  orderStays?: boolean;
};

/** Where a description is shown: each product may say less in an e-mail than on a page. */
export type DescribeAudience = "page" | "email" | "pdf" | "staff";

/** What pages, e-mails and PDFs show of an item (the lines' amounts come from OrderAmounts, not from here). */
export type ItemDescription = {
  /** 'Vuelo Lima - Cusco', 'Asistencia en viaje Plan Europa'. */
  title: string;
  /** 'Ida y vuelta · 2 adultos', 'Del 10/12/2026 al 17/12/2026'. */
  subtitle: string;
  /** Label/value rows ('Salida' / 'mar. 10 dic. 06:15 LIM'), in order. */
  facts: Array<{ label: string; value: string }>;
  /** Reference once issued ('Boletos 0441234567890', 'Póliza KV-2026-000123'). */
  reference: string | null;
  /** The local date (yyyy-mm-dd) the service begins (first flight, check-in, first day of cover): lists sort by it. */
  startDate?: string | null;
  /** The order page's heading once paid, when this is its main item ('¡Tu estadía está confirmada!'). */
  confirmedHeading?: string;
  /** Where to choose again once the hold lapsed (the hotel's page), when this is the order's main item. */
  againPath?: string;
  /** Lines the order page shows with the documents once paid (a package's 24-hour assistance on the road). */
  paidNotes?: string[];
};

/** A document a product issues for an item (voucher, e-ticket, certificate). */
export type ItemDocument = {
  /** "voucher" | "ticket" | "certificate" | "hotel-voucher". */
  kind: string;
  /** Spanish name as linked ('Descargar voucher', 'Certificado de la póliza'). */
  title: string;
  /** Site path that serves it to the order's owner (PDF). */
  href: string;
  /** Suggested file name ("voucher-K7PQ2M.pdf"). */
  fileName: string;
};

/** What differs by product when its order is paid (orders/payment asks the order's main product). */
export type PaymentTerms = {
  /** Shown on the gateway's page and the bank receipt ('Hotel Miraflores, reserva K7PQ2M'); at most 200 characters. */
  description: string;
  /** Where the card flow sends the buyer back (absolute URL). */
  returnUrl: string;
  /** The latest a cash code may be paid (before departure, before arrival); none: the payments' default. */
  cashDeadline?: Date | null;
};

/** A cash code the core started for an order: the code for its e-mail, and until when the order now holds. */
export type StartedCashCode = {
  paymentId: string;
  cash: CashCodeInfo;
  /** The order's hold (and its items') now lasts until then: the code's deadline plus a grace. */
  holdUntil: Date;
  /**
   * This product is the order's main one (position 0). The core queues the code's one e-mail (decision 062): with
   * the main product's `cashCodeEmail` for an order of one product, in the core's own words for a basket.
   */
  main: boolean;
};

/** The main product's words for its order's cash-code e-mail (the core queues it, once per order and code). */
export type CashCodeEmailTerms = {
  /** The outbox template ('booking-cash-code'); the dedupe key is `<template>:<order id>:<code>`. */
  template: string;
  wording: CashCodeWording;
  /** What the outbox row is found by (the desk searches 'orderCode' and 'bookingCode'). */
  metadata?: Record<string, string>;
  /** The site the e-mail's footer links to; the order core's when absent. */
  siteUrl?: string;
};

/** How an unpaid order ended, as its e-mail tells it: why, when, and the cash code that lapsed (if one did). */
export type OrderRelease = { reason: string; now: Date; cash: { code: string; expiresAt: string } | null };

/** A file an item's confirmation carries (its voucher or certificate as PDF). */
export type ItemFile = { filename: string; contentType: string; content: Uint8Array };

/**
 * What a product contributes to its order's confirmation (decision 062), asked by the core once every item of the
 * paid order is confirmed. `email` is the product's own confirmation e-mail of the item, as sent when the order is
 * no basket (one product and its add-ons); a basket's e-mail is the core's, carrying every item's `files`.
 */
export type ItemConfirmation = {
  email: {
    template: string;
    dedupeKey: string;
    /** The order's contact when absent. */
    to?: string;
    subject: string;
    html: string;
    text: string;
    metadata?: Record<string, unknown>;
  };
  files: ItemFile[];
  /** The name of the order's calendar file when this item's own e-mail carries it ('vuelos-K7PQ2M.ics'). */
  calendarFileName?: string;
};

/**
 * The product port. Every callback that takes `tx` runs inside the order core's transaction (the order row locked):
 * it must not open its own connection (PGlite has one) and must leave nothing behind when the transaction rolls
 * back. `Selection` is what a page hands to `quote`; `Details` is what the product stores in the item.
 */
export interface OrderProduct<Selection = unknown, Details = unknown> {
  /** The product's kind; one product per kind. */
  readonly kind: ProductKind;
  /** Current price and details for a selection (may read on its own connection: called outside transactions). */
  quote(
    selection: Selection,
    /** `seenTotalMinor`: the total the buyer last saw for it (fills QuoteOutcome.changed); travellers may be []. */
    context: QuoteContext,
  ): Promise<QuoteOutcome<Details>>;
  /**
   * Its price as an add-on to `trip`, which another product sells (insurance: the flight checkout's travel
   * assistance): the same quote its own pages give that trip (one price per product, decision 052). The seller asks
   * `orderProduct(kind)` for it and declares the kind in its module's `uses`; absent: it is sold as no add-on.
   */
  quoteAddOn?(trip: AddOnTrip, context: QuoteContext): Promise<QuoteOutcome<Details>>;
  /** Takes inventory for the item (flights: seats through their supplier interface). */
  hold(tx: Tx, request: HoldRequest<Details>): Promise<HoldResult>;
  /**
   * Gives an unpaid hold back (lapsed, left, replaced); idempotent. Also placement's compensation when a later step
   * fails (`reason` "placement_failed"): then the order and item rows may not exist, and `item` is the one being placed.
   */
  release(tx: Tx, item: OrderItem<Details>, context: { reason: string; now: Date }): Promise<void>;
  /**
   * The order is paid: make the sale (seats sold, tickets issued, policy issued); returns the item's new state and
   * ref. It queues no e-mail: the core asks `confirmation` once every item is confirmed (decision 062).
   */
  confirm(
    tx: Tx,
    item: OrderItem<Details>,
    context: { order: Order; now: Date; payment: OrderPaymentRef | null },
  ): Promise<{ state: "confirmed" | "fulfilled"; supplierRef: string | null }>;
  /** The item's penalty rule now, on its share of what was paid (pure: the customer page and the desk both ask). */
  cancellationPenalty(item: OrderItem<Details>, context: { order: Order; now: Date; paidMinor: number }): PenaltyRule;
  /** Cancels a confirmed/fulfilled item at its supplier with the figures the core computed (its rule said "cancel"). */
  cancel(
    tx: Tx,
    item: OrderItem<Details>,
    context: { order: Order; now: Date; actor: OrderActor; applied: AppliedCancellation },
  ): Promise<void>;
  /** What a page, e-mail or PDF shows for the item (amounts come from OrderAmounts). */
  describe(item: OrderItem<Details>, context: { order: Order; audience: DescribeAudience }): ItemDescription;
  /** The documents the owner may download now (none until fulfilled, usually). */
  documents(item: OrderItem<Details>, context: { order: Order }): ItemDocument[];
  /**
   * The site path of the order page, when this product is the order's main item (position 0): where the e-mail's
   * signed link, the code + e-mail look-up and the account's list lead (orders/access). One line per product.
   */
  orderPath?(order: Order): string;
  /** The payment's description, return page and cash deadline for `dueMinor` (none: the core's defaults). */
  paymentTerms?(order: Order, context: { dueMinor: number }): PaymentTerms;
  /**
   * A cash code was started (or a retried cash choice found it), inside the order's transaction after the core moved
   * the order to pending payment and extended its hold: the product keeps its own hold as long and queues the code's
   * e-mail. Called again on a retry: it must be idempotent.
   */
  cashCodeStarted?(tx: Tx, order: Order, started: StartedCashCode): Promise<void>;
  /** Its words for the cash-code e-mail when it is the main product of an order that is no basket (decision 062). */
  cashCodeEmail?(order: Order): CashCodeEmailTerms;
  /**
   * The item's events in the order's one calendar file (flights, a stay's check-in and check-out), in Spanish with
   * their instants or zoned local times; none: the item has no calendar entry. May read reference data with `db`.
   */
  calendarEvents?(item: OrderItem<Details>, context: { order: Order; db: Db | Tx }): Promise<CalendarEvent[]>;
  /** Its words when its order (no basket) ended unpaid and the customer hears of it; the core queues (decision 062). */
  releasedEmail?(order: Order, release: OrderRelease): ItemConfirmation["email"] | null;
  /**
   * The paid item's part of the order's confirmation e-mail (decision 062): its own e-mail and its documents as files;
   * null: nothing to send for it now (not yet issued). Inside the payment's transaction, after every item confirmed:
   * `order` holds each item's new state and reference. The core queues; the product never does.
   */
  confirmation?(
    tx: Tx,
    item: OrderItem<Details>,
    context: { order: Order; payment: OrderPaymentRef | null },
  ): Promise<ItemConfirmation | null>;
}

/**
 * Registration: a product's `ProductModule` (product-module-contract.ts) returns its OrderProduct at start-up, and the
 * core registers it once (`startProducts`, from the host's list in server/products.ts; decision 055). The core finds
 * it with `orderProduct(kind)` and never imports a product. `registerOrderProduct` again replaces the kind's product
 * (tests may register fakes).
 */
export type OrderProductRegistry = {
  register<Selection, Details>(product: OrderProduct<Selection, Details>): void;
  get(kind: ProductKind): OrderProduct | null;
};
