import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import {
  fakeInsuranceProvider,
  purchaseForm,
  purchaseRequest,
  useFakeInsuranceProvider,
} from "#tests/support/insurance-test-data.ts";
import { refreshPayment, refundsOf } from "#app/features/payments/index.server.ts";
import { insurancePayable, registerInsurancePayable, startPolicyPayment } from "./insurance-payment.server.ts";
import { purchasePolicy } from "./insurance-purchase.server.ts";
import { policyCertificate } from "./policy-documents.server.ts";
import { readPolicyForViewer } from "./policy-queries.server.ts";

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
    registerInsurancePayable({ siteUrl: "https://kuntur.test", linkKey: "insurance-payment-test-key-0123456789" });
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
    "%s: payment approved -> policy active, a paid certificate e-mailed once with a personal link",
    async (paymentType) => {
      const key = `paid-${paymentType}-000001`;
      const { policy } = await purchasePolicy(handle.db, purchaseRequest(key, { form: purchaseForm(paymentType) }));
      const started = await startPolicyPayment(handle.db, {
        policy,
        buyer,
        idempotencyKey: key,
        siteUrl: "https://kuntur.test",
      });
      expect(started.kind).toBe(paymentType === "TARJETA" ? "redirect" : "cash");
      if (started.kind === "refused") return;
      const [purchaseMail] = await mailsOf(policy.policyId);
      expect(purchaseMail?.certificate).toContain(PENDING);

      approved.set(started.paymentId, policy.totalMinor);
      expect((await refreshPayment(handle.db, started.paymentId))?.status).toBe("approved");
      // A second look (the page's poll, a repeated notification) sends nothing new.
      await refreshPayment(handle.db, started.paymentId);

      const [row] = await handle.db
        .select({ state: insurancePolicies.state })
        .from(insurancePolicies)
        .where(eq(insurancePolicies.id, policy.policyId));
      expect(row?.state).toBe("active");
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

      // The paid e-mail's link opens the policy in any browser; a made-up key does not.
      const token = /clave=([A-Za-z0-9_-]{43})/.exec(paid.text)?.[1] ?? "";
      const viewer = { accessToken: token, userId: null };
      expect((await readPolicyForViewer(handle.db, policy.policyNumber, viewer))?.state).toBe("active");
      const forged = { accessToken: "A".repeat(43), userId: null };
      expect(await readPolicyForViewer(handle.db, policy.policyNumber, forged)).toBeNull();

      // Downloaded afterwards, the certificate says paid too.
      const download = await policyCertificate(handle.db, policy.policyNumber, viewer);
      expect(download?.fileName).toBe(`certificado-${policy.policyNumber}.pdf`);
      expect(pdfText(download!.content)).toContain(PAID);
    },
  );

  it("sends no paid e-mail for a code that expired unpaid, and offers no certificate for it", async () => {
    const key = "expired-unpaid-000001";
    const { policy } = await purchasePolicy(handle.db, purchaseRequest(key));
    await startPolicyPayment(handle.db, { policy, buyer, idempotencyKey: key, siteUrl: "https://kuntur.test" });
    await handle.db.transaction((tx) => insurancePayable.onCashExpired!(tx, policy.policyId, {} as never));
    expect(await handle.db.transaction((tx) => insurancePayable.onApproved(tx, policy.policyId, {} as never))).toBe(
      "refund",
    );
    expect((await mailsOf(policy.policyId)).map((mail) => mail.dedupeKey)).toEqual([
      `insurance-policy:${policy.policyId}:purchase`,
    ]);
    const viewer = { accessToken: policy.accessToken, userId: null };
    expect(await policyCertificate(handle.db, policy.policyNumber, viewer)).toBeNull();
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
    if (started.kind !== "cash") throw new Error(started.kind);
    await handle.db.transaction((tx) => insurancePayable.onCashExpired!(tx, policy.policyId, {} as never));
    approved.set(started.paymentId, policy.totalMinor);
    expect((await refreshPayment(handle.db, started.paymentId))?.status).toBe("approved");
    expect(await refundsOf(handle.db, { kind: "insurance-policy", id: policy.policyId })).toEqual([
      expect.objectContaining({
        reason: "overpayment",
        paymentId: started.paymentId,
        amountMinor: policy.totalMinor,
        paidOn: null,
      }),
    ]);
  });
});
