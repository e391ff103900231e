import { PrintButton } from "#app/features/info/info-ui.tsx";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { formatDateLong } from "#app/utils/dates.ts";
import { ComplaintSheetHeader } from "./complaint-sheet-header.tsx";
import { formatLimaDateTime, sheetSections, type ComplaintSheet } from "./complaint-sheet.ts";

/** A filed sheet: the confirmation after filing and its printable view (print styles hide the site's frame). */
export function ComplaintSheetView({ sheet, justFiled }: { sheet: ComplaintSheet; justFiled: boolean }) {
  const [, ...sections] = sheetSections(sheet);
  return (
    <div className="flex flex-col gap-6">
      {justFiled ? (
        <div role="status" className="rounded-card border border-green-700 bg-green-50 p-4 text-ink" data-no-print>
          <p className="font-semibold">Registramos tu {sheet.title}.</p>
          <p>
            Te enviamos una copia en PDF a {sheet.consumer.email}. Te responderemos a más tardar el{" "}
            {formatDateLong(sheet.answerDueOn)} (15 días hábiles).
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3" data-no-print>
        <PrintButton label="Imprimir hoja" />
        <a
          href={`/libro-reclamaciones/hoja/${sheet.sheetNumber}/pdf`}
          className={buttonClasses("secondary", "md")}
          download
        >
          Descargar PDF
        </a>
      </div>
      <ComplaintSheetHeader title={sheet.title} filedAtLabel={formatLimaDateTime(sheet.filedAt)}>
        <p className="text-sm">
          <span className="font-semibold text-muted">Tienda o canal: </span>
          <span className="text-ink">{sheet.storeName}</span>
        </p>
      </ComplaintSheetHeader>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2 break-inside-avoid">
          <h2 className="text-lg font-bold text-brand-900">{section.heading}</h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-[14rem_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-semibold text-muted">{row.label}</dt>
                <dd className="whitespace-pre-line break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
