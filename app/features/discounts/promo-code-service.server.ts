import { and, eq, gt, gte, lte, sql } from "drizzle-orm";
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
  | { status: "exhausted" };

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
  context: { product: string; now?: Date },
): Promise<RedeemOutcome> {
  const terms = await findPromo(tx, code, context.now);
  if (!terms) return { status: "invalid" };
  if (!terms.products.includes(context.product)) return { status: "not_applicable", products: terms.products };
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
  await tx.insert(promoRedemptions).values({ code, payableKind: payable.kind, payableId: payable.id, discountMinor });
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
