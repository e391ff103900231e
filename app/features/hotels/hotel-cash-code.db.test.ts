import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { hotelRatePlans, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, orderPayable } from "#app/features/orders/index.server.ts";
import { configurePayments, paymentsOf, registerPayable } from "#app/features/payments/index.server.ts";
import type { PaymentProvider } from "#app/features/payments/index.ts";
import { HOTEL_CASH_CODE_EMAIL } from "./hotel-emails.server.ts";
import { startHotelPayment } from "./hotel-order-payment.server.ts";
import { placeHotelOrder } from "./hotel-order-place.server.ts";
import { registerHotelOrderProduct } from "./hotel-product.server.ts";

const provider: PaymentProvider = {
  id: "sandbox",
  startCard: async (input) => ({
    reference: `ref-${input.paymentId}`,
    url: `https://pasarela.test/${input.paymentId}`,
  }),
  createCashCode: async (input) => ({
    reference: `ref-${input.paymentId}`,
    code: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    expiresAt: input.expiresAt,
    bankSteps: [{ Imagen: "", Name: "BCP", PaymentSteps: [{ Step: "Banca por internet", Value: "Pagar servicios" }] }],
  }),
  readNotified: async () => null,
  readPayment: async () => null,
  verifyNotification: () => ({ eventId: "e", resourceId: "r" }),
  refund: async () => undefined,
};

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
    handle = await createTestDb();
    setDbHandle(handle);
    await seedHotels(handle.db, new Date());
    const [plan] = await handle.db
      .select({ id: hotelRatePlans.id })
      .from(hotelRatePlans)
      .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(
        and(
          eq(hotels.slug, "miraflores-malecon-suites"),
          eq(hotelRoomTypes.code, "STD"),
          eq(hotelRatePlans.code, "BB"),
        ),
      );
    if (!plan) throw new Error("seeded plan missing");
    ratePlanId = plan.id;
    configurePayments({
      providers: { sandbox: provider },
      cardProvider: "sandbox",
      cashProvider: "sandbox",
      cashCodeHours: 2,
      providerTimeoutMs: 30_000,
    });
    registerPayable(ORDER_PAYABLE, orderPayable);
    registerHotelOrderProduct({ siteUrl: "https://kuntur.test" });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("queues the cash-code e-mail once: code, both currencies, deadline, banks and the frame; a retry adds none", async () => {
    const today = todayInLima();
    const placed = await placeHotelOrder(handle.db, {
      selection: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(today, 40),
        checkOut: addDays(today, 42),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
        guests: [{ firstName: "Rosa", lastName: "Huamán", documentType: "DNI", documentNumber: "41234567" }],
        holdKey: randomUUID(),
      },
      contact,
      userId: null,
      browserKey: "hotel:cash-test",
    });
    if (placed.status !== "placed") throw new Error(placed.reason);
    const held = await loadOrder(handle.db, placed.orderId);
    expect(await startHotelPayment(handle.db, held!, "cash")).toEqual({ status: "cash" });

    const mails = () =>
      handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, HOTEL_CASH_CODE_EMAIL), eq(emailOutbox.toAddress, contact.email)));
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    const [payment] = await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: placed.orderId });
    const order = await loadOrder(handle.db, placed.orderId);
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
    const again = await loadOrder(handle.db, placed.orderId);
    await Promise.all([startHotelPayment(handle.db, again!, "cash"), startHotelPayment(handle.db, again!, "cash")]);
    expect(await mails()).toHaveLength(1);
    expect(await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: placed.orderId })).toHaveLength(1);
  });
});
