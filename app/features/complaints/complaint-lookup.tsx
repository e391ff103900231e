import { useState, type SubmitEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { formatDateLong } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { formatLimaDateTime } from "./complaint-sheet.ts";
import { STATUS_LABELS } from "./complaint-status.ts";
import { ComplaintLookupSchema } from "./complaints-schemas.ts";
import type { LookupResult } from "./complaints-service.server.ts";

export type LookupState =
  | { found: true; result: LookupResult }
  | { found: false; message: string; errors: Record<string, string>; values: Record<string, string> };

/** Look-up by sheet number + e-mail; one message for any pair that does not match. */
export function ComplaintLookup({ state }: { state: LookupState | undefined }) {
  const navigation = useNavigation();
  const failure = state && !state.found ? state : undefined;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? failure?.errors ?? {};

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = ComplaintLookupSchema.safeParse({ sheetNumber: form.get("sheetNumber"), email: form.get("email") });
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    return setClientErrors(fieldErrors(parsed.error));
  }

  return (
    <div className="flex flex-col gap-6">
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-card border border-slate-300 bg-white p-4 md:p-6"
      >
        {failure?.message && !clientErrors ? (
          <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
            {failure.message}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Número de hoja"
            name="sheetNumber"
            placeholder="000000001-2026"
            isRequired
            defaultValue={failure?.values.sheetNumber ?? ""}
            errorMessage={errors.sheetNumber}
          />
          <TextField
            label="Correo electrónico"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            defaultValue={failure?.values.email ?? ""}
            errorMessage={errors.email}
          />
        </div>
        <div>
          <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
            Consultar
          </Button>
        </div>
      </Form>
      {state?.found ? <LookupAnswer result={state.result} /> : null}
    </div>
  );
}

function LookupAnswer({ result }: { result: LookupResult }) {
  return (
    <section aria-labelledby="consulta-resultado" className="flex flex-col gap-3 rounded-card bg-surface p-4 md:p-6">
      <h2 id="consulta-resultado" className="text-xl font-bold text-ink">
        {result.title}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-[14rem_1fr]">
        <dt className="font-semibold text-muted">Tipo</dt>
        <dd>{result.kind === "reclamo" ? "Reclamo" : "Queja"}</dd>
        <dt className="font-semibold text-muted">Registrada el</dt>
        <dd>{formatLimaDateTime(result.filedAt)}</dd>
        <dt className="font-semibold text-muted">Estado</dt>
        <dd>{STATUS_LABELS[result.status]}</dd>
        <dt className="font-semibold text-muted">Plazo de respuesta</dt>
        <dd>{formatDateLong(result.answerDueOn)}</dd>
        <dt className="font-semibold text-muted">Respuesta</dt>
        <dd className="whitespace-pre-line">
          {result.answer ? `${formatLimaDateTime(result.answer.at)}: ${result.answer.text}` : "Aún no hay respuesta."}
        </dd>
      </dl>
      <Link to={`/libro-reclamaciones/hoja/${result.sheetNumber}`} className="font-semibold text-brand-700 underline">
        Ver la hoja completa
      </Link>
    </section>
  );
}
