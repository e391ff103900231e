import type { Db } from "#db";
import { isAppError } from "#server/errors.ts";
import { IdempotencyKeySchema } from "#server/idempotency.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { hasControlChars } from "#app/utils/text-rules.ts";
import { startPolicyPayment } from "./insurance-payment.server.ts";
import { purchasePolicy } from "./insurance-purchase.server.ts";
import { bandMismatches, postedBirthDates, PurchaseSchema, purchaseValues } from "./insurance-purchase-schemas.ts";
import { parseTrip } from "./insurance-quote.server.ts";
import type { PurchaseFailure } from "./purchase-form.tsx";
import { grantOrder } from "#app/features/orders/index.server.ts";
import { confirmationUrl } from "./insurance-urls.ts";

export const FORM_ERROR_MESSAGE = "Revisa los campos marcados.";
export const PAYMENT_UNAVAILABLE_MESSAGE =
  "No pudimos iniciar el pago en este momento. Tu compra quedó registrada: vuelve a intentarlo en unos minutos.";

export type PurchasePostOutcome =
  /** `external`: the payment provider's page, reached with a full document navigation. */
  | { ok: true; location: string; cookie: string; external: boolean }
  | { ok: false; status: number; failure: PurchaseFailure };

function textValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && key !== "idempotencyKey" && key.length <= 40) values[key] = value.slice(0, 200);
  }
  return values;
}

/** The /seguros/comprar post: the shared schema, the idempotent purchase, then the payment's start. */
export async function handlePurchasePost(
  db: Db,
  input: {
    formData: FormData;
    url: URL;
    /** The buyer's Cookie header: the purchase's grant joins the orders this browser already holds. */
    cookieHeader: string | null;
    userId: string | null;
    siteUrl: string;
    log: (error: unknown) => void;
  },
): Promise<PurchasePostOutcome> {
  const values = textValues(input.formData);
  const postedKey = IdempotencyKeySchema.safeParse(input.formData.get("idempotencyKey"));
  const fail = (status: number, message: string, errors: Record<string, string> = {}): PurchasePostOutcome => ({
    ok: false,
    status,
    failure: { message, errors, values, idempotencyKey: postedKey.success ? postedKey.data : undefined },
  });
  const trip = parseTrip(input.url.searchParams);
  const planId = input.url.searchParams.get("plan") ?? "";
  if (!trip.ok || !planId) return fail(400, "La cotización no es válida. Vuelve a cotizar tu seguro.");
  const key = postedKey;
  if (!key.success) return fail(400, "Vuelve a cargar la página e inténtalo de nuevo.");
  const nested = purchaseValues(values);
  const parsed = PurchaseSchema.safeParse(nested);
  const errors: Record<string, string> = {
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...bandMismatches(postedBirthDates(nested), trip.trip.ages, trip.trip.startDate),
  };
  for (const [field, value] of Object.entries(values)) {
    if (hasControlChars(value)) errors[field] ??= "Contiene caracteres no permitidos.";
  }
  if (parsed.success) {
    if (parsed.data.travellers.length !== trip.trip.ages.length)
      errors.travellers = "Ingresa los datos de cada viajero cotizado.";
  }
  if (!parsed.success || Object.keys(errors).length > 0) return fail(400, FORM_ERROR_MESSAGE, errors);
  try {
    const { policy } = await purchasePolicy(db, {
      planId,
      trip: trip.trip,
      form: parsed.data,
      idempotencyKey: key.data,
      userId: input.userId,
    });
    // The buying browser keeps the order through the trip: the order core's purchase grant (decision 050).
    const cookie = grantOrder(input.cookieHeader, policy.orderId, "purchase");
    const buyer = {
      email: parsed.data.contact.email,
      firstName: parsed.data.contact.names,
      lastName: parsed.data.contact.surnames,
    };
    try {
      const started = await startPolicyPayment(db, { policy, buyer, idempotencyKey: key.data, siteUrl: input.siteUrl });
      if (started.status === "redirect") return { ok: true, location: started.url, cookie, external: true };
    } catch (error) {
      input.log(error);
      // The policy is saved: a retry with the same key finds it and starts the payment again.
      return fail(503, isAppError(error) && error.code !== "INTERNAL" ? error.message : PAYMENT_UNAVAILABLE_MESSAGE);
    }
    return { ok: true, location: confirmationUrl(policy.policyNumber), cookie, external: false };
  } catch (error) {
    if (!isAppError(error) || error.code === "INTERNAL" || error.code === "UNAVAILABLE") throw error;
    const issues = Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]));
    return fail(
      error.code === "CONFLICT" ? 409 : 400,
      Object.keys(issues).length > 0 ? FORM_ERROR_MESSAGE : error.message,
      issues,
    );
  }
}
