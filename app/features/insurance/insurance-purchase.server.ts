/**
 * Buying a policy alone: one transaction under the form's idempotency key (a retried or concurrent identical submit
 * gets the same order), re-quoted from the catalogue. It places an order with the order core (which holds the item
 * through the insurance product: the plan on sale, the birth dates in the quoted age bands, and draws the order's
 * code) with one insurance item whose product record is the policy, written next with the item's id. State, totals
 * and contact live on the order, and who may open it is the core's rule (the route grants the buying browser the
 * order). Payment starts afterwards (never inside a transaction): insurance-payment.server.ts.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { Db } from "#db";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { AppError } from "#server/errors.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { orderExchangeRate, placeOrder } from "#app/features/orders/index.server.ts";
import { insuranceLines, type InsuranceSelection } from "./insurance-order-item.ts";
import { insuranceItemDetails, PLAN_UNAVAILABLE_MESSAGE } from "./insurance-order-product.server.ts";
import { comprobanteOf } from "#app/features/orders/order-checkout-contract.ts";
import { findActivePlan } from "./insurance-queries.server.ts";
import { bandMismatches, type PurchaseInput } from "./insurance-purchase-schemas.ts";
import { orderContactOf, orderTravellerOf } from "./insurance-order-parties.ts";
import { ageBand, ageOn, coverDays, isNationalRegion, quotePlan, type TripRequest } from "./insurance-rules.ts";
import type { PaymentType, PolicyTraveller } from "./insurance-types.ts";

export { PLAN_UNAVAILABLE_MESSAGE };
export const PURCHASE_SCOPE = "insurance-purchase";

export type PurchaseRequest = {
  planId: string;
  trip: TripRequest;
  form: PurchaseInput;
  idempotencyKey: string;
  userId: string | null;
  now?: Date;
};

export type PurchasedPolicy = {
  orderId: string;
  orderCode: string;
  policyId: string;
  policyNumber: string;
  quoteId: string;
  paymentType: PaymentType;
  totalMinor: number;
};

const POLICY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const policyCode = () => Array.from({ length: 8 }, () => POLICY_ALPHABET[randomInt(POLICY_ALPHABET.length)]).join("");

function checkTravellers(request: PurchaseRequest): void {
  const { form, trip } = request;
  if (form.travellers.length !== trip.ages.length) {
    throw new AppError("INVALID_DATA", "Ingresa los datos de cada viajero cotizado.", {
      reason: "travellers_mismatch",
    });
  }
  const mismatches = bandMismatches(
    form.travellers.map((traveller) => traveller.birthDate),
    trip.ages,
    trip.startDate,
  );
  if (Object.keys(mismatches).length > 0) {
    throw new AppError("INVALID_DATA", undefined, {
      issues: Object.entries(mismatches).map(([path, message]) => ({ path, message })),
    });
  }
}

/** Places the policy's order (held, unpaid) once per idempotency key; concurrent duplicates replay the first answer. */
export async function purchasePolicy(
  db: Db,
  request: PurchaseRequest,
): Promise<{ policy: PurchasedPolicy; replayed: boolean }> {
  checkTravellers(request);
  const { form, trip } = request;
  const now = request.now ?? new Date();
  const outcome = await runIdempotent(
    db,
    {
      scope: PURCHASE_SCOPE,
      key: request.idempotencyKey,
      request: { planId: request.planId, trip, form, userId: request.userId },
    },
    async (tx) => {
      const plan = await findActivePlan(tx, request.planId);
      const quote = plan ? quotePlan(plan, trip) : null;
      if (!plan || !quote) throw new AppError("CONFLICT", PLAN_UNAVAILABLE_MESSAGE, { reason: "plan_unavailable" });
      const travellers: PolicyTraveller[] = form.travellers.map((traveller, index) => {
        const age = ageOn(traveller.birthDate, trip.startDate);
        return { ...traveller, age, band: ageBand(age) ?? 1, priceMinor: quote.travellers[index]?.priceMinor ?? 0 };
      });
      const selection: InsuranceSelection = { planId: plan.id, ...trip };
      const details = insuranceItemDetails(quote, selection);
      const lines = insuranceLines(quote);
      const orderTravellers = travellers.map(orderTravellerOf);
      const travellerIndexes = travellers.map((_, index) => index);
      const policyId = randomUUID();
      const placed = await placeOrder(
        tx,
        {
          userId: request.userId,
          contact: orderContactOf(form.contact),
          invoice: comprobanteOf(form),
          travellers: orderTravellers,
          checkoutId: null,
          chargeCurrency: "USD",
          exchangeRate: await orderExchangeRate(tx, now),
          holdExpiresAt: null,
          items: [
            {
              product: "insurance",
              currency: "USD",
              lines,
              travellerIndexes,
              details,
              productRecordId: policyId,
              supplierRef: null,
              holdExpiresAt: null,
              priceValidUntil: null,
            },
          ],
          actor: "customer",
        },
        now,
      );
      if (placed.status !== "held") throw new AppError("CONFLICT", placed.reason, { reason: placed.status });
      const { id: orderId, code: orderCode, itemIds } = placed;
      const policyNumber = `KVS-${policyCode()}`;
      const { zones: _zones, minDays: _min, maxDays: _max, ...snapshot } = plan;
      await tx.insert(insurancePolicies).values({
        id: policyId,
        policyNumber,
        quoteId: details.quoteId,
        orderItemId: itemIds[0] ?? "",
        planId: plan.id,
        plan: snapshot,
        region: trip.region,
        national: isNationalRegion(trip.region),
        startDate: trip.startDate,
        endDate: trip.endDate,
        days: coverDays(trip.startDate, trip.endDate),
        travellers,
        dataProcessingConsent: form.dataProcessingConsent,
        marketingConsent: form.marketingConsent,
      });
      return {
        orderId,
        orderCode,
        policyId,
        policyNumber,
        quoteId: details.quoteId,
        paymentType: form.paymentType,
        totalMinor: quote.totalMinor,
      } satisfies PurchasedPolicy;
    },
  );
  return { policy: outcome.value, replayed: outcome.replayed };
}
