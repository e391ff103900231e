import { COMPANY_FIGURES } from "./company-content.ts";

const numberFormat = new Intl.NumberFormat("es-PE");

/** The headline figures as a definition list: a big number, then what it counts. */
export function CompanyFigures() {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {COMPANY_FIGURES.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-card bg-surface p-5 text-center">
          <dt className="mt-1 text-base text-muted">{figure.label}</dt>
          <dd className="text-4xl font-extrabold text-brand-700">{numberFormat.format(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
