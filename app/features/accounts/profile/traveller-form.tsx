import type { Key } from "react-aria-components";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatDateInput, TravellerSchema } from "#app/features/accounts/profile-schemas.ts";
import type { SavedTraveller } from "#app/features/accounts/travellers-service.server.ts";
import { useAccountForm } from "#app/features/accounts/use-account-form.ts";
import { DOCUMENT_OPTIONS } from "./contact-form.tsx";

const GENDER_OPTIONS = [
  { id: "F", label: "Femenino" },
  { id: "M", label: "Masculino" },
];

export type TravellerDraft = Omit<SavedTraveller, "id">;

export const EMPTY_TRAVELLER = {
  firstName: "",
  fatherLastname: "",
  motherLastname: "",
  documentType: "",
  documentNumber: "",
  birthDate: "",
  gender: "",
};

/** One frequent traveller's fields (create or edit). */
export function TravellerForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: typeof EMPTY_TRAVELLER;
  busy: boolean;
  onSave: (values: typeof EMPTY_TRAVELLER) => void;
  onCancel: () => void;
}) {
  const form = useAccountForm(TravellerSchema, initial);
  const selectError = (name: "documentType" | "gender") => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.submit(() => onSave(form.values))}>
      <TextField label="Nombre(s)" className="sm:col-span-2" {...form.text("firstName")} />
      <TextField label="Primer apellido" {...form.text("fatherLastname")} />
      <TextField label="Segundo apellido" {...form.text("motherLastname")} />
      <Select
        label="Tipo de documento"
        placeholder="Elige un tipo"
        options={DOCUMENT_OPTIONS}
        value={form.values.documentType || null}
        onChange={(key: Key | null) => form.set("documentType", key === null ? "" : String(key))}
        errorMessage={selectError("documentType")}
      />
      <TextField
        label="Número de documento"
        inputMode={form.values.documentType === "DNI" ? "numeric" : "text"}
        maxLength={form.values.documentType === "DNI" ? 8 : 12}
        {...form.text("documentNumber")}
      />
      <TextField
        label="Fecha de nacimiento"
        placeholder="DD/MM/AAAA"
        inputMode="numeric"
        maxLength={10}
        {...form.text("birthDate")}
        onChange={(value) => form.set("birthDate", formatDateInput(value))}
      />
      <Select
        label="Género"
        placeholder="Elige una opción"
        options={GENDER_OPTIONS}
        value={form.values.gender || null}
        onChange={(key: Key | null) => form.set("gender", key === null ? "" : String(key))}
        errorMessage={selectError("gender")}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" isDisabled={busy}>
          Guardar pasajero
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
