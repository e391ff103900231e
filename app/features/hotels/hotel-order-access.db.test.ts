import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { hotelRatePlans, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { loadOrder, orderPayable } from "#app/features/orders/index.server.ts";
import { applyProviderState, configurePayments, registerPayable } from "#app/features/payments/index.server.ts";
import type { PaymentProvider } from "#app/features/payments/index.ts";
import { browserKey } from "./hotel-order-access.server.ts";
import { handleHotelOrderPost, loadHotelOrderPage } from "./hotel-order.server.ts";
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
    code: "12345678",
    expiresAt: input.expiresAt,
    bankSteps: [],
  }),
  readNotified: async () => null,
  readPayment: async () => null,
  verifyNotification: () => ({ eventId: "e", resourceId: "r" }),
  refund: async () => undefined,
};

const contact = {
  firstName: "María",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email: "maria.quispe@ejemplo.pe",
};
const guest = { firstName: "María", lastName: "Quispe", documentType: "DNI" as const, documentNumber: "45678912" };
const page = (cookie?: string) =>
  new Request("https://kuntur.test/hoteles/reserva", cookie ? { headers: { cookie } } : {});
const cancelForm = () => {
  const form = new FormData();
  form.set("intent", "cancel");
  return form;
};
const notFound = { status: 404 };

describe("who may read and cancel a hotel order (the browser key cookie)", () => {
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
      .where(and(eq(hotels.slug, "miraflores-malecon-suites"), eq(hotelRoomTypes.code, "STD")));
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
    registerHotelOrderProduct({ siteUrl: "https://kuntur.test", accessKey: "test-hotel-browser-key" });
  }, 120_000);
  afterAll(async () => handle.close());

  /** A paid order placed by a browser that sent `cookie`, as the checkout does; returns its id and set cookie. */
  async function paidOrderFrom(cookie: string | undefined, offset: number) {
    const key = browserKey(page(cookie));
    const placed = await placeHotelOrder(handle.db, {
      selection: {
        slug: "miraflores-malecon-suites",
        ratePlanId,
        checkIn: addDays(todayInLima(), offset),
        checkOut: addDays(todayInLima(), offset + 2),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
        guests: [guest],
        holdKey: randomUUID(),
      },
      contact,
      userId: null,
      browserKey: key.key,
    });
    if (placed.status !== "placed") throw new Error(placed.reason);
    const started = await startHotelPayment(handle.db, (await loadOrder(handle.db, placed.orderId))!, "card");
    if (started.status !== "redirect") throw new Error(started.status);
    await applyProviderState(
      handle.db,
      started.paymentId,
      {
        paymentId: started.paymentId,
        status: "approved",
        declineReason: null,
        rawStatus: "approved",
        amount: null,
        installments: 1,
        cardBrand: "Visa",
        cardLast4: "1111",
        awaitingSince: null,
      },
      "notification",
    );
    return { orderId: placed.orderId, setCookie: key.setCookie };
  }

  it("a planted plain kv_hotel or a forged __Host- value is not adopted: the order is neither read nor cancelled", async () => {
    const chosen = randomBytes(32).toString("base64url");
    for (const [index, planted] of [
      `kv_hotel=${chosen}`,
      `__Host-kv_hotel=${chosen}`,
      `__Host-kv_hotel=${chosen}.${"A".repeat(32)}`,
    ].entries()) {
      const { orderId, setCookie } = await paidOrderFrom(planted, 40 + index * 3);
      // The server issued its own signed key instead, and only that one opens the order.
      expect(setCookie).toMatch(
        /^__Host-kv_hotel=[\w-]{43}\.[\w-]{32}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/,
      );
      await expect(loadHotelOrderPage(page(planted), null, orderId)).rejects.toMatchObject(notFound);
      await expect(handleHotelOrderPost(page(planted), null, orderId, cancelForm())).rejects.toMatchObject(notFound);
      expect((await loadOrder(handle.db, orderId))?.state).toBe("fulfilled");
      const issued = setCookie!.split(";")[0]!;
      expect((await loadHotelOrderPage(page(issued), null, orderId)).order.id).toBe(orderId);
    }
  });

  it("outside development the plain name is never read, even carrying a value the server issued", async () => {
    const { orderId, setCookie } = await paidOrderFrom(undefined, 50);
    const issued = setCookie!.split(";")[0]!;
    const plain = issued.replace("__Host-", "");
    await expect(loadHotelOrderPage(page(plain), null, orderId)).rejects.toMatchObject(notFound);
    // The browser that holds the server's key keeps it for its next order (no new cookie) and opens both.
    const next = await paidOrderFrom(issued, 53);
    expect(next.setCookie).toBeNull();
    expect((await loadHotelOrderPage(page(issued), null, next.orderId)).order.id).toBe(next.orderId);
    const cancelled = await handleHotelOrderPost(page(issued), null, next.orderId, cancelForm());
    expect(cancelled).toMatchObject({ kind: "redirect" });
    expect((await loadOrder(handle.db, next.orderId))?.state).toBe("cancelled");
  });
});
