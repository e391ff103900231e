import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { ZodMiniType as ZodType } from "zod/mini";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { cardClass } from "#app/features/staff/staff-frame.tsx";
import { useSchemaCheck } from "#app/features/staff/staff-form.tsx";
import type { CancellationOutcome } from "#app/features/orders/index.ts";
import { CancellationFiguresView } from "#app/features/orders/orders-ui.tsx";
import { ConfirmStep } from "./order-desk-confirm.tsx";
import {
  CancelItemSchema,
  CancelOrderSchema,
  CashReceivedSchema,
  OrderNoteSchema,
  type OrderIntent,
} from "./order-desk-schemas.ts";

/** What an action answered: for which form, its field errors and the values typed. */
export type ActionState =
  | {
      intent: OrderIntent | null;
      ok: boolean;
      message: string | null;
      errors: Record<string, string>;
      values: Record<string, string>;
      /** A first press that asks to confirm: the version it was made at and, when the server worded it, the question. */
      confirm?: { version: string; question: string | null };
    }
  | undefined;

/** One of the desk's forms: its intent, the page's version, a field check before posting, then the server's. */
export function IntentForm({
  intent,
  title,
  schema,
  fields,
  version,
  submit,
  state,
  children,
}: {
  intent: OrderIntent;
  title: string;
  schema: ZodType;
  fields: readonly string[];
  version: string | null;
  submit: string;
  state: ActionState;
  children: (errors: Record<string, string>, values: Record<string, string>) => ReactNode;
}) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(schema, fields);
  const mine = state?.intent === intent ? state : undefined;
  const errors = clientErrors ?? mine?.errors ?? {};
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={`${cardClass} flex flex-col gap-4`}
      aria-label={title}
    >
      <h3 className="text-lg font-bold">{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      {version === null ? null : <input type="hidden" name="version" value={version} />}
      {errors.version ? (
        <p role="alert" className="text-danger">
          {errors.version}
        </p>
      ) : null}
      {children(errors, mine?.values ?? {})}
      <Button type="submit" variant="primary" isPending={pending}>
        {submit}
      </Button>
    </Form>
  );
}

export function CashForm({ version, state, amount }: { version: string; state: ActionState; amount: string }) {
  return (
    <IntentForm
      intent="cash"
      title="Registrar pago en efectivo"
      schema={CashReceivedSchema}
      fields={["version", "reference"]}
      version={version}
      submit="Registrar pago recibido"
      state={state}
    >
      {(errors, values) => (
        <>
          <p className="text-sm text-muted">
            Monto del código pendiente: {amount}. El pedido queda pagado como si el banco lo hubiera notificado.
          </p>
          <TextField
            label="Referencia del pago"
            name="reference"
            isRequired
            maxLength={80}
            defaultValue={values.reference ?? ""}
            errorMessage={errors.reference}
            description="Número de operación o de recibo de caja."
          />
        </>
      )}
    </IntentForm>
  );
}

/** Anular: the order core's one cancellation computation, the same figures the customer's page shows. */
export function CancelForm({
  version,
  state,
  preview,
}: {
  version: string;
  state: ActionState;
  preview: CancellationOutcome;
}) {
  if (!preview.allowed) {
    return (
      <section className={cardClass} aria-label="Anular pedido">
        <h3 className="text-lg font-bold">Anular pedido</h3>
        <p>No se puede anular: {preview.reason}</p>
      </section>
    );
  }
  if (state?.intent === "cancel" && state.confirm?.question) {
    return (
      <ConfirmStep
        intent="cancel"
        title="Anular pedido con penalidad"
        question={state.confirm.question}
        asked={{ version: state.confirm.version, values: state.values }}
        yes="Sí, anular"
      />
    );
  }
  return (
    <IntentForm
      intent="cancel"
      title="Anular pedido con penalidad"
      schema={CancelOrderSchema}
      fields={["version", "reason"]}
      version={version}
      submit="Anular pedido"
      state={state}
    >
      {(errors, values) => (
        <>
          <div data-testid="cancel-terms" className="text-sm">
            <CancellationFiguresView figures={preview.figures} refundLabel="Reembolso a devolver" />
          </div>
          <p className="text-sm">Al anular, le enviamos al cliente un correo con estos montos.</p>
          <TextAreaField
            label="Motivo de la anulación"
            name="reason"
            isRequired
            maxLength={300}
            defaultValue={values.reason}
            errorMessage={errors.reason}
          />
        </>
      )}
    </IntentForm>
  );
}

/** Anular solo un servicio (decision 063): that item's figures by the same computation, then the order stays. */
export function CancelItemForm({
  version,
  state,
  item,
}: {
  version: string;
  state: ActionState;
  item: { itemId: string; title: string; outcome: CancellationOutcome };
}) {
  if (!item.outcome.allowed) return null;
  const { figures } = item.outcome;
  if (state?.intent === "cancelItem" && state.confirm?.question && state.values.itemId === item.itemId) {
    return (
      <ConfirmStep
        intent="cancelItem"
        title={`Anular solo ${item.title}`}
        question={state.confirm.question}
        asked={{ version: state.confirm.version, values: state.values }}
        yes="Sí, anular"
      />
    );
  }
  return (
    <IntentForm
      intent="cancelItem"
      title={`Anular solo ${item.title}`}
      schema={CancelItemSchema}
      fields={["version", "itemId", "reason"]}
      version={version}
      submit={`Anular solo ${item.title}`}
      state={state}
    >
      {(errors, values) => (
        <>
          <input type="hidden" name="itemId" value={item.itemId} />
          <CancellationFiguresView figures={figures} refundLabel="Reembolso a devolver" />
          <p className="text-sm">
            Los demás servicios siguen confirmados; le enviamos al cliente un correo con estos montos.
          </p>
          <TextAreaField
            label="Motivo de la anulación"
            name="reason"
            isRequired
            maxLength={300}
            defaultValue={values.itemId === item.itemId ? values.reason : undefined}
            errorMessage={values.itemId === item.itemId ? errors.reason : undefined}
          />
        </>
      )}
    </IntentForm>
  );
}

export function NoteForm({ state }: { state: ActionState }) {
  return (
    <IntentForm
      intent="note"
      title="Agregar nota interna"
      schema={OrderNoteSchema}
      fields={["text"]}
      version={null}
      submit="Guardar nota"
      state={state}
    >
      {(errors, values) => (
        <TextAreaField
          label="Nota"
          name="text"
          isRequired
          maxLength={2000}
          defaultValue={values.text}
          errorMessage={errors.text}
          description="Solo la ve el personal."
        />
      )}
    </IntentForm>
  );
}

/** A one-button form: resend a document e-mail. */
export function ResendButton({ emailId, subject }: { emailId: string; subject: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="emailId" value={emailId} />
      <Button type="submit" variant="secondary" aria-label={`Reenviar: ${subject}`}>
        Reenviar
      </Button>
    </Form>
  );
}
