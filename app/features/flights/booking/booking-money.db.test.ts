import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { approved, flightOrders, orderTestDb, SITE, TEST_BANK } from "#tests/support/order-fixture.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { formatCharge, formatReference } from "#app/features/orders/index.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { registerInsurance } from "#tests/support/insurance-add-on.ts";
import { applyProviderState } from "#app/features/payments/index.server.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import { moneyRows } from "./booking-money.ts";
import { registerBookingPayable } from "./booking-payments.server.ts";
import { listBookingsOfUser } from "./booking-service.server.ts";
import { directOffer, leaveSeats } from "#tests/support/flight-fixture.ts";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe(`a booking's money from its order and the ledger on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "discounts", "insurance"]);
    offer = await directOffer({ adults: 2 }, 40);
    registerBookingPayable({ siteUrl: SITE });
    registerInsurance({ siteUrl: SITE, linkKey: "booking-money-test-key-0123456789" });
  }, 120_000);

  beforeEach(async () => {
    await leaveSeats(handle.db, offer, 150, 60);
  });

  afterAll(async () => {
    await handle.close();
  });

  const { held, pay } = flightOrders(
    () => handle.db,
    () => offer,
  );

  const mailsLike = (dedupeKey: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));

  it("the travel-assistance add-on is issued on payment: policy, certificate e-mail, listed on the voucher e-mail", async () => {
    const { id, owner } = await held(300, { withAssistance: true });
    const started = await pay(id, owner);
    if (started.status !== "redirect") throw new Error(started.status);
    await applyProviderState(handle.db, started.paymentId, approved(started.paymentId), "notification");

    const order = await loadOrder(handle.db, id);
    const addOn = order?.items.find((item) => item.product === "insurance");
    expect(order?.state).toBe("fulfilled");
    expect(addOn?.state).toBe("fulfilled");
    const policy = addOn?.supplierRef ?? "";
    expect(policy).toMatch(/^KVS-[A-Z2-9]{8}$/);
    // The add-on became a full insurance item: a plan, the trip and the amount the order charged for it.
    const details = addOn?.details as { plan?: { name?: string }; totalMinor?: number } | undefined;
    expect(details?.plan?.name).toBeTruthy();
    expect(details?.totalMinor).toBe(addOn?.subtotalMinor);

    const [certificateMail] = await mailsLike(`insurance-item:${addOn?.id ?? ""}:issued`);
    expect(certificateMail?.toAddress).toBe("rosa.quispe@example.com");
    const [pdf] = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, certificateMail?.id ?? ""));
    expect(pdfText(pdf!.content)).toContain("Estado: vigente (pago confirmado)");

    const account = await bookingAccountOf(handle.db, id);
    const money = account!.money;
    expect(money.assistance?.policyNumber).toBe(policy);
    expect(money.paid?.amountMinor).toBe(money.amounts.total.chargeMinor);
    const [voucherMail] = await mailsLike(`booking-voucher:${id}`);
    const text = nbsp(voucherMail?.text ?? "");
    expect(text).toContain(`Asistencia en viaje · Póliza ${policy}`);
    expect(text).toContain(nbsp(formatReference(money.amounts)));
    expect(text).toContain(
      `Total pagado: ${nbsp(formatCharge(money.amounts, money.amounts.total.chargeMinor))} con tarjeta`,
    );
  });

  it("two approved payments, the second with a promo code: one paid order at the first amount, one overpayment", async () => {
    const { id, owner } = await held(310);
    const first = await pay(id, owner);
    const second = await pay(id, owner, { promoCode: "KUNTUR" });
    if (first.status !== "redirect" || second.status !== "redirect") throw new Error("not started");
    await applyProviderState(handle.db, first.paymentId, approved(first.paymentId), "notification");
    await applyProviderState(handle.db, second.paymentId, approved(second.paymentId), "notification");

    const { money } = (await bookingAccountOf(handle.db, id))!;
    // The kept payment had no promo: the order's discount is withdrawn, never mixed with the second payment.
    expect(money.amounts.adjustments).toEqual([]);
    expect(money.paid?.amountMinor).toBe(money.amounts.total.chargeMinor);
    expect(money.overpayments).toHaveLength(1);
    const refund = money.overpayments[0]!;
    expect(refund.refundDueMinor).toBe(refund.amountMinor);
    expect(refund.amountMinor).toBeLessThan(money.amounts.total.chargeMinor);
    const rows = moneyRows(money).map((row) => ({ label: row.label, value: nbsp(row.value) }));
    expect(rows.find((row) => row.label === "Total pagado")?.value).toContain(
      nbsp(formatCharge(money.amounts, money.amounts.total.chargeMinor)),
    );
    expect(rows.find((row) => row.label === "Pago duplicado")?.value).toContain("reembolso pendiente");
  });

  it("a booking awaiting a cash payment shows its code, amount with the reference, deadline and bank steps", async () => {
    const { id, owner } = await held(320);
    const started = await pay(id, owner, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    const account = await bookingAccountOf(handle.db, id);
    expect(account?.money.paid).toBeNull();
    expect(account?.cash).toMatchObject({ code: started.code, expiresAt: started.expiresAt, bankSteps: [TEST_BANK] });
    const amounts = account!.money.amounts;
    expect(nbsp(account!.cash!.amountText)).toBe(
      `${nbsp(formatCharge(amounts, amounts.total.chargeMinor))} · ${nbsp(formatReference(amounts))}`,
    );
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `booking-cash-code:${id}:${started.code}`));
    expect(nbsp(mail?.text ?? "")).toContain(`Monto: ${nbsp(account!.cash!.amountText)}.`);
  });

  it("bookings made with an account's e-mail before sign-up appear once that e-mail is verified", async () => {
    const email = "maria.pre.registro@example.com";
    const [user] = await handle.db
      .insert(users)
      .values({ email, firstName: "María", fatherLastname: "Quispe" })
      .returning({ id: users.id });
    const contact = { firstName: "María", lastName: "Quispe", phoneCountryCode: "51", phoneNumber: "987654321", email };
    const { id } = await held(330, { contact });
    const other = await held(332);
    expect(await listBookingsOfUser(handle.db, user!.id)).toEqual([]);
    await handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user!.id));
    const listed = await listBookingsOfUser(handle.db, user!.id);
    expect(listed.map((booking) => booking.id)).toEqual([id]);
    expect(listed.map((booking) => booking.id)).not.toContain(other.id);
  });
});
