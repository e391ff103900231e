import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { Link } from "react-router";
import { NAME_MAX } from "#app/features/flights/booking/booking-schemas.ts";
import { ComprobanteFields } from "#app/features/orders/orders-ui.tsx";
import { fieldId } from "./passenger-card.tsx";

type Props = { values: Record<string, string>; errors: Record<string, string> };

function field(props: Props, name: string) {
  return { name, id: fieldId(name), errorMessage: props.errors[name], defaultValue: props.values[name] ?? "" };
}

/** Contact, the optional factura and the consents (Ley 29733: marketing is separate and never pre-ticked). */
export function ContactFields(props: Props) {
  return (
    <>
      <fieldset className="rounded-card border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">Datos de contacto</legend>
        <p className="mb-3 text-sm text-muted">Te enviaremos la confirmación de tu reserva a este correo.</p>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Nombres"
            maxLength={NAME_MAX}
            isRequired
            autoComplete="given-name"
            {...field(props, "contact.firstName")}
          />
          <TextField
            label="Apellidos"
            maxLength={NAME_MAX}
            isRequired
            autoComplete="family-name"
            {...field(props, "contact.lastName")}
          />
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <TextField
              label="Código de país"
              inputMode="numeric"
              maxLength={4}
              isRequired
              autoComplete="tel-country-code"
              {...field(props, "contact.phoneCountryCode")}
              defaultValue={props.values["contact.phoneCountryCode"] ?? "51"}
            />
            <TextField
              label="Teléfono"
              type="tel"
              inputMode="tel"
              maxLength={15}
              isRequired
              autoComplete="tel-national"
              {...field(props, "contact.phoneNumber")}
            />
          </div>
          <TextField
            label="Correo electrónico"
            type="email"
            maxLength={100}
            isRequired
            autoComplete="email"
            {...field(props, "contact.email")}
          />
          <TextField
            label="Confirma tu correo electrónico"
            type="email"
            maxLength={100}
            isRequired
            autoComplete="off"
            {...field(props, "contact.emailConfirmation")}
          />
        </div>
      </fieldset>
      <ComprobanteFields values={props.values} errors={props.errors} fieldId={fieldId} />
      <fieldset className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-bold text-ink">Tus datos personales</legend>
        <Checkbox
          name="dataProcessing"
          id={fieldId("dataProcessing")}
          isRequired
          defaultSelected={props.values.dataProcessing === "on"}
          errorMessage={props.errors.dataProcessing}
        >
          Acepto el tratamiento de mis datos personales para gestionar mi reserva, según la{" "}
          <Link to="/politicas" className="font-semibold text-brand-700 underline">
            política de protección de datos
          </Link>
          .
        </Checkbox>
        <Checkbox name="marketing" defaultSelected={props.values.marketing === "on"}>
          Acepto recibir ofertas y novedades de Kuntur Viajes (opcional).
        </Checkbox>
      </fieldset>
    </>
  );
}
