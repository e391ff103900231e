import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { OrderLookupSchema, type LookupFailure } from "./access/order-lookup-schemas.ts";

export type { LookupFailure };

/** Guests' 'Mis reservas' look-up of any order: its code and contact e-mail, checked in the browser and the action. */
export function OrderLookupForm({ failure }: { failure: LookupFailure | undefined }) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = OrderLookupSchema.safeParse({ code: form.get("code"), email: form.get("email") });
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    return setClientErrors(fieldErrors(parsed.error));
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
    >
      <input type="hidden" name="intent" value="lookup" />
      {failure?.message && !clientErrors ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {failure.message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Código de reserva"
          name="code"
          placeholder="K7PQ2M"
          autoComplete="off"
          isRequired
          maxLength={12}
          defaultValue={failure?.values.code ?? ""}
          errorMessage={errors.code}
        />
        <TextField
          label="Correo electrónico de contacto"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={failure?.values.email ?? ""}
          errorMessage={errors.email}
        />
      </div>
      <div>
        <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
          Consultar reserva
        </Button>
      </div>
    </Form>
  );
}
