import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "#db";
import * as schema from "#server/db/schema/index.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { payments } from "#server/db/schema/payments.ts";
import { createEmptyPostgresDb } from "#tests/support/test-db.ts";
import { TRIP_END, TRIP_START } from "./insurance-test-data.ts";

/*
 * The insurance tables as they were before policies became orders (migration "insurance-orders"): a database
 * migrated up to just before it, and policies written in the old shape with their events, payments and e-mails.
 */

/** A copy of the committed migrations that stops just before this one: the database as the old code left it. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "kv-migrations-"));
  mkdirSync(join(folder, "meta"));
  for (const file of readdirSync(resolve("drizzle"))) {
    if (file.endsWith(".sql")) copyFileSync(resolve("drizzle", file), join(folder, file));
  }
  const journal = JSON.parse(readFileSync(resolve("drizzle/meta/_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (cut < 0) throw new Error(`no migration named ${tag}`);
  writeFileSync(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
  );
  return folder;
}

export type OldDb = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

/** An empty database of its own (PGlite in memory, or a new database on TEST_DATABASE_URL's server). */
export async function emptyDb(): Promise<OldDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const empty = await createEmptyPostgresDb(serverUrl, "kv_migration");
    const pool = new pg.Pool({ connectionString: empty.url, max: 2 });
    const db = drizzle(pool, { schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await empty.drop();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export const OLD_TOKEN = "T".repeat(43);
const coverage = [{ Codigo: "C.{ip}", Valor: "US$ 60,000", NombreVisible: "Asistencia médica" }];
const plan = (id: string, name: string) => ({
  id,
  name,
  company: "Asistencia Cóndor",
  mainCover: "Asistencia médica",
  pricePerDayMinor: { 1: 150, 2: null, 3: null },
  coverage,
  assistancePhone: "+51 1 700 0000",
});
export const oldTraveller = (names: string, age: number, band: number, priceMinor: number, documentType = "DNI") => ({
  names,
  surnames: "Quispe",
  birthDate: `${String(Number(TRIP_START.slice(0, 4)) - age - 1)}${TRIP_START.slice(4)}`,
  age,
  band,
  nationality: "PE",
  documentType,
  documentNumber: documentType === "PAS" ? "P1234567" : "45678912",
  sex: "F",
  priceMinor,
});

export type OldPolicy = {
  id: string;
  number: string;
  state: "pending_payment" | "active" | "expired" | "cancelled";
  paymentType: "TARJETA" | "CODIGO_PAGO";
  region: string;
  planId: string;
  travellers: Array<ReturnType<typeof oldTraveller>>;
  subtotal: number;
  tax: number;
  email: string;
  userId: string | null;
};

export async function insertOldPolicy(db: Db, p: OldPolicy): Promise<void> {
  await db.execute(sql`
    insert into insurance_policies (id, policy_number, quote_id, idempotency_key, plan_id, plan, region, national,
      start_date, end_date, days, travellers, contact, invoice, data_processing_consent, marketing_consent,
      payment_type, subtotal_minor, tax_minor, total_minor, state, access_token_hash, user_id)
    values (${p.id}, ${p.number}, ${`COT-${p.number.slice(4)}AB`}, ${`key-${p.id}`}, ${p.planId},
      ${JSON.stringify(plan(p.planId, p.planId === "CONDOR-PERU" ? "Cóndor Perú" : "Cóndor Mundo"))}::jsonb,
      ${p.region}, ${p.region === "PE"}, ${TRIP_START}, ${TRIP_END}, 10, ${JSON.stringify(p.travellers)}::jsonb,
      ${JSON.stringify({ names: "Ana", surnames: "Quispe", email: p.email, phoneCode: "+51", phone: "987654321" })}::jsonb,
      ${p.region === "PE" ? JSON.stringify({ ruc: "20100070970", businessName: "Viajes Andinos SAC" }) : null}::jsonb,
      true, false, ${p.paymentType}, ${p.subtotal}, ${p.tax}, ${p.subtotal + p.tax}, ${p.state},
      ${createHash("sha256").update(OLD_TOKEN).digest("hex")}, ${p.userId})`);
  await db.execute(sql`insert into insurance_policy_events (policy_id, from_state, to_state, actor)
    values (${p.id}, null, 'pending_payment', 'buyer')`);
  if (p.state !== "pending_payment") {
    const to = p.state === "cancelled" ? "active" : p.state;
    await db.execute(sql`insert into insurance_policy_events (policy_id, from_state, to_state, actor)
      values (${p.id}, 'pending_payment', ${to}, 'payment')`);
  }
  if (p.state === "cancelled") {
    await db.execute(sql`insert into insurance_policy_events (policy_id, from_state, to_state, actor)
      values (${p.id}, 'active', 'cancelled', 'staff')`);
  }
  const cash = p.paymentType === "CODIGO_PAGO";
  const statuses = {
    pending_payment: "pending",
    active: "approved",
    expired: "expired",
    cancelled: "approved",
  } as const;
  const status = statuses[p.state];
  await db.insert(payments).values({
    payableKind: "insurance-policy",
    payableId: p.id,
    provider: "sandbox",
    method: cash ? "cash" : "card",
    status,
    amountMinor: p.subtotal + p.tax,
    currency: "USD",
    description: `Seguro de viaje, póliza ${p.number}`,
    idempotencyKey: `key-${p.id}`,
    cashCode: cash ? "12345678" : null,
    cashExpiresAt: cash ? new Date(Date.now() + 2 * 3_600_000) : null,
    cardBrand: cash ? null : "Visa",
    cardLast4: cash ? null : "1111",
  });
  await db.insert(emailOutbox).values({
    dedupeKey: `insurance-policy:${p.id}:purchase`,
    template: "insurance-policy",
    toAddress: p.email,
    subject: `Recibimos tu solicitud de compra (póliza ${p.number})`,
    html: "<p>Compra</p>",
    text: "Compra",
    metadata: { policyNumber: p.number },
  });
}
