/**
 * The review step's 'Pagar' (intent "pay") on the server: validates the payment form, starts the payment for the
 * checkout's held booking and sends the buyer on: to the gateway's card page, or to the confirmation page with the
 * cash code. Anything else stays on the review step with a Spanish message (PayResult).
 */
import { data, redirect, redirectDocument } from "react-router";
import { getDb } from "#db";
import { isAppError } from "#server/errors.ts";
import { NOT_PAYABLE_MESSAGE } from "#app/features/payments/index.ts";
import { CARDS_DISABLED_MESSAGE, type PayResult } from "#app/features/orders/index.ts";
import { PayFormSchema } from "#app/features/orders/index.server.ts";
import { startBookingPayment } from "./booking-payments.server.ts";

export const CONFIRMATION_PATH = "/booking/confirmacion";
export const PROCESSING_PATH = "/booking/procesando";
export const PRICE_CHANGED_MESSAGE = "El precio de tu vuelo cambió. Revisa el nuevo total y acéptalo para continuar.";

/** The refusal names why the price changed (issue 31, defect 2). */
const priceChangedMessage = (reason: string) =>
  `El precio de tu vuelo cambió: ${reason.charAt(0).toLowerCase()}${reason.slice(1)} Revisa el nuevo total y acéptalo para continuar.`;

const refused = (result: Omit<PayResult, "kind">) =>
  data<PayResult>({ kind: "pay_refused", ...result }, { status: 200 });

export async function handlePayIntent(input: {
  checkoutId: string;
  bookingId: string;
  acceptedTotalMinor: number;
  form: FormData;
}) {
  const text = (name: string) => {
    const value = input.form.get(name);
    return typeof value === "string" ? value : "";
  };
  const posted = { method: text("method"), promoCode: text("promoCode") };
  const parsed = PayFormSchema.safeParse({
    method: posted.method || undefined,
    promoCode: posted.promoCode,
    marketingConsent: text("marketingConsent") || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "promoCode" ? "promoCode" : "method";
    return refused({ message: issue?.message ?? "Revisa la forma de pago.", field, posted });
  }
  const form = parsed.data;
  try {
    const outcome = await startBookingPayment(
      getDb(),
      input.bookingId,
      { kind: "checkout", checkoutId: input.checkoutId },
      {
        method: form.method,
        promoCode: form.promoCode || undefined,
        acceptedTotalMinor: input.acceptedTotalMinor,
        marketingConsent: form.marketingConsent,
        // The same click gives the same payment, a new try after a declined card a new one (the order core's key).
        attempt: [form.promoCode, String(input.acceptedTotalMinor)],
      },
    );
    switch (outcome.status) {
      case "redirect":
        // The gateway's page is another site's document: a full navigation, never a client-side route.
        return redirectDocument(outcome.url);
      case "cash":
      case "already_paid":
        return redirect(`${CONFIRMATION_PATH}?reserva=${input.bookingId}`);
      case "price_changed":
        return refused({ message: priceChangedMessage(outcome.reason), posted });
      case "promo_refused":
        return refused({ message: outcome.message, field: "promoCode", posted });
      case "cards_disabled":
        return refused({ message: CARDS_DISABLED_MESSAGE, cardsDisabled: true, posted: { ...posted, method: "cash" } });
      case "not_payable":
        return refused({ message: NOT_PAYABLE_MESSAGE, posted });
    }
  } catch (error) {
    if (isAppError(error) && error.status < 500) return refused({ message: error.message, posted });
    if (isAppError(error) && error.code === "UNAVAILABLE") return refused({ message: error.message, posted });
    throw error;
  }
}
