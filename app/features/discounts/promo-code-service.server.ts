import { and, count, eq, gt, gte, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { discountFor, type PromoTerms } from "./promo-code.ts";

export type PayableKey = { kind: string; id: string };

export type RedeemOutcome =
  | { status: "applied"; terms: PromoTerms; discountMinor: number }
  /** Unknown, switched off by staff, not yet valid, or past its dates. */
  | { status: "invalid" }
  /** Valid, but not for this product: `products` are the ones it is for. */
  | { status: "not_applicable"; products: string[] }
  /** Every use has been taken. */
  | { status: "exhausted" }
  /** The purchase totals less than the code's minimum (US$ cents). */
  | { status: "below_minimum"; minOrderMinor: number }
  /** This customer already took the code as many times as it allows per customer. */
  | { status: "customer_limit" };

export type RedeemContext = {
  product: string;
  now?: Date;
  /** The buyer's contact e-mail: a code's limit per customer counts their purchases by it. */
  customer?: string;
  /** The purchase's total in US$ cents, for the code's minimum (defaults to `totalMinor`). */
  totalUsdMinor?: number;
};

/**
 * A code's minimum and limit per customer. The limit is counted with the code's row locked, so two purchases of one
 * customer at once cannot both take the last use allowed.
 */
async function limitRefusal(
  tx: Tx,
  code: string,
  payable: PayableKey,
  totalMinor: number,
  context: RedeemContext,
): Promise<RedeemOutcome | null> {
  const [limits] = await tx
    .select({ minOrderMinor: promoCodes.minOrderMinor, perCustomerLimit: promoCodes.perCustomerLimit })
    .from(promoCodes)
    .where(eq(promoCodes.code, code));
  if (!limits) return { status: "invalid" };
  if ((context.totalUsdMinor ?? totalMinor) < limits.minOrderMinor) {
    return { status: "below_minimum", minOrderMinor: limits.minOrderMinor };
  }
  if (limits.perCustomerLimit === null || !context.customer) return null;
  await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.code, code)).for("update");
  const [taken] = await tx
    .select({ value: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.customerKey, customerKeyOf(context.customer)),
        ne(promoRedemptions.payableId, payable.id),
      ),
    );
  return (taken?.value ?? 0) >= limits.perCustomerLimit ? { status: "customer_limit" } : null;
}

const customerKeyOf = (email: string) => email.trim().toLowerCase();

/** A code's terms when it exists, is switched on and is valid today (Lima); uses are not checked here. */
export async function findPromo(db: Db | Tx, code: string, now = new Date()): Promise<PromoTerms | null> {
  const today = todayInLima(now);
  const [row] = await db
    .select({
      code: promoCodes.code,
      percent: promoCodes.percent,
      capMinor: promoCodes.capMinor,
      products: promoCodes.products,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code),
        eq(promoCodes.active, true),
        lte(promoCodes.validFrom, today),
        gte(promoCodes.validTo, today),
      ),
    );
  return row ?? null;
}

/**
 * Takes one use of a code for a purchase of `product`, inside the caller's transaction. The use is a conditional
 * update that cannot go below zero; a purchase that already redeemed a code keeps that redemption (a retry takes no
 * second use). A refused code (unknown, not for this product, used up) leaves any earlier redemption as it was.
 */
export async function redeemPromo(
  tx: Tx,
  code: string,
  payable: PayableKey,
  totalMinor: number,
  context: RedeemContext,
): Promise<RedeemOutcome> {
  const terms = await findPromo(tx, code, context.now);
  if (!terms) return { status: "invalid" };
  if (!terms.products.includes(context.product)) return { status: "not_applicable", products: terms.products };
  const refused = await limitRefusal(tx, code, payable, totalMinor, context);
  if (refused) return refused;
  const [existing] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.payableKind, payable.kind), eq(promoRedemptions.payableId, payable.id)));
  const discountMinor = discountFor(totalMinor, terms);
  if (existing?.code === code) {
    await tx.update(promoRedemptions).set({ discountMinor }).where(eq(promoRedemptions.id, existing.id));
    return { status: "applied", terms, discountMinor };
  }
  const taken = await tx
    .update(promoCodes)
    .set({ usesLeft: sql`${promoCodes.usesLeft} - 1`, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.code, code), gt(promoCodes.usesLeft, 0)))
    .returning({ code: promoCodes.code });
  if (taken.length === 0) return { status: "exhausted" };
  // The new code is taken: the earlier one's use goes back.
  if (existing) await releasePromo(tx, payable);
  const customerKey = context.customer ? customerKeyOf(context.customer) : null;
  await tx
    .insert(promoRedemptions)
    .values({ code, payableKind: payable.kind, payableId: payable.id, discountMinor, customerKey });
  return { status: "applied", terms, discountMinor };
}

/** Gives a purchase's use back (it ended unpaid, or the buyer removed the code). No-op without a redemption. */
export async function releasePromo(tx: Tx, payable: PayableKey): Promise<void> {
  const removed = await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.payableKind, payable.kind), eq(promoRedemptions.payableId, payable.id)))
    .returning({ code: promoRedemptions.code });
  for (const row of removed) {
    await tx
      .update(promoCodes)
      .set({ usesLeft: sql`${promoCodes.usesLeft} + 1`, updatedAt: sql`now()` })
      .where(eq(promoCodes.code, row.code));
  }
}
