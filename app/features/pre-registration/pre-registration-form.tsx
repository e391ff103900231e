import { useCallback, useMemo, useReducer, useRef, useState, type SubmitEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "#app/components/ui/button.tsx";
import { preloadModal } from "#app/components/ui/dialog.tsx";
import { EventFields } from "./event-fields.tsx";
import { formReducer, initialFormDraft, toFormInput, type FormAction, type PassengerDraft } from "./form-state.ts";
import { PassengerFieldset } from "./passenger-fieldset.tsx";
import { issuesByPath, PreRegistrationFormSchema } from "./pre-registration-schemas.ts";
import { SuccessModal } from "./success-modal.tsx";
import { useDocumentLookup } from "./use-document-lookup.ts";
import { usePreRegistrationSubmit, type SubmitOptions } from "./use-pre-registration-submit.ts";

/** Moves focus to the first field in error, so keyboard and screen-reader users land on what to fix. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>("[data-invalid] input:not([type=hidden]), [data-invalid] button");
  target?.focus();
}

/** The /tusdatos form: passengers, store, medium and consents; validated by the shared schema, then submitted. */
export function PreRegistrationForm(props: SubmitOptions) {
  const [draft, rawDispatch] = useReducer(formReducer, undefined, () => initialFormDraft());
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { submit, submitting, serverErrors, clearServerErrors } = usePreRegistrationSubmit(props);
  const dispatch = useCallback(
    (action: FormAction) => {
      clearServerErrors();
      rawDispatch(action);
    },
    [clearServerErrors],
  );
  const lookup = useDocumentLookup(rawDispatch);

  const schemaErrors = useMemo(() => {
    const result = PreRegistrationFormSchema.safeParse(toFormInput(draft));
    return result.success ? {} : issuesByPath(result.error.issues);
  }, [draft]);
  const shown = (path: string, touchKey: string) =>
    serverErrors[path] ?? (submitted || touched.has(touchKey) ? schemaErrors[path] : undefined);
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  /** Focuses a passenger's first control once React has rendered it (after adding or removing a passenger). */
  const focusPassenger = (id: string | undefined) =>
    document.querySelector<HTMLElement>(`#pasajero-${id ?? ""} button`)?.focus();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = PreRegistrationFormSchema.safeParse(toFormInput(draft));
    if (!result.success) {
      // Rendered at once so the errors exist in the DOM before focus moves to the first one.
      flushSync(() => setSubmitted(true));
      focusFirstInvalid(formRef.current);
      return;
    }
    // The success modal's code downloads while the registration is sent, so it opens as soon as the answer comes.
    preloadModal();
    void submit(result.data).then((ok) => {
      if (ok) setConfirmedEmail(result.data.passengers[0]?.email ?? "");
    });
  };

  const onModalClosed = () => {
    setConfirmedEmail(null);
    dispatch({ type: "reset" });
    setSubmitted(false);
    setTouched(new Set());
    lookup.reset();
    headingRef.current?.focus();
  };

  const passengerErrors = (passenger: PassengerDraft, index: number) => {
    const fields = Object.keys(passenger) as Array<keyof PassengerDraft>;
    return Object.fromEntries(
      fields.map((field) => [field, shown(`passengers.${String(index)}.${field}`, `${passenger.id}.${field}`)]),
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="formulario-titulo"
      className="flex flex-col gap-6"
    >
      <h2
        id="formulario-titulo"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-ink outline-none"
      >
        Completa tus datos
      </h2>
      {draft.passengers.map((passenger, index) => (
        <PassengerFieldset
          key={passenger.id}
          passenger={passenger}
          index={index}
          total={draft.passengers.length}
          errors={passengerErrors(passenger, index)}
          lookup={lookup.status[passenger.id]}
          onChange={(field, value) => {
            if (field === "docNumber") lookup.forget(passenger.id);
            dispatch({ type: "passenger", id: passenger.id, field, value });
          }}
          onDocType={(value) => {
            lookup.forget(passenger.id);
            dispatch({ type: "docType", id: passenger.id, value });
          }}
          onBlur={(field) => {
            touch(`${passenger.id}.${field}`);
            if (field === "docNumber") void lookup.search(passenger);
          }}
          onAdd={() => {
            flushSync(() => dispatch({ type: "add" }));
            focusPassenger(`p${String(draft.nextId)}`);
          }}
          onRemove={() => {
            flushSync(() => dispatch({ type: "remove", id: passenger.id }));
            focusPassenger(draft.passengers[index - 1]?.id);
          }}
        />
      ))}
      <EventFields
        draft={draft}
        stores={props.stores}
        errors={{
          store: shown("store", "store"),
          medium: shown("medium", "medium"),
          otherMedium: shown("otherMedium", "otherMedium"),
          privacyPolicy: shown("privacyPolicy", "privacyPolicy"),
          dataPolicy: shown("dataPolicy", "dataPolicy"),
        }}
        onField={(field, value) => {
          dispatch({ type: "field", field, value });
          if (field !== "otherMedium") touch(field);
        }}
        onConsent={(field, value) => {
          dispatch({ type: "consent", field, value });
          touch(field);
        }}
        onBlur={touch}
      />
      <Button type="submit" size="lg" className="self-stretch sm:self-start" isDisabled={submitting}>
        Registrarme
      </Button>
      <SuccessModal email={confirmedEmail} onClosed={onModalClosed} />
    </form>
  );
}
