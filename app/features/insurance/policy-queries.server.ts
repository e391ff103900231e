import { timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import { policyLinkToken } from "./insurance-config.server.ts";
import { hashAccessToken } from "./insurance-purchase.server.ts";
import { destinationName } from "./insurance-quote.server.ts";
import { medicalAssistance } from "./insurance-rules.ts";
import type { PolicyView } from "./policy-view.ts";

export const POLICY_PAYABLE = "insurance-policy";

type PolicyRow = typeof insurancePolicies.$inferSelect;

export async function findPolicyRow(db: Db, policyNumber: string): Promise<PolicyRow | null> {
  if (!/^KVS-[A-Z0-9]{8}$/.test(policyNumber)) return null;
  const [row] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.policyNumber, policyNumber));
  return row ?? null;
}

export async function toPolicyView(db: Db | Tx, row: PolicyRow): Promise<PolicyView> {
  const [payment] = await paymentsOf(db, { kind: POLICY_PAYABLE, id: row.id });
  return {
    policyNumber: row.policyNumber,
    quoteId: row.quoteId,
    state: row.state,
    paymentType: row.paymentType,
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
    contact: row.contact,
    invoice: row.invoice ?? null,
    subtotalMinor: row.subtotalMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
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

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** The purchase's random token (its hash is stored) or the policy's signed e-mail link token. */
function grantsAccess(token: string, row: PolicyRow): boolean {
  const byPurchase = sameBytes(Buffer.from(hashAccessToken(token), "hex"), Buffer.from(row.accessTokenHash, "hex"));
  return byPurchase || sameBytes(Buffer.from(token), Buffer.from(policyLinkToken(row.id)));
}

/**
 * The policy for its buyer only: the access token (their cookie or the e-mail's link) or the signed-in owner. Anyone
 * else gets null, exactly as for a number that does not exist.
 */
export async function readPolicyForViewer(
  db: Db,
  policyNumber: string,
  viewer: { accessToken: string | null; userId: string | null },
): Promise<PolicyView | null> {
  const row = await findPolicyRow(db, policyNumber);
  if (!row) return null;
  const byToken = viewer.accessToken !== null && grantsAccess(viewer.accessToken, row);
  const byUser = viewer.userId !== null && row.userId === viewer.userId;
  if (!byToken && !byUser) return null;
  if (row.paymentType === "TARJETA" && row.state === "pending_payment" && row.paymentId) {
    // Back from the card page before the provider's notification: ask the provider (a failure is logged there).
    const payment = await refreshPayment(db, row.paymentId).catch(() => null);
    if (payment && payment.status !== "pending")
      return toPolicyView(db, (await findPolicyRow(db, policyNumber)) ?? row);
  }
  return toPolicyView(db, row);
}

/** A signed-in user's policies, newest first. */
export async function listUserPolicies(db: Db, userId: string): Promise<PolicyView[]> {
  const rows = await db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.userId, userId))
    .orderBy(desc(insurancePolicies.createdAt))
    .limit(50);
  return Promise.all(rows.map((row) => toPolicyView(db, row)));
}
