import { data, redirect } from "react-router";
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import { flightReferenceData } from "#flights";
import { isAppError } from "#server/errors.ts";
import { IDEMPOTENCY_CONFLICT_MESSAGE } from "#server/idempotency.ts";
import { TravellerSchema } from "#app/features/accounts/index.ts";
import { createTraveller, displayDateOf } from "./saved-travellers.server.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { PassengerInput } from "#app/features/flights/booking/booking-contract.ts";
import { passengersFormValues, postedTextValues } from "#app/features/flights/booking/booking-form-values.ts";
import {
  BenefitsSchema,
  FareFamilyChoiceSchema,
  makePassengersSchema,
} from "#app/features/flights/booking/booking-schemas.ts";
import { holdBooking } from "#app/features/flights/booking/booking-service.server.ts";
import { priceHeldSelection } from "#app/features/flights/booking/booking-reprice.server.ts";
import { acceptBookingPrice, applyBookingPromo } from "#app/features/flights/booking/booking-payments.server.ts";
import { PROMO_MESSAGES, readPromoCode } from "#app/features/orders/order-checkout-contract.ts";
import { NOT_PAYABLE_MESSAGE } from "#app/features/payments/index.ts";
import { updateCheckout, type Checkout } from "#app/features/flights/checkout/checkout-session.server.ts";
import { offerAirports } from "#app/features/flights/booking/travel-assistance.server.ts";
import { assistanceFor, requireCheckout, STEP_SLUGS, type Available } from "./checkout-data.server.ts";
import { startPayment } from "./checkout-payment.server.ts";
import { GONE_TEXT } from "./checkout-notice.ts";
import type { PayResult } from "#app/features/orders/index.ts";

export const GONE_MESSAGE = GONE_TEXT;
export const SOLD_OUT_MESSAGE = "Ya no quedan asientos a este precio";
export const FORM_MESSAGE = "Revisa los campos marcados.";
export const PROMO_EMPTY_MESSAGE = PROMO_MESSAGES.empty;

export type CheckoutActionData =
  | {
      kind: "invalid";
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
      idempotencyKey: string;
    }
  | { kind: "sold_out" | "gone"; message: string; searchUrl: string | null }
  | {
      kind: "duplicate";
      existingCode: string;
      passengerName: string;
      canReplace: boolean;
      values: Record<string, string>;
      idempotencyKey: string;
    }
  | { kind: "price_not_accepted"; message: string }
  | { kind: "paid_later"; code: string }
  /** The add-on ticked or unticked on the benefits step (a fetcher post): the summary re-renders from the loader. */
  | { kind: "assistance_saved" }
  /** The 'pay' intent's refusal (issue 19: promo code, cards disabled, gateway unavailable); PaymentOptions shows it. */
  | PayResult;

type Context = { request: Request; user: SessionUser | null; basePath: "/booking" | "/booking/v2" };

const stepUrl = (basePath: string, step: 1 | 2 | 3) =>
  basePath === "/booking" ? `/booking?paso=${STEP_SLUGS[step]}` : basePath;

async function reprice(checkout: Checkout, fareFamilyCode = checkout.fareFamilyCode): Promise<Available | null> {
  // As the holder sees it: the checkout's own held seats are not "taken" (issue 31, defect 2).
  const quote = await priceHeldSelection(getDb(), checkout.bookingId, checkout.offerId, {
    optionIds: checkout.optionIds,
    fareFamilyCode,
  });
  return quote.status === "available" ? quote : null;
}

async function totalWith(priced: Available, withAssistance: boolean): Promise<number> {
  if (!withAssistance) return priced.price.totalMinor;
  const { airports } = await flightReferenceData([], offerAirports(priced.offer));
  return priced.price.totalMinor + ((await assistanceFor(priced, airports))?.totalMinor ?? 0);
}

const gone = (checkout: Checkout) =>
  data<CheckoutActionData>({ kind: "gone", message: GONE_MESSAGE, searchUrl: checkout.searchUrl });

