/**
 * The back office's promo codes (issue 42): the list with each code's uses and discount given, a code's redemptions
 * per order, and the writes (create, edit, switch off and on), each in one transaction with its audit entry.
 */
import { asc, count, desc, eq, sql, sum } from "drizzle-orm";
import { getDb, type Db, type Tx } from "#db";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { orders } from "#server/db/schema/orders.ts";
import { AppError } from "#server/errors.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { ORDER_STATE_LABELS } from "#app/features/orders/index.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { promoStateOf, type PromoState } from "./promo-code-labels.ts";
import type { PromoCodeForm } from "./promo-code-schemas.ts";

export const PROMO_CODE_ENTITY = "promo_code";
export const STALE_MESSAGE =
  "Otra persona cambió este código mientras lo editabas. Vuelve a abrirlo para ver sus valores actuales.";

type CodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeItem = {
  code: string;
  description: string;
  percent: number;
  capMinor: number;
  products: string[];
  validFrom: string;
  validTo: string;
  minOrderMinor: number;
  perCustomerLimit: number | null;
  active: boolean;
  usesLeft: number;
  used: number;
  totalUses: number;
  discountMinor: number;
  state: PromoState;
  version: string;
};

const usage = (db: Db | Tx) =>
  db
    .select({
      code: promoRedemptions.code,
      used: count().as("used"),
      discount: sum(promoRedemptions.discountMinor).as("discount"),
    })
    .from(promoRedemptions)
    .groupBy(promoRedemptions.code)
    .as("usage");

function itemOf(row: CodeRow, used: number, discountMinor: number, today: string): PromoCodeItem {
  return {
    code: row.code,
    description: row.description,
    percent: row.percent,
    capMinor: row.capMinor,
    products: row.products,
    validFrom: row.validFrom,
    validTo: row.validTo,
    minOrderMinor: row.minOrderMinor,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    usesLeft: row.usesLeft,
    used,
    totalUses: row.usesLeft + used,
    discountMinor,
    state: promoStateOf(row, today),
    version: row.updatedAt.toISOString(),
  };
}

/** Every code, the latest valid first, with its uses (the redemptions) and the discount they gave. */
export async function listPromoCodes(db: Db = getDb(), now = new Date()): Promise<PromoCodeItem[]> {
  const used = usage(db);
  const rows = await db
    .select({
      row: promoCodes,
      used: sql<number>`coalesce(${used.used}, 0)`.mapWith(Number),
      discount: sql<number>`coalesce(${used.discount}, 0)`.mapWith(Number),
    })
    .from(promoCodes)
    .leftJoin(used, eq(used.code, promoCodes.code))
    .orderBy(desc(promoCodes.validTo), asc(promoCodes.code));
  const today = todayInLima(now);
  return rows.map(({ row, used: uses, discount }) => itemOf(row, uses, discount, today));
}

export type PromoRedemptionItem = {
  orderCode: string | null;
  /** The order's state in Spanish. */
  orderState: string | null;
  product: string | null;
  discountMinor: number;
  at: string;
};

/** One code with its redemptions, newest first: the order each went to, its main product and the discount given. */
export async function promoCodeDetail(code: string, db: Db = getDb(), now = new Date()) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!row) return null;
  const redemptions: PromoRedemptionItem[] = (
    await db
      .select({
        orderCode: orders.code,
        orderState: orders.state,
        product: sql<
          string | null
        >`(select product from order_items where order_id = ${orders.id} order by position limit 1)`,
        discountMinor: promoRedemptions.discountMinor,
        at: promoRedemptions.createdAt,
      })
      .from(promoRedemptions)
      .leftJoin(orders, sql`${orders.id}::text = ${promoRedemptions.payableId}`)
      .where(eq(promoRedemptions.code, code))
      .orderBy(desc(promoRedemptions.createdAt), desc(promoRedemptions.id))
  ).map((redemption) => ({
    ...redemption,
    orderState: redemption.orderState ? ORDER_STATE_LABELS[redemption.orderState] : null,
    at: redemption.at.toISOString(),
  }));
  const discount = redemptions.reduce((total, redemption) => total + redemption.discountMinor, 0);
  return { code: itemOf(row, redemptions.length, discount, todayInLima(now)), redemptions };
}

const usedCount = async (tx: Tx, code: string) =>
  (await tx.select({ value: count() }).from(promoRedemptions).where(eq(promoRedemptions.code, code)))[0]?.value ?? 0;

/** What the audit keeps of a code: its terms as staff see them. */
function auditView(
  row: Pick<
    CodeRow,
    | "code"
    | "percent"
    | "capMinor"
    | "products"
    | "validFrom"
    | "validTo"
    | "description"
    | "active"
    | "minOrderMinor"
    | "perCustomerLimit"
  >,
  totalUses: number,
) {
  return {
    code: row.code,
    percent: row.percent,
    capMinor: row.capMinor,
    products: row.products,
    validFrom: row.validFrom,
    validTo: row.validTo,
    totalUses,
    minOrderMinor: row.minOrderMinor,
    perCustomerLimit: row.perCustomerLimit,
    description: row.description,
    active: row.active,
  };
}

