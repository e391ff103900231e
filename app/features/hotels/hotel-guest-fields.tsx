import { SelectField } from "#app/components/ui/native-fields.tsx";
import { DOCUMENT_TYPE_OPTIONS } from "#app/utils/identity-documents.ts";
import { PlainField } from "./hotel-amounts.tsx";

const sectionClass = "flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4";
const legendClass = "text-lg font-bold";

type Props = {
  roomCount: number;
  prefill: { firstName: string; email: string } | null;
  /** What the visitor posted for a field (dotted name), or the fallback. */
  value: (name: string, fallback?: string) => string;
  error: (name: string) => string | undefined;
};

/** The hotel checkout's lead guest per room and the contact (HotelCheckoutSchema's "guests.N.*" and "contact.*"). */
export function GuestAndContactFields({ roomCount, prefill, value, error }: Props) {
  return (
    <>
      {Array.from({ length: roomCount }, (_, index) => {
        const at = (field: string) => `guests.${String(index)}.${field}`;
        return (
          <fieldset key={at("room")} className={sectionClass}>
            <legend className={legendClass}>
              {roomCount === 1 ? "Titular de la habitación" : `Habitación ${String(index + 1)}: titular`}
            </legend>
            <p className="text-sm text-muted">
              El hotel registra la estadía a su nombre y le pide este documento al llegar.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <PlainField
                label="Nombres"
                name={at("firstName")}
                defaultValue={value(at("firstName"))}
                error={error(at("firstName"))}
                autoComplete="given-name"
                maxLength={50}
              />
              <PlainField
                label="Apellidos"
                name={at("lastName")}
                defaultValue={value(at("lastName"))}
                error={error(at("lastName"))}
                autoComplete="family-name"
                maxLength={50}
              />
              <SelectField
                label="Tipo de documento"
                name={at("documentType")}
                defaultValue={value(at("documentType"), "DNI")}
                errorMessage={error(at("documentType"))}
                options={DOCUMENT_TYPE_OPTIONS}
              />
              <PlainField
                label="Número de documento"
                name={at("documentNumber")}
                defaultValue={value(at("documentNumber"))}
                error={error(at("documentNumber"))}
                maxLength={12}
              />
            </div>
          </fieldset>
        );
      })}
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Datos de contacto</legend>
        <p className="text-sm text-muted">Te enviamos la confirmación y el voucher a este correo.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <PlainField
            label="Nombres"
            name="contact.firstName"
            defaultValue={value("contact.firstName", prefill?.firstName)}
            error={error("contact.firstName")}
            autoComplete="given-name"
            maxLength={50}
          />
          <PlainField
            label="Apellidos"
            name="contact.lastName"
            defaultValue={value("contact.lastName")}
            error={error("contact.lastName")}
            autoComplete="family-name"
            maxLength={50}
          />
          <PlainField
            label="Correo electrónico"
            name="contact.email"
            type="email"
            defaultValue={value("contact.email", prefill?.email)}
            error={error("contact.email")}
            autoComplete="email"
            maxLength={254}
            className="sm:col-span-2"
          />
          <PlainField
            label="Código de país"
            name="contact.phoneCountryCode"
            type="tel"
            defaultValue={value("contact.phoneCountryCode", "51")}
            error={error("contact.phoneCountryCode")}
            inputMode="tel"
            maxLength={4}
          />
          <PlainField
            label="Celular"
            name="contact.phoneNumber"
            type="tel"
            defaultValue={value("contact.phoneNumber")}
            error={error("contact.phoneNumber")}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={12}
          />
        </div>
      </fieldset>
    </>
  );
}
