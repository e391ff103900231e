import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/native-fields.tsx";
import { controlClass, fieldErrorClass, fieldLabelClass } from "#app/components/ui/field-styles.ts";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { useSchemaCheck } from "#app/features/staff/staff-form.tsx";
import { PromoFormSchema } from "./content-schemas.ts";

export const PROMO_FIELDS = ["advertisementContent", "startDate", "endDate", "active", "version"] as const;
export type PromoValues = {
  advertisementContent: string;
  startDate: string;
  endDate: string;
  active: boolean;
  version: string;
};
type State =
  { message: string | null; errors: Record<string, string>; values: PromoValues; preview: boolean } | undefined;

/** Edit or create a promo-strip text; 'Vista previa' shows it as the site will, before saving. */
export function PromoFormPage({ isNew, initial, state }: { isNew: boolean; initial: PromoValues; state: State }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(PromoFormSchema, PROMO_FIELDS);
  const errors = clientErrors ?? state?.errors ?? {};
  const values = state?.values ?? initial;
  // The form is keyed by what it shows: after a preview or a refusal it starts from the posted values.
  const key = JSON.stringify(values);
  return (
    <>
      <StaffHeading
        title={isNew ? "Nueva franja de promociones" : "Editar franja de promociones"}
        lead="Horas de Lima. La franja se ve en el inicio y en las páginas de resultados mientras esté vigente."
      >
        <Link to="/gestion/contenido" className="font-semibold text-brand-700 underline">
          Volver a Contenido
        </Link>
      </StaffHeading>
      {state?.preview && !clientErrors ? (
        <section aria-labelledby="vista-previa" className="mb-6">
          <h2 id="vista-previa" className="mb-2 font-bold">
            Vista previa
          </h2>
          <div className="flex min-h-10 items-center bg-accent-500 px-4 py-2 text-ink" data-testid="promo-preview">
            <p className="text-sm leading-6 font-bold">{values.advertisementContent}</p>
          </div>
        </section>
      ) : null}
      <Form
        key={key}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className={`${cardClass} flex max-w-3xl flex-col gap-4`}
      >
        {state?.message && !clientErrors ? <Notice tone="error">{state.message}</Notice> : null}
        <TextAreaField
          label="Texto"
          name="advertisementContent"
          maxLength={300}
          isRequired
          defaultValue={values.advertisementContent}
          errorMessage={errors.advertisementContent}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <DateTimeField label="Desde" name="startDate" defaultValue={values.startDate} error={errors.startDate} />
          <DateTimeField label="Hasta" name="endDate" defaultValue={values.endDate} error={errors.endDate} />
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="active"
            value="on"
            defaultChecked={values.active}
            className="size-4 accent-brand-700"
          />
          Activa
        </label>
        <input type="hidden" name="version" value={values.version} />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            name="intent"
            value="preview"
            variant="secondary"
            isPending={navigation.state === "submitting"}
          >
            Vista previa
          </Button>
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="primary"
            isPending={navigation.state === "submitting"}
          >
            Guardar
          </Button>
        </div>
      </Form>
    </>
  );
}

function DateTimeField({
  label,
  name,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
}) {
  const id = `campo-${name}`;
  return (
    <div className="flex flex-col gap-1" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        name={name}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
