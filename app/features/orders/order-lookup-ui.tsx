import { LookupForm, type LookupField } from "#app/components/forms/lookup-form.tsx";
import { OrderLookupSchema, type LookupFailure } from "./access/order-lookup-schemas.ts";

export type { LookupFailure };

const FIELDS: readonly LookupField[] = [
  { name: "code", label: "Código de reserva", placeholder: "K7PQ2M", autoComplete: "off", maxLength: 12 },
  { name: "email", label: "Correo electrónico de contacto", type: "email", autoComplete: "email" },
];

const HIDDEN = { intent: "lookup" } as const;

/** Guests' 'Mis reservas' look-up of any order: its code and contact e-mail, checked in the browser and the action. */
export function OrderLookupForm({ failure }: { failure: LookupFailure | undefined }) {
  return (
    <LookupForm
      fields={FIELDS}
      schema={OrderLookupSchema}
      failure={failure}
      submitLabel="Consultar reserva"
      hidden={HIDDEN}
    />
  );
}
