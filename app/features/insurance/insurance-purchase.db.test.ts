import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#server/db/test-db.ts";
import {
  fakeInsuranceProvider,
  purchaseForm,
  purchaseRequest,
  birthDate,
  TRIP_END,
  TRIP_START,
  useFakeInsuranceProvider,
} from "#tests/support/insurance-test-data.ts";
import { insurancePayable, registerInsurancePayable, startPolicyPayment } from "./insurance-payment.server.ts";
import { purchasePolicy } from "./insurance-purchase.server.ts";
import { loadInsuranceQuote } from "./insurance-quote.server.ts";
import { IMPOSSIBLE_TRIP_MESSAGES } from "./insurance-rules.ts";
import { accessTokenFrom } from "./policy-access.server.ts";
import { listUserPolicies, readPolicyForViewer } from "./policy-queries.server.ts";

const start = TRIP_START;
const end = TRIP_END;
const form = purchaseForm;
const request = purchaseRequest;

describe("insurance quote, purchase and confirmation", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedInsurance(handle.db);
    await seedInsurance(handle.db);
    useFakeInsuranceProvider(fakeInsuranceProvider());
    registerInsurancePayable();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("quotes up to 5 covering plans, the median first, and says why an impossible trip gets none", async () => {
    const page = await loadInsuranceQuote(handle.db, `destino=EU&salida=${start}&regreso=${end}&edades=35,70`);
    expect(page.kind).toBe("results");
    if (page.kind !== "results") return;
    expect(page.days).toBe(10);
    expect(page.destination).toBe("Europa");
    expect(page.plans.length).toBeLessThanOrEqual(5);
    expect(page.plans[0]?.best).toBe(true);
    const totals = page.plans.map((plan) => plan.totalMinor);
    const sorted = [...totals].sort((a, b) => a - b);
    expect(totals[0]).toBe(sorted[Math.floor((sorted.length - 1) / 2)]);
    const old = await loadInsuranceQuote(handle.db, `destino=EU&salida=${start}&regreso=${end}&edades=35,90`);
    expect(old).toMatchObject({ kind: "impossible", reason: IMPOSSIBLE_TRIP_MESSAGES.tooOld });
    const national = await loadInsuranceQuote(handle.db, `destino=PE&salida=${start}&regreso=${end}&edades=35`);
    const peru = national.kind === "results" ? national.plans.find((plan) => plan.id === "CONDOR-PERU") : undefined;
    expect(peru?.totalMinor).toBe(Math.round(150 * 10 * 1.18));
  });

  it("creates one policy for 50 concurrent identical submits, and refuses the key with other data", async () => {
    const key = "concurrent-purchase-0001";
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => purchasePolicy(handle.db, request(key))));
    const numbers = new Set(outcomes.map((outcome) => outcome.policy.policyNumber));
    expect(numbers.size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const rows = await handle.db.select().from(insurancePolicies).where(eq(insurancePolicies.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.totalMinor).toBe(10 * (690 + 1290));
    await expect(purchasePolicy(handle.db, request(key, { form: form("TARJETA") }))).rejects.toMatchObject({
      code: "CONFLICT",
    });
  }, 120_000);

  it("stores the factura of the order core's comprobante fields, with its fiscal address", async () => {
    const factura = {
      ruc: "20100070970",
      businessName: "Viajes Andinos S.A.C.",
      fiscalAddress: "Av. Arequipa 123, Lima",
    };
    const withFactura = { ...form("TARJETA"), wantsInvoice: true, invoice: factura };
    const { policy } = await purchasePolicy(handle.db, request("factura-purchase-001", { form: withFactura }));
    const [row] = await handle.db.select().from(insurancePolicies).where(eq(insurancePolicies.id, policy.policyId));
    expect(row?.invoice).toEqual(factura);
  });

  it("refuses a birth date outside the quoted age band", async () => {
    const wrong = form("TARJETA");
    wrong.travellers[1] = { ...wrong.travellers[1]!, birthDate: birthDate(40) };
    await expect(purchasePolicy(handle.db, request("band-mismatch-00001", { form: wrong }))).rejects.toMatchObject({
      code: "INVALID_DATA",
      issues: [{ path: "travellers.1.birthDate" }],
    });
  });

  it("starts a cash code, e-mails the certificate and shows the policy only to its buyer", async () => {
    const { policy } = await purchasePolicy(handle.db, request("cash-purchase-00001", { userId: null }));
    const started = await startPolicyPayment(handle.db, {
      policy,
      buyer: { email: "ana.quispe@example.com", firstName: "Ana", lastName: "Quispe" },
      idempotencyKey: "cash-purchase-00001",
      siteUrl: "https://kuntur.test",
    });
    expect(started).toMatchObject({ kind: "cash", code: "12345678" });
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `insurance-policy:${policy.policyId}:purchase`));
    expect(mail?.text).toContain("12345678");
    expect(mail?.text).toContain(`clave=${policy.accessToken}`);
    const attachments = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mail!.id));
    expect(attachments[0]?.contentType).toBe("application/pdf");

    const cookie = `other=1; __Host-kv_seguro=${policy.policyNumber}.${policy.accessToken}`;
    // Outside development only the __Host- name is read: a sibling host could plant the plain one.
    expect(accessTokenFrom(cookie.replace("__Host-", ""), policy.policyNumber)).toBeNull();
    const mine = await readPolicyForViewer(handle.db, policy.policyNumber, {
      accessToken: accessTokenFrom(cookie, policy.policyNumber),
      userId: null,
    });
    expect(mine?.payment?.cash).toMatchObject({ TransactionIdentifier: "12345678", bankSteps: [{ Name: "BCP" }] });
    expect(mine?.contact.email).toBe("ana.quispe@example.com");

    const { policy: other } = await purchasePolicy(
      handle.db,
      request("other-buyer-000001", { form: form("CODIGO_PAGO", "otro@example.com") }),
    );
    expect(
      await readPolicyForViewer(handle.db, policy.policyNumber, { accessToken: other.accessToken, userId: null }),
    ).toBeNull();
    expect(await readPolicyForViewer(handle.db, policy.policyNumber, { accessToken: null, userId: null })).toBeNull();
    expect(accessTokenFrom(cookie, other.policyNumber)).toBeNull();
  });

  it("activates a paid policy and expires an unpaid cash code (the payable's callbacks)", async () => {
    const { policy: paid } = await purchasePolicy(handle.db, request("paid-purchase-00001"));
    const { policy: unpaid } = await purchasePolicy(handle.db, request("unpaid-purchase-001"));
    const view = {} as never;
    expect(await handle.db.transaction((tx) => insurancePayable.amountDue(tx, paid.policyId))).toEqual({
      amountMinor: paid.totalMinor,
      currency: "USD",
    });
    expect(await handle.db.transaction((tx) => insurancePayable.onApproved(tx, paid.policyId, view))).toBe("accepted");
    await handle.db.transaction((tx) => insurancePayable.onCashExpired!(tx, unpaid.policyId, view));
    expect(await handle.db.transaction((tx) => insurancePayable.onApproved(tx, unpaid.policyId, view))).toBe("refund");
    expect(await handle.db.transaction((tx) => insurancePayable.amountDue(tx, unpaid.policyId))).toBeNull();
    const states = await handle.db
      .select({ n: insurancePolicies.policyNumber, state: insurancePolicies.state })
      .from(insurancePolicies);
    expect(states.find((row) => row.n === paid.policyNumber)?.state).toBe("active");
    expect(states.find((row) => row.n === unpaid.policyNumber)?.state).toBe("expired");
  });

  it("lets a signed-in buyer see their own policies, and only theirs", async () => {
    const [owner, other] = await handle.db
      .insert(users)
      .values([
        { email: "duena@example.com", firstName: "Rosa", fatherLastname: "Mamani" },
        { email: "otro@example.com", firstName: "Jorge", fatherLastname: "Huamán" },
      ])
      .returning({ id: users.id });
    const { policy } = await purchasePolicy(handle.db, request("signed-in-purchase1", { userId: owner!.id }));
    expect((await listUserPolicies(handle.db, owner!.id)).map((item) => item.policyNumber)).toEqual([
      policy.policyNumber,
    ]);
    expect(await listUserPolicies(handle.db, other!.id)).toEqual([]);
    expect(
      await readPolicyForViewer(handle.db, policy.policyNumber, { accessToken: null, userId: owner!.id }),
    ).not.toBeNull();
    expect(
      await readPolicyForViewer(handle.db, policy.policyNumber, { accessToken: null, userId: other!.id }),
    ).toBeNull();
  });
});
