import { redirect } from "react-router";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { flightReferenceData } from "#flights";
import { listTravellers, type SavedTraveller } from "#app/features/accounts/index.server.ts";
import { contactDefaults } from "./saved-travellers.server.ts";
import type { AirportInfo, FareFamilyOption, PricedSelection } from "#app/features/flights/flight-offer-types.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import type { PriceChange } from "#app/features/orders/order-actions-ui.tsx";
import { loadOrder, orderExchangeRate, priceBeforeDiscount } from "#app/features/orders/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { AssistanceLine, BookingDetail } from "#app/features/flights/booking/booking-contract.ts";
import { readBooking } from "#app/features/flights/booking/booking-service.server.ts";
import { priceHeldSelection } from "#app/features/flights/booking/booking-reprice.server.ts";
import {
  checkoutTokenFrom,
  findCheckout,
  type Checkout,
  type CheckoutStep,
} from "#app/features/flights/checkout/checkout-session.server.ts";
import {
  assistanceTripOf,
  quoteAssistance,
  quotedAges,
} from "#app/features/flights/booking/travel-assistance.server.ts";
import { noticeCookie } from "./checkout-notice.ts";
import { buildSummary, type CheckoutSummary } from "./checkout-summary.ts";
import { quoteAmounts } from "./checkout-quote.ts";

export type Available = Extract<PricedSelection, { status: "available" }>;

/** The live checkout of this browser, or a redirect to its search (or home) with the guard's notice. */
export async function requireCheckout(request: Request, user: SessionUser | null): Promise<Checkout> {
  const found = await findCheckout(getDb(), checkoutTokenFrom(request), user?.id ?? null);
  if (found.status === "found") return found.checkout;
  const target = found.status === "ended" && found.searchUrl ? found.searchUrl : "/";
  throw redirect(target, { headers: { "set-cookie": noticeCookie(found.status === "ended" ? "ended" : "missing") } });
}

export type BookingSummary = Pick<
  BookingDetail,
  "id" | "code" | "state" | "holdExpiresAt" | "passengers" | "contact" | "invoice" | "marketingConsent"
>;

export type CheckoutPageData = {
  step: CheckoutStep;
  stepReached: CheckoutStep;
  withAssistance: boolean;
  fareFamilyCode: string;
  searchUrl: string | null;
  /** Null when the offer can no longer be sold (and no booking holds it). */
  priced: Available | null;
  goneStatus: "expired" | "sold_out" | "not_found" | null;
  families: FareFamilyOption[];
  airports: Record<string, AirportInfo>;
  airlines: Record<string, { code: string; name: string }>;
  rate: string | null;
  assistance: AssistanceLine | null;
  summary: CheckoutSummary | null;
  /** Every amount the page shows, from the money function: the held order's, or the selection's as quoted now. */
  amounts: OrderAmounts | null;
  /** The promo code the held order carries ('Aplicar'), shown in the field after a declined card too. */
  promoCode: string | null;
  passengerTypes: Array<"ADT" | "CHD" | "INF">;
  lastFlightDate: string;
  today: string;
  savedTravellers: SavedTraveller[];
  /** A signed-in customer's contact data, the contact fields' defaults. */
  contactDefaults: Record<string, string>;
  signedIn: boolean;
  idempotencyKey: string;
  booking: BookingSummary | null;
  /** The review's re-check: the price changed since the visitor accepted it. */
  priceChange: { oldTotalMinor: number; newTotalMinor: number } | null;
  /** Before the hold: the re-priced total differs from the one the customer chose or last accepted. */
  entryPriceChange: EntryPriceChange | null;
  renderedAt: string;
};

/** The order core's price-change notice's figures (orders/ui/price-change-notice.tsx). */
export type EntryPriceChange = PriceChange;

/** Why a selection's price moved between the choice and the checkout (the inventory re-prices by seats left). */
export const PRICE_ROSE_REASON = "Se agotaron los asientos de esa tarifa: otros clientes separaron los últimos.";
export const PRICE_FELL_REASON = "Se liberaron asientos de una tarifa más baja.";

/** The change to show on entering (or coming back to) the checkout before anything is held; null if none. */
export function entryPriceChangeOf(
  acceptedTotalMinor: number,
  currentTotalMinor: number | null,
): EntryPriceChange | null {
  if (currentTotalMinor === null || currentTotalMinor === acceptedTotalMinor) return null;
  return {
    oldTotalMinor: acceptedTotalMinor,
    newTotalMinor: currentTotalMinor,
    reason: currentTotalMinor > acceptedTotalMinor ? PRICE_ROSE_REASON : PRICE_FELL_REASON,
  };
}

const STEP_PARAMS: Record<string, CheckoutStep> = { beneficios: 1, pasajeros: 2, revisar: 3 };
export const STEP_SLUGS: Record<CheckoutStep, string> = { 1: "beneficios", 2: "pasajeros", 3: "revisar" };

/** The step the URL asks for, never beyond the furthest reached one; a held booking only shows the review. */
export function stepOf(url: URL, checkout: Checkout): CheckoutStep {
  if (checkout.bookingId) return 3;
  const asked = STEP_PARAMS[url.searchParams.get("paso") ?? ""] ?? checkout.stepReached;
  return Math.min(asked, checkout.stepReached) as CheckoutStep;
}

