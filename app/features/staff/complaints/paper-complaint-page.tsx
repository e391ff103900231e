import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DateField, SelectField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import {
  ComplaintClaimSections,
  ComplaintConsumerSection,
  fieldId,
} from "#app/features/complaints/complaint-entry-ui.tsx";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";

type Props = {
  stores: Array<{ id: string; label: string }>;
  today: string;
  /** The entry window's rule, in words. */
  windowRule: string;
  state?: { message: string; errors: Record<string, string>; values: Record<string, string> } | undefined;
};

/**
 * "Registrar hoja física": a sheet of a store's paper book, copied with its original date and time, store and printed
 * number, and every field of the public sheet (the public form's sections, checked by the same schema on the server).
 */
export function PaperComplaintPage({ stores, today, windowRule, state }: Props) {
  const navigation = useNavigation();
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  return (
    <>
      <StaffHeading
        title="Registrar hoja física"
        lead={`Copia una hoja del Libro de Reclamaciones físico de una tienda. Recibe el siguiente número del libro virtual y su plazo de 15 días hábiles se cuenta desde la fecha de la hoja. ${windowRule}`}
      />
      <p className="mb-4">
        <Link to="/gestion/reclamos" className="font-semibold text-brand-700 underline">
          Volver al libro de reclamaciones
        </Link>
      </p>
      <Form method="post" noValidate className="flex flex-col gap-8">
        {state?.message ? <Notice tone="error">{state.message}</Notice> : null}
        <section aria-labelledby="hoja-fisica" className={`${cardClass} flex flex-col gap-4`}>
          <h2 id="hoja-fisica" className="text-xl font-bold text-brand-900">
            Hoja física
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <DateField
              label="Fecha de la hoja"
              name="originalDate"
              id={fieldId("originalDate")}
              max={today}
              isRequired
              defaultValue={values.originalDate ?? today}
              errorMessage={errors.originalDate}
            />
            <TextField
              label="Hora de la hoja (hh:mm, Lima)"
              name="originalTime"
              id={fieldId("originalTime")}
              inputMode="numeric"
              placeholder="14:30"
              maxLength={5}
              isRequired
              defaultValue={values.originalTime ?? ""}
              errorMessage={errors.originalTime}
            />
            <SelectField
              label="Tienda"
              name="store"
              id={fieldId("store")}
              options={stores}
              placeholder="Selecciona la tienda"
              isRequired
              defaultValue={values.store ?? ""}
              errorMessage={errors.store}
            />
            <TextField
              label="N° impreso en la hoja"
              name="paperSheetNumber"
              id={fieldId("paperSheetNumber")}
              maxLength={20}
              isRequired
              defaultValue={values.paperSheetNumber ?? ""}
              errorMessage={errors.paperSheetNumber}
            />
          </div>
        </section>
        <ComplaintConsumerSection values={values} errors={errors} />
        <ComplaintClaimSections values={values} errors={errors} />
        <div>
          <Button type="submit" variant="primary" size="lg" isPending={navigation.state === "submitting"}>
            Registrar hoja física
          </Button>
        </div>
      </Form>
    </>
  );
}
