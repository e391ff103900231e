import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";
import { PAYMENT_METHOD_LABELS, isPayResult } from "./booking-payment-schemas.ts";

export type PaymentOptionsProps = {
  /** The total to pay in US$ cents (re-priced, before a promo code); null when unknown (shown in the summary). */
  totalMinor: number | null;
  /** The day's USD->PEN rate ("3.7450"), null when none is on file. */
  rate: string | null;
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
 * The review step's payment choice (issue 19): card or cash code, the total in S/ and US$ with the rate, an
 * optional promo code and the marketing consent. Posts intent "pay" to the checkout's action; works without JS.
 */
export function PaymentOptions(props: PaymentOptionsProps) {
  const result = isPayResult(props.result) ? props.result : null;
  const cardsDisabled = props.cardsDisabled || Boolean(result?.cardsDisabled);
  const chosen = result?.posted?.method === "cash" || cardsDisabled ? "cash" : "card";
  const total = props.totalMinor;
  const usd = total === null ? null : formatMoney(total, "USD", { alwaysDecimals: true });
  const pen =
    total !== null && props.rate
      ? formatMoney(convertMinorUnits(total, props.rate), "PEN", { alwaysDecimals: true })
      : null;
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
      {usd ? (
        <p className="text-ink">
          Total a pagar: <strong data-testid="pay-total">{pen ? `${pen} (${usd})` : usd}</strong>
          {pen && props.rate ? (
            <span className="block text-sm text-muted">Tipo de cambio del día: S/ {props.rate} por US$ 1</span>
          ) : null}
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
      <TextField
        label="Código promocional (opcional)"
        name="promoCode"
        maxLength={6}
        autoComplete="off"
        defaultValue={result?.posted?.promoCode ?? ""}
        errorMessage={result?.field === "promoCode" ? result.message : undefined}
        description="6 letras o números"
        className="max-w-xs"
      />
      {props.marketingConsentGiven ? null : (
        <Checkbox name="marketingConsent" value="on">
          Acepto recibir ofertas y novedades de Kuntur Viajes por correo electrónico (opcional).
        </Checkbox>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="accent" size="lg" isDisabled={props.isDisabled}>
          {usd ? `Pagar ${pen ?? usd}` : "Pagar"}
        </Button>
      </div>
    </Form>
  );
}
