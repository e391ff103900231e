import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { ATTACHMENT_ACCEPT, ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "./attachment-rules.ts";
import { ComplaintClaimSections } from "./complaint-claim-sections.tsx";
import { ComplaintConsumerSection } from "./complaint-consumer-section.tsx";
import { SelectField } from "#app/components/ui/native-fields.tsx";
import { fieldId } from "./complaint-fields.tsx";
import { formTextValues } from "./complaint-form-values.ts";
import { ComplaintSheetHeader } from "./complaint-sheet-header.tsx";
import { ComplaintFormSchema } from "./complaints-schemas.ts";

export type ComplaintFormProps = {
  stores: Array<{ id: string; label: string }>;
  idempotencyKey: string;
  filedAtLabel: string;
  /** Where consumers exercise their data rights (the complaints mailbox). */
  mailbox: string;
  failure?: { message: string; errors: Record<string, string>; values: Record<string, string> } | undefined;
};

function clientFileErrors(input: HTMLInputElement | null): Record<string, string> {
  const files = Array.from(input?.files ?? []);
  const errors: Record<string, string> = {};
  if (files.length > MAX_ATTACHMENTS) errors.attachments = ATTACHMENT_MESSAGES.tooMany;
  files.forEach((file, index) => {
    if (file.size > MAX_ATTACHMENT_BYTES) errors[`attachments.${String(index)}`] = ATTACHMENT_MESSAGES.tooLarge;
  });
  return errors;
}

/** The complaint sheet form: posts as multipart without JavaScript; with it, the same schema checks it first. */
export function ComplaintForm({ stores, idempotencyKey, filedAtLabel, mailbox, failure }: ComplaintFormProps) {
  const navigation = useNavigation();
  const values = failure?.values ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};
  const message = clientErrors ? "Revisa los campos marcados." : failure?.message;
  const fileErrors = Object.entries(errors).filter(([path]) => path.startsWith("attachments"));

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = ComplaintFormSchema.safeParse(formTextValues(new FormData(form)));
    const next = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...clientFileErrors(form.querySelector<HTMLInputElement>('input[name="attachments"]')),
    };
    if (Object.keys(next).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(next);
    const first = Object.keys(next)[0] ?? "";
    requestAnimationFrame(() =>
      document.getElementById(fieldId(first.startsWith("attachments") ? "attachments" : first))?.focus(),
    );
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="group flex flex-col gap-8"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {message ? (
        <div role="alert" className="rounded-control border border-danger bg-red-50 p-4 text-danger">
          {message}
        </div>
      ) : null}
      <ComplaintSheetHeader filedAtLabel={filedAtLabel}>
        <SelectField
          label="Tienda o canal"
          name="store"
          id={fieldId("store")}
          options={stores}
          defaultValue={values.store ?? "virtual"}
          errorMessage={errors.store}
        />
      </ComplaintSheetHeader>

      <ComplaintConsumerSection values={values} errors={errors} />

      <ComplaintClaimSections values={values} errors={errors}>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId("attachments")} className="text-sm font-semibold text-ink">
            Archivos adjuntos (opcional)
          </label>
          <input
            id={fieldId("attachments")}
            name="attachments"
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-describedby={`${fieldId("attachments")}-ayuda`}
            aria-invalid={fileErrors.length > 0 || undefined}
            className="text-sm text-ink file:mr-3 file:min-h-11 file:rounded-control file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          <p id={`${fieldId("attachments")}-ayuda`} className="text-sm text-muted">
            Hasta 3 archivos PDF, JPG, PNG o WebP de 5 MB como máximo cada uno.
          </p>
          {fileErrors.map(([path, error]) => (
            <p key={path} className="text-sm text-danger">
              {error}
            </p>
          ))}
        </div>
      </ComplaintClaimSections>

      <p className="rounded-card bg-surface p-4 text-sm text-muted">
        Protección de datos personales: usaremos los datos de esta hoja solo para atender tu reclamo o queja y
        responderte, conforme a la Ley N.º 29733. Puedes ejercer tus derechos de acceso, rectificación, cancelación y
        oposición escribiendo a {mailbox}. Más información en nuestra{" "}
        <a href="/politicas" className="text-brand-700 underline">
          Política de protección de datos
        </a>
        .
      </p>
      <div>
        <Button type="submit" variant="primary" size="lg" isPending={navigation.state === "submitting"}>
          Enviar hoja de reclamación
        </Button>
      </div>
    </Form>
  );
}
