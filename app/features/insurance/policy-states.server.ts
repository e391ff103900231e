import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { insurancePolicies, insurancePolicyEvents } from "#server/db/schema/insurance.ts";
import type { PolicyState } from "./insurance-types.ts";

/**
 * A policy's life cycle: pending_payment -> active (paid) | expired (cash code unpaid) | cancelled. Every change is a
 * conditional update on the expected state, recorded with its time and actor.
 */
export const POLICY_TRANSITIONS: Record<PolicyState, PolicyState[]> = {
  pending_payment: ["active", "expired", "cancelled"],
  active: ["cancelled"],
  expired: [],
  cancelled: [],
};

/** Moves a policy from `from` to `to`; false when it was not in `from` (someone else moved it first). */
export async function transitionPolicy(tx: Tx, policyId: string, from: PolicyState, to: PolicyState, actor: string) {
  if (!POLICY_TRANSITIONS[from].includes(to)) throw new Error(`Policy transition ${from} -> ${to} is not allowed`);
  const moved = await tx
    .update(insurancePolicies)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(insurancePolicies.id, policyId), eq(insurancePolicies.state, from)))
    .returning({ id: insurancePolicies.id });
  if (moved.length === 0) return false;
  await tx.insert(insurancePolicyEvents).values({ policyId, fromState: from, toState: to, actor });
  return true;
}