/** Every post of /booking and /booking/v2, by its `intent`. Invalid input changes nothing and says why. */
export async function handleCheckoutPost({ request, user, basePath }: Context) {
  const checkout = await requireCheckout(request, user);
  const form = await readPostedForm(request);
  const intent = form.get("intent");
  const db = getDb();
  if (intent === "family") {
    const parsed = FareFamilyChoiceSchema.safeParse({ fareFamilyCode: form.get("fareFamilyCode") });
    if (!parsed.success || checkout.bookingId) return redirect(stepUrl(basePath, 1));
    const priced = await reprice(checkout, parsed.data.fareFamilyCode);
    if (!priced) return gone(checkout);
    await updateCheckout(db, checkout.id, {
      fareFamilyCode: priced.fareFamily.code,
      acceptedTotalMinor: await totalWith(priced, checkout.withAssistance),
    });
    return redirect(basePath === "/booking" ? `/booking?paso=beneficios` : basePath);
  }
  if (intent === "benefits") {
    const parsed = BenefitsSchema.safeParse({ withAssistance: form.get("withAssistance") ?? undefined });
    if (!parsed.success || checkout.bookingId) return redirect(stepUrl(basePath, 3));
    const priced = await reprice(checkout);
    if (!priced) return gone(checkout);
    await updateCheckout(db, checkout.id, {
      withAssistance: parsed.data.withAssistance,
      acceptedTotalMinor: await totalWith(priced, parsed.data.withAssistance),
      stepReached: 2,
    });
    return redirect(stepUrl(basePath, 2));
  }
  if (intent === "assistance") {
    // With JavaScript the add-on checkbox saves at once, so the summary shows it before 'Continuar'.
    const parsed = BenefitsSchema.safeParse({ withAssistance: form.get("withAssistance") ?? undefined });
    if (!parsed.success || checkout.bookingId) return redirect(stepUrl(basePath, checkout.stepReached));
    const priced = await reprice(checkout);
    if (!priced) return gone(checkout);
    await updateCheckout(db, checkout.id, {
      withAssistance: parsed.data.withAssistance,
      acceptedTotalMinor: await totalWith(priced, parsed.data.withAssistance),
    });
    return data<CheckoutActionData>({ kind: "assistance_saved" });
  }
  if (intent === "passengers" || intent === "one-page")
    return submitPassengers(checkout, form, { request, user, basePath });
  if (intent === "accept-price") {
    const priced = await reprice(checkout);
    if (priced) {
      const accepted = await totalWith(priced, checkout.withAssistance);
      await updateCheckout(db, checkout.id, { acceptedTotalMinor: accepted });
      if (checkout.bookingId) await acceptBookingPrice(db, checkout.bookingId, accepted);
    }
    // Before the hold the accepted total is the checkout's own record; the order is then placed at it.
    return redirect(stepUrl(basePath, checkout.bookingId ? 3 : checkout.stepReached));
  }
  if (intent === "pay" && form.get("applyPromo")) return applyPromo(checkout, form, basePath);
  if (intent === "pay") {
    if (!checkout.bookingId) return redirect(stepUrl(basePath, checkout.stepReached));
    const priced = await reprice(checkout);
    // A held booking keeps its price when the fare drops: only a rise waits to be accepted.
    if (priced && (await totalWith(priced, checkout.withAssistance)) > checkout.acceptedTotalMinor) {
      return data<CheckoutActionData>({
        kind: "price_not_accepted",
        message: "El precio cambió: acéptalo para continuar.",
      });
    }
    return startPayment({ request, checkout, basePath, form });
  }
  return redirect(stepUrl(basePath, checkout.stepReached));
}

/** 'Aplicar': the code becomes an adjustment of the held order now; the page shows the new total, or why not. */
async function applyPromo(checkout: Checkout, form: FormData, basePath: string) {
  if (!checkout.bookingId) return redirect(stepUrl(basePath, checkout.stepReached));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const raw = text("promoCode");
  const posted = { method: text("method"), promoCode: raw };
  const refuse = (message: string) =>
    data<CheckoutActionData>({ kind: "pay_refused", message, field: "promoCode", posted });
  const parsed = readPromoCode(raw);
  if (!parsed.ok) return refuse(parsed.message);
  const outcome = await applyBookingPromo(
    getDb(),
    checkout.bookingId,
    { kind: "checkout", checkoutId: checkout.id },
    parsed.code,
  );
  if (outcome.status === "refused") return refuse(outcome.message);
  if (outcome.status === "not_payable") return refuse(NOT_PAYABLE_MESSAGE);
  return redirect(stepUrl(basePath, 3));
}

