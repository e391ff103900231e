import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { heldHotelOrder, hotelStay, orderTestDb, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { formatMoney } from "#app/utils/money.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, startOrderPayment } from "#app/features/orders/index.server.ts";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import { HOTEL_CASH_CODE_EMAIL } from "./hotel-emails.server.ts";

const contact = {
  firstName: "Rosa",
  lastName: "Huamán",
  phoneCountryCode: "51",
  phoneNumber: "987654322",
  email: "rosa.huaman@ejemplo.pe",
};
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe(`a hotel order paid by cash code on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("queues the cash-code e-mail once: code, both currencies, deadline, banks and the frame; a retry adds none", async () => {
    const guest = { firstName: "Rosa", lastName: "Huamán", documentType: "DNI", documentNumber: "41234567" } as const;
    const orderId = await heldHotelOrder(handle.db, hotelStay(ratePlanId, guest, 40, 2), contact, "hotel:cash-test");
    const held = await loadOrder(handle.db, orderId);
    expect(await startOrderPayment(handle.db, held!, { method: "cash" })).toMatchObject({ status: "cash" });

    const mails = () =>
      handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, HOTEL_CASH_CODE_EMAIL), eq(emailOutbox.toAddress, contact.email)));
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    const [payment] = await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: orderId });
    const order = await loadOrder(handle.db, orderId);
    const amounts = computeOrderAmounts(order!);
    const text = nbsp(mail!.text);
    expect(mail!.subject).toBe(`Tu código de pago ${payment!.cash!.code} para la reserva ${order!.code}`);
    expect(text).toContain(`Código de pago: ${payment!.cash!.code}.`);
    expect(text).toContain(nbsp(formatMoney(amounts.total.chargeMinor, "USD", { alwaysDecimals: true })));
    expect(text).toContain(
      nbsp(
        `Referencial: ${formatMoney(amounts.total.referenceMinor, "PEN", { alwaysDecimals: true })} al tipo de cambio del`,
      ),
    );
    expect(text).toContain("(hora de Lima)");
    expect(text).toContain("las habitaciones se liberan");
    expect(text).toContain("BCP");
    expect(text).toContain("RUC 20609876540");
    expect(text).toContain("Libro de Reclamaciones: https://kuntur.test/libro-reclamaciones");

    // The buyer presses "pay by cash code" again, twice at once: the same code, still one e-mail.
    const again = await loadOrder(handle.db, orderId);
    await Promise.all([
      startOrderPayment(handle.db, again!, { method: "cash" }),
      startOrderPayment(handle.db, again!, { method: "cash" }),
    ]);
    expect(await mails()).toHaveLength(1);
    expect(await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: orderId })).toHaveLength(1);
  });
});
