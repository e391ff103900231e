/**
 * The order core's contract (issue 31, docs/decisions/032-order-core.md): one product-agnostic order for every
 * product (flights, insurance, hotels, packages) and one money model. Products plug in through the `OrderProduct`
 * port (order-product-contract.ts); pages, e-mails, PDFs, the gateway call, the cash code, 'Mis reservas' and the back office read amounts
 * only from `computeOrderAmounts` (order-money.ts). Plain JSON types: they cross loaders and the API.
 *
 * Stability: other features build against this file. Add fields and union members; never rename or remove one.
 *
 * Money: integer minor units (céntimos, cents) with an ISO 4217 currency, never floats. An item's lines are in the
 * product's currency; the order is charged in its `chargeCurrency` and shows the other currency as a reference,
 * converted with the order's dated `ExchangeRate`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Money

/** ISO 4217 codes the agency sells in. */
export type CurrencyCode = "USD" | "PEN";

/** An amount: integer minor units (may be negative only where a type says so) and its currency. */
export type Money = { amountMinor: number; currency: CurrencyCode };

/** A dated exchange rate: units of `to` per one unit of `from` (USD -> PEN "3.7450"). */
export type ExchangeRate = {
  /** Source currency ("USD"). */
  from: CurrencyCode;
  /** Target currency ("PEN"). */
  to: CurrencyCode;
  /** Decimal string with up to 4 decimals ("3.7450"); parsed exactly (app/utils/money.ts parseRate). */
  value: string;
  /** The date the rate is for, yyyy-mm-dd (Lima). Called "del día" only when it is today's date in Lima. */
  date: string;
  /** Where it came from: "sbs" (published), "config" (DEFAULT_USD_PEN_RATE), "seed", "staff". */
  source: string;
};

/** An amount in the charge currency and the same amount in the reference currency (both integer minor units). */
export type DualAmount = {
  /** In the order's charge currency: what the gateway or the cash code takes. */
  chargeMinor: number;
  /** In the reference currency, converted at the order's rate; 'Referencial: S/ …'. */
  referenceMinor: number;
};

// ---------------------------------------------------------------------------------------------------------------
// Products, items, lines

/** A product the order core sells; each registers one `OrderProduct`. Add new kinds here. */
export type ProductKind = "flight" | "insurance" | "hotel" | "package";

/** An item's life cycle (order-states.ts holds the allowed moves). */
export type ItemState =
  /** Inventory taken for a while (seats, a room); for products without inventory: reserved, unpaid. */
  | "held"
  /** Paid: the hold became a sale (seats sold, room booked) but documents are not out yet. */
  | "confirmed"
  /** Delivered: tickets issued, policy issued, hotel voucher sent. */
  | "fulfilled"
  /** Given back unpaid (hold lapsed, the visitor left, the order expired). */
  | "released"
  /** Ended after confirmation (with the product's penalty rules) or by staff. */
  | "cancelled";

/** What a line stands for; pages group and order lines by kind. */
export type LineKind =
  /** The base fare / room rate / premium, usually per traveller type. */
  | "base"
  /** A tax (IGV, TUUA, US-TAX), by name. */
  | "tax"
  /** A fee: the agency's service charge, a supplier fee. */
  | "fee"
  /** An extra within the same item (a checked bag, breakfast). */
  | "extra";

/** One priced line of an item, as the product quoted it (in the item's currency). */
export type ItemLine = {
  kind: LineKind;
  /** Stable machine code within the item ("ADT", "CHD", "IGV", "SERVICE", "PLAN"). */
  code: string;
  /** Spanish label as pages show it ('Adultos (2)', 'IGV (18%)', 'Cargo por servicio'). */
  label: string;
  /** How many units (travellers of a type, nights); 1 for a lump sum. */
  quantity: number;
  /** Price of one unit, minor units of the item's currency, >= 0. */
  unitMinor: number;
  /** quantity x unitMinor, kept so a stored line never needs recomputing. */
  amountMinor: number;
};

