import { useState, type SubmitEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField } from "#app/components/ui/native-fields.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatDateLong } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { AppointmentBookingSchema, COMMENT_MAX } from "./appointment-schemas.ts";
import type { BookingFailure, SchedulingData } from "./appointment-page.server.ts";
import { SlotPicker } from "./slot-picker.tsx";

const DOCUMENTS = [
  { id: "DNI", label: "DNI" },
  { id: "CE", label: "Carné de extranjería" },
  { id: "PAS", label: "Pasaporte" },
];

const dateInputClass =
  "min-h-11 rounded-control border border-slate-400 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-400";

/** /agenda-tu-cita's own scheduling: where, why and which day (a GET form), then a free slot and the customer. */
export function SchedulingForm({ data, failure }: { data: SchedulingData; failure: BookingFailure | undefined }) {
  const query = failure ? { ...data.query, ...pick(failure.values) } : data.query;
  return (
    <div className="flex flex-col gap-6 rounded-card border border-slate-200 bg-white p-4 md:p-6">
      <Form method="get" action="/agenda-tu-cita" className="flex flex-col gap-4" aria-labelledby="paso-1">
        <h2 id="paso-1" className="text-xl font-bold text-ink">
          1. Elige dónde, el motivo y el día
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="Tienda o asesor virtual"
            name="location"
            options={data.locations}
            placeholder="Selecciona"
            defaultValue={query.location}
            errorMessage={data.queryErrors.location}
            isRequired
          />
          <SelectField
            label="Motivo de la cita"
            name="reason"
            options={data.reasons}
            placeholder="Selecciona"
            defaultValue={query.reason}
            errorMessage={data.queryErrors.reason}
            isRequired
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="cita-dia" className="font-semibold text-ink">
              Día
            </label>
            <input
              id="cita-dia"
              type="date"
              name="date"
              required
              min={data.minDate}
              max={data.maxDate}
              defaultValue={query.date}
              aria-invalid={data.queryErrors.date ? true : undefined}
              aria-describedby={data.queryErrors.date ? "cita-dia-error" : undefined}
              className={dateInputClass}
            />
            {data.queryErrors.date ? (
              <p id="cita-dia-error" className="text-sm text-danger">
                {data.queryErrors.date}
              </p>
            ) : null}
          </div>
        </div>
        {data.carried.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <div>
          <Button type="submit" variant="secondary">
            Ver horarios
          </Button>
        </div>
      </Form>
      {data.day && data.dayLabel ? (
        <BookingStep data={data} dayLabel={data.dayLabel} failure={failure} query={query} />
      ) : null}
    </div>
  );
}

function pick(values: Record<string, string>) {
  return { location: values.location ?? "", reason: values.reason ?? "", date: values.date ?? "" };
}

function BookingStep(props: {
  data: SchedulingData;
  dayLabel: string;
  failure: BookingFailure | undefined;
  query: { location: string; reason: string; date: string };
}) {
  const { data, failure, query } = props;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};
  const values = failure?.values ?? {};
  const day = data.day;
  if (!day) return null;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = Object.fromEntries(new FormData(event.currentTarget));
    delete form.idempotencyKey;
    const parsed = AppointmentBookingSchema.safeParse({ time: "", ...form });
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    return setClientErrors(fieldErrors(parsed.error));
  }

  return (
    <section aria-labelledby="paso-2" className="flex flex-col gap-4 border-t border-slate-200 pt-6">
      <h2 id="paso-2" className="text-xl font-bold text-ink">
        2. Elige tu horario del {formatDateLong(props.dayLabel)}
      </h2>
      {!day.open ? (
        <p role="status" className="rounded-control bg-surface p-3">
          {day.message}
        </p>
      ) : (
        <Form method="post" action="/agenda-tu-cita" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {failure?.message && !clientErrors ? (
            <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
              {failure.message}
            </p>
          ) : null}
          <input type="hidden" name="location" value={query.location} />
          <input type="hidden" name="reason" value={query.reason} />
          <input type="hidden" name="date" value={query.date} />
          <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
          <SlotPicker slots={day.slots} name="time" defaultValue={values.time} error={errors.time} />
          <h3 className="text-lg font-bold text-ink">3. Tus datos</h3>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label="Nombres"
              name="firstName"
              autoComplete="given-name"
              isRequired
              maxLength={50}
              defaultValue={values.firstName ?? ""}
              errorMessage={errors.firstName}
            />
            <TextField
              label="Apellidos"
              name="lastName"
              autoComplete="family-name"
              isRequired
              maxLength={80}
              defaultValue={values.lastName ?? ""}
              errorMessage={errors.lastName}
            />
            <SelectField
              label="Tipo de documento"
              name="docType"
              options={DOCUMENTS}
              defaultValue={values.docType ?? "DNI"}
              errorMessage={errors.docType}
              isRequired
            />
            <TextField
              label="Número de documento"
              name="docNumber"
              isRequired
              maxLength={12}
              defaultValue={values.docNumber ?? ""}
              errorMessage={errors.docNumber}
            />
            <TextField
              label="Correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              maxLength={100}
              defaultValue={values.email ?? ""}
              errorMessage={errors.email}
              description="Te enviaremos la confirmación y el recordatorio."
            />
            <TextField
              label="Celular"
              name="phone"
              type="tel"
              autoComplete="tel"
              isRequired
              maxLength={18}
              defaultValue={values.phone ?? ""}
              errorMessage={errors.phone}
            />
          </div>
          <TextAreaField
            label="Comentario para tu asesor (opcional)"
            name="comment"
            maxLength={COMMENT_MAX}
            defaultValue={values.comment ?? data.comment}
            errorMessage={errors.comment}
            description="Por ejemplo, el destino o el paquete que te interesa y la fecha de viaje."
          />
          <div>
            <Button type="submit" variant="primary" size="lg" isPending={navigation.state === "submitting"}>
              Reservar cita
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
