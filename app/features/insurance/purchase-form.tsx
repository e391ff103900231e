import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { COUNTRIES } from "#app/utils/countries.ts";
import { bandMismatches, postedBirthDates, PurchaseSchema, purchaseValues } from "./insurance-purchase-schemas.ts";
import { DateField, SelectField } from "#app/components/ui/native-fields.tsx";
import { ComprobanteFields } from "#app/features/orders/orders-ui.tsx";
import { fieldId, RadioField } from "./purchase-fields.tsx";

export type PurchaseFailure = {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** The posted key, kept for the next try: a purchase saved before its payment failed is found again, not doubled. */
  idempotencyKey?: string | undefined;
};

type PurchaseFormProps = {
  ages: number[];
  startDate: string;
  idempotencyKey: string;
  failure?: PurchaseFailure | undefined;
};

const NATIONALITIES = COUNTRIES.map(([id, label]) => ({ id, label }));
const DOCUMENTS = [
  { id: "DNI", label: "DNI" },
  { id: "CE", label: "Carné de extranjería" },
  { id: "PAS", label: "Pasaporte" },
];
const SEXES = [
  { id: "F", label: "Femenino" },
  { id: "M", label: "Masculino" },
];
const PAYMENTS = [
  { id: "TARJETA", label: "Tarjeta de crédito o débito" },
  { id: "CODIGO_PAGO", label: "Código de pago en banco o agente (efectivo)" },
];

function formStrings(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form).entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** The purchase form: posts without JavaScript; with it, the same schema checks it first and focuses the first error. */
export function PurchaseForm({ ages, startDate, idempotencyKey, failure }: PurchaseFormProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};
  const values = failure?.values ?? {};
  const message = clientErrors ? "Revisa los campos marcados." : failure?.message;
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      defaultValue={values[name]}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const values = purchaseValues(formStrings(event.currentTarget));
    const parsed = PurchaseSchema.safeParse(values);
    const next = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...bandMismatches(postedBirthDates(values), ages, startDate),
    };
    if (Object.keys(next).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(next);
    const first = Object.keys(next)[0] ?? "";
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-8"
      aria-label="Comprar seguro de viaje"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {message ? (
        <p role="alert" className="rounded-card border border-danger bg-red-50 p-4 font-semibold text-danger">
          {message}
        </p>
      ) : null}
      {ages.map((age, index) => {
        const p = `travellers.${String(index)}`;
        return (
          <fieldset key={p} className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 sm:grid-cols-2">
            <legend className="px-1 text-lg font-bold">
              Viajero {index + 1} ({age} {age === 1 ? "año" : "años"})
            </legend>
            {text(`${p}.names`, "Nombres", { autoComplete: index === 0 ? "given-name" : "off", maxLength: 50 })}
            {text(`${p}.surnames`, "Apellidos", { autoComplete: index === 0 ? "family-name" : "off", maxLength: 50 })}
            <DateField
              name={`${p}.birthDate`}
              id={fieldId(`${p}.birthDate`)}
              label="Fecha de nacimiento"
              isRequired
              max={startDate}
              defaultValue={values[`${p}.birthDate`]}
              errorMessage={errors[`${p}.birthDate`]}
            />
            <SelectField
              name={`${p}.nationality`}
              id={fieldId(`${p}.nationality`)}
              label="Nacionalidad"
              isRequired
              options={NATIONALITIES}
              placeholder="Selecciona"
              defaultValue={values[`${p}.nationality`] ?? "PE"}
              errorMessage={errors[`${p}.nationality`]}
            />
            <SelectField
              name={`${p}.documentType`}
              id={fieldId(`${p}.documentType`)}
              label="Tipo de documento"
              isRequired
              options={DOCUMENTS}
              placeholder="Selecciona"
              defaultValue={values[`${p}.documentType`] ?? "DNI"}
              errorMessage={errors[`${p}.documentType`]}
            />
            {text(`${p}.documentNumber`, "Número de documento", {
              maxLength: 12,
              description: "DNI: 8 dígitos. CE o pasaporte: de 6 a 12 letras o números.",
            })}
            <RadioField
              name={`${p}.sex`}
              label="Sexo"
              options={SEXES}
              defaultValue={values[`${p}.sex`]}
              error={errors[`${p}.sex`]}
            />
          </fieldset>
        );
      })}
      <fieldset className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold">Datos de contacto</legend>
        {text("contact.names", "Nombres", { autoComplete: "given-name", maxLength: 50 })}
        {text("contact.surnames", "Apellidos", { autoComplete: "family-name", maxLength: 50 })}
        {text("contact.email", "Correo electrónico", { type: "email", autoComplete: "email", maxLength: 50 })}
        {text("contact.emailConfirmation", "Confirma tu correo electrónico", {
          type: "email",
          autoComplete: "off",
          maxLength: 50,
        })}
        {text("contact.phoneCode", "Código de país", {
          type: "tel",
          autoComplete: "tel-country-code",
          maxLength: 4,
          defaultValue: values["contact.phoneCode"] ?? "+51",
        })}
        {text("contact.phone", "Teléfono", {
          type: "tel",
          autoComplete: "tel-national",
          maxLength: 15,
          inputMode: "tel",
        })}
      </fieldset>
      <ComprobanteFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        className="rounded-card border border-slate-200 bg-white p-5"
      />
      <fieldset className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-bold">Forma de pago</legend>
        <RadioField
          name="paymentType"
          label="¿Cómo quieres pagar?"
          options={PAYMENTS}
          defaultValue={values.paymentType}
          error={errors.paymentType}
        />
      </fieldset>
      <div className="flex flex-col gap-3">
        <Checkbox
          name="dataProcessingConsent"
          id={fieldId("dataProcessingConsent")}
          defaultSelected={values.dataProcessingConsent === "on"}
          errorMessage={errors.dataProcessingConsent}
        >
          Acepto el tratamiento de mis datos personales para la emisión del seguro, según la política de protección de
          datos.
        </Checkbox>
        <Checkbox
          name="marketingConsent"
          id={fieldId("marketingConsent")}
          defaultSelected={values.marketingConsent === "on"}
        >
          Acepto recibir ofertas y novedades de Kuntur Viajes (opcional).
        </Checkbox>
      </div>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="self-end"
        isPending={navigation.state === "submitting"}
      >
        Comprar seguro
      </Button>
    </Form>
  );
}
