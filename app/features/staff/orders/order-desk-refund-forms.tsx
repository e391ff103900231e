import { DateField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { ConfirmStep } from "./order-desk-confirm.tsx";
import { IntentForm, type ActionState } from "./order-desk-forms.tsx";
import { CardRefundSchema, RefundPaidSchema } from "./order-desk-schemas.ts";

/** "Devolver a la tarjeta": the whole amount due unless a part is typed, through the card payment's provider. */
export function CardRefundForm({
  version,
  state,
  offer,
}: {
  version: string;
  state: ActionState;
  offer: { refundId: string; due: string; card: string };
}) {
  const title = "Devolver a la tarjeta";
  const mine = state?.intent === "cardRefund" && state.values.refundId === offer.refundId ? state : undefined;
  if (mine?.confirm?.question) {
    return (
      <ConfirmStep
        intent="cardRefund"
        title={title}
        question={mine.confirm.question}
        asked={{ version: mine.confirm.version, values: mine.values }}
        yes="Sí, devolver"
      />
    );
  }
  return (
    <IntentForm
      intent="cardRefund"
      title={title}
      schema={CardRefundSchema}
      fields={["version", "refundId", "amount"]}
      version={version}
      submit="Devolver a la tarjeta"
      state={mine}
    >
      {(errors, values) => (
        <>
          <input type="hidden" name="refundId" value={offer.refundId} />
          <p className="text-sm">
            Pendiente de devolver: {offer.due}, a {offer.card}, por la pasarela de pago.
          </p>
          <TextField
            label="Monto a devolver (opcional)"
            name="amount"
            inputMode="decimal"
            maxLength={12}
            defaultValue={values.amount ?? ""}
            errorMessage={errors.amount}
            description="Déjalo en blanco para devolver todo lo pendiente, o escribe una parte (por ejemplo 120.50)."
          />
        </>
      )}
    </IntentForm>
  );
}

/** A refund paid back by hand (a bank transfer): its date and the transfer's reference. */
export function RefundPaidForm({
  version,
  state,
  refund,
  today,
}: {
  version: string;
  state: ActionState;
  refund: { id: string; label: string };
  today: string;
}) {
  return (
    <IntentForm
      intent="refund"
      title="Registrar reembolso pagado"
      schema={RefundPaidSchema}
      fields={["version", "refundId", "paidOn", "reference"]}
      version={version}
      submit="Registrar reembolso pagado"
      state={state}
    >
      {(errors, values) => (
        <>
          <input type="hidden" name="refundId" value={refund.id} />
          <p className="text-sm">Reembolso pendiente: {refund.label}</p>
          <DateField
            label="Fecha de pago"
            name="paidOn"
            isRequired
            max={today}
            defaultValue={values.paidOn ?? today}
            errorMessage={errors.paidOn}
          />
          <TextField
            label="Referencia de la transferencia"
            name="reference"
            isRequired
            maxLength={80}
            defaultValue={values.reference ?? ""}
            errorMessage={errors.reference}
          />
        </>
      )}
    </IntentForm>
  );
}