/** A traveller of the order (the buyer's form); items name theirs by index. */
export type OrderTraveller = {
  /** ADT adult 12+, CHD child 2-11, INF infant under 2. */
  type: "ADT" | "CHD" | "INF";
  documentType: "DNI" | "CE" | "PASAPORTE";
  documentNumber: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd; null when the product's checkout does not ask it (a hotel's lead guest). */
  birthDate: string | null;
  /** ISO 3166-1 alpha-2; null when the product's checkout does not ask it. */
  nationality: string | null;
  /** Null when the product's checkout does not ask it. */
  gender: "F" | "M" | null;
};

/** The person the agency talks to about the order (may differ from the travellers). */
export type OrderContact = {
  firstName: string;
  lastName: string;
  /** Digits of the country calling code without '+' ("51"). */
  phoneCountryCode: string;
  phoneNumber: string;
  /** Lower-cased; guests find their order with it and the code; an account verified with it sees the order. */
  email: string;
};

/** Factura data (RUC with a valid check digit, razón social, fiscal address); null for a boleta. */
export type OrderInvoice = { ruc: string; businessName: string; fiscalAddress: string };

/**
 * One product in an order, as stored. `details` is the product's own JSON snapshot (a flight: the re-priced offer and
 * fare family; insurance: plan, dates, insured travellers); only its product reads it.
 */
export type OrderItem<Details = unknown> = {
  id: string;
  orderId: string;
  product: ProductKind;
  state: ItemState;
  /** Position in the order (0 = the main product; add-ons follow). */
  position: number;
  /** Currency of `lines` (flights and insurance: USD). */
  currency: CurrencyCode;
  lines: ItemLine[];
  /** Sum of `lines` amounts, minor units of `currency`. */
  subtotalMinor: number;
  /** Indexes into the order's travellers this item covers. */
  travellerIndexes: number[];
  details: Details;
  /** The product's or supplier's reference once held/confirmed (PNR, policy number, hotel confirmation). */
  supplierRef: string | null;
  /** End of the hold (ISO), null when nothing is held or the item is confirmed. */
  holdExpiresAt: string | null;
  /** Until when the quoted price holds (ISO), as the page states it ('Precio válido hasta'). */
  priceValidUntil: string | null;
};

/** Why an order's total moved away from the sum of its items. */
export type AdjustmentKind =
  /** A promo code accepted on the review step. */
  | "promo"
  /** The buyer accepted a new price after a re-price ('Aceptar el nuevo precio'): +/- the difference. */
  | "price_change"
  /** A staff correction with its reason (back office). */
  | "manual"
  /** A bundle's discount on one item, taken on its price ('Descuento vuelo + hotel', decision 060). */
  | "bundle";

/** How an adjustment's amount is computed by the money function (so caps are honoured in both currencies). */
export type AdjustmentRule =
  /** A fixed signed amount in `currency`: negative lowers the total, positive raises it. */
  | { type: "fixed"; amountMinor: number; currency: CurrencyCode }
  /** A discount of `percent` % of the items' total (charge currency), at most `capMinor` of `currency`. */
  | { type: "percent"; percent: number; capMinor: number; currency: CurrencyCode };

/** An adjustment of the order, recorded with its reason; it applies to the whole order or to one item. */
export type OrderAdjustment = {
  id: string;
  kind: AdjustmentKind;
  rule: AdjustmentRule;
  /** Spanish, as the summary shows it ('Código PROMO10: 10% de descuento (hasta US$ 50)', 'Nuevo precio aceptado'). */
  label: string;
  /** Why it was made, for the event history and staff ('promo code VERANO', 'repriced 555.72 -> 616.12'). */
  reason: string;
  /** The promo code for kind "promo"; null otherwise. */
  promoCode: string | null;
  /** Null: the whole order; otherwise the item it belongs to. */
  itemId: string | null;
  /** Removed adjustments stay in the history but no longer count. */
  active: boolean;
  createdAt: string;
};

// ---------------------------------------------------------------------------------------------------------------
// Orders

