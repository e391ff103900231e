import { Form } from "react-router";
import type { QueueView, StaffTurn } from "./reception-service.server.ts";
import type { ReceptionFailure, StoreChoice } from "./reception-pages.server.ts";
import { KioskFrame } from "./kiosk-page.tsx";
import { StaffSignIn } from "./staff-sign-in.tsx";

export type StaffData = {
  store: StoreChoice | null;
  signIn: { stores: StoreChoice[]; configured: boolean } | null;
  queue: QueueView | null;
  /** Today's waiting turns with their appointment's code, first name and note (staff only). */
  waiting: StaffTurn[];
  calledTurn: StaffTurn | null;
  reasons: Record<string, string>;
  called: number | null;
  nobody: boolean;
  revoked: boolean;
};

const DESKS = Array.from({ length: 20 }, (_, index) => index + 1);

/** 'Cita K7PQ2M · Rosa · Paquete: Máncora, salida del 12/03/2027' for a turn that came from an appointment. */
function AppointmentLine({ turn }: { turn: StaffTurn }) {
  if (!turn.appointment) return null;
  const { code, firstName, comment } = turn.appointment;
  return (
    <span className="block text-lg text-muted">
      Cita {code} · {firstName}
      {comment ? ` · ${comment}` : ""}
    </span>
  );
}

/** /recepcion/atencion: staff with the PIN call the next number to their desk. */
export function StaffPage({ data, failure }: { data: StaffData; failure: ReceptionFailure | undefined }) {
  if (!data.store || !data.queue) {
    return (
      <KioskFrame title="Atención de turnos">
        {data.revoked ? (
          <p role="status" className="text-xl">
            Cerraste todas las pantallas de la tienda. Ábrelas de nuevo con el PIN.
          </p>
        ) : null}
        {data.signIn ? (
          <StaffSignIn
            intent="signin"
            title="Ingresar a la atención de turnos"
            signIn={data.signIn}
            failure={failure}
          />
        ) : null}
      </KioskFrame>
    );
  }
  return (
    <KioskFrame title={`Atención de turnos · ${data.store.name}`}>
      {data.called !== null ? (
        <>
          <p role="status" className="text-3xl font-bold">
            Llamaste el turno {data.called}.
          </p>
          {data.calledTurn ? <AppointmentLine turn={data.calledTurn} /> : null}
        </>
      ) : null}
      {data.nobody ? (
        <p role="status" className="text-2xl">
          No hay turnos en espera.
        </p>
      ) : null}
      <Form method="post" className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="call" />
        <label className="flex flex-col gap-2 text-xl font-semibold">
          Módulo
          <select
            name="desk"
            defaultValue="1"
            className="min-h-14 rounded-control border border-slate-400 px-4 text-xl"
          >
            {DESKS.map((desk) => (
              <option key={desk} value={desk}>
                {desk}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="min-h-14 rounded-control bg-brand-600 px-8 text-2xl font-bold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none"
        >
          Llamar al siguiente
        </button>
      </Form>
      <section aria-labelledby="espera" className="w-full max-w-3xl">
        <h2 id="espera" className="text-2xl font-bold">
          En espera ({data.waiting.length})
        </h2>
        <ul className="mt-2 flex flex-col gap-1 text-xl">
          {data.waiting.map((turn) => (
            <li key={turn.number}>
              {turn.number} · {data.reasons[turn.reason]}
              <AppointmentLine turn={turn} />
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="signout" />
          <button type="submit" className="min-h-12 px-4 text-lg font-semibold text-brand-700 underline">
            Salir
          </button>
        </Form>
        {/* A lost or stolen tablet: every kiosk, display and call page of the store must be opened again. */}
        <Form method="post">
          <input type="hidden" name="intent" value="revoke" />
          <button type="submit" className="min-h-12 px-4 text-lg font-semibold text-danger underline">
            Cerrar todas las pantallas de la tienda
          </button>
        </Form>
      </div>
    </KioskFrame>
  );
}
