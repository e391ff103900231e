import type { Key } from "react-aria-components";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import type { Profile } from "#app/features/accounts/profile-service.server.ts";
import {
  ContactDataSchema,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  formatDateInput,
} from "#app/features/accounts/profile-schemas.ts";
import { useAccountForm } from "#app/features/accounts/use-account-form.ts";
import { useProfileSave } from "./use-profile-save.ts";

export const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((id) => ({ id, label: DOCUMENT_TYPE_LABELS[id] }));

/** datos-de-contacto: names, document, birth date and phone, with the sign-up rules where they overlap. */
export function ContactForm({ profile }: { profile: Profile }) {
  const form = useAccountForm(ContactDataSchema, {
    firstName: profile.firstName,
    fatherLastname: profile.fatherLastname,
    motherLastname: profile.motherLastname,
    documentType: profile.documentType ?? "",
    documentNumber: profile.documentNumber ?? "",
    birthDate: profile.birthDate,
    phone: profile.phone ?? "",
  });
  const { save, busy } = useProfileSave();
  const documentError = form.touched.documentType ? form.errors.documentType : undefined;

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.submit(() => {
        void save("/api/v1/me/contact", "PUT", form.values, "Guardamos tus datos de contacto.");
      })}
    >
      <TextField label="Nombre(s)" autoComplete="given-name" className="sm:col-span-2" {...form.text("firstName")} />
      <TextField label="Primer apellido" autoComplete="family-name" {...form.text("fatherLastname")} />
      <TextField label="Segundo apellido" autoComplete="additional-name" {...form.text("motherLastname")} />
      <Select
        label="Tipo de documento"
        placeholder="Elige un tipo"
        options={DOCUMENT_OPTIONS}
        value={form.values.documentType || null}
        onChange={(key: Key | null) => form.set("documentType", key === null ? "" : String(key))}
        errorMessage={documentError}
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
        autoComplete="bday"
        {...form.text("birthDate")}
        onChange={(value) => form.set("birthDate", formatDateInput(value))}
      />
      <TextField label="Teléfono" type="tel" autoComplete="tel" maxLength={15} {...form.text("phone")} />
      <Button type="submit" isDisabled={busy} className="sm:col-span-2 sm:justify-self-start">
        Guardar cambios
      </Button>
    </form>
  );
}