/** Only the fields that changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const termsOf = (form: PromoCodeForm) => ({
  percent: form.percent,
  capMinor: form.cap,
  products: form.products,
  validFrom: form.validFrom,
  validTo: form.validTo,
  minOrderMinor: form.minOrder,
  perCustomerLimit: form.perCustomer,
  description: form.description,
});

/**
 * Creates a code. The code is the key: a second submit of the same form (or someone else's code) inserts nothing and
 * is refused, so a double submit makes one code.
 */
export async function createPromoCode(form: PromoCodeForm, actor: AuditActor, db: Db = getDb()): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({ code: form.code, ...termsOf(form), usesLeft: form.totalUses, active: true, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", `Ya existe el código ${form.code}. Elige otro.`, { reason: "code" });
    await recordAudit(tx, actor, {
      action: "promotions.codes.create",
      entityType: PROMO_CODE_ENTITY,
      entityId: row.code,
      after: auditView(row, form.totalUses),
    });
    return row.code;
  });
}

/** The row locked for a write, refused when it is gone or changed since the form read `version`. */
async function lockForWrite(tx: Tx, code: string, version: string): Promise<CodeRow> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "El código no existe.");
  if (row.updatedAt.toISOString() !== version) throw new AppError("CONFLICT", STALE_MESSAGE, { reason: "version" });
  return row;
}

/**
 * Edits a code from the version the form read. Its uses are set as a total: the uses left become the total minus
 * the uses taken, in a conditional update that never goes below what was used (the CHECK backs it). A code that
 * was redeemed keeps its code (orders and the audit name it). Returns the code as saved.
 */
export async function updatePromoCode(
  code: string,
  form: PromoCodeForm,
  actor: AuditActor,
  db: Db = getDb(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await lockForWrite(tx, code, form.version);
    const used = await usedCount(tx, code);
    if (form.code !== code && used > 0) {
      throw new AppError("CONFLICT", `El código ${code} ya se usó: no se puede cambiar, solo sus condiciones.`, {
        reason: "code",
      });
    }
    if (form.totalUses < used) {
      throw new AppError(
        "CONFLICT",
        `Ya se usó ${String(used)} ${used === 1 ? "vez" : "veces"}: los usos totales no pueden ser menos de ${String(used)}.`,
        { reason: "totalUses" },
      );
    }
    if (form.code !== code) {
      const [taken] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.code, form.code));
      if (taken) throw new AppError("CONFLICT", `Ya existe el código ${form.code}. Elige otro.`, { reason: "code" });
    }
    const usedNow = sql`(select count(*) from ${promoRedemptions} where ${promoRedemptions.code} = ${code})`;
    const [after] = await tx
      .update(promoCodes)
      .set({
        code: form.code,
        ...termsOf(form),
        usesLeft: sql`${form.totalUses} - ${usedNow}`,
        updatedAt: new Date(),
      })
      .where(sql`${promoCodes.code} = ${code} and ${form.totalUses} >= ${usedNow}`)
      .returning();
    if (!after) throw new AppError("CONFLICT", STALE_MESSAGE, { reason: "uses" });
    await recordAudit(tx, actor, {
      action: "promotions.codes.update",
      entityType: PROMO_CODE_ENTITY,
      entityId: after.code,
      ...changes(auditView(before, before.usesLeft + used), auditView(after, form.totalUses)),
    });
    return after.code;
  });
}

/** Switches a code off (it stops applying at once) or on again, from the version the page read; audited. */
export async function setPromoCodeActive(
  code: string,
  input: { active: boolean; version: string },
  actor: AuditActor,
  db: Db = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockForWrite(tx, code, input.version);
    if (before.active === input.active) return;
    await tx.update(promoCodes).set({ active: input.active, updatedAt: new Date() }).where(eq(promoCodes.code, code));
    await recordAudit(tx, actor, {
      action: input.active ? "promotions.codes.reactivate" : "promotions.codes.deactivate",
      entityType: PROMO_CODE_ENTITY,
      entityId: code,
      before: { active: before.active },
      after: { active: input.active },
    });
  });
}

export type PromoWriteOutcome<T> = { ok: true; value: T } | { ok: false; message: string; reason: string | undefined };

/** A write for a page: its value, or a refusal's Spanish message and reason (the field it is about); 404 if gone. */
export async function promoCodeWrite<T>(write: () => Promise<T>): Promise<PromoWriteOutcome<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new Response("Not Found", { status: 404 });
    if (error instanceof AppError && error.code === "CONFLICT") {
      return { ok: false, message: error.message, reason: error.reason };
    }
    throw error;
  }
}