/** The add-on for the selection as priced now: insurance's quote for its trip at the ages of its traveller types. */
export async function assistanceFor(
  priced: Available,
  airports: Record<string, AirportInfo>,
): Promise<AssistanceLine | null> {
  const trip = assistanceTripOf(priced.offer, (code) => airports[code]?.countryCode);
  if (!trip) return null;
  return quoteAssistance(trip, { ages: quotedAges(priced.price.perPassenger) });
}

/** Everything a checkout page shows: the re-priced selection, the summary, the held booking if any. */
export async function loadCheckoutPage(request: Request, user: SessionUser | null): Promise<CheckoutPageData> {
  const checkout = await requireCheckout(request, user);
  const db = getDb();
  const [quote, booking, rate, savedTravellers, contact] = await Promise.all([
    // Re-priced as the holder sees it: the booking's own held seats are not "taken" (issue 31, defect 2).
    priceHeldSelection(db, checkout.bookingId, checkout.offerId, {
      optionIds: checkout.optionIds,
      fareFamilyCode: checkout.fareFamilyCode,
    }),
    checkout.bookingId ? readBooking(db, checkout.bookingId, { kind: "checkout", checkoutId: checkout.id }) : null,
    orderExchangeRate(db),
    user ? listTravellers(db, user.id) : Promise.resolve([]),
    user ? contactDefaults(db, user.id) : Promise.resolve({}),
  ]);
  const priced = quote.status === "available" ? quote : null;
  const offer = booking?.offer ?? priced?.offer ?? null;
  const segments = offer ? offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []) : [];
  const codes = [...new Set(segments.flatMap((segment) => [segment.origin, segment.destination]))];
  const reference = await flightReferenceData(offer?.carriers ?? [], codes);
  const assistance = priced ? await assistanceFor(priced, reference.airports) : (booking?.price.assistance ?? null);
  const summary = booking
    ? buildSummary({
        offer: booking.offer,
        familyName: booking.fareFamily.name,
        flight: booking.price.flight,
        assistance: booking.price.assistance,
      })
    : priced
      ? buildSummary({
          offer: priced.offer,
          familyName: priced.fareFamily.name,
          flight: priced.price,
          assistance: checkout.withAssistance ? assistance : null,
        })
      : null;
  // A held booking's amounts come from its order (an accepted price or a promo code shows at once); before the
  // hold, the selection is quoted through the same money function at the rate an order would be fixed at now.
  const order = booking ? await loadOrder(db, booking.id) : null;
  const amounts = order
    ? computeOrderAmounts(order)
    : priced
      ? quoteAmounts(priced.price, checkout.withAssistance ? assistance : null, rate)
      : null;
  if (amounts && summary) {
    summary.adjustments = amounts.adjustments.map((line) => ({
      label: line.label,
      amountMinor: line.amount.chargeMinor,
    }));
    summary.totalMinor = amounts.total.chargeMinor;
  }
  const currentTotal = priced
    ? priced.price.totalMinor + (checkout.withAssistance ? (assistance?.totalMinor ?? 0) : 0)
    : null;
  const liveBooking = booking && (booking.state === "held" || booking.state === "pending_payment");
  // A held booking keeps its price when the fare drops; only a rise over the order's price must be accepted.
  const heldPrice = order ? priceBeforeDiscount(order) : checkout.acceptedTotalMinor;
  const priceChange =
    liveBooking && currentTotal !== null && currentTotal > heldPrice
      ? { oldTotalMinor: heldPrice, newTotalMinor: currentTotal }
      : null;
  const promoCode =
    order?.adjustments.find((adjustment) => adjustment.active && adjustment.kind === "promo")?.promoCode ?? null;
  const counts = (priced?.price ?? booking?.price.flight)?.perPassenger ?? [];
  const passengerTypes = (["ADT", "CHD", "INF"] as const).flatMap((type) =>
    Array<typeof type>(counts.find((row) => row.type === type)?.count ?? 0).fill(type),
  );
  const now = new Date();
  return {
    step: stepOf(new URL(request.url), checkout),
    stepReached: checkout.stepReached,
    withAssistance: checkout.withAssistance,
    fareFamilyCode: checkout.fareFamilyCode,
    searchUrl: checkout.searchUrl,
    priced,
    goneStatus: quote.status === "available" ? null : quote.status,
    families: priced?.fareFamilies ?? [],
    airports: reference.airports,
    airlines: reference.airlines,
    rate: rate.value,
    assistance,
    summary,
    amounts,
    promoCode,
    passengerTypes,
    lastFlightDate: segments.at(-1)?.departureLocal.slice(0, 10) ?? todayInLima(now),
    today: todayInLima(now),
    savedTravellers,
    contactDefaults: contact,
    signedIn: Boolean(user),
    // A new key per page view: a double submit or a retried post of the form holds once.
    idempotencyKey: crypto.randomUUID(),
    booking: booking
      ? {
          id: booking.id,
          code: booking.code,
          state: booking.state,
          holdExpiresAt: booking.holdExpiresAt,
          passengers: booking.passengers,
          contact: booking.contact,
          invoice: booking.invoice,
          marketingConsent: booking.marketingConsent,
        }
      : null,
    priceChange,
    entryPriceChange: booking ? null : entryPriceChangeOf(checkout.acceptedTotalMinor, currentTotal),
    renderedAt: now.toISOString(),
  };
}

export type { SavedTraveller };
