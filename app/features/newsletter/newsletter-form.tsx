import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { http, HttpError } from "#app/platform/http-client.ts";
import { showToast } from "#app/platform/toasts.ts";
import { NewsletterConsentFields } from "./newsletter-consent-fields.tsx";
import {
  DUPLICATE_REASON,
  NEWSLETTER_MAX_LENGTH,
  NEWSLETTER_SOURCE,
  NewsletterContactSchema,
  type NewsletterSubscription,
} from "./newsletter-schemas.ts";

/** SPEC 4 and 9: the subscribed state closes the modal after 5 s; a failure notification lasts 5 s. */
export const NEWSLETTER_AUTO_CLOSE_MS = 5000;
export const NEWSLETTER_ERROR_SECONDS = 5;
export const DUPLICATE_MESSAGE = "Al parecer usted ya se encuentra suscrito";
export const FAILURE_MESSAGE = "Al parecer hubo un error al enviar su suscripción";
/** Double opt-in (docs/decisions/020): the subscription starts once the e-mailed link is clicked. */
export const CONFIRM_BY_EMAIL_MESSAGE = "Te enviamos un correo: confírmalo para activar tu suscripción.";

type Values = { name: string; lastname: string; email: string; privacyPolicy: boolean; dataPolicy: boolean };
type Field = keyof Values;
const FIELDS: Field[] = ["name", "lastname", "email", "privacyPolicy", "dataPolicy"];

/** The message of a failed subscription: duplicate_parameter means already subscribed (SPEC 8). */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError && error.body.reason === DUPLICATE_REASON ? DUPLICATE_MESSAGE : FAILURE_MESSAGE;
}

/** The newsletter form (SPEC 5.4): idle, loading, subscribed; errors show once a field is touched. */
export default function NewsletterForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Values>({
    name: "",
    lastname: "",
    email: "",
    privacyPolicy: false,
    dataPolicy: false,
  });
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [status, setStatus] = useState<"idle" | "loading" | "subscribed">("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = NewsletterContactSchema.safeParse({ ...values, source: NEWSLETTER_SOURCE });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorOf = (field: Field) => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const set = <K extends Field>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  const close = useEffectEvent(onDone);
  useEffect(() => {
    if (status !== "subscribed") return;
    const timer = setTimeout(() => close(), NEWSLETTER_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "idle") return;
    if (!parsed.success) {
      setTouched(new Set(FIELDS));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setStatus("loading");
    try {
      await http.post<NewsletterSubscription>("/api/v1/newsletter/contacts", parsed.data);
      setStatus("subscribed");
    } catch (error) {
      setStatus("idle");
      showToast({ type: "ERROR", title: "Error", message: failureMessage(error), seconds: NEWSLETTER_ERROR_SECONDS });
      window.scrollTo({ top: 0 });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-muted">Déjanos tus datos y te enviaremos las mejores ofertas de viaje.</p>
      <TextField
        label="Nombre"
        autoComplete="given-name"
        maxLength={NEWSLETTER_MAX_LENGTH + 10}
        value={values.name}
        onChange={(value) => set("name", value)}
        onBlur={() => touch("name")}
        errorMessage={errorOf("name")}
      />
      <TextField
        label="Apellidos"
        autoComplete="family-name"
        maxLength={NEWSLETTER_MAX_LENGTH + 10}
        value={values.lastname}
        onChange={(value) => set("lastname", value)}
        onBlur={() => touch("lastname")}
        errorMessage={errorOf("lastname")}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={NEWSLETTER_MAX_LENGTH + 10}
        value={values.email}
        onChange={(value) => set("email", value)}
        onBlur={() => touch("email")}
        errorMessage={errorOf("email")}
      />
      <NewsletterConsentFields
        values={values}
        errorOf={errorOf}
        onChange={(field, checked) => {
          set(field, checked);
          touch(field);
        }}
      />
      <Button
        type="submit"
        variant="accent"
        size="lg"
        isDisabled={status === "subscribed"}
        isPending={status === "loading"}
      >
        {status === "subscribed" ? "Suscrito" : status === "loading" ? "Enviando…" : "Suscribirme"}
      </Button>
      <p role="status" className={status === "subscribed" ? "text-sm font-semibold text-success" : "sr-only"}>
        {status === "subscribed" ? CONFIRM_BY_EMAIL_MESSAGE : ""}
      </p>
    </form>
  );
}
