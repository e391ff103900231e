import { Form, Link, useNavigation } from "react-router";
import type { ReceptionFailure, StoreChoice } from "./reception-pages.server.ts";
import { StaffSignIn } from "./staff-sign-in.tsx";

export type KioskData = {
  store: StoreChoice | null;
  signIn: { stores: StoreChoice[]; configured: boolean } | null;
  reasons: Array<{ id: string; label: string }>;
  turn: number | null;
};

const input = "min-h-16 w-full rounded-control border-2 border-slate-400 bg-white px-4 text-2xl";
const primary =
  "min-h-16 rounded-control bg-brand-600 px-8 text-2xl font-bold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-400";
const choice =
  "min-h-20 rounded-card border-2 border-brand-600 bg-white px-4 text-xl font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-400";

/** The tablet at a store's entrance: check in with a code, or take a walk-in turn by reason. */
export function KioskPage({ data, failure }: { data: KioskData; failure: ReceptionFailure | undefined }) {
  const busy = useNavigation().state !== "idle";
  // A refused check-in shows what was typed again (the action returns it: also without JavaScript).
  const typed = (kind: string, name: string) => (failure?.values?.kind === kind ? failure.values[name] : undefined);
  if (!data.store) {
    return (
      <KioskFrame title="Recepción digital: configuración">
        <p className="text-lg">Personal de tienda: elige la tienda de esta pantalla e ingresa el PIN.</p>
        {data.signIn ? (
          <StaffSignIn intent="setup" title="Configurar la recepción" signIn={data.signIn} failure={failure} />
        ) : null}
      </KioskFrame>
    );
  }
  if (data.turn !== null) {
    return (
      <KioskFrame title={`Bienvenido a ${data.store.name}`}>
        <section
          aria-labelledby="tu-turno"
          className="flex flex-col items-center gap-4 rounded-card bg-brand-50 p-10 text-center"
        >
          <h2 id="tu-turno" className="text-3xl font-bold">
            Tu turno es el
          </h2>
          <p className="text-9xl font-extrabold text-brand-700" aria-live="polite">
            {data.turn}
          </p>
          <p className="text-2xl">
            Te llamaremos por tu número en la pantalla. Si nos diste tu correo, te lo enviamos.
          </p>
        </section>
        <Link to="/recepcion" className={`${primary} inline-flex items-center`}>
          Listo
        </Link>
      </KioskFrame>
    );
  }
  return (
    <KioskFrame title={`Bienvenido a ${data.store.name}`}>
      {failure ? (
        <p role="alert" className="rounded-control border-2 border-danger bg-red-50 p-4 text-2xl text-danger">
          {failure.message}
        </p>
      ) : null}
      <div className="grid w-full gap-8 min-[900px]:grid-cols-2">
        <Form
          method="post"
          className="flex flex-col gap-4 rounded-card border border-slate-300 p-6"
          aria-labelledby="con-cita"
        >
          <h2 id="con-cita" className="text-2xl font-bold">
            Tengo una cita o un pre-registro
          </h2>
          <input type="hidden" name="kind" value="codigo" />
          <label className="flex flex-col gap-2 text-xl font-semibold">
            Código de tu cita o pre-registro
            <input
              name="code"
              required
              maxLength={30}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="CT-7K3M9Q"
              className={input}
              defaultValue={typed("codigo", "code")}
              aria-invalid={failure?.errors.code ? true : undefined}
              aria-describedby={failure?.errors.code ? "kiosk-code-error" : undefined}
            />
          </label>
          {failure?.errors.code ? (
            <p id="kiosk-code-error" className="text-lg text-danger">
              {failure.errors.code}
            </p>
          ) : null}
          <button type="submit" className={primary} disabled={busy}>
            Registrar mi llegada
          </button>
        </Form>
        <Form
          method="post"
          className="flex flex-col gap-4 rounded-card border border-slate-300 p-6"
          aria-labelledby="sin-cita"
        >
          <h2 id="sin-cita" className="text-2xl font-bold">
            No tengo cita
          </h2>
          <input type="hidden" name="kind" value="sin-cita" />
          <label className="flex flex-col gap-2 text-xl font-semibold">
            Tu nombre (opcional)
            <input
              name="firstName"
              maxLength={50}
              autoComplete="off"
              className={input}
              defaultValue={typed("sin-cita", "firstName")}
              aria-invalid={failure?.errors.firstName ? true : undefined}
              aria-describedby={failure?.errors.firstName ? "kiosk-name-error" : undefined}
            />
          </label>
          {failure?.errors.firstName ? (
            <p id="kiosk-name-error" className="text-lg text-danger">
              {failure.errors.firstName}
            </p>
          ) : null}
          <label className="flex flex-col gap-2 text-xl font-semibold">
            Tu correo, para enviarte el turno (opcional)
            <input
              name="email"
              type="email"
              maxLength={100}
              autoComplete="off"
              className={input}
              defaultValue={typed("sin-cita", "email")}
              aria-invalid={failure?.errors.email ? true : undefined}
              aria-describedby={failure?.errors.email ? "kiosk-email-error" : undefined}
            />
          </label>
          {failure?.errors.email ? (
            <p id="kiosk-email-error" className="text-lg text-danger">
              {failure.errors.email}
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-xl font-semibold">Elige el motivo y toma tu turno</legend>
            <div className="grid grid-cols-2 gap-3">
              {data.reasons.map((reason) => (
                <button
                  key={reason.id}
                  type="submit"
                  name="reason"
                  value={reason.id}
                  className={choice}
                  disabled={busy}
                >
                  {reason.label.replace(/ \(.*\)$/, "")}
                </button>
              ))}
            </div>
          </fieldset>
        </Form>
      </div>
    </KioskFrame>
  );
}

/** Full screen, no site header or footer (the shell leaves /recepcion alone). */
export function KioskFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center gap-8 bg-white px-6 py-10 text-ink">
      <p className="text-lg font-bold tracking-wide text-brand-700 uppercase">Kuntur Viajes · Recepción</p>
      <h1 className="text-center text-4xl font-extrabold">{title}</h1>
      {children}
    </div>
  );
}
