import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/accounts.ts";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { payments } from "#server/db/schema/payments.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import {
  emptyDb,
  insertOldPolicy,
  migrationsBefore,
  OLD_TOKEN,
  oldTraveller as traveller,
  type OldDb,
} from "#tests/support/insurance-migration-data.ts";
import { policyPageRequest } from "#tests/support/insurance-test-data.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, orderHistory } from "#app/features/orders/index.server.ts";
import { readInsuranceOrder } from "./insurance-order-access.server.ts";
import { openLegacyPolicyLink } from "./legacy-policy-links.server.ts";
import { toPolicyView } from "./policy-queries.server.ts";

const MIGRATION = "insurance-orders";
const serverUrl = process.env.TEST_DATABASE_URL;

describe(`migration ${MIGRATION} with data on ${serverUrl ? "PostgreSQL" : "PGlite"}`, () => {
  let old: OldDb;
  let folder: string;
  let userId: string;
  const ids = {
    card: "0b6c1f1e-0000-4000-8000-000000000001",
    cash: "0b6c1f1e-0000-4000-8000-000000000002",
    expired: "0b6c1f1e-0000-4000-8000-000000000003",
    cancelled: "0b6c1f1e-0000-4000-8000-000000000004",
  };

  beforeAll(async () => {
    folder = migrationsBefore(MIGRATION);
    old = await emptyDb();
    await old.migrate(folder);
    await seedInsurance(old.db);
    const [user] = await old.db
      .insert(users)
      .values({ email: "ana.migrada@example.com", firstName: "Ana", fatherLastname: "Quispe" })
      .returning({ id: users.id });
    userId = user!.id;
    const world = { region: "EU", planId: "CONDOR-MUNDO", tax: 0 };
    // US$ 297.00 by card: two travellers, 15 days of Cóndor Mundo at 6.90 and 12.90 a day.
    const pair = [traveller("Ana", 35, 1, 10_350), traveller("Luis", 70, 2, 19_350, "PAS")];
    await insertOldPolicy(old.db, {
      ...world,
      id: ids.card,
      number: "KVS-MIGR0001",
      state: "active",
      paymentType: "TARJETA",
      travellers: pair,
      subtotal: 29_700,
      email: "Ana.Migrada@Example.com",
      userId,
    });
    // US$ 42.48 by cash code: Peru, two travellers, US$ 36.00 plus IGV 6.48.
    await insertOldPolicy(old.db, {
      id: ids.cash,
      number: "KVS-MIGR0002",
      state: "pending_payment",
      paymentType: "CODIGO_PAGO",
      region: "PE",
      planId: "CONDOR-PERU",
      travellers: [traveller("Ana", 35, 1, 1_800), traveller("Rosa", 8, 1, 1_800)],
      subtotal: 3_600,
      tax: 648,
      email: "cash.migrada@example.com",
      userId: null,
    });
    for (const [key, state] of [
      ["expired", "expired"],
      ["cancelled", "cancelled"],
    ] as const) {
      await insertOldPolicy(old.db, {
        ...world,
        id: ids[key],
        number: key === "expired" ? "KVS-MIGR0003" : "KVS-MIGR0004",
        state,
        paymentType: key === "expired" ? "CODIGO_PAGO" : "TARJETA",
        travellers: pair,
        subtotal: 29_700,
        email: `${key}.migrada@example.com`,
        userId: null,
      });
    }
    await old.migrate(resolve("drizzle"));
  }, 180_000);

  afterAll(async () => {
    await old.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("gives every policy its order, item and lines, with the states mapped and the same totals", async () => {
    const expected = {
      card: { order: "fulfilled", item: "fulfilled", total: 29_700 },
      cash: { order: "pending_payment", item: "held", total: 4_248 },
      expired: { order: "expired", item: "released", total: 29_700 },
      cancelled: { order: "cancelled", item: "cancelled", total: 29_700 },
    } as const;
    for (const [key, id] of Object.entries(ids) as Array<[keyof typeof ids, string]>) {
      const order = await loadOrder(old.db, id);
      expect(order?.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
      expect(order).toMatchObject({ state: expected[key].order, chargeCurrency: "USD", referenceCurrency: "PEN" });
      expect(order?.items).toHaveLength(1);
      expect(order?.items[0]).toMatchObject({
        product: "insurance",
        state: expected[key].item,
        travellerIndexes: [0, 1],
      });
      const lines = order?.items[0]?.lines ?? [];
      expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(expected[key].total);
      expect(order?.items[0]?.subtotalMinor).toBe(expected[key].total);
      // The money function counts what is still sold: an ended order's items no longer add up.
      const counted = key === "card" || key === "cash" ? expected[key].total : 0;
      expect(computeOrderAmounts(order!).total.chargeMinor).toBe(counted);
      const [policy] = await old.db.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
      expect(policy?.orderItemId).toBe(order?.items[0]?.id);
    }
    const cash = await loadOrder(old.db, ids.cash);
    expect(cash?.items[0]?.lines.map((line) => [line.code, line.label, line.amountMinor])).toEqual([
      ["PAX1", "Asegurado 1 (35 años)", 1_800],
      ["PAX2", "Asegurado 2 (8 años)", 1_800],
      ["IGV", "IGV (18%)", 648],
    ]);
    expect(cash?.holdExpiresAt).not.toBeNull();
    expect(cash?.travellers.map((person) => person.type)).toEqual(["ADT", "CHD"]);
    expect(cash?.invoice).toEqual({ ruc: "20100070970", businessName: "Viajes Andinos SAC", fiscalAddress: "" });
    const card = await loadOrder(old.db, ids.card);
    expect(card).toMatchObject({
      owner: { userId, email: "ana.migrada@example.com" },
      contact: { firstName: "Ana", lastName: "Quispe", phoneCountryCode: "51", phoneNumber: "987654321" },
    });
    expect(card?.items[0]?.supplierRef).toBe("KVS-MIGR0001");
    expect(card?.travellers[1]).toMatchObject({ documentType: "PASAPORTE", firstName: "Luis", gender: "F" });
    const history = await orderHistory(old.db, ids.cancelled);
    expect(history.map((event) => [event.fromState, event.toState, event.actor])).toEqual([
      [null, "pending_payment", "customer"],
      ["pending_payment", "fulfilled", "payment"],
      ["fulfilled", "cancelled", "staff"],
    ]);
  });

  it("re-points the payments to the orders, keeps the old e-mail link and the owner working, e-mails found by order code", async () => {
    const kinds = await old.db.select({ kind: payments.payableKind, id: payments.payableId }).from(payments);
    expect(kinds.map((row) => row.kind)).toEqual(["order", "order", "order", "order"]);
    // The old e-mail's `?clave=` link (the purchase token, whose hash the order's checkout carries) opens it read-only
    // through the core's grant; the old cookie alone no longer does (decision 050, "Insurance").
    const oldCookie = `__Host-kv_seguro=KVS-MIGR0002.${OLD_TOKEN}`;
    const byOldCookie = policyPageRequest("KVS-MIGR0002", { cookie: oldCookie });
    expect(await readInsuranceOrder(byOldCookie, null, "KVS-MIGR0002", old.db)).toBeNull();
    const opened = await openLegacyPolicyLink(old.db, policyPageRequest("KVS-MIGR0002", { legacyToken: OLD_TOKEN }));
    expect(opened?.location).toBe("/conformidad?poliza=KVS-MIGR0002");
    const forged = policyPageRequest("KVS-MIGR0002", { legacyToken: "A".repeat(43) });
    expect(await openLegacyPolicyLink(old.db, forged)).toBeNull();
    const read = await readInsuranceOrder(
      policyPageRequest("KVS-MIGR0002", { cookie: opened!.setCookie.split(";")[0] }),
      null,
      "KVS-MIGR0002",
      old.db,
    );
    const view = read ? await toPolicyView(old.db, read.policy, read.order) : null;
    expect(view).toMatchObject({
      state: "pending_payment",
      totalMinor: 4_248,
      taxMinor: 648,
      paymentType: "CODIGO_PAGO",
    });
    expect(view?.payment?.cash?.TransactionIdentifier).toBe("12345678");
    const paid = await readInsuranceOrder(policyPageRequest("KVS-MIGR0001"), { id: userId }, "KVS-MIGR0001", old.db);
    expect(paid && (await toPolicyView(old.db, paid.policy, paid.order)).state).toBe("active");
    const [mail] = await old.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "cash.migrada@example.com"));
    expect(mail?.metadata).toMatchObject({ policyNumber: "KVS-MIGR0002", orderCode: read?.order.code });
  });

  it("leaves the old columns and the policy event table behind", async () => {
    const result: unknown = await old.db.execute(sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'insurance_policies'`);
    const columns = (result as { rows: Array<{ column_name: string }> }).rows.map((row) => row.column_name);
    expect(columns).toContain("order_item_id");
    for (const gone of ["state", "payment_id", "total_minor", "access_token_hash", "contact", "user_id"]) {
      expect(columns).not.toContain(gone);
    }
    const tables: unknown = await old.db.execute(sql`select to_regclass('insurance_policy_events') as t`);
    expect((tables as { rows: Array<{ t: unknown }> }).rows[0]?.t).toBeNull();
  });
});
