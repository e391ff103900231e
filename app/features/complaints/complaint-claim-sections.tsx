import { useState, type ReactNode } from "react";
import { SelectField, TextAreaField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldId, RadioGroupField } from "./complaint-fields.tsx";
import { CURRENCY_OPTIONS, GOOD_TYPE_OPTIONS, KIND_OPTIONS } from "./complaint-options.ts";
import { DETAIL_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, REQUEST_MAX_LENGTH } from "./complaints-schemas.ts";

// Sections 2 and 3 of the sheet (the good, the detail and the request): the public form and the back office's
// paper-sheet entry show the same fields, validated by the same schema.

export function ComplaintClaimSections({
  values,
  errors,
  children,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What closes section 3 (the public form's attachments). */
  children?: ReactNode;
}) {
  const [detailLength, setDetailLength] = useState((values.detail ?? "").length);
  return (
    <>
      <section aria-labelledby="reclamo-bien" className="flex flex-col gap-4">
        <h2 id="reclamo-bien" className="text-xl font-bold text-brand-900">
          2. Identificación del bien contratado
        </h2>
        <RadioGroupField
          legend="Tipo"
          name="goodType"
          id={fieldId("goodType")}
          options={GOOD_TYPE_OPTIONS}
          defaultValue={values.goodType ?? ""}
          errorMessage={errors.goodType}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Monto reclamado (opcional)"
            name="amount"
            id={fieldId("amount")}
            inputMode="decimal"
            placeholder="0.00"
            defaultValue={values.amount ?? ""}
            errorMessage={errors.amount}
            className="md:col-span-2"
          />
          <SelectField
            label="Moneda"
            name="currency"
            id={fieldId("currency")}
            options={CURRENCY_OPTIONS}
            defaultValue={values.currency ?? "PEN"}
            errorMessage={errors.currency}
          />
        </div>
        <TextAreaField
          isRequired
          label="Descripción del producto o servicio"
          name="goodDescription"
          id={fieldId("goodDescription")}
          maxLength={DESCRIPTION_MAX_LENGTH}
          defaultValue={values.goodDescription ?? ""}
          errorMessage={errors.goodDescription}
        />
        <TextField
          label="Código de reserva (opcional)"
          name="bookingCode"
          id={fieldId("bookingCode")}
          maxLength={20}
          defaultValue={values.bookingCode ?? ""}
          errorMessage={errors.bookingCode}
        />
      </section>

      <section aria-labelledby="reclamo-detalle" className="flex flex-col gap-4">
        <h2 id="reclamo-detalle" className="text-xl font-bold text-brand-900">
          3. Detalle de la reclamación y pedido del consumidor
        </h2>
        <RadioGroupField
          legend="¿Es un reclamo o una queja?"
          name="kind"
          id={fieldId("kind")}
          options={KIND_OPTIONS}
          defaultValue={values.kind ?? ""}
          errorMessage={errors.kind}
        />
        <TextAreaField
          isRequired
          label="Detalle"
          name="detail"
          id={fieldId("detail")}
          maxLength={DETAIL_MAX_LENGTH}
          defaultValue={values.detail ?? ""}
          onChange={(value) => setDetailLength(value.length)}
          description={`${String(detailLength)} de ${String(DETAIL_MAX_LENGTH)} caracteres`}
          errorMessage={errors.detail}
        />
        <TextAreaField
          isRequired
          label="Pedido"
          name="consumerRequest"
          id={fieldId("consumerRequest")}
          maxLength={REQUEST_MAX_LENGTH}
          defaultValue={values.consumerRequest ?? ""}
          errorMessage={errors.consumerRequest}
        />
        {children}
      </section>
    </>
  );
}
