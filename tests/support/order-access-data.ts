/**
 * Test code only: a database with flight, hotel and insurance-alone orders of a guest, for the order core's access
 * rule, and each product's order page as a browser would ask for it (a request with or without cookies).
 */
import { fakePaymentProvider } from "./fake-payment-provider.ts";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db";
import type { SessionUser } from "#request-context";
import { users } from "#server/db/schema/accounts.ts";
import { hotelRatePlans, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { configureOrderAccess, loadOrder, orderPayable, startOrderPayment } from "#app/features/orders/index.server.ts";
import { applyProviderState, configurePayments, registerPayable } from "#app/features/payments/index.server.ts";
import { holdBooking } from "#app/features/flights/booking/booking-hold.server.ts";
import { directOffer, holdInput, leaveSeats, useInventory } from "./flight-fixture.ts";
import { registerFlightOrderProduct } from "#app/features/flights/booking/flight-order-product.server.ts";
import { grantedBooking } from "#app/features/flights/booking/flight-order-page.server.ts";
import { loadHotelOrderPage } from "#app/features/hotels/hotel-order.server.ts";
import type { OrderPageData } from "#app/features/orders/index.server.ts";
import { cancelOwnOrder } from "#app/features/orders/index.server.ts";
import { placeHotelOrder } from "#app/features/hotels/hotel-order-place.server.ts";
import { registerHotelOrderProduct } from "#app/features/hotels/hotel-product.server.ts";
import { policyNumberOfOrder, readInsuranceOrder } from "#app/features/insurance/insurance-order-access.server.ts";
import { registerInsurance, startPolicyPayment } from "#app/features/insurance/insurance-payment.server.ts";
import { purchasePolicy } from "#app/features/insurance/insurance-purchase.server.ts";
import { confirmationUrl } from "#app/features/insurance/insurance-urls.ts";
import { legacyPaidEmailToken, openLegacyPolicyLink } from "#app/features/insurance/legacy-policy-links.server.ts";
import { policyCertificate } from "#app/features/insurance/policy-documents.server.ts";
import { purchaseForm, purchaseRequest } from "./insurance-test-data.ts";

export const SITE = "https://kuntur.test";

const provider = fakePaymentProvider({ cashCode: "12345678" });

/** Seeds flights, hotels and insurance plans, and configures payments, the products and the access rule's key. */
export async function setUpOrderAccess(db: Db): Promise<void> {
  await seedGeography(db);
  await seedFlightNetwork(db);
  await seedHotels(db, new Date());
  await seedInsurance(db);
  useInventory(db);
  configurePayments({
    providers: { sandbox: provider },
    cardProvider: "sandbox",
    cashProvider: "sandbox",
    cashCodeHours: 2,
    providerTimeoutMs: 30_000,
  });
  registerPayable(ORDER_PAYABLE, orderPayable);
  registerFlightOrderProduct({ siteUrl: SITE });
  registerHotelOrderProduct({ siteUrl: SITE });
  registerInsurance({ siteUrl: SITE, linkKey: "test-insurance-link-key-0123456789" });
  configureOrderAccess({ key: "test-order-access-key", siteUrl: SITE });
}

const contact = (email: string) => ({
  firstName: "Rosa",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email,
});

/** A held flight order of a guest (as the 'Pasajeros' step makes it), `daysOut` days ahead. */
export async function guestFlightOrder(db: Db, email: string, daysOut: number, userId: string | null = null) {
  const offer = await directOffer({ adults: 1 }, daysOut);
  await leaveSeats(db, offer, 150, 50);
  const outcome = await holdBooking(db, holdInput(offer, { contact: contact(email), userId }));
  if (outcome.status !== "held") throw new Error(`flight order not held: ${outcome.status}`);
  return { orderId: outcome.bookingId, code: outcome.code, offer };
}

/** What the fake gateway reports for a paid card. */
const approvedCard = {
  status: "approved",
  declineReason: null,
  rawStatus: "approved",
  amount: null,
  installments: 1,
  cardBrand: "Visa",
  cardLast4: "1111",
  awaitingSince: null,
} as const;

/** A paid hotel order of a guest (two nights `offset` days ahead), paid by card through the fake gateway. */
export async function guestHotelOrder(db: Db, email: string, offset: number, userId: string | null = null) {
  const [plan] = await db
    .select({ id: hotelRatePlans.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(and(eq(hotels.slug, "miraflores-malecon-suites"), eq(hotelRoomTypes.code, "STD")));
  if (!plan) throw new Error("seeded plan missing");
  const placed = await placeHotelOrder(db, {
    selection: {
      slug: "miraflores-malecon-suites",
      offerId: String(plan.id),
      checkIn: addDays(todayInLima(), offset),
      checkOut: addDays(todayInLima(), offset + 2),
      rooms: [{ adults: 2, childrenAges: [] }],
      igvExempt: false,
      guests: [{ firstName: "Rosa", lastName: "Quispe", documentType: "DNI", documentNumber: "45678912" }],
      holdKey: randomUUID(),
    },
    contact: contact(email),
    userId,
  });
  if (placed.status !== "placed") throw new Error(placed.reason);
  const order = await loadOrder(db, placed.orderId);
  if (!order) throw new Error("hotel order missing");
  const started = await startOrderPayment(db, order, { method: "card" });
  if (started.status !== "redirect") throw new Error(started.status);
  await applyProviderState(db, started.paymentId, { paymentId: started.paymentId, ...approvedCard }, "notification");
  return { orderId: placed.orderId, code: order.code };
}

/**
 * A policy bought alone by a guest (as /seguros/comprar places it), paid by card through the fake gateway unless
 * `paid` is false (then its order waits for payment).
 */
export async function guestInsuranceOrder(db: Db, email: string, options: { paid?: boolean; userId?: string } = {}) {
  const key = `insurance-${randomUUID()}`;
  const { policy } = await purchasePolicy(
    db,
    purchaseRequest(key, { form: purchaseForm("TARJETA", email), userId: options.userId ?? null }),
  );
  const buyer = { email, firstName: "Ana", lastName: "Quispe" };
  const started = await startPolicyPayment(db, { policy, buyer, idempotencyKey: key, siteUrl: SITE });
  if (started.status !== "redirect") throw new Error(`insurance payment not started: ${started.status}`);
  if (options.paid !== false) {
    await applyProviderState(db, started.paymentId, { paymentId: started.paymentId, ...approvedCard }, "notification");
  }
  return { orderId: policy.orderId, code: policy.orderCode, policyNumber: policy.policyNumber };
}

/** Its owner cancels a paid hotel order (the rate's tiers apply). */
export async function cancelStay(db: Db, orderId: string): Promise<void> {
  await cancelOwnOrder(db, orderId);
}

/** An account with this e-mail (stored lower-cased, as sign-up does), verified or not; its session's user. */
export async function account(db: Db, email: string, verified: boolean): Promise<SessionUser> {
  const [row] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: "Rosa",
      fatherLastname: "Quispe",
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("account not made");
  return { id: row.id, firstName: "Rosa", email: email.toLowerCase(), image: null };
}

/** A browser's request for a path: no cookies (a fresh browser), or the Cookie header it holds. */
export const browserRequest = (path: string, cookie?: string | null) =>
  new Request(`${SITE}${path}`, cookie ? { headers: { cookie } } : {});

/** The cookie a browser sends back after a Set-Cookie (name=value). */
export const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

/**
 * What the product's order page at `location` shows this browser: the order's id, or null where the page answers
 * 404 (the flight and hotel pages throw a 404 response; the flight page reads it through its access check).
 */
export async function orderShownAt(
  location: string,
  cookie: string | null,
  user: SessionUser | null = null,
): Promise<string | null> {
  const request = browserRequest(location, cookie);
  const flight = /^\/vuelos\/reserva\/([^/?]+)$/.exec(location)?.[1];
  if (flight) return (await grantedBooking(request, user, flight))?.booking.id ?? null;
  if (location.startsWith("/conformidad")) return (await policyPageOf(location, cookie, user))?.order.id ?? null;
  const id = /^\/hoteles\/reserva\/([^/?]+)$/.exec(location)?.[1];
  if (!id) throw new Error(`no order page at ${location}`);
  return (await hotelPageOf(id, cookie, user))?.order.id ?? null;
}

/** The hotel order page as this browser gets it, or null for its 404. */
export async function hotelPageOf(
  id: string,
  cookie: string | null,
  user: SessionUser | null = null,
): Promise<OrderPageData | null> {
  try {
    return await loadHotelOrderPage(browserRequest(`/hoteles/reserva/${id}`, cookie), user, id);
  } catch (error) {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
}

/**
 * A policy's /conformidad page as this browser gets it (null for its 404): `?pedido=` (the core's order page)
 * redirects to `?poliza=`, which shows the policy.
 */
export async function policyPageOf(location: string, cookie: string | null, user: SessionUser | null = null) {
  const url = new URL(location, SITE);
  const orderId = url.searchParams.get("pedido");
  const number = orderId
    ? await policyNumberOfOrder(browserRequest(location, cookie), user, orderId)
    : url.searchParams.get("poliza");
  return number ? readInsuranceOrder(browserRequest(confirmationUrl(number), cookie), user, number) : null;
}

/** Insurance's own pieces the access tests reach: its certificate and the old links. */
export { legacyPaidEmailToken, openLegacyPolicyLink, policyCertificate };
