import { useState } from "react";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { SelectField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { COMPLAINT_DOCUMENT_OPTIONS, documentInputHints } from "./complaint-documents.ts";
import { fieldId } from "./complaint-fields.tsx";

/**
 * Part 1 of the sheet: the consumer, and their parent or guardian when a minor files it (the guardian's fields open
 * with the checkbox, by CSS, so they work without JavaScript).
 */
export function ComplaintConsumerSection({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const [documentType, setDocumentType] = useState(values.documentType ?? "DNI");
  const [guardianDocumentType, setGuardianDocumentType] = useState(values.guardianDocumentType ?? "DNI");
  return (
    <section aria-labelledby="reclamo-consumidor" className="flex flex-col gap-4">
      <h2 id="reclamo-consumidor" className="text-xl font-bold text-brand-900">
        1. Identificación del consumidor reclamante
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Nombres"
          name="firstNames"
          id={fieldId("firstNames")}
          autoComplete="given-name"
          isRequired
          defaultValue={values.firstNames ?? ""}
          errorMessage={errors.firstNames}
        />
        <TextField
          label="Apellidos"
          name="lastNames"
          id={fieldId("lastNames")}
          autoComplete="family-name"
          isRequired
          defaultValue={values.lastNames ?? ""}
          errorMessage={errors.lastNames}
        />
        <TextField
          label="Domicilio"
          name="address"
          id={fieldId("address")}
          autoComplete="street-address"
          isRequired
          defaultValue={values.address ?? ""}
          errorMessage={errors.address}
          className="md:col-span-2"
        />
        <SelectField
          label="Tipo de documento"
          name="documentType"
          id={fieldId("documentType")}
          options={COMPLAINT_DOCUMENT_OPTIONS}
          defaultValue={documentType}
          onChange={setDocumentType}
          errorMessage={errors.documentType}
          isRequired
        />
        <TextField
          label="Número de documento"
          name="documentNumber"
          id={fieldId("documentNumber")}
          isRequired
          {...documentInputHints(documentType)}
          defaultValue={values.documentNumber ?? ""}
          errorMessage={errors.documentNumber}
        />
        <TextField
          label="Teléfono"
          name="phone"
          id={fieldId("phone")}
          type="tel"
          autoComplete="tel"
          isRequired
          defaultValue={values.phone ?? ""}
          errorMessage={errors.phone}
        />
        <TextField
          label="Correo electrónico"
          name="email"
          id={fieldId("email")}
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={values.email ?? ""}
          errorMessage={errors.email}
          description="Te enviaremos la hoja y la respuesta a este correo."
        />
      </div>
      <Checkbox name="isMinor" id={fieldId("isMinor")} defaultSelected={values.isMinor === "on"}>
        Soy menor de edad
      </Checkbox>
      <fieldset className="hidden flex-col gap-4 rounded-card border border-slate-300 p-4 group-has-[#reclamo-isMinor:checked]:flex">
        <legend className="px-1 font-semibold text-ink">Datos del padre, madre o apoderado</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Nombre completo del padre, madre o apoderado"
            name="guardianName"
            id={fieldId("guardianName")}
            defaultValue={values.guardianName ?? ""}
            errorMessage={errors.guardianName}
            className="md:col-span-2"
          />
          <SelectField
            label="Tipo de documento del apoderado"
            name="guardianDocumentType"
            id={fieldId("guardianDocumentType")}
            options={COMPLAINT_DOCUMENT_OPTIONS}
            defaultValue={guardianDocumentType}
            onChange={setGuardianDocumentType}
            errorMessage={errors.guardianDocumentType}
          />
          <TextField
            label="Número de documento del apoderado"
            name="guardianDocumentNumber"
            id={fieldId("guardianDocumentNumber")}
            {...documentInputHints(guardianDocumentType)}
            defaultValue={values.guardianDocumentNumber ?? ""}
            errorMessage={errors.guardianDocumentNumber}
          />
          <TextField
            label="Teléfono del apoderado"
            name="guardianPhone"
            id={fieldId("guardianPhone")}
            type="tel"
            defaultValue={values.guardianPhone ?? ""}
            errorMessage={errors.guardianPhone}
          />
          <TextField
            label="Correo del apoderado (opcional)"
            name="guardianEmail"
            id={fieldId("guardianEmail")}
            type="email"
            defaultValue={values.guardianEmail ?? ""}
            errorMessage={errors.guardianEmail}
          />
        </div>
      </fieldset>
    </section>
  );
}
