/**
 * Writing a held order: the order, its items, their lines and its first event in ONE statement (data-modifying CTEs;
 * foreign keys are checked at its end), so one round trip whatever the item count. placeOrder (order-placement) is
 * the one caller in production; test fixtures write orders with it directly.
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

export type NewOrderItem = {
  /** Drawn by placeOrder before the holds (a product's hold is told it); a new one when absent. */
  id?: string;
  product: ProductKind;
  currency: CurrencyCode;
  lines: ItemLine[];
  travellerIndexes: number[];
  details: unknown;
  /** The product's own record of the item, written before placement (a flight: its booking; a policy bought alone). */
  productRecordId: string | null;
  supplierRef: string | null;
  /** End of the item's hold; placeOrder sets the end its product's hold gave, when it gave one. */
  holdExpiresAt: Date | null;
  /** Until when the price holds; when null, placeOrder sets the end of the item's hold. */
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
  /** 6 characters of ORDER_CODE_ALPHABET; placeOrder draws one when absent. */
  code?: string;
  userId: string | null;
  contact: OrderContact;
  invoice: OrderInvoice | null;
  travellers: OrderTraveller[];
  checkoutId: string | null;
  chargeCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  /** End of the order's hold; placeOrder keeps the earliest of it and its items' holds' ends. */
  holdExpiresAt: Date | null;
  items: NewOrderItem[];
  actor: OrderActor;
};

const subtotalOf = (lines: ItemLine[]) => lines.reduce((sum, line) => sum + line.amountMinor, 0);
const json = (value: unknown) => JSON.stringify(value ?? null);

/** Writes a held order with its items, their lines and its first event, inside the caller's transaction. */
export async function insertOrder(
  tx: Tx,
  input: NewOrder & { code: string },
): Promise<{ id: string; itemIds: string[] }> {
  const id = input.id ?? randomUUID();
  const email = input.contact.email.trim().toLowerCase();
  const itemIds = input.items.map((item) => item.id ?? randomUUID());
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
