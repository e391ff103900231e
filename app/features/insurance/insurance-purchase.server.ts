/**
 * Buying a policy (issue 20): one transaction under the form's idempotency key (a retried or concurrent identical
 * submit gets the same policy), re-quoted from the catalogue, the birth dates checked against the quoted age bands.
 * Payment starts afterwards (providers are never called inside a transaction): insurance-payment.server.ts.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "#db";
import { insurancePolicies, insurancePolicyEvents } from "#server/db/schema/insurance.ts";
import { AppError } from "#server/errors.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { comprobanteOf } from "#app/features/orders/order-checkout-contract.ts";
import { findActivePlan } from "./insurance-queries.server.ts";
import { bandMismatches, type PurchaseInput } from "./insurance-purchase-schemas.ts";
import { ageBand, ageOn, coverDays, isNationalRegion, quotePlan, type TripRequest } from "./insurance-rules.ts";
import type { PaymentType, PolicyTraveller } from "./insurance-types.ts";

export const PURCHASE_SCOPE = "insurance-purchase";
export const PLAN_UNAVAILABLE_MESSAGE =
  "Este plan ya no cubre tu viaje. Vuelve a cotizar para ver los planes disponibles.";

export type PurchaseRequest = {
  planId: string;
  trip: TripRequest;
  form: PurchaseInput;
  idempotencyKey: string;
  userId: string | null;
};

export type PurchasedPolicy = {
  policyId: string;
  policyNumber: string;
  quoteId: string;
  /** The buyer's access token (cookie and e-mail link); only its hash is stored with the policy. */
  accessToken: string;
  paymentType: PaymentType;
  totalMinor: number;
};

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomCode(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

export const hashAccessToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates the policy (pending payment) once per idempotency key; concurrent duplicates replay the first answer. */
export async function purchasePolicy(
  db: Db,
  request: PurchaseRequest,
): Promise<{ policy: PurchasedPolicy; replayed: boolean }> {
  const { form, trip } = request;
  const { emailConfirmation: _confirmation, ...contact } = form.contact;
  const mismatches = bandMismatches(
    form.travellers.map((traveller) => traveller.birthDate),
    trip.ages,
    trip.startDate,
  );
  if (form.travellers.length !== trip.ages.length) {
    throw new AppError("INVALID_DATA", "Ingresa los datos de cada viajero cotizado.", {
      reason: "travellers_mismatch",
    });
  }
  if (Object.keys(mismatches).length > 0) {
    throw new AppError("INVALID_DATA", undefined, {
      issues: Object.entries(mismatches).map(([path, message]) => ({ path, message })),
    });
  }
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
        return {
          ...traveller,
          age,
          band: ageBand(age) ?? 1,
          priceMinor: quote.travellers[index]?.priceMinor ?? 0,
        };
      });
      const accessToken = randomBytes(32).toString("base64url");
      const policyNumber = `KVS-${randomCode(8)}`;
      const quoteId = `COT-${randomCode(10)}`;
      const { zones: _zones, minDays: _min, maxDays: _max, ...snapshot } = plan;
      const [row] = await tx
        .insert(insurancePolicies)
        .values({
          policyNumber,
          quoteId,
          idempotencyKey: request.idempotencyKey,
          planId: plan.id,
          plan: snapshot,
          region: trip.region,
          national: isNationalRegion(trip.region),
          startDate: trip.startDate,
          endDate: trip.endDate,
          days: coverDays(trip.startDate, trip.endDate),
          travellers,
          contact,
          invoice: comprobanteOf(form),
          dataProcessingConsent: form.dataProcessingConsent,
          marketingConsent: form.marketingConsent,
          paymentType: form.paymentType,
          subtotalMinor: quote.subtotalMinor,
          taxMinor: quote.taxMinor,
          totalMinor: quote.totalMinor,
          accessTokenHash: hashAccessToken(accessToken),
          userId: request.userId,
        })
        .returning({ id: insurancePolicies.id });
      if (!row) throw new AppError("UNAVAILABLE");
      await tx
        .insert(insurancePolicyEvents)
        .values({ policyId: row.id, fromState: null, toState: "pending_payment", actor: "buyer" });
      return {
        policyId: row.id,
        policyNumber,
        quoteId,
        accessToken,
        paymentType: form.paymentType,
        totalMinor: quote.totalMinor,
      } satisfies PurchasedPolicy;
    },
  );
  return { policy: outcome.value, replayed: outcome.replayed };
}
