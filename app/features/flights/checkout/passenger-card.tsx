import { useState } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { PassengerType } from "#app/features/flights/flight-offer-types.ts";
import { DOCUMENT_OPTIONS, NAME_MAX } from "#app/features/flights/booking/booking-schemas.ts";
import { COUNTRIES } from "#app/utils/countries.ts";
import { PASSENGER_TYPE_LABELS } from "./checkout-summary.ts";
import { DateField, SelectField } from "#app/components/ui/native-fields.tsx";
import type { TravellerChoice } from "./saved-travellers.ts";

const COUNTRY_OPTIONS = COUNTRIES.map(([id, label]) => ({ id, label }));
const GENDER_OPTIONS = [
  { id: "F", label: "Femenino" },
  { id: "M", label: "Masculino" },
];

export const fieldId = (path: string) => `checkout-${path.replace(/\./g, "-")}`;

/** One traveller's card ('Adulto 1', 'Menor 1', 'Infante 1'); a saved traveller fills it (re-mounting its fields). */
export function PassengerCard(props: {
  index: number;
  type: PassengerType;
  ordinal: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  today: string;
  saved: TravellerChoice[];
  signedIn: boolean;
}) {
  const { index, type } = props;
  const [fill, setFill] = useState<TravellerChoice | null>(null);
  const name = (field: string) => `passengers.${String(index)}.${field}`;
  const value = (field: string) =>
    fill ? ((fill as Record<string, string | undefined>)[field] ?? "") : props.values[name(field)];
  const title = `${PASSENGER_TYPE_LABELS[type][0]} ${String(props.ordinal)}`;
  const common = (field: string) => ({
    name: name(field),
    id: fieldId(name(field)),
    errorMessage: props.errors[name(field)],
  });
  return (
    <fieldset className="rounded-card border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      <input type="hidden" name={name("type")} value={type} />
      {props.saved.length > 0 ? (
        <SelectField
          label="Usar pasajero guardado"
          name={`saved.${String(index)}`}
          id={fieldId(`saved.${String(index)}`)}
          options={props.saved.map((traveller) => ({ id: traveller.id, label: traveller.label }))}
          placeholder="Ingresar datos nuevos"
          onChange={(id) => setFill(props.saved.find((traveller) => traveller.id === id) ?? null)}
          className="mb-4"
        />
      ) : null}
      <div key={fill?.id ?? "typed"} className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Tipo de documento"
          options={DOCUMENT_OPTIONS}
          isRequired
          defaultValue={value("documentType") ?? "DNI"}
          {...common("documentType")}
        />
        <TextField
          label="Número de documento"
          maxLength={12}
          isRequired
          defaultValue={value("documentNumber") ?? ""}
          {...common("documentNumber")}
        />
        <TextField
          label="Nombres"
          maxLength={NAME_MAX}
          isRequired
          autoComplete="off"
          defaultValue={value("firstName") ?? ""}
          {...common("firstName")}
        />
        <TextField
          label="Apellidos"
          maxLength={NAME_MAX}
          isRequired
          autoComplete="off"
          defaultValue={value("lastName") ?? ""}
          {...common("lastName")}
        />
        <DateField
          label="Fecha de nacimiento"
          max={props.today}
          isRequired
          defaultValue={value("birthDate")}
          {...common("birthDate")}
        />
        <SelectField
          label="Nacionalidad"
          options={COUNTRY_OPTIONS}
          isRequired
          defaultValue={value("nationality") || "PE"}
          {...common("nationality")}
        />
        <SelectField
          label="Género"
          options={GENDER_OPTIONS}
          isRequired
          placeholder="Selecciona"
          defaultValue={value("gender")}
          {...common("gender")}
        />
      </div>
      {props.signedIn && !fill ? (
        <Checkbox name={name("save")} defaultSelected={props.values[name("save")] === "on"} className="mt-4">
          Guardar en mis pasajeros frecuentes
        </Checkbox>
      ) : null}
    </fieldset>
  );
}
