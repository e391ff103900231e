import type { Checkout } from "#app/features/flights/checkout/checkout-session.server.ts";
import { handlePayIntent } from "#app/features/flights/booking/booking-pay-action.server.ts";

/**
 * THE PAYMENT SLOT of the review step: the review's final button posts intent "pay" (with the payment form of
 * PaymentOptions: method, promo code, marketing consent) and, once the price is accepted, lands here. The payments
 * work (issue 19, booking-pay-action.server.ts) starts the payment: a card goes to the gateway's page, a cash code
 * to the confirmation page; a refusal stays on the review step as a PayResult.
 */
export async function startPayment(input: { request: Request; checkout: Checkout; basePath: string; form: FormData }) {
  const { checkout } = input;
  if (!checkout.bookingId) throw new Error("pay without a booking");
  return handlePayIntent({
    checkoutId: checkout.id,
    bookingId: checkout.bookingId,
    acceptedTotalMinor: checkout.acceptedTotalMinor,
    form: input.form,
  });
}
