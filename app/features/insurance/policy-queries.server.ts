/**
 * Reading policies with their orders: a policy is the product record of an insurance item; its state, payment, totals
 * and contact come from the order (the one money function for the amounts). What the buyer sees is a PolicyView.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { ORDER_PAYABLE, type Order, type OrderItem } from "#app/features/orders/order-contract.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { computeOrderAmounts, PAYABLE_ORDER_STATES } from "#app/features/orders/index.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import { destinationName } from "./insurance-quote.server.ts";
import { medicalAssistance } from "./insurance-rules.ts";
import type { PolicyState } from "./insurance-types.ts";
import type { PolicyView } from "./policy-view.ts";

export type PolicyRow = typeof insurancePolicies.$inferSelect;
type Reader = Db | Tx;

export const isPolicyNumber = (value: string) => /^KVS-[A-Z0-9]{8}$/.test(value);

export async function findPolicyRow(db: Reader, policyNumber: string): Promise<PolicyRow | null> {
  if (!isPolicyNumber(policyNumber)) return null;
  const [row] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.policyNumber, policyNumber));
  return row ?? null;
}

/** The policy an order item is the product record of, or null (an add-on not issued as a policy row). */
export async function policyOfItem(db: Reader, itemId: string): Promise<PolicyRow | null> {
  const [row] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderItemId, itemId));
  return row ?? null;
}

/** The policy's state as the buyer reads it, from its order's and item's: an unpaid order that ended lapsed. */
export function policyStateOf(order: Pick<Order, "state">, item: Pick<OrderItem, "state"> | undefined): PolicyState {
  if (order.state === "paid" || order.state === "fulfilled") return "active";
  if (order.state === "expired") return "expired";
  if (order.state === "cancelled") return item?.state === "cancelled" ? "cancelled" : "expired";
  return "pending_payment";
}

const contactOf = (order: Order) => ({
  names: order.contact.firstName,
  surnames: order.contact.lastName,
  email: order.contact.email,
  phoneCode: `+${order.contact.phoneCountryCode}`,
  phone: order.contact.phoneNumber,
});

/** What the buyer sees of a policy and its order; amounts from the order's one money function. */
export async function toPolicyView(db: Reader, row: PolicyRow, order: Order): Promise<PolicyView> {
  const [payment] = await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id });
  const item = order.items.find((candidate) => candidate.id === row.orderItemId);
  const amounts = computeOrderAmounts(order);
  const itemAmounts = amounts.items.find((entry) => entry.itemId === row.orderItemId);
  const taxMinor = (itemAmounts?.lines ?? [])
    .filter((line) => line.kind === "tax")
    .reduce((sum, line) => sum + line.amount.chargeMinor, 0);
  const totalMinor = amounts.total.chargeMinor;
  return {
    policyNumber: row.policyNumber,
    orderCode: order.code,
    quoteId: row.quoteId,
    state: policyStateOf(order, item),
    paymentType: payment?.method === "cash" ? "CODIGO_PAGO" : "TARJETA",
    planName: row.plan.name,
    company: row.plan.company,
    mainCover: row.plan.mainCover,
    medicalAssistance: medicalAssistance(row.plan.coverage),
    coverage: row.plan.coverage,
    assistancePhone: row.plan.assistancePhone,
    destination: destinationName(row.region),
    national: row.national,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    travellers: row.travellers,
    contact: contactOf(order),
    invoice: order.invoice ? { ruc: order.invoice.ruc, businessName: order.invoice.businessName } : null,
    subtotalMinor: totalMinor - taxMinor,
    taxMinor,
    totalMinor,
    createdAt: row.createdAt.toISOString(),
    payment: payment
      ? {
          status: payment.status,
          cash: payment.cash
            ? {
                TransactionIdentifier: payment.cash.code,
                Payment_Expiration_Datetime: payment.cash.expiresAt,
                bankSteps: payment.cash.bankSteps,
              }
            : null,
          paid:
            payment.status === "approved"
              ? {
                  method: payment.method,
                  amountMinor: payment.amount.amountMinor,
                  currency: payment.amount.currency,
                  cardBrand: payment.cardBrand,
                  cardLast4: payment.cardLast4,
                  installments: payment.installments,
                  paidAt: payment.updatedAt,
                }
              : null,
        }
      : null,
  };
}

/**
 * The policy's view for its page: a card payment the buyer came back from is asked about first (the provider's
 * answer pays the order through the core, which issues the policy).
 */
export async function readPolicyView(db: Db, row: PolicyRow, order: Order): Promise<PolicyView> {
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return toPolicyView(db, row, order);
  const pending = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id })).filter(
    (payment) => payment.status === "pending" && payment.method === "card",
  );
  if (pending.length === 0) return toPolicyView(db, row, order);
  // A failure to reach the provider is logged by payments; the page then shows the order as it is.
  for (const payment of pending) await refreshPayment(db, payment.id).catch(() => null);
  return toPolicyView(db, row, (await loadOrder(db, order.id)) ?? order);
}
