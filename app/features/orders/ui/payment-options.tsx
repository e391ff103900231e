import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { chargeText, referenceText } from "#app/features/orders/order-money.ts";
import type { OrderAmounts } from "#app/features/orders/order-contract.ts";
import { PromoCodeField } from "./promo-code-field.tsx";
import { PAYMENT_METHOD_LABELS, isPayResult } from "./payment-form.ts";

export type PaymentOptionsProps = {
  /** The order's amounts (money function): the pay button charges its total in its charge currency. */
  amounts: OrderAmounts | null;
  /** The promo code the order already carries ('Aplicar', or a 'Pagar' that applied it). */
  promoCode?: string | null;
  /** The buyer already gave the marketing consent (Ley 29733): the checkbox is not shown again. */
  marketingConsentGiven: boolean;
  /** 4 declined cards: only the cash code is offered. */
  cardsDisabled: boolean;
  /** The pay button is off (e.g. a price change waits to be accepted). */
  isDisabled?: boolean;
  /** The action's answer to a previous 'Pagar' (any other answer is ignored). */
  result?: unknown;
};

/**
 * The review step's payment choice: card or cash code, the total in the charge currency with the other as a dated
 * reference, the promo code with its own 'Aplicar' (submit button `applyPromo`, the default one of the code field)
 * and the marketing consent. Posts intent "pay" to the checkout's action; works without JS.
 */
export function PaymentOptions(props: PaymentOptionsProps) {
  const result = isPayResult(props.result) ? props.result : null;
  const cardsDisabled = props.cardsDisabled || Boolean(result?.cardsDisabled);
  const chosen = result?.posted?.method === "cash" || cardsDisabled ? "cash" : "card";
  const { amounts } = props;
  const charge = amounts ? chargeText(amounts) : null;
  const applied = props.promoCode ?? null;
  const promoMessage = result?.field === "promoCode" ? result.message : undefined;
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4"
      aria-labelledby="forma-de-pago"
    >
      <input type="hidden" name="intent" value="pay" />
      <h2 id="forma-de-pago" className="text-lg font-bold text-ink">
        Forma de pago
      </h2>
      {amounts && charge ? (
        <p className="text-ink">
          Total a pagar: <strong data-testid="pay-total">{charge}</strong>
          <span className="block text-sm text-muted" data-testid="pay-reference">
            {referenceText(amounts, amounts.total.referenceMinor)}
          </span>
        </p>
      ) : null}
      {result && !result.field ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {result.message}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">¿Cómo quieres pagar?</legend>
        {(["card", "cash"] as const).map((method) => (
          <div
            key={method}
            className="flex items-start gap-3 rounded-control border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`metodo-${method}`}
              type="radio"
              name="method"
              value={method}
              defaultChecked={chosen === method}
              disabled={method === "card" && cardsDisabled}
              aria-describedby={`metodo-${method}-detalle`}
              className="mt-1 size-4 accent-brand-600"
            />
            <div>
              <label htmlFor={`metodo-${method}`} className="block font-semibold text-ink">
                {PAYMENT_METHOD_LABELS[method]}
              </label>
              <span id={`metodo-${method}-detalle`} className="block text-sm text-muted">
                {method === "card"
                  ? cardsDisabled
                    ? "No disponible para esta reserva."
                    : "Visa, Mastercard, American Express o Diners. Pagas en la página segura de la pasarela."
                  : "Te damos un código para pagar en BCP, BBVA, Interbank o Scotiabank: app, agentes o ventanilla."}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      <PromoCodeField
        defaultValue={result?.posted?.promoCode ?? applied ?? ""}
        applied={applied}
        message={promoMessage}
      />
      {props.marketingConsentGiven ? null : (
        <Checkbox name="marketingConsent" value="on">
          Acepto recibir ofertas y novedades de Kuntur Viajes por correo electrónico (opcional).
        </Checkbox>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="accent" size="lg" isDisabled={props.isDisabled}>
          {charge ? `Pagar ${charge}` : "Pagar"}
        </Button>
      </div>
    </Form>
  );
}
