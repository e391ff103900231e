import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/native-fields.tsx";
import {
  formatLimaDateTime,
  paperSheetMark,
  sheetSections,
  type ComplaintSheet,
} from "#app/features/complaints/index.ts";
import { STATUS_LABELS, type ComplaintStatus } from "#app/features/complaints/index.ts";
import { AuditTable, type AuditItem } from "#app/features/staff/audit-trail.tsx";
import { cardClass, Notice, StaffHeading } from "#app/features/staff/staff-frame.tsx";
import { useSchemaCheck } from "#app/features/staff/staff-form.tsx";
import type { DeadlineTone } from "./complaint-deadline.ts";
import { COMPLAINT_ANSWER_MAX, ComplaintAnswerSchema } from "./complaint-desk-schemas.ts";
import { TONE_CLASSES } from "./complaints-desk-page.tsx";

type Detail = {
  sheet: ComplaintSheet;
  tone: DeadlineTone;
  deadline: string;
  events: Array<{ fromStatus: ComplaintStatus | null; toStatus: ComplaintStatus; actor: string; at: string }>;
  audit: AuditItem[];
};
type AnswerState = { message: string | null; errors: Record<string, string>; answerText: string } | undefined;

/** One sheet: deadline, every field, the answer form (or the answer), the status history and the audit trail. */
export function ComplaintDeskDetail({
  detail,
  canAnswer,
  state,
  answered,
  entered = false,
}: {
  detail: Detail;
  canAnswer: boolean;
  state: AnswerState;
  answered: boolean;
  /** Just entered from a store's paper sheet. */
  entered?: boolean;
}) {
  const { sheet } = detail;
  return (
    <>
      <StaffHeading
        title={sheet.title}
        lead={`${sheet.kind === "reclamo" ? "Reclamo" : "Queja"} · ${sheet.storeName}${sheet.paperSheetNumber ? ` · ${paperSheetMark(sheet.paperSheetNumber)}` : ""} · registrada el ${formatLimaDateTime(sheet.filedAt)}`}
      >
        <Link to="/gestion/reclamos" className="font-semibold text-brand-700 underline">
          Volver a la lista
        </Link>
      </StaffHeading>
      {entered ? (
        <Notice tone="success">
          Hoja física registrada en el libro virtual con el Nº {sheet.sheetNumber}. Se envió al consumidor su copia.
        </Notice>
      ) : null}
      {answered ? <Notice tone="success">Respuesta enviada al consumidor. La hoja quedó respondida.</Notice> : null}
      <p className="mb-6">
        Estado: <strong>{STATUS_LABELS[sheet.status]}</strong> · Plazo: {sheet.answerDueOn}{" "}
        <span className={`inline-block rounded-full border px-2 py-0.5 font-semibold ${TONE_CLASSES[detail.tone]}`}>
          {detail.deadline}
        </span>
      </p>
      <div className="grid gap-6 xl:grid-cols-[1fr_28rem]">
        <div className={cardClass}>
          {sheetSections(sheet).map((section) => (
            <section key={section.heading} className="mb-4">
              <h2 className="mb-2 text-lg font-bold">{section.heading}</h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm md:grid-cols-[12rem_1fr]">
                {section.rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-semibold text-muted">{row.label}</dt>
                    <dd className="whitespace-pre-line">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <div className="flex flex-col gap-6">
          {sheet.answer ? (
            <section className={cardClass} aria-labelledby="respuesta">
              <h2 id="respuesta" className="mb-2 text-lg font-bold">
                Respuesta ({formatLimaDateTime(sheet.answer.at)})
              </h2>
              <p className="whitespace-pre-line">{sheet.answer.text}</p>
            </section>
          ) : canAnswer ? (
            <AnswerForm state={state} />
          ) : (
            <p className={cardClass}>Aún no hay respuesta.</p>
          )}
          <section className={cardClass} aria-labelledby="historial">
            <h2 id="historial" className="mb-2 text-lg font-bold">
              Historial de estados
            </h2>
            <ol className="flex flex-col gap-1 text-sm">
              {detail.events.map((event) => (
                <li key={`${event.at}-${event.toStatus}`}>
                  {formatLimaDateTime(event.at)} · {STATUS_LABELS[event.toStatus]} · {event.actor}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      <section className="mt-8" aria-labelledby="auditoria">
        <h2 id="auditoria" className="mb-2 text-lg font-bold">
          Auditoría de esta hoja
        </h2>
        <AuditTable entries={detail.audit} caption="Cambios registrados de esta hoja" />
      </section>
    </>
  );
}

function AnswerForm({ state }: { state: AnswerState }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useSchemaCheck(ComplaintAnswerSchema, ["answerText"]);
  const errors = clientErrors ?? state?.errors ?? {};
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className={`${cardClass} flex flex-col gap-4`}>
      <h2 className="text-lg font-bold">Responder</h2>
      {state?.message && !clientErrors ? <Notice tone="error">{state.message}</Notice> : null}
      <TextAreaField
        label="Respuesta al consumidor"
        name="answerText"
        maxLength={COMPLAINT_ANSWER_MAX}
        isRequired
        defaultValue={state?.answerText}
        errorMessage={errors.answerText}
        description="Se enviará por correo al consumidor, se mostrará en la consulta pública y la hoja quedará respondida."
      />
      <Button type="submit" variant="primary" isPending={navigation.state === "submitting"}>
        Enviar respuesta
      </Button>
    </Form>
  );
}
