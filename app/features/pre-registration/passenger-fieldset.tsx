import type { Key } from "react-aria-components";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { BIRTH_DATE_MAX_LENGTH } from "#app/utils/birth-date.ts";
import {
  DOCUMENT_TYPE_OPTIONS,
  documentInputProps,
  isDocumentType,
  type DocumentType,
} from "#app/utils/identity-documents.ts";
import type { PassengerDraft, PassengerField } from "./form-state.ts";
import { GENDER_OPTIONS, MAX_PASSENGERS, PHONE_MAX_LENGTH } from "./pre-registration-schemas.ts";
import type { LookupStatus } from "./use-document-lookup.ts";

const LOOKUP_TEXT: Record<LookupStatus, string> = {
  searching: "Buscando los datos del documento…",
  found: "Completamos tus nombres y fecha de nacimiento con los datos registrados. Revísalos.",
  "not-found": "No encontramos datos para este documento. Completa tus datos.",
};

const GENDER_SELECT_OPTIONS = [{ id: "none", label: "Prefiero no indicarlo" }, ...GENDER_OPTIONS];

export type PassengerFieldsetProps = {
  passenger: PassengerDraft;
  index: number;
  total: number;
  errors: Partial<Record<keyof PassengerDraft, string>>;
  lookup: LookupStatus | undefined;
  onChange: (field: PassengerField, value: string) => void;
  onDocType: (value: DocumentType) => void;
  onBlur: (field: keyof PassengerDraft) => void;
  onAdd: () => void;
  onRemove: () => void;
};

/** One passenger's fields (SPEC 3, 5.5); the first passenger's card adds passengers, the others can be removed. */
export function PassengerFieldset(props: PassengerFieldsetProps) {
  const { passenger, index, errors, onChange, onBlur } = props;
  const isFirst = index === 0;
  const number = index + 1;
  const docInput = documentInputProps(passenger.docType);
  // Autofill fills the first passenger only: it would copy the same person into every card.
  const autoComplete = (token: string) => (isFirst ? token : "off");
  const text = (field: PassengerField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={passenger[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
      errorMessage={errors[field]}
      {...extra}
    />
  );

  return (
    <fieldset
      id={`pasajero-${passenger.id}`}
      className="rounded-card border border-slate-300 bg-white p-4 sm:p-6"
      data-testid="passenger"
    >
      <legend className="px-2 text-lg font-bold text-brand-700">Pasajero {number}</legend>
      {isFirst ? (
        <p className="mb-4 text-sm text-muted">Este pasajero recibirá el correo de confirmación con el código.</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          label="Tipo de documento"
          options={DOCUMENT_TYPE_OPTIONS}
          value={passenger.docType}
          onChange={(key: Key | null) => {
            if (isDocumentType(key)) props.onDocType(key);
          }}
          errorMessage={errors.docType}
        />
        {text("docNumber", "Número de documento", {
          inputMode: docInput.inputMode,
          maxLength: docInput.maxLength,
          autoComplete: "off",
          description: passenger.docType === "DNI" ? "8 dígitos" : "Hasta 12 letras o números",
        })}
        {text("firstName", "Nombres", { autoComplete: autoComplete("given-name") })}
        {text("lastName", "Apellido paterno", { autoComplete: autoComplete("family-name") })}
        {text("mLastName", "Apellido materno", { autoComplete: "off" })}
        {text("birthDate", "Fecha de nacimiento", {
          inputMode: "numeric",
          maxLength: BIRTH_DATE_MAX_LENGTH,
          placeholder: "DD/MM/AAAA",
          autoComplete: autoComplete("bday"),
        })}
        <Select
          label="Género (opcional)"
          options={GENDER_SELECT_OPTIONS}
          value={passenger.gender || "none"}
          onChange={(key: Key | null) => onChange("gender", key === "1" || key === "2" ? key : "")}
          errorMessage={errors.gender}
        />
        {text("email", "Correo electrónico", { type: "email", autoComplete: autoComplete("email") })}
        {text("phone", "Teléfono o celular", {
          type: "tel",
          inputMode: "tel",
          maxLength: PHONE_MAX_LENGTH,
          autoComplete: autoComplete("tel"),
        })}
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {props.lookup ? LOOKUP_TEXT[props.lookup] : ""}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {isFirst ? (
          <>
            <Button variant="secondary" onPress={props.onAdd} isDisabled={props.total >= MAX_PASSENGERS}>
              <span aria-hidden="true">+</span> Agregar pasajero
            </Button>
            <span className="text-sm text-muted">
              {props.total >= MAX_PASSENGERS
                ? `Llegaste al máximo de ${String(MAX_PASSENGERS)} pasajeros.`
                : `Puedes registrar hasta ${String(MAX_PASSENGERS)} pasajeros.`}
            </span>
          </>
        ) : (
          <Button variant="ghost" onPress={props.onRemove} aria-label={`Quitar pasajero ${String(number)}`}>
            Quitar pasajero
          </Button>
        )}
      </div>
    </fieldset>
  );
}
