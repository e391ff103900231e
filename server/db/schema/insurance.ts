import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  CoverageItem,
  InsuranceZone,
  PlanSnapshot,
  PolicyContact,
  PolicyInvoice,
  PolicyTraveller,
} from "#app/features/insurance/insurance-types.ts";
import { users } from "./accounts.ts";

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

export const POLICY_STATES = ["pending_payment", "active", "expired", "cancelled"] as const;

/** A sold policy: a snapshot of what was quoted and bought (catalogue edits never change it). */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: uuid().primaryKey().defaultRandom(),
    policyNumber: text().notNull().unique(),
    /** SPEC 3 "Payment data" Result.QuoteId. */
    quoteId: text().notNull().unique(),
    /** The purchase form's key: a retried submit finds this policy instead of creating another. */
    idempotencyKey: text().notNull().unique(),
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
    contact: jsonb().$type<PolicyContact>().notNull(),
    invoice: jsonb().$type<PolicyInvoice>(),
    dataProcessingConsent: boolean().notNull(),
    marketingConsent: boolean().notNull(),
    /** SPEC 3 shop data paymentMethodForm.select21: "TARJETA" or the bank/agent cash code. */
    paymentType: text({ enum: ["TARJETA", "CODIGO_PAGO"] }).notNull(),
    currency: text({ enum: ["USD"] })
      .notNull()
      .default("USD"),
    subtotalMinor: integer().notNull(),
    taxMinor: integer().notNull(),
    totalMinor: integer().notNull(),
    state: text({ enum: POLICY_STATES }).notNull().default("pending_payment"),
    paymentId: text(),
    /** sha256 of the buyer's access token (their cookie and the e-mail's link). */
    accessTokenHash: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("insurance_policies_user_idx").on(table.userId),
    check("insurance_policies_consent_check", sql`${table.dataProcessingConsent}`),
    check(
      "insurance_policies_total_check",
      sql`${table.totalMinor} > 0 and ${table.totalMinor} = ${table.subtotalMinor} + ${table.taxMinor}`,
    ),
    check("insurance_policies_dates_check", sql`${table.endDate} >= ${table.startDate} and ${table.days} >= 1`),
    check(
      "insurance_policies_state_check",
      sql`${table.state} in ('pending_payment', 'active', 'expired', 'cancelled')`,
    ),
  ],
);

/** Every state change of a policy, with its time and actor. */
export const insurancePolicyEvents = pgTable(
  "insurance_policy_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    policyId: uuid()
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: "cascade" }),
    fromState: text({ enum: POLICY_STATES }),
    toState: text({ enum: POLICY_STATES }).notNull(),
    actor: text().notNull(),
    at: timestamptz().notNull().defaultNow(),
  },
  (table) => [index("insurance_policy_events_policy_idx").on(table.policyId)],
);
