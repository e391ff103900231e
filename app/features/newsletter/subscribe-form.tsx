import { useRef, useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { BIRTH_DATE_MAX_LENGTH, formatBirthDateInput } from "#app/utils/birth-date.ts";
import { DOCUMENT_TYPE_OPTIONS, documentInputProps, isDocumentType } from "#app/utils/identity-documents.ts";
import { NewsletterConsentFields } from "./newsletter-consent-fields.tsx";
import { NEWSLETTER_MAX_LENGTH, NewsletterSignupSchema } from "./newsletter-schemas.ts";
import {
  CHECKED_VALUE,
  EMPTY_SIGNUP,
  SIGNUP_FIELDS,
  signupInputOf,
  type SignupActionData,
  type SignupField,
  type SignupValues,
} from "./subscribe-form-values.ts";

/**
 * The /suscribirse form (issue 17). A plain POST form: without JavaScript the route action validates and answers;
 * with it, the same schema checks every field first and errors show once a field is touched (SPEC 5.4).
 */
export function SubscribeForm({ answer }: { answer: SignupActionData | undefined }) {
  const [values, setValues] = useState<SignupValues>(answer?.values ?? EMPTY_SIGNUP);
  const [touched, setTouched] = useState<Set<SignupField>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useNavigation().state === "submitting";
  const parsed = NewsletterSignupSchema.safeParse(signupInputOf(values));
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);
  // The server's answer (no-JS submit, duplicate address) shows until the visitor edits the form.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(answer?.errors ?? {});
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    // A new answer of the action (submitted with JavaScript): show its errors again.
    setShownAnswer(answer);
    setServerErrors(answer?.errors ?? {});
  }
  const errorOf = (field: SignupField) => serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined);
  const touch = (field: SignupField) => setTouched((current) => new Set(current).add(field));
  const set = <K extends SignupField>(field: K, value: SignupValues[K]) => {
    setServerErrors({});
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (parsed.success) return;
    event.preventDefault();
    setTouched(new Set(SIGNUP_FIELDS));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const docType = isDocumentType(values.docType) ? values.docType : undefined;
  const docInput = documentInputProps(docType ?? "CE");
  const docTypeError = errorOf("docType");
  const text = (field: "name" | "lastname" | "email", label: string, autoComplete: string) => (
    <TextField
      name={field}
      label={label}
      type={field === "email" ? "email" : "text"}
      autoComplete={autoComplete}
      maxLength={NEWSLETTER_MAX_LENGTH + 10}
      value={values[field]}
      onChange={(value) => set(field, value)}
      onBlur={() => touch(field)}
      errorMessage={errorOf(field)}
      isRequired
    />
  );

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      {answer?.formError && Object.keys(serverErrors).length > 0 ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 font-semibold text-danger">
          {answer.formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Nombre", "given-name")}
        {text("lastname", "Apellidos", "family-name")}
      </div>
      {text("email", "Correo electrónico", "email")}
      <TextField
        name="birthDate"
        label="Fecha de nacimiento (opcional)"
        inputMode="numeric"
        placeholder="DD/MM/AAAA"
        autoComplete="bday"
        maxLength={BIRTH_DATE_MAX_LENGTH}
        value={values.birthDate}
        onChange={(value) => set("birthDate", formatBirthDateInput(values.birthDate, value))}
        onBlur={() => touch("birthDate")}
        errorMessage={errorOf("birthDate")}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-muted">Documento de identidad (opcional)</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor="suscripcion-tipo-documento" className={fieldLabelClass}>
            Tipo de documento
          </label>
          <select
            id="suscripcion-tipo-documento"
            name="docType"
            value={values.docType}
            onChange={(event) => set("docType", event.target.value)}
            onBlur={() => touch("docType")}
            aria-invalid={docTypeError ? true : undefined}
            aria-describedby={docTypeError ? "suscripcion-tipo-documento-error" : undefined}
            data-invalid={docTypeError ? true : undefined}
            className={controlClass}
          >
            <option value="">Sin documento</option>
            {DOCUMENT_TYPE_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          {docTypeError ? (
            <p id="suscripcion-tipo-documento-error" className={fieldErrorClass}>
              {docTypeError}
            </p>
          ) : null}
        </div>
        <TextField
          name="docNumber"
          label="Número de documento"
          inputMode={docInput.inputMode}
          maxLength={docInput.maxLength}
          autoComplete="off"
          value={values.docNumber}
          onChange={(value) => set("docNumber", value)}
          onBlur={() => touch("docNumber")}
          errorMessage={errorOf("docNumber")}
        />
      </fieldset>
      <NewsletterConsentFields
        values={values}
        errorOf={errorOf}
        onChange={(field, checked) => {
          set(field, checked);
          touch(field);
        }}
        postedValue={CHECKED_VALUE}
      >
        Te enviaremos un correo para confirmar tu suscripción y podrás darte de baja cuando quieras, con un clic.
      </NewsletterConsentFields>
      <Button type="submit" variant="accent" size="lg" isPending={submitting} className="self-start">
        {submitting ? "Enviando…" : "Suscribirme"}
      </Button>
    </Form>
  );
}
