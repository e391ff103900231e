/**
 * Placing an order (issue 31): the order, its items, their lines and its first event written in ONE statement, then
 * every item held through its product's port (`OrderProduct.hold`: flights take seats through their supplier), all in
 * the caller's transaction. The core imports no product: it finds each one in the registry by kind.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Tx } from "#db";
import type {
  CurrencyCode,
  ExchangeRate,
  ItemLine,
  OrderActor,
  OrderContact,
  OrderInvoice,
  OrderTraveller,
  ProductKind,
} from "#app/features/orders/order-contract.ts";
import type { HoldResult } from "#app/features/orders/order-product-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";

export type NewOrderItem = {
  product: ProductKind;
  currency: CurrencyCode;
  lines: ItemLine[];
  travellerIndexes: number[];
  details: unknown;
  productRecordId: string | null;
  supplierRef: string | null;
  holdExpiresAt: Date | null;
  priceValidUntil: Date | null;
  /**
   * False for an item with nothing to hold that was priced and reserved with another item (the flight's
   * travel-assistance add-on): placeOrder does not call its product's `hold`. Default true.
   */
  holds?: boolean;
};

export type NewOrder = {
  /** Set when a product's record shares the order's id (a flight order keeps its booking's id and code). */
  id?: string;
  code: string;
  userId: string | null;
  contact: OrderContact;
  invoice: OrderInvoice | null;
  travellers: OrderTraveller[];
  checkoutId: string | null;
  chargeCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  holdExpiresAt: Date | null;
  items: NewOrderItem[];
  actor: OrderActor;
};

const subtotalOf = (lines: ItemLine[]) => lines.reduce((sum, line) => sum + line.amountMinor, 0);
const json = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Writes a held order with its items, their lines and its first event, inside the caller's transaction: one
 * statement (data-modifying CTEs; foreign keys are checked at its end), so one round trip whatever the item count.
 */
export async function insertOrder(tx: Tx, input: NewOrder): Promise<{ id: string; itemIds: string[] }> {
  const id = input.id ?? randomUUID();
  const email = input.contact.email.trim().toLowerCase();
  const itemIds = input.items.map(() => randomUUID());
  const items = input.items.map((item, position) => ({
    id: itemIds[position],
    position,
    product: item.product,
    currency: item.currency,
    subtotal_minor: subtotalOf(item.lines),
    traveller_indexes: item.travellerIndexes,
    details: item.details,
    product_record_id: item.productRecordId,
    supplier_ref: item.supplierRef,
    hold_expires_at: item.holdExpiresAt?.toISOString() ?? null,
    price_valid_until: item.priceValidUntil?.toISOString() ?? null,
  }));
  const lines = input.items.flatMap((item, index) =>
    item.lines.map((line, position) => ({
      item_id: itemIds[index],
      position,
      kind: line.kind,
      code: line.code,
      label: line.label,
      quantity: line.quantity,
      unit_minor: line.unitMinor,
      amount_minor: line.amountMinor,
    })),
  );
  await tx.execute(sql`
    with placed as (
      insert into orders (id, code, state, user_id, contact_email, contact, invoice, travellers, checkout_id,
        charge_currency, reference_currency, rate_value, rate_date, rate_source, hold_expires_at)
      values (${id}, ${input.code}, 'held', ${input.userId}, ${email}, ${json({ ...input.contact, email })}::jsonb,
        ${json(input.invoice)}::jsonb, ${json(input.travellers)}::jsonb, ${input.checkoutId}, ${input.chargeCurrency},
        ${input.chargeCurrency === "USD" ? "PEN" : "USD"}, ${input.exchangeRate.value}, ${input.exchangeRate.date},
        ${input.exchangeRate.source}, ${input.holdExpiresAt?.toISOString() ?? null})
      returning id
    ),
    items as (
      insert into order_items (id, order_id, position, product, state, currency, subtotal_minor, traveller_indexes,
        details, product_record_id, supplier_ref, hold_expires_at, price_valid_until)
      select x.id, placed.id, x.position, x.product, 'held', x.currency, x.subtotal_minor, x.traveller_indexes,
        x.details, x.product_record_id, x.supplier_ref, x.hold_expires_at, x.price_valid_until
      from placed, jsonb_to_recordset(${json(items)}::jsonb) as x(id uuid, position smallint, product text,
        currency char(3), subtotal_minor integer, traveller_indexes jsonb, details jsonb, product_record_id text,
        supplier_ref text, hold_expires_at timestamptz, price_valid_until timestamptz)
      returning id
    ),
    lines as (
      insert into order_item_lines (item_id, position, kind, code, label, quantity, unit_minor, amount_minor)
      select x.item_id, x.position, x.kind, x.code, x.label, x.quantity, x.unit_minor, x.amount_minor
      from jsonb_to_recordset(${json(lines)}::jsonb) as x(item_id uuid, position smallint, kind text, code text,
        label text, quantity integer, unit_minor integer, amount_minor integer)
      returning item_id
    )
    insert into order_events (order_id, type, to_state, actor)
    select placed.id, 'state', 'held', ${input.actor}::text from placed`);
  return { id, itemIds };
}

/** What placing an order answers: held (every item), or the first product's refusal. */
export type PlaceOrderOutcome =
  { status: "held"; id: string; itemIds: string[] } | Exclude<HoldResult, { status: "held" }>;

/**
 * Places a held order and holds every item through its product (in position order), inside the caller's
 * transaction. On a refusal the writes already made are still in the transaction: the caller must roll it back
 * (throw), as it would for any failed step of the same purchase.
 */
export async function placeOrder(tx: Tx, input: NewOrder, now = new Date()): Promise<PlaceOrderOutcome> {
  const { id, itemIds } = await insertOrder(tx, input);
  for (const [index, item] of input.items.entries()) {
    if (item.holds === false) continue;
    const product = orderProduct(item.product);
    if (!product) throw new Error(`no order product registered for "${item.product}"`);
    const held = await product.hold(tx, {
      orderId: id,
      itemId: itemIds[index] ?? "",
      productRecordId: item.productRecordId,
      details: item.details,
      lines: item.lines,
      travellers: input.travellers,
      travellerIndexes: item.travellerIndexes,
      now,
    });
    if (held.status !== "held") return held;
  }
  return { status: "held", id, itemIds };
}
