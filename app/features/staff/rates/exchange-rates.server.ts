import { and, count, desc, eq } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { signalChange } from "#app/platform/change-signals.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import type { ExchangeRateForm } from "./exchange-rate-schemas.ts";

/** The source of a rate typed in the back office; other sources (the seed, the configured default) are automatic. */
export const STAFF_RATE_SOURCE = "staff";
export const RATES_PAGE_SIZE = 30;

const pair = and(eq(exchangeRates.currencyFrom, "USD"), eq(exchangeRates.currencyTo, "PEN"));

/** The dated USD/PEN rates, newest date first. */
export async function listExchangeRates(page = 1, db: Db = getDb()) {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(pair)
    .orderBy(desc(exchangeRates.effectiveDate))
    .limit(RATES_PAGE_SIZE)
    .offset((page - 1) * RATES_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(exchangeRates).where(pair);
  return {
    page,
    total: total?.value ?? 0,
    pageSize: RATES_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      date: row.effectiveDate,
      amount: row.amount,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Whether a person entered today's rate (Lima date): the back office warns while not. */
export async function todaysRateEntered(db: Db = getDb(), now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ source: exchangeRates.source })
    .from(exchangeRates)
    .where(and(pair, eq(exchangeRates.effectiveDate, todayInLima(now))));
  return row !== undefined && row.source === STAFF_RATE_SOURCE;
}

/**
 * Enters the USD/PEN rate of a date (today or earlier): one per date. An automatic rate of that date (the seed's)
 * is replaced; a rate a person already entered is a conflict. Audited with the values before and after.
 */
export async function enterExchangeRate(form: ExchangeRateForm, actor: AuditActor, db: Db = getDb(), now = new Date()) {
  if (form.effectiveDate > todayInLima(now)) {
    throw new AppError("INVALID_DATA", "No se puede registrar el tipo de cambio de una fecha futura.");
  }
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(exchangeRates)
      .where(and(pair, eq(exchangeRates.effectiveDate, form.effectiveDate)))
      .for("update");
    if (before?.source === STAFF_RATE_SOURCE) {
      throw new AppError("CONFLICT", `Ya se registró el tipo de cambio del ${form.effectiveDate}: ${before.amount}.`);
    }
    const values = { amount: form.amount, source: STAFF_RATE_SOURCE, createdAt: new Date() };
    const [row] = before
      ? await tx.update(exchangeRates).set(values).where(eq(exchangeRates.id, before.id)).returning()
      : await tx
          .insert(exchangeRates)
          .values({ currencyFrom: "USD", currencyTo: "PEN", effectiveDate: form.effectiveDate, ...values })
          .returning();
    if (!row) throw new Error("exchange rate not written");
    await recordAudit(tx, actor, {
      action: "rates.write",
      entityType: "exchange_rate",
      entityId: form.effectiveDate,
      before: before ? { amount: before.amount, source: before.source } : null,
      after: { amount: row.amount, source: row.source },
    });
    return row;
  });
  // After the commit: pages that keep a copy of prices in soles (the airline pages) read the new rate.
  signalChange("exchange-rates");
  return saved;
}

/** enterExchangeRate for a page: the saved row, or a refusal's Spanish message and status. */
export async function enterExchangeRateForPage(form: ExchangeRateForm, actor: AuditActor) {
  try {
    return { ok: true as const, row: await enterExchangeRate(form, actor) };
  } catch (error) {
    if (isAppError(error) && error.status < 500)
      return { ok: false as const, message: error.message, status: error.status };
    throw error;
  }
}
