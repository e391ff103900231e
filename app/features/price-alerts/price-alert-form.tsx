import { useState, useSyncExternalStore } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/brand.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useValidatedForm } from "#app/components/forms/use-validated-form.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { http, HttpError } from "#app/platform/http-client.ts";
import { PRICE_ALERT_EMAIL_MAX, PriceAlertFormSchema, type PriceAlertSubscribeResult } from "./price-alert-schemas.ts";

type FormValue = { email: string; consent: boolean };
type Outcome = { kind: "success" | "error"; message: string } | null;

const noSubscription = () => () => undefined;

/** False in the server HTML, true once hydrated: the form cannot be submitted natively before its script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status < 500 && error.body.message) return error.body.message;
  return "No pudimos crear tu alerta en este momento. Por favor, inténtalo de nuevo en unos minutos.";
}

/**
 * E-mail price-alert subscription of a route: e-mail and consent to be contacted (unchecked by default), checked by
 * the shared schema, sent to the rate-limited API; the confirmation (double opt-in) arrives by e-mail.
 */
export function PriceAlertForm(props: {
  originIata: string;
  destinationIata: string;
  idWebSeo: number;
  origin: string;
  destination: string;
}) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useValidatedForm<FormValue>({
    initial: { email: "", consent: false },
    validate: (value) => {
      const result = PriceAlertFormSchema.safeParse(value);
      return result.success ? {} : fieldErrors(result.error);
    },
    onValid: (value) => {
      const parsed = PriceAlertFormSchema.parse(value);
      setSending(true);
      setOutcome(null);
      http
        .post<PriceAlertSubscribeResult>(
          "/api/v1/price-alerts",
          { ...parsed, originIata: props.originIata, destinationIata: props.destinationIata, idWebSeo: props.idWebSeo },
          { noLoading: true },
        )
        .then(
          (result) => {
            setOutcome({ kind: "success", message: result.message });
            form.setValue({ email: "", consent: false });
          },
          (error: unknown) => setOutcome({ kind: "error", message: failureMessage(error) }),
        )
        .finally(() => setSending(false));
    },
  });
  const { value, setValue, errors, formRef, onSubmit } = form;

  return (
    <section
      id="alerta-de-precio"
      aria-labelledby="alerta-de-precio-titulo"
      className="rounded-card border border-brand-200 bg-brand-50 p-5 md:p-6"
    >
      <h2 id="alerta-de-precio-titulo" className="text-2xl font-extrabold text-brand-700">
        Alerta de precios
      </h2>
      <p className="mt-1 text-ink">
        Te escribimos cuando encontremos tarifas más bajas de {props.origin} a {props.destination}.
      </p>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <TextField
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={PRICE_ALERT_EMAIL_MAX}
          value={value.email}
          onChange={(email) => setValue({ ...value, email })}
          errorMessage={errors.email}
        />
        <Checkbox
          name="consent"
          isSelected={value.consent}
          onChange={(consent) => setValue({ ...value, consent })}
          errorMessage={errors.consent}
        >
          Acepto que {brand.name} me contacte por correo con alertas de precio de esta ruta. Puedo darme de baja en
          cualquier momento.
        </Checkbox>
        <p className="text-sm text-muted">
          Tratamos tus datos según nuestra <Link to="/politicas">política de protección de datos personales</Link>.
        </p>
        <Button type="submit" variant="primary" isDisabled={!hydrated} isPending={sending} className="self-start">
          {sending ? "Creando alerta…" : "Crear alerta"}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="mt-3 min-h-6">
        {outcome ? (
          <p className={outcome.kind === "success" ? "font-semibold text-success" : "font-semibold text-danger"}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
