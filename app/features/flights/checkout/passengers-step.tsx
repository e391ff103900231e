import { useState, type SubmitEvent, type SyntheticEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import type { PassengerType } from "#app/features/flights/flight-offer-types.ts";
import { passengersFormValues } from "#app/features/flights/booking/booking-form-values.ts";
import { makePassengersSchema } from "#app/features/flights/booking/booking-schemas.ts";
import type { CheckoutActionData } from "./checkout-actions.server.ts";
import { ContactFields } from "./contact-fields.tsx";
import { fieldId, PassengerCard } from "./passenger-card.tsx";
import type { TravellerChoice } from "./saved-travellers.ts";
import { myBookingsPath } from "./review-step.tsx";

export type PassengersStepProps = {
  passengerTypes: PassengerType[];
  lastFlightDate: string;
  today: string;
  idempotencyKey: string;
  saved: TravellerChoice[];
  signedIn: boolean;
  result: CheckoutActionData | undefined;
  searchUrl: string | null;
  /** The contact fields' values until the form is posted (a signed-in customer's profile). */
  contactDefaults?: Record<string, string>;
};

function counts(types: PassengerType[]) {
  return {
    ADT: types.filter((t) => t === "ADT").length,
    CHD: types.filter((t) => t === "CHD").length,
    INF: types.filter((t) => t === "INF").length,
  };
}

/** The travellers' cards and the contact: checked with the server's schema before sending. */
export function PassengerFields(props: PassengersStepProps & { errors: Record<string, string> }) {
  const values = props.result && "values" in props.result ? props.result.values : (props.contactDefaults ?? {});
  const ordinals: Record<PassengerType, number> = { ADT: 0, CHD: 0, INF: 0 };
  return (
    <>
      {props.passengerTypes.map((type, index) => (
        <PassengerCard
          key={index}
          index={index}
          type={type}
          ordinal={(ordinals[type] += 1)}
          values={values}
          errors={props.errors}
          today={props.today}
          saved={props.saved}
          signedIn={props.signedIn}
        />
      ))}
      <ContactFields values={values} errors={props.errors} />
    </>
  );
}

/** The submit's refusals: sold out, gone, a duplicate booking (keep it, or cancel it and continue). */
export function HoldOutcomeNotice({ result, signedIn }: { result: CheckoutActionData | undefined; signedIn: boolean }) {
  if (!result) return null;
  if (result.kind === "sold_out" || result.kind === "gone") {
    return (
      <div role="alert" className="rounded-card border border-warning bg-amber-50 p-4 text-ink">
        <p className="font-bold">{result.message}</p>
        <Link to={result.searchUrl ?? "/vuelos"} className="mt-2 inline-block font-semibold text-brand-700 underline">
          Ver otros vuelos de tu búsqueda
        </Link>
      </div>
    );
  }
  if (result.kind === "duplicate") {
    return (
      <div role="alert" className="rounded-card border border-warning bg-amber-50 p-4 text-ink">
        <p className="font-bold">
          {result.passengerName} ya tiene la reserva {result.existingCode} en estos mismos vuelos.
        </p>
        <p className="mt-1 text-sm">Puedes mantener esa reserva o anularla y continuar con esta.</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link
            to={myBookingsPath(signedIn)}
            className="inline-flex min-h-11 items-center rounded-control border border-brand-600 px-4 font-semibold text-brand-700"
          >
            Mantener mi reserva anterior
          </Link>
          {result.canReplace ? (
            <Button type="submit" variant="accent" name="replaceBookingCode" value={result.existingCode}>
              Anular la reserva {result.existingCode} y continuar
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  if (result.kind === "invalid") {
    return (
      <div role="alert" className="rounded-control border border-danger bg-red-50 p-4 text-danger">
        {result.message}
      </div>
    );
  }
  return null;
}

/** Client-side check with the same schema as the action; returns whether the post may go. */
export function useClientCheck(props: Pick<PassengersStepProps, "passengerTypes" | "lastFlightDate" | "today">) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const check = (form: HTMLFormElement) =>
    makePassengersSchema({
      counts: counts(props.passengerTypes),
      lastFlightDate: props.lastFlightDate,
      today: props.today,
    }).safeParse(passengersFormValues(new FormData(form)));
  /** A field's message goes as soon as the field is corrected (`shown`: the messages on screen, also the server's). */
  function onChange(event: SyntheticEvent<HTMLFormElement>, shown: Record<string, string>) {
    if (Object.keys(shown).length === 0) return;
    const parsed = check(event.currentTarget);
    setErrors(stillInvalid(shown, parsed.success ? {} : fieldErrors(parsed.error)));
  }
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const parsed = check(event.currentTarget);
    if (parsed.success) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    const next = fieldErrors(parsed.error);
    setErrors(next);
    const first = Object.keys(next)[0] ?? "";
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }
  return { clientErrors: errors, onSubmit, onChange };
}

/** The messages shown that still apply, each with its current wording; corrected fields lose theirs. */
export function stillInvalid(shown: Record<string, string>, now: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(shown).flatMap((name) => (now[name] ? [[name, now[name]]] : [])));
}

/** Step 2 'Pasajeros'. */
export function PassengersStep(props: PassengersStepProps) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit, onChange } = useClientCheck(props);
  const serverErrors = props.result?.kind === "invalid" ? props.result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const key = props.result && "idempotencyKey" in props.result ? props.result.idempotencyKey : props.idempotencyKey;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => onChange(event, errors)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="passengers" />
      <input type="hidden" name="idempotencyKey" value={key} />
      {clientErrors && Object.keys(clientErrors).length > 0 ? (
        <div role="alert" className="rounded-control border border-danger bg-red-50 p-4 text-danger">
          Revisa los campos marcados.
        </div>
      ) : (
        <HoldOutcomeNotice result={props.result} signedIn={props.signedIn} />
      )}
      <PassengerFields {...props} errors={errors} />
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="self-end"
        isPending={navigation.state === "submitting"}
      >
        Continuar
      </Button>
    </Form>
  );
}
