import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import {
  fakeInsuranceProvider,
  purchaseForm,
  buyerCookie,
  policyPageRequest,
  purchaseRequest,
  useFakeInsuranceProvider,
  useOrderPayable,
} from "#tests/support/insurance-test-data.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { loadOrder, openOrderLink, orderPayable } from "#app/features/orders/index.server.ts";
import { refreshPayment, refundsOf } from "#app/features/payments/index.server.ts";
import { readInsuranceOrder } from "./insurance-order-access.server.ts";
import { registerInsurance, startPolicyPayment } from "./insurance-payment.server.ts";
import { purchasePolicy } from "./insurance-purchase.server.ts";
import { policyCertificate } from "./policy-documents.server.ts";
import { toPolicyView } from "./policy-queries.server.ts";

const PENDING = "Estado: pendiente de pago";
const PAID = "Estado: vigente (pago confirmado)";
const buyer = { email: "ana.quispe@example.com", firstName: "Ana", lastName: "Quispe" };

describe("insurance payment: the certificate is reissued as paid and e-mailed", () => {
  let handle: DbHandle;
  const approved = new Map<string, number>();

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedInsurance(handle.db);
    useFakeInsuranceProvider(fakeInsuranceProvider(approved));
    registerInsurance({ siteUrl: "https://kuntur.test", linkKey: "insurance-payment-test-key-0123456789" });
    useOrderPayable();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  async function mailsOf(policyId: string) {
    const rows = await handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `insurance-policy:${policyId}:%`));
    return Promise.all(
      rows.map(async (mail) => {
        const [pdf] = await handle.db
          .select()
          .from(emailOutboxAttachments)
          .where(and(eq(emailOutboxAttachments.outboxId, mail.id)));
        return { ...mail, certificate: pdf ? pdfText(pdf.content) : "" };
      }),
    );
  }

  it.each(["CODIGO_PAGO", "TARJETA"] as const)(
    "%s: payment approved -> order paid through the core, policy issued, a paid certificate e-mailed once",
    async (paymentType) => {
      const key = `paid-${paymentType}-000001`;
      const { policy } = await purchasePolicy(handle.db, purchaseRequest(key, { form: purchaseForm(paymentType) }));
      const started = await startPolicyPayment(handle.db, {
        policy,
        buyer,
        idempotencyKey: key,
        siteUrl: "https://kuntur.test",
      });
      expect(started.status).toBe(paymentType === "TARJETA" ? "redirect" : "cash");
      if (started.status !== "redirect" && started.status !== "cash") return;
      const [purchaseMail] = await mailsOf(policy.policyId);
      expect(purchaseMail?.certificate).toContain(PENDING);

      approved.set(started.paymentId, policy.totalMinor);
      expect((await refreshPayment(handle.db, started.paymentId))?.status).toBe("approved");
      // A second look (the page's poll, a repeated notification) sends nothing new.
      await refreshPayment(handle.db, started.paymentId);

      const order = await loadOrder(handle.db, policy.orderId);
      expect(order).toMatchObject({ state: "fulfilled", code: policy.orderCode });
      expect(order?.items).toMatchObject([
        { product: "insurance", state: "fulfilled", supplierRef: policy.policyNumber },
      ]);
      const mails = await mailsOf(policy.policyId);
      expect(mails.map((mail) => mail.dedupeKey).sort()).toEqual([
        `insurance-policy:${policy.policyId}:paid`,
        `insurance-policy:${policy.policyId}:purchase`,
      ]);
      const paid = mails.find((mail) => mail.dedupeKey.endsWith(":paid"))!;
      expect(paid.toAddress).toBe(buyer.email);
      expect(paid.subject).toContain("Pago confirmado");
      expect(paid.certificate).toContain(PAID);
      expect(paid.certificate).toContain("Total pagado");
      expect(paid.certificate).toContain(paymentType === "TARJETA" ? "con tarjeta" : "con código de pago");
      expect(paid.certificate).toContain("Fecha de pago");
      expect(paid.certificate).not.toContain("pendiente de pago");
      expect(paid.certificate).not.toContain("Código de pago");

      // The paid e-mail's link is the core's signed link: it opens the policy in any browser; a made-up one does not.
      const link = new URL(/Ver mi seguro: (\S+)/.exec(paid.text)?.[1] ?? "");
      expect(link.pathname).toBe("/mis-reservas/abrir");
      const opened = await openOrderLink(handle.db, new Request(link));
      expect(opened?.location).toBe(`/conformidad?pedido=${policy.orderId}`);
      const cookie = opened!.setCookie.split(";")[0] ?? "";
      const read = await readInsuranceOrder(
        policyPageRequest(policy.policyNumber, { cookie }),
        null,
        policy.policyNumber,
      );
      expect((await toPolicyView(handle.db, read!.policy, read!.order)).state).toBe("active");
      const forged = new URL(link);
      forged.searchParams.set("enlace", `${policy.orderId}.zzzzzz.${"A".repeat(32)}`);
      expect(await openOrderLink(handle.db, new Request(forged))).toBeNull();

      // Downloaded afterwards, the certificate says paid too, with the order's code beside the policy number.
      const download = await policyCertificate(handle.db, read!);
      expect(download?.fileName).toBe(`certificado-${policy.policyNumber}.pdf`);
      expect(pdfText(download!.content)).toContain(PAID);
      expect(pdfText(download!.content)).toContain(`Pedido ${policy.orderCode}`);
    },
  );

  it("sends no paid e-mail for a code that expired unpaid, and offers no certificate for it", async () => {
    const key = "expired-unpaid-000001";
    const { policy } = await purchasePolicy(handle.db, purchaseRequest(key));
    await startPolicyPayment(handle.db, { policy, buyer, idempotencyKey: key, siteUrl: "https://kuntur.test" });
    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, policy.orderId, {} as never));
    expect(await handle.db.transaction((tx) => orderPayable.onApproved(tx, policy.orderId, {} as never))).toBe(
      "refund",
    );
    expect((await mailsOf(policy.policyId)).map((mail) => mail.dedupeKey)).toEqual([
      `insurance-policy:${policy.policyId}:purchase`,
    ]);
    const read = await readInsuranceOrder(
      policyPageRequest(policy.policyNumber, { cookie: buyerCookie(policy.orderId) }),
      null,
      policy.policyNumber,
    );
    expect(read && (await toPolicyView(handle.db, read.policy, read.order)).state).toBe("expired");
    expect(await policyCertificate(handle.db, read!)).toBeNull();
  });

  it("keeps a code paid after the policy expired as money owed back: a row of the refunds ledger", async () => {
    const key = "expired-then-paid-0001";
    const { policy } = await purchasePolicy(handle.db, purchaseRequest(key));
    const started = await startPolicyPayment(handle.db, {
      policy,
      buyer,
      idempotencyKey: key,
      siteUrl: "https://kuntur.test",
    });
    if (started.status !== "cash") throw new Error(started.status);
    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, policy.orderId, {} as never));
    approved.set(started.paymentId, policy.totalMinor);
    expect((await refreshPayment(handle.db, started.paymentId))?.status).toBe("approved");
    expect(await refundsOf(handle.db, { kind: ORDER_PAYABLE, id: policy.orderId })).toEqual([
      expect.objectContaining({
        reason: "overpayment",
        paymentId: started.paymentId,
        amountMinor: policy.totalMinor,
        paidOn: null,
      }),
    ]);
  });
});
