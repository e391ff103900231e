import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type {
  CoverageItem,
  InsuranceZone,
  PlanSnapshot,
  PolicyTraveller,
} from "#app/features/insurance/insurance-types.ts";
import { orderItems } from "./orders.ts";

const timestamptz = () => timestamp({ withTimezone: true });

/**
 * The travel-insurance catalogue (issue 20): plans of the fictional assistance company, editable data. Prices are US$
 * minor units per traveller per day by age band; a null band price means "not sold to that band".
 */
export const insurancePlans = pgTable(
  "insurance_plans",
  {
    /** Stable product code (SPEC 3 "Insurance plan".producto), e.g. "CONDOR-MUNDO". */
    id: text().primaryKey(),
    /** SPEC 3 nombreProducto. */
    name: text().notNull(),
    company: text().notNull(),
    /** The cover shown on the card ("Asistencia médica por accidente y enfermedad"). */
    mainCover: text().notNull(),
    zones: text().array().$type<InsuranceZone[]>().notNull(),
    minDays: smallint().notNull(),
    maxDays: smallint().notNull(),
    pricePerDayBand1Minor: integer().notNull(),
    pricePerDayBand2Minor: integer(),
    pricePerDayBand3Minor: integer(),
    /** SPEC 3 "Coverage item": Codigo, Valor, NombreVisible; medical assistance under Codigo "C.{ip}". */
    coverage: jsonb().$type<CoverageItem[]>().notNull(),
    assistancePhone: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check("insurance_plans_days_check", sql`${table.minDays} >= 1 and ${table.maxDays} >= ${table.minDays}`),
    check(
      "insurance_plans_prices_check",
      sql`${table.pricePerDayBand1Minor} > 0 and coalesce(${table.pricePerDayBand2Minor}, 1) > 0 and coalesce(${table.pricePerDayBand3Minor}, 1) > 0`,
    ),
    check("insurance_plans_zones_check", sql`cardinality(${table.zones}) > 0`),
  ],
);

/*
 * insurance_policies is owned by the insurance product (app/features/insurance). A policy bought alone is the product
 * record of its order's insurance item: state, payment, totals, contact and guest access live on the order
 * (server/db/schema/orders.ts); the policy keeps only its own number, plan snapshot, region, dates and insured
 * travellers. (The flight's travel-assistance add-on keeps its policy in its order item.)
 */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: uuid().primaryKey().defaultRandom(),
    policyNumber: text().notNull().unique(),
    /** SPEC 3 "Payment data" Result.QuoteId. */
    quoteId: text().notNull().unique(),
    /** The order item this policy is the product record of (order_items.product_record_id names it back). */
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    planId: text()
      .notNull()
      .references(() => insurancePlans.id),
    plan: jsonb().$type<PlanSnapshot>().notNull(),
    region: text().notNull(),
    national: boolean().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    days: smallint().notNull(),
    travellers: jsonb().$type<PolicyTraveller[]>().notNull(),
    dataProcessingConsent: boolean().notNull(),
    marketingConsent: boolean().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check("insurance_policies_consent_check", sql`${table.dataProcessingConsent}`),
    check("insurance_policies_dates_check", sql`${table.endDate} >= ${table.startDate} and ${table.days} >= 1`),
  ],
);
