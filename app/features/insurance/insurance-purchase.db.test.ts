import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { orderItems, orders } from "#server/db/schema/orders.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  fakeInsuranceProvider,
  purchaseForm,
  purchaseRequest,
  birthDate,
  buyerCookie,
  policyPageRequest,
  TRIP_END,
  TRIP_START,
  useFakeInsuranceProvider,
  useOrderPayable,
} from "#tests/support/insurance-test-data.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { accountOrders, loadOrder, orderPayable } from "#app/features/orders/index.server.ts";
import { readInsuranceOrder } from "./insurance-order-access.server.ts";
import { registerInsurance, startPolicyPayment } from "./insurance-payment.server.ts";
import { purchasePolicy } from "./insurance-purchase.server.ts";
import { loadInsuranceQuote } from "./insurance-quote.server.ts";
import { IMPOSSIBLE_TRIP_MESSAGES } from "./insurance-rules.ts";
import { policyStateOf, toPolicyView } from "./policy-queries.server.ts";

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
    registerInsurance();
    useOrderPayable();
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

  it("places one order for 50 concurrent identical submits, and refuses the key with other data", async () => {
    const key = "concurrent-purchase-0001";
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => purchasePolicy(handle.db, request(key))));
    const numbers = new Set(outcomes.map((outcome) => outcome.policy.policyNumber));
    expect(numbers.size).toBe(1);
    expect(new Set(outcomes.map((outcome) => outcome.policy.orderCode)).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const { orderId, policyNumber } = outcomes[0]!.policy;
    const rows = await handle.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.policyNumber, policyNumber));
    expect(rows).toHaveLength(1);
    const order = await loadOrder(handle.db, orderId);
    expect(await handle.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(1);
    expect(order?.items).toMatchObject([{ id: rows[0]?.orderItemId, product: "insurance", state: "held" }]);
    expect(computeOrderAmounts(order!).total.chargeMinor).toBe(10 * (690 + 1290));
    const [row] = await handle.db.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, orderId));
    // No token of its own: the buyer's browser holds the core's grant (purchase-submit.server.ts).
    expect(row?.checkoutId).toBeNull();
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
    // The factura is the order's (the policy keeps only what is its own).
    expect((await loadOrder(handle.db, policy.orderId))?.invoice).toEqual(factura);
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
    expect(started).toMatchObject({ status: "cash", code: "12345678" });
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `insurance-policy:${policy.policyId}:purchase`));
    expect(mail?.text).toContain("12345678");
    // Its link is the order core's signed link (decision 050), no token of the purchase's own.
    expect(mail?.text).toMatch(/Ver mi compra: https:\/\/kuntur\.test\/mis-reservas\/abrir\?enlace=[\w.-]+/);
    expect(mail?.text).not.toContain("clave=");
    const attachments = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mail!.id));
    expect(attachments[0]?.contentType).toBe("application/pdf");

    const cookie = buyerCookie(policy.orderId);
    // Outside development only the __Host- name is read: a sibling host could plant the plain one.
    const planted = policyPageRequest(policy.policyNumber, { cookie: cookie.replace("__Host-", "") });
    expect(await readInsuranceOrder(planted, null, policy.policyNumber)).toBeNull();
    const read = await readInsuranceOrder(
      policyPageRequest(policy.policyNumber, { cookie }),
      null,
      policy.policyNumber,
    );
    const mine = read ? await toPolicyView(handle.db, read.policy, read.order) : null;
    expect(mine?.payment?.cash).toMatchObject({ TransactionIdentifier: "12345678", bankSteps: [{ Name: "BCP" }] });
    expect(mine).toMatchObject({
      state: "pending_payment",
      orderCode: policy.orderCode,
      totalMinor: policy.totalMinor,
    });
    expect(mine?.contact).toEqual({
      names: "Ana",
      surnames: "Quispe",
      email: "ana.quispe@example.com",
      phoneCode: "+51",
      phone: "987654321",
    });
    expect(read?.order).toMatchObject({ state: "pending_payment", code: policy.orderCode });
    expect(read?.order.holdExpiresAt).not.toBeNull();

    const { policy: other } = await purchasePolicy(
      handle.db,
      request("other-buyer-000001", { form: form("CODIGO_PAGO", "otro@example.com") }),
    );
    // The other buyer's browser holds a grant for their own order only.
    const asOther = policyPageRequest(policy.policyNumber, { cookie: buyerCookie(other.orderId) });
    expect(await readInsuranceOrder(asOther, null, policy.policyNumber)).toBeNull();
    expect(await readInsuranceOrder(policyPageRequest(policy.policyNumber), null, policy.policyNumber)).toBeNull();
    expect(
      await readInsuranceOrder(policyPageRequest(other.policyNumber, { cookie }), null, other.policyNumber),
    ).toBeNull();
  });

  it("the order's payable pays a policy and lapses an unpaid cash code (the core's callbacks)", async () => {
    const { policy: paid } = await purchasePolicy(handle.db, request("paid-purchase-00001"));
    const { policy: unpaid } = await purchasePolicy(handle.db, request("unpaid-purchase-001"));
    const view = {
      id: "payment-of-test",
      method: "cash",
      amount: { amountMinor: paid.totalMinor, currency: "USD" },
      updatedAt: new Date().toISOString(),
    } as never;
    expect(await handle.db.transaction((tx) => orderPayable.amountDue(tx, paid.orderId))).toEqual({
      amountMinor: paid.totalMinor,
      currency: "USD",
    });
    expect(await handle.db.transaction((tx) => orderPayable.onApproved(tx, paid.orderId, view))).toBe("accepted");
    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, unpaid.orderId, view));
    expect(await handle.db.transaction((tx) => orderPayable.onApproved(tx, unpaid.orderId, view))).toBe("refund");
    expect(await handle.db.transaction((tx) => orderPayable.amountDue(tx, unpaid.orderId))).toBeNull();
    const [paidOrder, unpaidOrder] = await Promise.all([
      loadOrder(handle.db, paid.orderId),
      loadOrder(handle.db, unpaid.orderId),
    ]);
    expect(paidOrder).toMatchObject({
      state: "fulfilled",
      items: [{ state: "fulfilled", supplierRef: paid.policyNumber }],
    });
    // The core ends an order whose code lapsed unpaid; the buyer reads the policy as expired (never in force).
    expect(unpaidOrder).toMatchObject({ state: "cancelled", items: [{ state: "released" }] });
    expect(policyStateOf(unpaidOrder!, unpaidOrder!.items[0])).toBe("expired");
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
    // Mis reservas lists it for its owner only.
    expect((await accountOrders(handle.db, owner!.id)).map((entry) => [entry.product, entry.code])).toEqual([
      ["insurance", policy.orderCode],
    ]);
    expect(await accountOrders(handle.db, other!.id)).toEqual([]);
    const page = policyPageRequest(policy.policyNumber);
    expect(await readInsuranceOrder(page, { id: owner!.id }, policy.policyNumber)).not.toBeNull();
    expect(await readInsuranceOrder(page, { id: other!.id }, policy.policyNumber)).toBeNull();
  });
});
