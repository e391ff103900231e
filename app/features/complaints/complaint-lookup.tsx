import { Link } from "react-router";
import { LookupForm, type LookupField } from "#app/components/forms/lookup-form.tsx";
import { formatDateLong } from "#app/utils/dates.ts";
import { formatLimaDateTime } from "./complaint-sheet.ts";
import { STATUS_LABELS } from "./complaint-status.ts";
import { ComplaintLookupSchema } from "./complaints-schemas.ts";
import type { LookupResult } from "./complaint-viewing.server.ts";

export type LookupState =
  | { found: true; result: LookupResult }
  | { found: false; message: string; errors: Record<string, string>; values: Record<string, string> };

const FIELDS: readonly LookupField[] = [
  { name: "sheetNumber", label: "Número de hoja", placeholder: "000000001-2026" },
  { name: "email", label: "Correo electrónico", type: "email", autoComplete: "email" },
];

/** Look-up by sheet number + e-mail; one message for any pair that does not match. */
export function ComplaintLookup({ state }: { state: LookupState | undefined }) {
  return (
    <div className="flex flex-col gap-6">
      <LookupForm
        fields={FIELDS}
        schema={ComplaintLookupSchema}
        failure={state && !state.found ? state : undefined}
        submitLabel="Consultar"
      />
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