/** An order's life cycle (order-states.ts: the one module with the allowed transitions). */
export type OrderState =
  /** Items held, nothing paid yet; the buyer is on the review step. */
  | "held"
  /** A payment is out (card on the gateway, cash code waiting). */
  | "pending_payment"
  /** Paid in full (the payments ledger says so); items being confirmed. */
  | "paid"
  /** Every item fulfilled (tickets, policy, voucher out). */
  | "fulfilled"
  /** The hold or the cash code lapsed unpaid: items released. */
  | "expired"
  /** Ended by its owner or staff; refund per the items' penalty rules. */
  | "cancelled";

/** Who made a change: the buyer, a scheduled job, a payment provider's notification, staff. */
export type OrderActor = "customer" | "system" | "payment" | "staff";

/** Who owns an order: an account, or a guest known by the contact e-mail (found with code + e-mail). */
export type OrderOwner = { userId: string | null; email: string };

/** One recorded change of an order (state move, adjustment, payment, item change), oldest first. */
export type OrderEvent = {
  /** "state" | "adjustment" | "payment" | "item" | "note". */
  type: string;
  fromState: OrderState | null;
  toState: OrderState | null;
  actor: OrderActor;
  /** Spanish or English free text for staff ('Código VERANO aplicado'). */
  note: string | null;
  at: string;
};

export type Order = {
  id: string;
  /** 6 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789 (the code customers quote). */
  code: string;
  state: OrderState;
  owner: OrderOwner;
  contact: OrderContact;
  invoice: OrderInvoice | null;
  travellers: OrderTraveller[];
  /** What the gateway / cash code charge, chosen per product and provider (decision 032). */
  chargeCurrency: CurrencyCode;
  /** The other currency, shown as 'Referencial'. */
  referenceCurrency: CurrencyCode;
  /** The rate fixed when the order was made (re-fixed when a new price is accepted). */
  exchangeRate: ExchangeRate;
  items: OrderItem[];
  adjustments: OrderAdjustment[];
  /** End of the earliest item hold (ISO), extended to a cash code's deadline; null once paid or ended. */
  holdExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
};

// ---------------------------------------------------------------------------------------------------------------
// The money function's result (order-money.ts computeOrderAmounts(order) -> OrderAmounts)

/** A line as every page shows it: both currencies, rounded so that the lines add up to the totals exactly. */
export type AmountLine = {
  /** Item id or adjustment id this line comes from. */
  sourceId: string;
  kind: LineKind | AdjustmentKind;
  code: string;
  label: string;
  quantity: number;
  amount: DualAmount;
};

export type ItemAmounts = { itemId: string; product: ProductKind; lines: AmountLine[]; subtotal: DualAmount };

/** Everything anyone shows or charges about an order's money. Computed once, never summed again elsewhere. */
export type OrderAmounts = {
  chargeCurrency: CurrencyCode;
  referenceCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  items: ItemAmounts[];
  /** Sum of the items. */
  itemsTotal: DualAmount;
  /** One line per active adjustment (discounts negative). */
  adjustments: AmountLine[];
  /** Sum of the adjustments (negative = discount). */
  adjustmentsTotal: DualAmount;
  /** itemsTotal + adjustmentsTotal, never below zero: what is charged. */
  total: DualAmount;
};

/** What the payments ledger says about an order (payments-backed; never mixes two payments). */
export type OrderPaymentSummary = {
  /** Sum of kept approved payments (charge currency). */
  paidMinor: number;
  /** total - paid, >= 0. */
  dueMinor: number;
  /** Approved payments beyond the total (a second approval): recorded with their refund due. */
  overpayments: Array<{ paymentId: string; amountMinor: number; refundDueMinor: number; reason: string }>;
  /** A pending cash code, if any: what Mis reservas and the confirmation show. */
  pendingCash: { code: string; amountMinor: number; currency: CurrencyCode; expiresAt: string } | null;
};

/** The kept payment that paid an order, as products see it (voucher and e-mail wording). */
export type OrderPaymentRef = {
  id: string;
  method: "card" | "cash";
  amount: Money;
  cardBrand: string | null;
  cardLast4: string | null;
  installments: number | null;
  paidAt: string;
};

/** The payments payable kind of every order (payments' PayableHandler: the payable is the order). */
export const ORDER_PAYABLE = "order";
