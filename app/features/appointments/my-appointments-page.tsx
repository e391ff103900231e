import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatDateLong, todayInLima } from "#app/utils/dates.ts";
import type { AppointmentView, MyAppointmentsData, MyAppointmentsFailure } from "./my-appointments.server.ts";
import { SlotPicker } from "./slot-picker.tsx";

/** /tuscitas: the look-up by code and e-mail, and the appointments the visitor may see, cancel or move. */
export function MyAppointmentsPage({
  data,
  failure,
}: {
  data: MyAppointmentsData;
  failure: MyAppointmentsFailure | undefined;
}) {
  const navigation = useNavigation();
  const showLookup = data.appointments.length === 0 || data.signedIn;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold text-brand-700">Tus citas</h1>
      {data.notice ? (
        <p role="status" className="rounded-control border border-success bg-green-50 p-3">
          {data.notice}
        </p>
      ) : null}
      {failure?.message && Object.keys(failure.errors).length === 0 && data.appointments.length > 0 ? (
        <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
          {failure.message}
        </p>
      ) : null}
      {data.appointments.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} data={data} failure={failure} />
      ))}
      {data.appointments.length > 0 && !data.signedIn ? (
        <Form method="post">
          <input type="hidden" name="intent" value="exit" />
          <Button type="submit" variant="ghost">
            Consultar otra cita
          </Button>
        </Form>
      ) : null}
      {showLookup ? (
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
          aria-labelledby="consulta"
        >
          <h2 id="consulta" className="text-xl font-bold text-ink">
            Consulta tu cita
          </h2>
          <p>Ingresa el código que te enviamos por correo y el correo electrónico con el que reservaste.</p>
          {failure?.message && data.appointments.length === 0 ? (
            <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
              {failure.message}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="lookup" />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label="Código de la cita"
              name="code"
              placeholder="CT-7K3M9Q"
              isRequired
              maxLength={20}
              defaultValue={failure?.values.code ?? ""}
              errorMessage={failure?.errors.code}
            />
            <TextField
              label="Correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              maxLength={254}
              defaultValue={failure?.values.email ?? ""}
              errorMessage={failure?.errors.email}
            />
          </div>
          <div>
            <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
              Consultar
            </Button>
          </div>
        </Form>
      ) : null}
      <p>
        <Link to="/agenda-tu-cita" className="font-semibold text-brand-700 underline underline-offset-2">
          Agendar una nueva cita
        </Link>
      </p>
    </div>
  );
}

function AppointmentCard(props: {
  appointment: AppointmentView;
  data: MyAppointmentsData;
  failure: MyAppointmentsFailure | undefined;
}) {
  const { appointment: a, data } = props;
  const headingId = `cita-${a.id}`;
  const rescheduling = data.rescheduling?.id === a.id ? data.rescheduling : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Cita {a.code}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 md:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-muted">Estado</dt>
        <dd>{a.status}</dd>
        <dt className="font-semibold text-muted">Fecha y hora</dt>
        <dd>{a.when} (hora de Lima)</dd>
        <dt className="font-semibold text-muted">Lugar</dt>
        <dd>{a.place}</dd>
        {a.videoUrl ? (
          <>
            <dt className="font-semibold text-muted">Videollamada</dt>
            <dd>
              <a href={a.videoUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                {a.videoUrl}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">Motivo</dt>
        <dd>{a.reason}</dd>
        <dt className="font-semibold text-muted">A nombre de</dt>
        <dd>{a.name}</dd>
      </dl>
      {a.changeable ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-3">
            <Link to={`/tuscitas?reprogramar=${a.id}`} className={buttonClasses("secondary", "md")}>
              Reprogramar
            </Link>
            <Link to={`/tuscitas?cancelar=${a.id}`} className={buttonClasses("ghost", "md")}>
              Cancelar cita
            </Link>
          </div>
          {data.confirmingCancel === a.id ? <CancelConfirm id={a.id} /> : null}
          {rescheduling ? <Reschedule id={a.id} state={rescheduling} failure={props.failure} /> : null}
        </div>
      ) : null}
    </article>
  );
}

function CancelConfirm({ id }: { id: string }) {
  return (
    <Form
      method="post"
      className="flex flex-col gap-3 rounded-control bg-surface p-4"
      aria-label="Confirmar cancelación"
    >
      <p className="font-semibold">
        ¿Seguro que quieres cancelar esta cita? El horario quedará libre para otra persona.
      </p>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger">
          Sí, cancelar mi cita
        </Button>
        <Link to="/tuscitas" className={buttonClasses("ghost", "md")}>
          No, mantenerla
        </Link>
      </div>
    </Form>
  );
}

function Reschedule(props: {
  id: string;
  state: NonNullable<MyAppointmentsData["rescheduling"]>;
  failure: MyAppointmentsFailure | undefined;
}) {
  const { state } = props;
  return (
    <section aria-label="Reprogramar la cita" className="flex flex-col gap-4 rounded-control bg-surface p-4">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="reprogramar" value={props.id} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`nuevo-dia-${props.id}`} className="font-semibold">
            Nuevo día
          </label>
          <input
            id={`nuevo-dia-${props.id}`}
            type="date"
            name="date"
            required
            min={todayInLima()}
            defaultValue={state.date}
            className="min-h-11 rounded-control border border-slate-400 bg-white px-3"
          />
        </div>
        <Button type="submit" variant="secondary">
          Ver horarios
        </Button>
      </Form>
      {state.error ? (
        <p role="alert" className="text-danger">
          {state.error}
        </p>
      ) : null}
      {state.day && !state.day.open ? <p role="status">{state.day.message}</p> : null}
      {state.day?.open ? (
        <Form method="post" className="flex flex-col gap-3">
          <h3 className="font-bold">Horarios del {formatDateLong(state.date)}</h3>
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="id" value={props.id} />
          <input type="hidden" name="date" value={state.date} />
          <SlotPicker slots={state.day.slots} name="time" defaultValue={undefined} error={props.failure?.errors.time} />
          <div>
            <Button type="submit" variant="primary">
              Confirmar nuevo horario
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
