import type { LimitAttempt } from "#request-context";
import { isAppError } from "#server/errors.ts";
import { CONTROL_CHARS_MESSAGE, inspectBody } from "#app/utils/text-rules.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { NewsletterSignupSchema } from "./newsletter-schemas.ts";
import { DUPLICATE_MESSAGE, subscribeToNewsletter } from "./newsletter-service.server.ts";
import { signupInputOf, signupValuesOf, type SignupActionData } from "./subscribe-form-values.ts";

/** The e-mail field's message for an address already active (issue 17), beside SPEC 8's notice. */
export const EMAIL_TAKEN_MESSAGE = "El correo ingresado ya fue registrado";
export const SUBSCRIBE_UNAVAILABLE_MESSAGE =
  "No pudimos registrar tu suscripción en este momento. Inténtalo de nuevo en unos minutos.";
/** Too many attempts for one address (NEWSLETTER_EMAIL_RULE), whatever its state. */
export const SUBSCRIBE_TOO_MANY_MESSAGE =
  "Recibimos demasiados intentos con este correo. Espera una hora e inténtalo de nuevo.";

export type SubscribeResult =
  | { kind: "subscribed" }
  | { kind: "rejected"; status: 400 | 409 | 429 | 503; answer: SignupActionData; retryAfterSeconds?: number };

/**
 * The /suscribirse action: validates the posted form with the one schema, subscribes (double opt-in), and answers
 * the values with the errors when it cannot. A failing database gives a clear message and a log line, never a 500.
 */
export async function handleSubscribe(
  form: FormData,
  options: { siteUrl: string; limitAttempt: LimitAttempt },
): Promise<SubscribeResult> {
  const values = signupValuesOf(form);
  const control = inspectBody(values).controlCharPaths;
  if (control.length > 0) {
    const errors = Object.fromEntries(control.map((path) => [path, CONTROL_CHARS_MESSAGE]));
    return { kind: "rejected", status: 400, answer: { values, errors } };
  }
  const parsed = NewsletterSignupSchema.safeParse(signupInputOf(values));
  if (!parsed.success) return { kind: "rejected", status: 400, answer: { values, errors: fieldErrors(parsed.error) } };
  try {
    const { outcome } = await subscribeToNewsletter(parsed.data, options);
    console.info(JSON.stringify({ msg: "newsletter subscription", outcome, channel: "page" }));
    return { kind: "subscribed" };
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      return {
        kind: "rejected",
        status: 429,
        answer: { values, errors: { form: SUBSCRIBE_TOO_MANY_MESSAGE }, formError: SUBSCRIBE_TOO_MANY_MESSAGE },
        retryAfterSeconds: "retryAfter" in error ? Number(error.retryAfter) : 3600,
      };
    }
    if (isAppError(error) && error.code === "CONFLICT") {
      return {
        kind: "rejected",
        status: 409,
        answer: { values, errors: { email: EMAIL_TAKEN_MESSAGE }, formError: DUPLICATE_MESSAGE },
      };
    }
    console.error("Newsletter subscription failed (page /suscribirse):", error);
    return {
      kind: "rejected",
      status: 503,
      answer: { values, errors: { form: SUBSCRIBE_UNAVAILABLE_MESSAGE }, formError: SUBSCRIBE_UNAVAILABLE_MESSAGE },
    };
  }
}
