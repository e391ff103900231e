import { useCallback, useRef, useState } from "react";
import { HttpError, http } from "#app/platform/http-client.ts";
import { showToast } from "#app/platform/toasts.ts";
import { createAttemptKeys } from "./attempt-key.ts";
import { MEDIUM_OPTIONS, type PreRegistrationForm } from "./pre-registration-schemas.ts";
import { formPathOf, toWireFields, type CampaignContext } from "./pre-registration-wire.ts";

export const SUBMIT_URL = "/api/v1/pre-registrations";
export const SUBMIT_ERROR_MESSAGE = "Error al enviar el formulario. Intente de nuevo.";

type SubmitAnswer = { ResultadoError: boolean; Mensaje: string; CodigoInscripcion?: string };

export type SubmitOptions = {
  campaign: CampaignContext["campaign"];
  stores: Array<{ id: string; label: string }>;
};

/**
 * Sends the validated form as the SPEC 7 multipart form (with the loading overlay). A failure keeps the
 * visitor's data, logs, and says so in a toast (SPEC 8 only logs; a visitor must know to retry). A retry of the
 * same data carries the same idempotency key, so a lost answer never turns into a double registration.
 */
export function usePreRegistrationSubmit({ campaign, stores }: SubmitOptions) {
  const keys = useRef(createAttemptKeys());
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = useCallback(
    async (form: PreRegistrationForm): Promise<boolean> => {
      const fields = toWireFields(form, {
        campaign,
        mediumLabel: MEDIUM_OPTIONS.find((option) => option.id === form.medium)?.label ?? "",
        storeName: stores.find((store) => store.id === form.store)?.label ?? "",
      });
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      const key = keys.current.keyFor(JSON.stringify(fields));
      setSubmitting(true);
      try {
        const answer = await http.post<SubmitAnswer>(SUBMIT_URL, body, { headers: { "Idempotency-Key": key } });
        if (answer.ResultadoError) throw new Error(answer.Mensaje);
        keys.current.reset();
        return true;
      } catch (error) {
        console.warn("Pre-registration submit failed", error);
        if (error instanceof HttpError && error.body.issues) {
          setServerErrors(
            Object.fromEntries(error.body.issues.map((issue) => [formPathOf(issue.path), issue.message])),
          );
        }
        showToast({ type: "ERROR", title: "Error", message: SUBMIT_ERROR_MESSAGE, seconds: 10 });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [campaign, stores],
  );

  const clearServerErrors = useCallback(() => {
    setServerErrors((current) => (Object.keys(current).length > 0 ? {} : current));
  }, []);

  return { submit, submitting, serverErrors, clearServerErrors, resetAttempt: () => keys.current.reset() };
}