async function submitPassengers(checkout: Checkout, form: FormData, { user, basePath }: Context) {
  if (checkout.bookingId) return redirect(stepUrl(basePath, 3));
  const db = getDb();
  let withAssistance = checkout.withAssistance;
  let fareFamilyCode = checkout.fareFamilyCode;
  // The one-page variant posts the benefits with the travellers.
  if (form.get("intent") === "one-page") {
    const benefits = BenefitsSchema.safeParse({ withAssistance: form.get("withAssistance") ?? undefined });
    withAssistance = benefits.success && benefits.data.withAssistance;
    const family = FareFamilyChoiceSchema.safeParse({ fareFamilyCode: form.get("fareFamilyCode") });
    if (family.success) fareFamilyCode = family.data.fareFamilyCode;
  }
  const priced = await reprice(checkout, fareFamilyCode);
  if (!priced) return gone(checkout);
  const types = (["ADT", "CHD", "INF"] as const).map(
    (type) => priced.price.perPassenger.find((row) => row.type === type)?.count ?? 0,
  );
  const lastSegment = priced.offer.slices.at(-1)?.options[0]?.segments.at(-1);
  const schema = makePassengersSchema({
    counts: { ADT: types[0] ?? 0, CHD: types[1] ?? 0, INF: types[2] ?? 0 },
    lastFlightDate: lastSegment?.departureLocal.slice(0, 10) ?? todayInLima(),
    today: todayInLima(),
  });
  const values = postedTextValues(form);
  const parsed = schema.safeParse(passengersFormValues(form));
  if (!parsed.success) {
    return data<CheckoutActionData>({
      kind: "invalid",
      message: FORM_MESSAGE,
      errors: fieldErrors(parsed.error),
      values,
      idempotencyKey: parsed.error.issues.some((issue) => issue.path[0] === "idempotencyKey")
        ? crypto.randomUUID()
        : (values.idempotencyKey ?? crypto.randomUUID()),
    });
  }
  if (fareFamilyCode !== checkout.fareFamilyCode || withAssistance !== checkout.withAssistance) {
    await updateCheckout(db, checkout.id, {
      fareFamilyCode: priced.fareFamily.code,
      withAssistance,
      acceptedTotalMinor: await totalWith(priced, withAssistance),
    });
  }
  const { saveTravellers, ...input } = parsed.data;
  let outcome;
  try {
    outcome = await holdBooking(db, {
      ...input,
      checkoutId: checkout.id,
      userId: user?.id ?? null,
      offerId: checkout.offerId,
      optionIds: checkout.optionIds,
      fareFamilyCode: priced.fareFamily.code,
      withAssistance,
    });
  } catch (error) {
    if (!isAppError(error) || (error.code !== "CONFLICT" && error.code !== "INVALID_DATA")) throw error;
    const message = error.code === "CONFLICT" ? IDEMPOTENCY_CONFLICT_MESSAGE : error.message;
    return data<CheckoutActionData>({
      kind: "invalid",
      message,
      errors: {},
      values,
      idempotencyKey: crypto.randomUUID(),
    });
  }
  if (outcome.status === "sold_out")
    return data<CheckoutActionData>({ kind: "sold_out", message: SOLD_OUT_MESSAGE, searchUrl: checkout.searchUrl });
  if (outcome.status === "gone") return gone(checkout);
  if (outcome.status === "duplicate") {
    return data<CheckoutActionData>({
      kind: "duplicate",
      existingCode: outcome.existingCode,
      passengerName: outcome.passengerName,
      canReplace: outcome.canReplace,
      values,
      // The choice is another request: it needs its own key.
      idempotencyKey: crypto.randomUUID(),
    });
  }
  await updateCheckout(db, checkout.id, { bookingId: outcome.bookingId, stepReached: 3 });
  if (user)
    await saveNewTravellers(
      user.id,
      input.passengers.filter((_, index) => saveTravellers.includes(index)),
    );
  return redirect(stepUrl(basePath, 3));
}

/** 'Guardar en mis pasajeros': best effort after the hold (a full list or an odd name must not undo a booking). */
async function saveNewTravellers(userId: string, passengers: PassengerInput[]): Promise<void> {
  for (const passenger of passengers) {
    const [fatherLastname = "", ...rest] = passenger.lastName.split(/\s+/);
    const traveller = TravellerSchema.safeParse({
      firstName: passenger.firstName,
      fatherLastname,
      motherLastname: rest.join(" ") || fatherLastname,
      documentType: passenger.documentType === "PASAPORTE" ? "PAS" : passenger.documentType,
      documentNumber: passenger.documentNumber,
      birthDate: displayDateOf(passenger.birthDate),
      gender: passenger.gender,
    });
    if (!traveller.success) continue;
    try {
      await createTraveller(getDb(), userId, traveller.data);
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
}
